import type { Core } from '@strapi/strapi';
import { PAGE_SIZE_MAX } from '@portal/shared';

const config: Core.Config.Api = {
  rest: {
    defaultLimit: 25,
    maxLimit: PAGE_SIZE_MAX,
    withCount: true,
    strictParams: true,
  },
  documents: {
    strictParams: true,
  },
};

export default config;
