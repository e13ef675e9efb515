import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::join-request.join-request');
