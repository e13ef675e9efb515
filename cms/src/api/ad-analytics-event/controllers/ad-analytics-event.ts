import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::ad-analytics-event.ad-analytics-event');
