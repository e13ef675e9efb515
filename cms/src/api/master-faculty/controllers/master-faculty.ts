import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::master-faculty.master-faculty');
