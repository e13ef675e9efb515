import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::master-faculty.master-faculty');
