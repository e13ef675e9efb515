import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::master-faculty.master-faculty');
