import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::faculty-offering.faculty-offering');
