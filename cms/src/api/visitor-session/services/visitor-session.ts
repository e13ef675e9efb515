import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::visitor-session.visitor-session');
