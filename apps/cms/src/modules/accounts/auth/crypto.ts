import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_CODE_LENGTH } from '@portal/shared';

/** An unguessable opaque token (256 bits), URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this digest, so a database leak yields no usable link or login attempt. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A uniformly random numeric code, e.g. '042917'. */
export function randomCode(length = OTP_CODE_LENGTH): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// ---------------------------------------------------------------------------------------------
// HS256 JSON Web Tokens, compatible with the tokens Strapi's session manager signs
// (jsonwebtoken, HS256, same secret). Used to read a refresh token whose session was rotated
// (the session manager only reports it as invalid) and to re-issue the current token of a
// family inside the concurrent-tab grace window.

export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number };

function encode(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function signHs256(payload: JwtPayload, secret: string): string {
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The payload when the signature is valid, the algorithm HS256 and the token not expired; otherwise null. */
export function verifyHs256(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  if (!safeEqual(signature, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (head.alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JwtPayload;
    if (typeof claims !== 'object' || claims === null) return null;
    if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) return null;
    return claims;
  } catch {
    return null;
  }
}
