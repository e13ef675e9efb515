import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::ad-analytics-event.ad-analytics-event');
