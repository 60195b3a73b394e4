import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { SignJWT } from 'jose';
import { portalEnv } from '../../platform/env/env';
import type { Actor } from '../requests';
import { visaKeys } from './key-store';
import { VISA_ALG, type SigningKey } from './keys';
import { datasetUrl, portalUrl } from './links';
import { findRows, runningIn, type EntitlementRow } from './list';

/**
 * GA4GH Passport visas (GA4GH Passport v1.2, "ControlledAccessGrants"): one signed JWT per dataset
 * the signed-in person may use now, for a clearing house to check against the portal's JWKS
 * (docs/api/entitlements.md, "Visas").
 */
export const JWKS_PATH = '/.well-known/jwks.json';

/** The passport claim of GET /api/ga4gh/visas. */
export interface Passport {
  ga4gh_passport_v1: string[];
}

/** The claims of one visa (what a verifier reads). */
interface VisaClaims {
  iss: string;
  sub: string;
  iat: number;
  exp: number;
  jti: string;
  ga4gh_visa_v1: {
    type: 'ControlledAccessGrants';
    asserted: number;
    value: string;
    source: string;
    by: 'dac';
  };
}

const seconds = (value: string | Date) => Math.floor(new Date(value).getTime() / 1000);

/** Running now and granting access: pending, closed-out and future or past rows grant nothing. */
function grantsNow(now: Date): Array<Record<string, unknown>> {
  return [...runningIn({ from: now, to: new Date(now.getTime() + 1) }), { state: { $in: ['active', 'ended'] } }];
}

/** At most this many visas in one passport: more datasets than anyone is granted at once. */
const VISAS_MAX = 1000;

async function signVisa(
  row: EntitlementRow,
  subject: string,
  key: SigningKey,
  issuer: string,
  now: Date,
): Promise<string> {
  const visa: VisaClaims['ga4gh_visa_v1'] = {
    type: 'ControlledAccessGrants',
    asserted: seconds(row.startsAt as string | Date),
    value: datasetUrl(row.datasetDocumentId),
    source: portalUrl(),
    by: 'dac',
  };
  return new SignJWT({ ga4gh_visa_v1: visa })
    .setProtectedHeader({ alg: VISA_ALG, kid: key.kid, typ: 'JWT', jku: `${issuer}${JWKS_PATH}` })
    .setIssuer(issuer)
    .setSubject(subject)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(row.endsAt as string | Date))
    .setJti(randomUUID())
    .sign(key.privateKey);
}

/**
 * The visas of `actor`, or null when visas are off (no signing key in production). The subject is
 * the person's documentId: stable, and no e-mail address travels in a token.
 */
export async function passportOf(strapi: Core.Strapi, actor: Actor, now = new Date()): Promise<Passport | null> {
  const { signing } = await visaKeys(strapi);
  if (!signing) return null;
  const issuer = portalEnv().visas.issuer;
  const rows = await findRows(strapi, [{ userId: actor.id }, ...grantsNow(now)], { limit: VISAS_MAX });
  const subject = actor.documentId ?? String(actor.id);
  return {
    ga4gh_passport_v1: await Promise.all(rows.map((row) => signVisa(row, subject, signing, issuer, now))),
  };
}
