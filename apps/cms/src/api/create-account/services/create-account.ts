import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::create-account.create-account');
