import type { Core, UID } from '@strapi/strapi';

/**
 * One of our services with its own methods. Strapi types every service as an index of `any`
 * (`Core.Service`), and services made with `factories.createCoreService` are not in the
 * generated types: the methods of ours are known only to their module, whose type the caller
 * states here. The one place that conversion is made.
 */
export function serviceOf<Service>(strapi: Core.Strapi, uid: UID.Service): Service {
  return strapi.service(uid) as unknown as Service;
}
