import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::transportation-option.transportation-option');
