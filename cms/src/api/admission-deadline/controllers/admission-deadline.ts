import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::admission-deadline.admission-deadline');
