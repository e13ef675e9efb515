import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::admin-log-entry.admin-log-entry');
