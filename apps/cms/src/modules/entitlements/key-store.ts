import type { Core } from '@strapi/strapi';
import { portalEnv } from '../../platform/env/env';
import { loadVisaKeys, type VisaKeys } from './keys';

/**
 * The visa keys of a running Strapi, read once from the environment. Per instance, not per
 * process: the tests boot several Strapis in one process, each with its own environment.
 */
const KEYS = new WeakMap<Core.Strapi, Promise<VisaKeys>>();

export function visaKeys(strapi: Core.Strapi): Promise<VisaKeys> {
  let keys = KEYS.get(strapi);
  if (!keys) {
    const { visas, production } = portalEnv();
    keys = loadVisaKeys({ ...visas, production });
    KEYS.set(strapi, keys);
  }
  return keys;
}

/** Reads the keys while Strapi boots: a key that cannot be used stops the boot; no key is logged. */
export async function prepareVisaKeys(strapi: Core.Strapi): Promise<void> {
  const keys = await visaKeys(strapi);
  if (keys.source === 'ephemeral')
    strapi.log.warn(
      'VISA_PRIVATE_KEY is not set: GA4GH visas are signed with a key made for this process only ' +
        `(kid ${keys.signing?.kid}); visas signed before a restart no longer verify. Set it outside development.`,
    );
  else if (keys.source === 'none')
    strapi.log.warn('VISA_PRIVATE_KEY is not set: GA4GH visas are off (GET /api/ga4gh/visas answers 503).');
}
