/**
 * The entitlements module (docs/api/entitlements.md): who may use which dataset until when, read
 * from the entitlement rows the requests module keeps in step with each access period — listed
 * as JSON or CSV, and asserted as signed GA4GH Passport visas verifiable with the portal's JWKS.
 * Its public entry: the rest of the CMS imports the module from here only.
 */
export { entitlementsController, visasController, registerJwksRoute, sessionRoute } from './http';
export { prepareVisaKeys } from './key-store';
