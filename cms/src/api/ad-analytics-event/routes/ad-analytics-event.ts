import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::ad-analytics-event.ad-analytics-event');
