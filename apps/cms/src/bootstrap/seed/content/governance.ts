import type { Core } from '@strapi/strapi';

export async function seedGovernance(_strapi: Core.Strapi): Promise<void> {}
