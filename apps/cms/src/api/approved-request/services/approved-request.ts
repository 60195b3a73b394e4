import { factories } from '@strapi/strapi';
import { findRegistryPage } from '../../../modules/registry';
import { registryIndex } from '../../../modules/registry';
import type { RegistryParams } from '../../../modules/registry';

export default factories.createCoreService('api::approved-request.approved-request', ({ strapi }) => ({
  /** One page of the public registry: the matching entries' documentIds in order, and the total. */
  findRegistryPage(params: RegistryParams, options: { locale: string; restrictToIds?: number[] }) {
    return findRegistryPage(strapi, params, options);
  },

  /** Every published entry's table columns and searchable text, for the SPA's compact index. */
  searchIndex(locale: string) {
    return registryIndex(strapi, locale);
  },
}));
