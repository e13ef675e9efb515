import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::admission-status.admission-status');
