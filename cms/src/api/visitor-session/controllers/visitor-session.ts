import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::visitor-session.visitor-session');
