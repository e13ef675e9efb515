import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::admission-deadline.admission-deadline');
