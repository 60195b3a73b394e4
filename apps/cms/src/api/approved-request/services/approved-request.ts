import { factories } from '@strapi/strapi';
import { findRegistryPage } from '../registry/search';
import type { RegistryParams } from '../registry/params';

export default factories.createCoreService('api::approved-request.approved-request', ({ strapi }) => ({
  /** One page of the public registry: the matching entries' documentIds in order, and the total. */
  findRegistryPage(params: RegistryParams, options: { locale: string; restrictToIds?: number[] }) {
    return findRegistryPage(strapi, params, options);
  },
}));
