import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::transportation-option.transportation-option');
