import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::admin-log-entry.admin-log-entry');
