import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::transportation-option.transportation-option');
