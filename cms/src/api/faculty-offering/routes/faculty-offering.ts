import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::faculty-offering.faculty-offering');
