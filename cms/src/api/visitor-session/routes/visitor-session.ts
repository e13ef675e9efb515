import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::visitor-session.visitor-session');
