import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::become-partner.become-partner');
