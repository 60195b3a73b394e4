import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../helpers/mail';
import { bootStrapi, type TestApp } from '../helpers/strapi';

/**
 * POST /api/contact-us/send: the public contact form. Validated with the shared schema against
 * the contact-us content of the request's locale, rate-limited, stored for staff and e-mailed to
 * the portal inbox with a confirmation to the sender.
 */

const SEND = '/api/contact-us/send';
const UID = 'api::contact-message.contact-message';
const INBOX = 'access@portal.localhost';

let app: TestApp;
let mailbox: Mailbox;
let counter = 0;

/** A valid English message; each call gets its own sender so the per-sender limit stays out of the way. */
function valid(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Ada Lovelace',
    email: `ada.${counter}@example.org`,
    organization: 'Analytical Society',
    organizationType: 'academic',
    reason: 'dataset-access',
    message: 'Is the 2019 follow-up wave available to external researchers yet?',
    consent: true,
    locale: 'en',
    ...overrides,
  };
}

const send = (body: unknown) =>
  request(app.server)
    .post(SEND)
    .send(body as object);

type StoredMessage = {
  name: string;
  email: string;
  organization: string;
  organizationType: string;
  reason: string;
  message: string;
  locale: string;
  createdAt: string;
};

const stored = async (email: string) =>
  (await app.strapi.documents(UID).findMany({ filters: { email } })) as unknown as StoredMessage[];

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootStrapi({
    seedDemo: true,
    // The per-IP limit is high here (every request of this file comes from one address);
    // the per-sender limit keeps its default of 3 per 15 minutes and is tested below.
    env: { ...mailbox.env, CONTACT_RATE_LIMIT_IP: '1000/900', AUTH_RATE_LIMIT_ENABLED: 'true' },
  });
});

afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

describe('POST /api/contact-us/send', () => {
  it('accepts a valid message: stores it for staff, mails the inbox and confirms to the sender', async () => {
    const body = valid();
    const since = Date.now();

    const res = await send(body);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { sent: true }, meta: {} });
    expect(res.headers['cache-control']).toBe('no-store');

    const [message, ...others] = await stored(body.email);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      name: 'Ada Lovelace',
      email: body.email,
      organization: 'Analytical Society',
      organizationType: 'academic',
      reason: 'dataset-access',
      message: body.message,
      locale: 'en',
    });
    expect(Date.parse(message?.createdAt ?? '')).toBeGreaterThanOrEqual(since - 1000);

    const inbox = await mailbox.waitFor({ to: INBOX, subject: /\[Contact\]/ }, { since });
    expect(inbox.subject).toBe('[Contact] A question about accessing a dataset — Ada Lovelace');
    expect(inbox.text).toContain(`Email: ${body.email}`);
    expect(inbox.text).toContain('Organization type: Academic (academic)');
    expect(inbox.text).toContain(body.message);
    // Staff answer the sender straight from their mail client.
    expect(inbox.raw).toMatch(new RegExp(`^Reply-To: ${body.email.replace('.', '\\.')}`, 'mi'));

    const confirmation = await mailbox.waitFor({ to: body.email }, { since });
    expect(confirmation.subject).toBe('We received your message');
    expect(confirmation.text).toContain('Hello Ada Lovelace,');
    expect(confirmation.text).toContain(body.message);
  });

  it('speaks the request’s locale: French labels, French confirmation', async () => {
    const body = valid({ locale: 'fr', reason: 'partnership', organizationType: 'government', name: 'Marie Tremblay' });
    const since = Date.now();

    const res = await send(body);

    expect(res.status).toBe(200);
    const confirmation = await mailbox.waitFor({ to: body.email }, { since });
    expect(confirmation.subject).toBe('Nous avons bien reçu votre message');
    expect(confirmation.text).toContain('Bonjour Marie Tremblay,');
    expect(confirmation.text).toContain('Motif : Devenir partenaire');
    const inbox = await mailbox.waitFor({ to: INBOX, subject: /Marie Tremblay/ }, { since });
    expect(inbox.text).toContain('Organization type: Gouvernement (government)');
    expect((await stored(body.email))[0]?.locale).toBe('fr');
  });

  it('answers 400 with every field error in details.errors (Strapi ValidationError)', async () => {
    const res = await send({ locale: 'en', email: 'not-an-address', message: 'short', consent: false });

    expect(res.status).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.body.error).toMatchObject({ status: 400, name: 'ValidationError' });
    const errors = res.body.error.details.errors as Array<{ path: string[]; message: string; name: string }>;
    expect(Object.fromEntries(errors.map((error) => [error.path.join('.'), error.message]))).toEqual({
      name: 'Enter your name.',
      email: 'Enter an email address in the correct format, like name@example.org.',
      organization: 'Enter the name of your organization.',
      organizationType: 'Select the type of your organization.',
      reason: 'Select the reason for contacting us.',
      message: 'Your message must be at least 10 characters long.',
      consent: 'Confirm that we may keep your message and contact details to answer you.',
    });
    errors.forEach((error) => expect(error.name).toBe('ValidationError'));
    expect(res.body.error.message).toBe('Enter your name.');
  });

  it('gives the field messages in the request’s language', async () => {
    const res = await send({ locale: 'fr' });
    expect(res.status).toBe(400);
    const messages = (res.body.error.details.errors as Array<{ message: string }>).map((error) => error.message);
    expect(messages).toContain('Saisissez votre nom.');
    expect(messages).toContain('Sélectionnez le motif de votre message.');
  });

  it('only accepts a reason and an organization type offered by the contact-us content', async () => {
    const res = await send(valid({ reason: 'free-lunch', organizationType: 'secret-society' }));

    expect(res.status).toBe(400);
    const errors = res.body.error.details.errors as Array<{ path: string[]; message: string }>;
    expect(errors).toEqual([
      {
        path: ['organizationType'],
        message: 'Select one of the listed organization types.',
        name: 'ValidationError',
        code: 'contact.organization_type_invalid',
      },
      {
        path: ['reason'],
        message: 'Select one of the listed reasons.',
        name: 'ValidationError',
        code: 'contact.reason_invalid',
      },
    ]);
  });

  it('refuses unknown fields and an unknown locale', async () => {
    const extra = await send(valid({ role: 'admin', confirmed: true }));
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toBe('Invalid parameters: role, confirmed');

    const locale = await send(valid({ locale: 'xx' }));
    expect(locale.status).toBe(400);
    expect(locale.body.error.details.errors).toEqual([
      {
        path: ['locale'],
        message: 'The language of the message is not supported.',
        name: 'ValidationError',
        code: 'contact.locale_invalid',
      },
    ]);
  });

  it('answers 400, never 500, to bodies that are not a message at all', async () => {
    const list = await request(app.server).post(SEND).set('Content-Type', 'application/json').send('[]');
    expect(list.status).toBe(400);
    expect(list.body.error.name).toBe('ValidationError');
    // Strapi's body parser refuses JSON that is not an object or an array before the route runs.
    for (const body of ['"hello"', '42', 'null']) {
      const res = await request(app.server).post(SEND).set('Content-Type', 'application/json').send(body);
      expect(res.status, body).toBe(400);
    }
    const broken = await request(app.server).post(SEND).set('Content-Type', 'application/json').send('{"name": ');
    expect(broken.status).toBe(400);
    const text = await request(app.server).post(SEND).set('Content-Type', 'text/plain').send('name=Ada');
    expect(text.status).toBe(400);
  });

  it('drops a message whose honeypot is filled, with the ordinary answer', async () => {
    const body = valid({ website: 'http://cheap-pills.example' });
    const since = Date.now();

    const res = await send(body);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { sent: true }, meta: {} });
    expect(await stored(body.email)).toEqual([]);
    await mailbox.expectNone((mail) => mail.to.includes(body.email) || mail.text.includes(body.email), 500, since);
  });

  it('limits messages per sender: the 4th in 15 minutes gets 429 with Retry-After', async () => {
    const email = 'busy.sender@example.org';
    for (let i = 0; i < 3; i += 1) {
      expect((await send(valid({ email }))).status).toBe(200);
    }

    const res = await send(valid({ email: ' Busy.Sender@Example.org ' }));

    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({ status: 429, name: 'RateLimitError' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.error.details.retryAfterSeconds).toBe(Number(res.headers['retry-after']));
    expect(await stored(email)).toHaveLength(3);
  });

  it('exposes nothing else of the stored messages', async () => {
    for (const [method, path] of [
      ['get', '/api/contact-messages'],
      ['get', '/api/contact-message'],
      ['post', '/api/contact-messages'],
      ['get', '/api/contact-us/send'],
    ] as const) {
      const res = await request(app.server)[method](path);
      expect(res.status, `${method.toUpperCase()} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('is a collection staff can read in the admin panel, without drafts or locales', () => {
    const contentType = app.strapi.contentType(UID) as unknown as {
      kind: string;
      options: { draftAndPublish?: boolean };
      pluginOptions?: Record<string, { visible?: boolean; localized?: boolean }>;
      attributes: Record<string, unknown>;
    };
    expect(contentType.kind).toBe('collectionType');
    expect(contentType.options.draftAndPublish).toBe(false);
    expect(contentType.pluginOptions?.['content-manager']?.visible).toBe(true);
    expect(contentType.pluginOptions?.i18n?.localized ?? false).toBe(false);
    expect(Object.keys(contentType.attributes)).toEqual(
      expect.arrayContaining([
        'name',
        'email',
        'organization',
        'organizationType',
        'reason',
        'message',
        'locale',
        'createdAt',
      ]),
    );
  });

  it('still stores the message and answers 200 when the mail server is down', async () => {
    await mailbox.stop();
    const body = valid();

    const res = await send(body);

    expect(res.status).toBe(200);
    expect(await stored(body.email)).toHaveLength(1);
  });
});
