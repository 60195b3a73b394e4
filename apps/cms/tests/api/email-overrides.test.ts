import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { otpCodeOf, startMailbox, type CapturedMail, type Mailbox } from '../helpers/mail';
import { createAccount } from '../helpers/auth';

/**
 * Editors' overrides of the e-mail texts (docs/email.md): an `email-template` entry written in the
 * admin changes one message in one locale, on the next mail, and a broken one never stops a mail.
 * The sign-in code mail is the one exercised: it is rendered in the request path.
 */

const UID = 'api::email-template.email-template';

let app: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootStrapi({ env: { ...mailbox.env, IS_PROXIED: 'true' } });
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

let ipCounter = 0;
async function signInCodeMail(account: { email: string; password: string }, locale?: string): Promise<CapturedMail> {
  ipCounter += 1;
  const since = Date.now();
  const res = await request(app.server)
    .post(`/api/auth/local${locale ? `?locale=${locale}` : ''}`)
    .set('X-Forwarded-For', `10.9.0.${ipCounter}`)
    .send({ identifier: account.email, password: account.password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mail = await mailbox.waitFor({ to: account.email }, { since });
  // The override never moves the code: it is still found on its line and still signs in.
  const verify = await request(app.server)
    .post('/api/auth/verifyOneTimePassword')
    .set('X-Forwarded-For', `10.9.0.${ipCounter}`)
    .send({ token: res.body.data.otpToken, oneTimePassword: otpCodeOf(mail) });
  expect(verify.status, JSON.stringify(verify.body)).toBe(200);
  return mail;
}

describe('e-mail template overrides', () => {
  let documentId: string;

  it('change the subject and body of the French sign-in code mail only', async () => {
    const created = await app.strapi.documents(UID).create({
      locale: 'fr',
      data: {
        message: 'oneTimePassword',
        subject: 'Code du portail pour {firstName} : {code}',
        body: 'Votre code :\n\nValable {ttlMinutes, plural, one {# minute} other {# minutes}}, une seule fois.',
      },
    });
    documentId = created.documentId;
    const account = await createAccount(app.strapi, { firstName: 'Élise' });

    const french = await signInCodeMail(account, 'fr');
    const code = otpCodeOf(french);
    expect(french.subject).toBe(`Code du portail pour Élise : ${code}`);
    // SMTP carries CRLF line ends.
    expect(french.text.replace(/\r\n/g, '\n')).toContain(
      `Bonjour Élise,\n\nVotre code :\n\n${code}\n\nValable 10 minutes, une seule fois.`,
    );
    expect(french.html).toContain('<html lang="fr"');
    expect(french.html).toContain('Valable 10 minutes, une seule fois.');

    const english = await signInCodeMail(account);
    expect(english.subject).toBe(`Your sign-in code: ${otpCodeOf(english)}`);
    expect(english.text).toContain('Here is your one-time sign-in code:');
  });

  it('send the shipped text and log an error when the override is broken', async () => {
    await app.strapi.documents(UID).update({
      documentId,
      locale: 'fr',
      data: { subject: 'Code du portail : {code', body: 'Bonjour {personne}' },
    });
    const error = vi.spyOn(app.strapi.log, 'error');
    try {
      const account = await createAccount(app.strapi, { firstName: 'Zoé' });
      const mail = await signInCodeMail(account, 'fr');
      expect(mail.subject).toBe(`Votre code de connexion : ${otpCodeOf(mail)}`);
      expect(mail.text).toContain('Voici votre code de connexion à usage unique :');
      const logged = error.mock.calls.map((call) => String(call[0]));
      expect(logged.some((line) => line.includes('"oneTimePassword" (fr)') && line.includes('shipped text'))).toBe(
        true,
      );
    } finally {
      error.mockRestore();
    }
  });

  it('are not readable through the public API', async () => {
    for (const path of ['/api/email-templates', `/api/email-templates/${documentId}`]) {
      const res = await request(app.server).get(path);
      expect(res.status, path).toBe(404);
    }
    const granted = (await app.strapi.db
      .query('plugin::users-permissions.permission')
      .findMany({ where: { action: { $contains: 'email-template' } } })) as unknown[];
    expect(granted).toEqual([]);
  });
});
