import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::score-criterion.score-criterion');
