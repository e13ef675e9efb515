import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::score-criterion.score-criterion');
