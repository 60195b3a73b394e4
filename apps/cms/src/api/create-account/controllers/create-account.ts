import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::create-account.create-account');
