import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::join-request.join-request');
