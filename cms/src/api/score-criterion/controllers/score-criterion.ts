import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::score-criterion.score-criterion');
