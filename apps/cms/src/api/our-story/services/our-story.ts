import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::our-story.our-story');
