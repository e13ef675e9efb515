import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::news-item.news-item');
