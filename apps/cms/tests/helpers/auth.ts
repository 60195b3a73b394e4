import request from 'supertest';
import type { Response } from 'supertest';
import type { Server } from 'node:http';
import type { PublicUser } from '@portal/shared';
import { otpCodeOf, type Mailbox } from './mail';

/** Cookie name and path of the refresh token (src/modules/accounts/auth/settings.ts). */
export const REFRESH_COOKIE = 'portal_refresh';

export interface Session {
  jwt: string;
  /** `portal_refresh=<token>`, ready for a `Cookie` header. */
  cookie: string;
  user: PublicUser;
}

function setCookies(res: Response): string[] {
  const header = res.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
}

/** The `Set-Cookie` line of the refresh cookie in a response, if any. */
export function refreshSetCookie(res: Response): string | undefined {
  return setCookies(res).find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
}

/** `portal_refresh=<token>` from a response that set it; throws when it was not set or was cleared. */
export function refreshCookieFrom(res: Response): string {
  const line = refreshSetCookie(res);
  const pair = line?.split(';')[0];
  if (!pair || pair === `${REFRESH_COOKIE}=`)
    throw new Error(`No refresh cookie in the response (${res.status}): ${JSON.stringify(res.body)}`);
  return pair;
}

/** The password step: returns the otpToken (throws unless the answer is the second step). */
async function passwordStep(server: Server, email: string, password: string): Promise<string> {
  const res = await request(server).post('/api/auth/local').send({ identifier: email, password });
  if (res.status !== 200 || typeof res.body?.data?.otpToken !== 'string') {
    throw new Error(`Password step failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data.otpToken as string;
}

/**
 * A full two-step login through the API: password, then the code read from the captured e-mail.
 * Works for any account, e.g. the demo accounts (`DEMO_PASSWORD` from src/bootstrap/demo-accounts).
 */
export async function logIn(server: Server, mailbox: Mailbox, email: string, password: string): Promise<Session> {
  const since = Date.now();
  const token = await passwordStep(server, email, password);
  const mail = await mailbox.waitFor({ to: email, subject: /code/i }, { since });
  const res = await request(server)
    .post('/api/auth/verifyOneTimePassword')
    .send({ token, oneTimePassword: otpCodeOf(mail) });
  if (res.status !== 200) throw new Error(`OTP step failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return { jwt: res.body.data.jwt as string, cookie: refreshCookieFrom(res), user: res.body.data.user as PublicUser };
}

/** Every key anywhere in a JSON value (for "no private field in any response" checks). */
export function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) allKeys(item, keys);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      allKeys(inner, keys);
    }
  }
  return keys;
}

/** Fields that must never leave the server. */
const PRIVATE_FIELDS = [
  'password',
  'resetPasswordToken',
  'resetPasswordExpiresAt',
  'confirmationToken',
  'provider',
  'codeHash',
  'tokenHash',
  'refreshToken',
  'sessionId',
  'otpCode',
] as const;

/** Fails with the offending path when a private field appears anywhere in `body`. */
export function assertNoPrivateFields(body: unknown, label = 'response'): void {
  const keys = allKeys(body);
  const found = PRIVATE_FIELDS.filter((field) => keys.has(field));
  if (found.length > 0)
    throw new Error(`${label} exposes private fields: ${found.join(', ')} — ${JSON.stringify(body)}`);
}

let accountCounter = 0;

export interface AccountOptions {
  email?: string;
  password?: string;
  role?: string;
  confirmed?: boolean;
  blocked?: boolean;
  firstName?: string;
  lastName?: string;
}

/**
 * Creates an account directly through the users-permissions service (as an administrator
 * would), for tests that need users of given roles without going through registration.
 */
export async function createAccount(
  strapi: import('@strapi/strapi').Core.Strapi,
  options: AccountOptions = {},
): Promise<{ id: number; documentId: string; email: string; password: string }> {
  accountCounter += 1;
  const role = options.role ?? 'authenticated';
  const email = (options.email ?? `${role}-${accountCounter}-${Date.now().toString(36)}@test.localhost`).toLowerCase();
  const password = options.password ?? 'Test-passw0rd';
  const roleRow = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: role } })) as {
    id: number;
  } | null;
  if (!roleRow) throw new Error(`No role ${role}`);
  const user = (await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      email,
      username: email,
      password,
      provider: 'local',
      confirmed: options.confirmed ?? true,
      blocked: options.blocked ?? false,
      role: roleRow.id,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? `User ${accountCounter}`,
      organization: 'Test University',
      organizationType: 'academic',
      country: 'Canada',
    })) as { id: number; documentId: string };
  return { id: user.id, documentId: user.documentId, email, password };
}

export interface CapturedResponse {
  method: string;
  url: string;
  status: number;
  body: string;
}

/**
 * Records the body of every response the server sends from now on (whatever client made the
 * request), so a test file can finally check that none of them exposed a private field.
 */
export function captureResponses(server: Server, captured: CapturedResponse[] = []): CapturedResponse[] {
  server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => unknown;
    const keep = (chunk: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && typeof chunk !== 'function') keep(chunk);
      captured.push({
        method: req.method ?? '',
        url: req.url ?? '',
        status: res.statusCode,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      return end(chunk, ...rest);
    }) as typeof res.end;
  });
  return captured;
}

/** The account endpoints (content responses legitimately carry e.g. a media file's `provider`). */
const ACCOUNT_ENDPOINTS =
  /^\/api\/(auth\/|logout|user-status|users-by-role|user\b|users\b|bookmark\/|remove-bookmark\/)/;

/** Walks every captured JSON body of the account endpoints; fails naming the request that leaked a private field. */
export function assertNoPrivateFieldsIn(responses: CapturedResponse[], endpoints: RegExp = ACCOUNT_ENDPOINTS): number {
  let checked = 0;
  for (const response of responses) {
    if (!endpoints.test(response.url)) continue;
    if (!response.body.startsWith('{') && !response.body.startsWith('[')) continue;
    assertNoPrivateFields(JSON.parse(response.body), `${response.method} ${response.url} (${response.status})`);
    checked += 1;
  }
  return checked;
}
