import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::admission-deadline.admission-deadline');
