import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, logIn } from '../helpers/auth';
import { startMailbox, type Mailbox } from '../helpers/mail';
import { bootStrapi, type TestApp } from '../helpers/strapi';

/**
 * AUTH_BCRYPT_ROUNDS reaches every new hash (users-permissions and the Document Service
 * read it from the password attribute), and a hash made at another cost still checks: bcrypt
 * reads the cost from the hash.
 */
let app: TestApp;
let mailbox: Mailbox;
const USER_UID = 'plugin::users-permissions.user';
/** bcrypt of createAccount's default password, 'Test-passw0rd', at cost 4. */
const COST_4_HASH = '$2a$04$94V7pJZn/ntvbN3CutPbGOpnS1eXhQbwDBhgBoFz8cKqJ9P634H6S';

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootStrapi({ env: { ...mailbox.env, AUTH_BCRYPT_ROUNDS: '5' } });
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

const storedHash = async (id: number) =>
  ((await app.strapi.db.query(USER_UID).findOne({ where: { id } })) as { password: string }).password;

describe('the cost of password hashes', () => {
  it('hashes new passwords at the configured cost, and the account signs in', async () => {
    const account = await createAccount(app.strapi);
    expect(await storedHash(account.id)).toMatch(/^\$2[ab]\$05\$/);
    const session = await logIn(app.server, mailbox, account.email, account.password);
    expect(session.user.email).toBe(account.email);
  });

  it('still checks a password hashed at another cost, and a new password takes the configured one', async () => {
    const account = await createAccount(app.strapi);
    await app.strapi.db.query(USER_UID).update({ where: { id: account.id }, data: { password: COST_4_HASH } });
    expect(await storedHash(account.id)).toMatch(/^\$2[ab]\$04\$/);
    await logIn(app.server, mailbox, account.email, account.password);

    await app.strapi.plugin('users-permissions').service('user').edit(account.id, { password: 'Another-passw0rd' });
    expect(await storedHash(account.id)).toMatch(/^\$2[ab]\$05\$/);
    await logIn(app.server, mailbox, account.email, 'Another-passw0rd');
  });
});
