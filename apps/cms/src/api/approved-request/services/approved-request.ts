import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::approved-request.approved-request');
