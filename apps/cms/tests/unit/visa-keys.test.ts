import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, calculateJwkThumbprint, createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { VisaKeyError, loadVisaKeys, type VisaKeys } from '../../src/modules/entitlements/keys';

/**
 * The visa keys from the environment's strings (src/modules/entitlements/keys.ts): a PEM or JWK
 * private key, the kid (given, or the RFC 7638 thumbprint), previous public keys for a rotation,
 * a key made for the process outside production, none in production, and clear refusals.
 */
const rsa = (bits = 2048) => generateKeyPairSync('rsa', { modulusLength: bits });
const current = rsa();
const previous = rsa();
const pkcs8 = current.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
const privateJwk = current.privateKey.export({ format: 'jwk' });
const publicMembers = (key: typeof current.publicKey) => {
  const { kty, n, e } = key.export({ format: 'jwk' });
  return { kty: kty as string, n: n as string, e: e as string };
};

/** Signs with the loaded key and verifies against its JWKS: the key pair really is one. */
async function signsAndVerifies(keys: VisaKeys): Promise<void> {
  if (!keys.signing) throw new Error('no signing key');
  const token = await new SignJWT({ hello: 'world' })
    .setProtectedHeader({ alg: 'RS256', kid: keys.signing.kid })
    .sign(keys.signing.privateKey);
  const { payload } = await jwtVerify(token, createLocalJWKSet(keys.jwks));
  expect(payload.hello).toBe('world');
}

describe('loadVisaKeys', () => {
  it('reads a PEM (PKCS#8) private key; the kid is its JWK thumbprint; the JWKS has its public half only', async () => {
    const keys = await loadVisaKeys({ privateKey: pkcs8, production: true });
    const thumbprint = await calculateJwkThumbprint(publicMembers(current.publicKey), 'sha256');
    expect(keys.source).toBe('configured');
    expect(keys.signing?.kid).toBe(thumbprint);
    expect(keys.jwks).toEqual({
      keys: [{ ...publicMembers(current.publicKey), kid: thumbprint, alg: 'RS256', use: 'sig' }],
    });
    await signsAndVerifies(keys);
  });

  it('reads a PEM written on one line with \\n, and a PKCS#1 PEM', async () => {
    const oneLine = pkcs8.trim().replace(/\n/g, '\\n');
    expect((await loadVisaKeys({ privateKey: oneLine, production: true })).source).toBe('configured');
    const pkcs1 = current.privateKey.export({ format: 'pem', type: 'pkcs1' }) as string;
    await signsAndVerifies(await loadVisaKeys({ privateKey: pkcs1, production: true }));
  });

  it('reads a JWK given as JSON, with the kid of VISA_KEY_ID', async () => {
    const keys = await loadVisaKeys({ privateKey: JSON.stringify(privateJwk), keyId: 'visa-2026', production: true });
    expect(keys.signing?.kid).toBe('visa-2026');
    expect(keys.jwks.keys.map((key) => key.kid)).toEqual(['visa-2026']);
    expect(keys.jwks.keys[0]).not.toHaveProperty('d');
    await signsAndVerifies(keys);
  });

  it('without a key: one made for the process outside production, none in production', async () => {
    const development = await loadVisaKeys({ production: false });
    expect(development.source).toBe('ephemeral');
    expect(development.jwks.keys).toHaveLength(1);
    await signsAndVerifies(development);
    // Another process (or boot) makes another key.
    const again = await loadVisaKeys({ production: false });
    expect(again.signing?.kid).not.toBe(development.signing?.kid);

    const production = await loadVisaKeys({ production: true, privateKey: '  ' });
    expect(production).toEqual({ signing: null, jwks: { keys: [] }, source: 'none' });
  });

  it('publishes previous public keys after the current one: PEM blocks, a JSON list or a JWKS', async () => {
    const previousPem = previous.publicKey.export({ format: 'pem', type: 'spki' }) as string;
    const third = rsa();
    const thirdPem = third.publicKey.export({ format: 'pem', type: 'spki' }) as string;
    const fromPem = await loadVisaKeys({
      privateKey: pkcs8,
      previousPublicKeys: previousPem + thirdPem,
      production: true,
    });
    const previousKid = await calculateJwkThumbprint(publicMembers(previous.publicKey), 'sha256');
    expect(fromPem.jwks.keys.map((key) => key.kid)).toEqual([
      fromPem.signing?.kid,
      previousKid,
      await calculateJwkThumbprint(publicMembers(third.publicKey), 'sha256'),
    ]);
    expect(fromPem.jwks.keys.every((key) => key.alg === 'RS256' && key.use === 'sig')).toBe(true);

    const list = JSON.stringify([{ ...publicMembers(previous.publicKey), kid: 'visa-2025' }]);
    const fromList = await loadVisaKeys({ privateKey: pkcs8, previousPublicKeys: list, production: true });
    expect(fromList.jwks.keys[1]).toEqual({
      ...publicMembers(previous.publicKey),
      kid: 'visa-2025',
      alg: 'RS256',
      use: 'sig',
    });

    const jwks = JSON.stringify({ keys: [{ ...publicMembers(previous.publicKey), kid: 'visa-2025' }] });
    expect(
      (await loadVisaKeys({ previousPublicKeys: jwks, production: true })).jwks.keys.map((key) => key.kid),
    ).toEqual(['visa-2025']);
  });

  it('a previous key listed under the current kid is published once', async () => {
    const keys = await loadVisaKeys({
      privateKey: pkcs8,
      keyId: 'same',
      previousPublicKeys: JSON.stringify([{ ...publicMembers(previous.publicKey), kid: 'same' }]),
      production: true,
    });
    expect(keys.jwks.keys).toHaveLength(1);
  });

  it('refuses, naming the variable, what cannot sign or be published', async () => {
    const refuses = (input: Parameters<typeof loadVisaKeys>[0], message: RegExp) =>
      expect(loadVisaKeys(input)).rejects.toThrow(message);
    await refuses({ privateKey: 'not a key', production: true }, /^VISA_PRIVATE_KEY must be an RSA private key/);
    await refuses({ privateKey: '{"kty":"RSA"', production: true }, /^VISA_PRIVATE_KEY must be an RSA private key/);
    const publicPem = current.publicKey.export({ format: 'pem', type: 'spki' }) as string;
    await refuses({ privateKey: publicPem, production: true }, /^VISA_PRIVATE_KEY must be an RSA private key/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' });
    await refuses(
      { privateKey: ec as string, production: true },
      /^VISA_PRIVATE_KEY must hold RSA keys \(RS256\); got a ec key/,
    );
    const small = rsa(1024).privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    await refuses(
      { privateKey: small, production: true },
      /^VISA_PRIVATE_KEY must hold RSA keys of at least 2048 bits; got 1024/,
    );
    await refuses(
      { previousPublicKeys: pkcs8, production: true },
      /^VISA_PREVIOUS_PUBLIC_KEYS must hold public keys only/,
    );
    await refuses(
      { previousPublicKeys: JSON.stringify([privateJwk]), production: true },
      /^VISA_PREVIOUS_PUBLIC_KEYS must hold public keys only/,
    );
    await refuses(
      { previousPublicKeys: 'nothing', production: true },
      /^VISA_PREVIOUS_PUBLIC_KEYS must be PEM public keys/,
    );
    await expect(loadVisaKeys({ privateKey: 'x', production: false })).rejects.toBeInstanceOf(VisaKeyError);
  });
});
