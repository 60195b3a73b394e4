import type { Core } from '@strapi/strapi';

export async function seedDatasets(_strapi: Core.Strapi): Promise<void> {}
