import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::admin-log-entry.admin-log-entry');
