import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::faculty-offering.faculty-offering');
