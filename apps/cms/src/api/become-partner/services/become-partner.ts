import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::become-partner.become-partner');
