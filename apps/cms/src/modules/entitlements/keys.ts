import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, type JWK } from 'jose';

/**
 * The keys of the GA4GH visas (docs/api/entitlements.md, "Visas"): the RSA key that signs them
 * and the public keys the JWKS publishes, read from the environment's strings. Pure: no Strapi,
 * no environment; ./key-store.ts runs it once per boot.
 */
export const VISA_ALG = 'RS256';

/** RS256 with a shorter modulus is refused by the GA4GH AAI profile and by jose itself. */
const MIN_MODULUS_BITS = 2048;

/** A public key as the JWKS lists it. */
interface PublishedKey extends JWK {
  kty: 'RSA';
  n: string;
  e: string;
  kid: string;
  alg: typeof VISA_ALG;
  use: 'sig';
}

export interface SigningKey {
  privateKey: KeyObject;
  kid: string;
}

export interface VisaKeys {
  /** null: visas are off (production without VISA_PRIVATE_KEY). */
  signing: SigningKey | null;
  /** The JWKS: the signing key's public half first, then the previous keys. */
  jwks: { keys: PublishedKey[] };
  /** Where the signing key came from. */
  source: 'configured' | 'ephemeral' | 'none';
}

export interface VisaKeyInput {
  /** VISA_PRIVATE_KEY: PEM (PKCS#8; PKCS#1 is read too) or a JWK as JSON. */
  privateKey?: string;
  /** VISA_KEY_ID: the `kid`; unset, the key's RFC 7638 thumbprint. */
  keyId?: string;
  /** VISA_PREVIOUS_PUBLIC_KEYS: PEM blocks, or a JSON list of JWKs (or a JWKS). */
  previousPublicKeys?: string;
  /** Without a configured key, production signs nothing; elsewhere a key is made for the process. */
  production: boolean;
}

/** A configuration the keys cannot be read from; the message names the variable. */
export class VisaKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VisaKeyError';
  }
}

const generateRsa = promisify(generateKeyPair);

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An RSA key (not RSA-PSS, not EC) of at least 2048 bits, else a VisaKeyError naming `variable`. */
function checkRsa(key: KeyObject, variable: string): void {
  if (key.asymmetricKeyType !== 'rsa')
    throw new VisaKeyError(`${variable} must hold RSA keys (RS256); got a ${key.asymmetricKeyType ?? 'symmetric'} key`);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_MODULUS_BITS)
    throw new VisaKeyError(`${variable} must hold RSA keys of at least ${MIN_MODULUS_BITS} bits; got ${bits}`);
}

/** `\n` written as two characters (one-line environment files) → a line break. */
const withLineBreaks = (text: string) => text.replace(/\\n/g, '\n');

function readPrivateKey(raw: string): KeyObject {
  const text = raw.trim();
  let key: KeyObject;
  try {
    key = text.startsWith('{')
      ? createPrivateKey({ key: JSON.parse(text) as never, format: 'jwk' })
      : createPrivateKey({ key: withLineBreaks(text), format: 'pem' });
  } catch (error) {
    throw new VisaKeyError(
      `VISA_PRIVATE_KEY must be an RSA private key, PEM (PKCS#8) or a JWK as JSON: ${reason(error)}`,
    );
  }
  checkRsa(key, 'VISA_PRIVATE_KEY');
  return key;
}

/** The public members of an RSA key, as a JWK ({ kty, n, e }). */
function publicJwk(key: KeyObject): { kty: 'RSA'; n: string; e: string } {
  const { n, e } = (key.type === 'public' ? key : createPublicKey(key)).export({ format: 'jwk' });
  return { kty: 'RSA', n: n as string, e: e as string };
}

async function published(key: KeyObject, kid: string | undefined): Promise<PublishedKey> {
  const jwk = publicJwk(key);
  return { ...jwk, kid: kid || (await calculateJwkThumbprint(jwk, 'sha256')), alg: VISA_ALG, use: 'sig' };
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'];
const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]+?-----END \1-----/g;

/** The previous keys: each read, checked and published with its own `kid` (or its thumbprint). */
async function readPreviousKeys(raw: string): Promise<PublishedKey[]> {
  const variable = 'VISA_PREVIOUS_PUBLIC_KEYS';
  const text = raw.trim();
  const entries: Array<{ key: KeyObject; kid?: string }> = [];
  if (text.startsWith('[') || text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new VisaKeyError(`${variable} must be PEM public keys or a JSON list of JWKs: ${reason(error)}`);
    }
    const list = Array.isArray(parsed)
      ? parsed
      : parsed && typeof parsed === 'object' && Array.isArray((parsed as { keys?: unknown }).keys)
        ? (parsed as { keys: unknown[] }).keys
        : [parsed];
    for (const item of list) {
      if (!item || typeof item !== 'object') throw new VisaKeyError(`${variable} must list JWK objects`);
      const jwk = item as Record<string, unknown>;
      // Never publish a private key by mistake: refuse it rather than strip it.
      if (PRIVATE_MEMBERS.some((member) => member in jwk))
        throw new VisaKeyError(`${variable} must hold public keys only; a JWK has private members`);
      let key: KeyObject;
      try {
        key = createPublicKey({ key: jwk as never, format: 'jwk' });
      } catch (error) {
        throw new VisaKeyError(`${variable} has a JWK that is not a public key: ${reason(error)}`);
      }
      entries.push({ key, kid: typeof jwk.kid === 'string' ? jwk.kid : undefined });
    }
  } else {
    const blocks = [...withLineBreaks(text).matchAll(PEM_BLOCK)];
    if (blocks.length === 0) throw new VisaKeyError(`${variable} must be PEM public keys or a JSON list of JWKs`);
    for (const [block, label] of blocks) {
      if (label?.includes('PRIVATE')) throw new VisaKeyError(`${variable} must hold public keys only; got ${label}`);
      try {
        entries.push({ key: createPublicKey({ key: block, format: 'pem' }) });
      } catch (error) {
        throw new VisaKeyError(`${variable} has a PEM block that is not a public key: ${reason(error)}`);
      }
    }
  }
  const keys: PublishedKey[] = [];
  for (const { key, kid } of entries) {
    checkRsa(key, variable);
    keys.push(await published(key, kid));
  }
  return keys;
}

/**
 * The visa keys of a configuration. Throws VisaKeyError for a key that cannot be used, so a
 * mistake stops the boot instead of signing with something else.
 */
export async function loadVisaKeys(input: VisaKeyInput): Promise<VisaKeys> {
  const previous = input.previousPublicKeys?.trim() ? await readPreviousKeys(input.previousPublicKeys) : [];
  let privateKey: KeyObject | null = null;
  let source: VisaKeys['source'] = 'none';
  if (input.privateKey?.trim()) {
    privateKey = readPrivateKey(input.privateKey);
    source = 'configured';
  } else if (!input.production) {
    privateKey = (await generateRsa('rsa', { modulusLength: MIN_MODULUS_BITS })).privateKey;
    source = 'ephemeral';
  }
  const current = privateKey ? await published(privateKey, input.keyId?.trim()) : null;
  // One entry per kid: a previous key listed again under the current kid adds nothing.
  const keys: PublishedKey[] = [];
  for (const key of current ? [current, ...previous] : previous)
    if (!keys.some((known) => known.kid === key.kid)) keys.push(key);
  return {
    signing: privateKey && current ? { privateKey, kid: current.kid } : null,
    jwks: { keys },
    source,
  };
}
