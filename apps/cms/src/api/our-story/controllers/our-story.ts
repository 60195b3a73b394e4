import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::our-story.our-story');
