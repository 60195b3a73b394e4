import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import {
  FIELD_LABELS,
  LAYOUT_TEXTS,
  MAIL_IDS,
  MAIL_LOCALES,
  MAIL_MESSAGES,
  isMailId,
  mailLocaleOf,
  type MailId,
  type MailLocale,
  type VariableKind,
} from '../../src/platform/mail/catalog';
import { formatIcu, icuArguments, type IcuValues } from '../../src/platform/mail/icu';
import { CATALOGS, checkTexts, renderMail, textVariables, type MailFields } from '../../src/platform/mail/render';
import { renderMessage } from '../../src/platform/mail/message';
import type { Mail } from '../../src/platform/mail/templates';
import { confirmationMail, inboxMail } from '../../src/modules/contact/mails';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const HOSTILE = '<script>alert("x")</script> & \'quotes\'';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;';

const variablesOf = (id: MailId): Readonly<Record<string, VariableKind>> => MAIL_MESSAGES[id].variables;

/** A value of each kind; links differ per variable so that each one can be found. */
function sampleVars(id: MailId, text = 'Sample'): Record<string, unknown> {
  const samples: Record<VariableKind, (name: string) => unknown> = {
    text: () => text,
    name: () => text,
    number: () => 2,
    period: () => 'weekly',
    link: (name) => `https://portal.example/${name}?a=1&b="2"`,
    code: () => '482913',
    note: () => `${text}\n\nSecond paragraph of the note`,
    quote: () => `${text}\nSecond line`,
    items: () => [
      { text: `First ${text}`, link: 'https://portal.example/items/1' },
      { text: 'Second item', link: 'https://portal.example/items/2' },
    ],
  };
  return Object.fromEntries(Object.entries(variablesOf(id)).map(([name, kind]) => [name, samples[kind](name)]));
}

const FIELDS: MailFields = [
  ['name', HOSTILE],
  ['received', new Date('2026-01-02T03:04:05Z')],
];

const render = (id: MailId, vars: Record<string, unknown>, locale: string, unsubscribeUrl?: string): Promise<Mail> =>
  renderMail(id, vars as never, { locale, fields: id === 'contactInbox' ? FIELDS : undefined, unsubscribeUrl });

/** Every `href` of the HTML and every line of the text that is a web address. */
const htmlLinks = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) =>
    (match[1] as string).replace(/&amp;/g, '&').replace(/&quot;/g, '"'),
  );
const textLinks = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^https?:\/\//.test(line));

/** The sentences of a locale's catalog for one message, formatted: none may show in another locale's mail. */
function sentencesOf(id: MailId, locale: MailLocale, values: IcuValues): string[] {
  const catalog = CATALOGS[locale];
  const message = catalog.messages[id];
  return [
    message.subject,
    ...message.body,
    ...Object.values((message.actions ?? {}) as Record<string, string>),
    catalog.layout.signature,
    catalog.layout.unsubscribeReason,
    catalog.layout.unsubscribeAction,
  ].flatMap((source) =>
    formatIcu(source, locale, values)
      .split('\n')
      .filter((line) => line.length > 12),
  );
}

function fakeStrapi(row: { subject?: string | null; body?: string | null } | null) {
  const errors: string[] = [];
  const lookups: unknown[] = [];
  const strapi = {
    db: {
      query: () => ({
        findOne: async (params: unknown) => {
          lookups.push(params);
          return row;
        },
      }),
    },
    log: { error: (message: string) => errors.push(message) },
  } as unknown as Core.Strapi;
  return { strapi, errors, lookups };
}

describe('e-mail catalogs', () => {
  it('have exactly the same keys in every locale', () => {
    const shape = (locale: MailLocale) => {
      const catalog = CATALOGS[locale];
      return {
        layout: Object.keys(catalog.layout).sort(),
        fieldLabels: Object.keys(catalog.fieldLabels).sort(),
        messages: Object.fromEntries(
          Object.entries(catalog.messages).map(([id, message]) => [
            id,
            {
              keys: Object.keys(message).sort(),
              actions: Object.keys(message.actions ?? {}).sort(),
              paragraphs: message.body.length,
            },
          ]),
        ),
      };
    };
    const [reference, ...others] = MAIL_LOCALES.map(shape);
    expect(Object.keys(reference!.messages).sort()).toEqual([...MAIL_IDS].sort());
    expect(reference!.layout).toEqual(Object.keys(LAYOUT_TEXTS).sort());
    expect(reference!.fieldLabels).toEqual([...FIELD_LABELS].sort());
    for (const other of others) expect(other).toEqual(reference);
  });

  it('are ICU messages that parse and format with their declared variables only', () => {
    for (const locale of MAIL_LOCALES) {
      const catalog = CATALOGS[locale];
      for (const [key, variables] of Object.entries(LAYOUT_TEXTS)) {
        const source = catalog.layout[key as keyof typeof LAYOUT_TEXTS];
        expect([...icuArguments(source, locale)].sort(), `${locale} layout.${key}`).toEqual([...variables].sort());
        expect(
          formatIcu(source, locale, Object.fromEntries(variables.map((name) => [name, 'x']))).length,
        ).toBeGreaterThan(0);
      }
      for (const label of Object.values(catalog.fieldLabels)) expect(formatIcu(label, locale, {})).toBe(label);
      for (const id of MAIL_IDS) {
        const message = catalog.messages[id];
        expect(() => checkTexts(id, locale, message), `${locale} ${id}`).not.toThrow();
        const allowed = textVariables(id);
        const values = Object.fromEntries(
          Object.entries(sampleVars(id)).filter(([name]) => allowed.has(name)),
        ) as IcuValues;
        const sources = [message.subject, ...message.body, ...Object.values((message.actions ?? {}) as object)];
        for (const source of sources) {
          expect(formatIcu(source as string, locale, values).trim().length, `${locale} ${id}`).toBeGreaterThan(0);
          // A paragraph never holds a blank line: that is what separates paragraphs.
          expect(source, `${locale} ${id}`).not.toMatch(/\n\s*\n/);
        }
        // Each link variable has a button label, and nothing else does.
        const links = Object.entries(variablesOf(id))
          .filter(([, kind]) => kind === 'link')
          .map(([name]) => name);
        expect(Object.keys(message.actions ?? {}).sort(), `${locale} ${id}`).toEqual(links.sort());
      }
    }
  });

  it('refuse a text that uses a variable its message does not have', () => {
    expect(() => checkTexts('oneTimePassword', 'en', { subject: 'Code {code} for {title}' })).toThrow(
      'unknown variable {title}',
    );
    expect(() =>
      checkTexts('oneTimePassword', 'en', { body: ['{ttlMinutes, plural, one {#} other {# {nope}}}'] }),
    ).toThrow('{nope}');
    expect(() => checkTexts('oneTimePassword', 'en', { subject: 'Broken {code' })).toThrow();
  });

  it('tell a message id from any other string (ids come back from the outbox’s rows)', () => {
    for (const id of MAIL_IDS) expect(isMailId(id)).toBe(true);
    for (const other of ['toString', 'constructor', '', 'OneTimePassword', 42]) expect(isMailId(other)).toBe(false);
  });

  it('name every message in the editors’ enumeration (schema.json)', () => {
    const schema = JSON.parse(
      readFileSync(path.join(ROOT, 'apps/cms/src/api/email-template/content-types/email-template/schema.json'), 'utf8'),
    ) as { attributes: { message: { enum: string[] } } };
    expect(schema.attributes.message.enum).toEqual(MAIL_IDS);
  });
});

describe('renderMail', () => {
  it('renders every message in every locale: one language, subject, HTML and text', async () => {
    for (const id of MAIL_IDS) {
      const vars = sampleVars(id);
      const values = Object.fromEntries(
        Object.entries(vars).filter(([name]) => textVariables(id).has(name)),
      ) as IcuValues;
      for (const locale of MAIL_LOCALES) {
        const mail = await render(id, vars, locale, 'https://portal.example/unsubscribe');
        const where = `${id} ${locale}`;
        expect(mail.subject.length, where).toBeGreaterThan(0);
        expect(mail.html, where).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${locale}"`, 'i'));
        expect(mail.text, where).toContain(CATALOGS[locale].layout.signature);
        for (const part of [mail.subject, mail.text, mail.html])
          expect(part, where).not.toMatch(/@@[A-Z]+\d*@@|\{[A-Za-z]+[},]/);
        for (const sentence of sentencesOf(id, locale, values)) {
          expect(`${mail.subject}\n${mail.text}`, where).toContain(sentence);
        }
        for (const other of MAIL_LOCALES.filter((l) => l !== locale)) {
          for (const sentence of sentencesOf(id, other, values)) {
            expect(`${mail.subject}\n${mail.text}`, `${where}: ${sentence}`).not.toContain(sentence);
            expect(mail.html, `${where}: ${sentence}`).not.toContain(sentence.replace(/&/g, '&amp;'));
          }
          expect(mail.html, where).not.toContain(`lang="${other}"`);
        }
      }
    }
  });

  it('lays the HTML out for every reader: presentation tables, real link text, a lang attribute', async () => {
    const mail = await renderMail('requestPublished', sampleVars('requestPublished') as never, { locale: 'fr' });
    const tables = [...mail.html.matchAll(/<table\b[^>]*>/g)].map((match) => match[0]);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) expect(table).toContain('role="presentation"');
    const anchors = [...mail.html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((match) => (match[1] as string).trim());
    expect(anchors).toEqual(['Voir le registre public', 'Ouvrir votre demande']);
    expect(mail.html).toContain('<html lang="fr"');
    // The contact inbox's label/value table is data, and says so.
    const inbox = await render('contactInbox', sampleVars('contactInbox'), 'en');
    expect(inbox.html).toContain('<th scope="row"');
  });

  it('shows exactly the given links, each on a line of its own in the text', async () => {
    for (const id of MAIL_IDS) {
      const vars = sampleVars(id);
      const expected = [
        ...Object.entries(variablesOf(id))
          .filter(([, kind]) => kind === 'link')
          .map(([name]) => vars[name] as string),
        ...((vars.items as Array<{ link: string }> | undefined) ?? []).map((item) => item.link),
      ];
      for (const locale of MAIL_LOCALES) {
        const plain = await render(id, vars, locale);
        expect(new Set(htmlLinks(plain.html)), `${id} ${locale}`).toEqual(new Set(expected));
        expect(new Set(textLinks(plain.text)), `${id} ${locale}`).toEqual(new Set(expected));
        const withFooter = await render(id, vars, locale, 'https://portal.example/unsubscribe?t=1');
        expect(new Set(htmlLinks(withFooter.html))).toEqual(
          new Set([...expected, 'https://portal.example/unsubscribe?t=1']),
        );
        expect(new Set(textLinks(withFooter.text))).toEqual(
          new Set([...expected, 'https://portal.example/unsubscribe?t=1']),
        );
      }
    }
  });

  it('puts the one-time code on a line of its own and in the HTML', async () => {
    const mail = await renderMail(
      'oneTimePassword',
      { firstName: 'Grace', code: '654321', ttlMinutes: 10 },
      { locale: 'en' },
    );
    expect(mail.subject).toBe('Your sign-in code: 654321');
    expect(mail.text).toMatch(/^654321$/m);
    expect(
      mail.text.startsWith('Hello Grace,\n\nHere is your one-time sign-in code:\n\n654321\n\nIt expires in 10 minutes'),
    ).toBe(true);
    expect(mail.html).toContain('654321');
  });

  it('writes plurals in the mail’s language', async () => {
    const minutes = async (locale: MailLocale, ttlMinutes: number) =>
      (await renderMail('oneTimePassword', { code: '111111', ttlMinutes }, { locale })).text;
    expect(await minutes('en', 1)).toContain('expires in 1 minute and');
    expect(await minutes('en', 2)).toContain('expires in 2 minutes and');
    expect(await minutes('fr', 1)).toContain('expire dans 1 minute et');
    expect(await minutes('fr', 2)).toContain('expire dans 2 minutes et');
    expect(await minutes('en', 1000)).toContain('1,000 minutes');
    expect(await minutes('fr', 1000)).toMatch(/1\s000 minutes/);
    const attempts = async (count: number) =>
      (await renderMail('loginAttempts', { count, link: 'https://x.example/u' }, { locale: 'en' })).text;
    expect(await attempts(1)).toContain('your account 1 time in');
    expect(await attempts(5)).toContain('your account 5 times in');
    const due = await renderMail(
      'decisionDue',
      { title: 'T', recommendationCount: 1, link: 'https://x.example/r' },
      { locale: 'fr' },
    );
    expect(due.text).toContain('(1 recommandation)');
  });

  it('renders the digest: a heading with the count and period, then each item with its link', async () => {
    const items = [
      { text: 'A request was assigned to you: Study A', link: 'https://portal.example/a' },
      { text: 'New file on a request: Study B', link: 'https://portal.example/b' },
    ];
    const daily = await renderMail(
      'notificationDigest',
      { firstName: 'Ana', count: 2, period: 'daily', items },
      { locale: 'en' },
    );
    expect(daily.subject).toBe('Your daily summary: 2 updates');
    expect(daily.text).toContain(
      'Here are 2 updates on data access requests since yesterday:\n\n- A request was assigned to you: Study A\n  https://portal.example/a\n- New file on a request: Study B\n  https://portal.example/b',
    );
    expect(daily.html).toContain('<li style="margin:0 0 8px"><a href="https://portal.example/a"');
    const weekly = await renderMail(
      'notificationDigest',
      { count: 1, period: 'weekly', items: items.slice(0, 1) },
      { locale: 'fr' },
    );
    expect(weekly.subject).toBe('Votre résumé hebdomadaire : 1 nouveauté');
    expect(weekly.text).toContain(
      'Voici 1 nouveauté sur des demandes d’accès aux données depuis la semaine dernière :',
    );
    expect(weekly.text.startsWith('Bonjour,\n\n')).toBe(true);
  });

  it('quotes a staff note, and leaves it out when there is none', async () => {
    const vars = { firstName: 'Dana', title: 'T', applicant: 'Ann', link: 'https://x.example/r' };
    const withNote = await renderMail(
      'requestAmended',
      { ...vars, note: 'Data will stay in the <secure> enclave.' },
      { locale: 'en' },
    );
    expect(withNote.text).toContain('Note:\n> Data will stay in the <secure> enclave.');
    expect(withNote.html).toContain('<blockquote');
    expect(withNote.html).toContain('Data will stay in the &lt;secure&gt; enclave.');
    for (const note of [undefined, null, '', '   ']) {
      const without = await renderMail('requestAmended', { ...vars, note }, { locale: 'en' });
      expect(without.text).not.toContain('Note:');
      expect(without.html).not.toContain('<blockquote');
    }
  });

  it('escapes every value in the HTML and keeps it readable in the text', async () => {
    for (const id of MAIL_IDS) {
      const vars = sampleVars(id, HOSTILE);
      for (const locale of MAIL_LOCALES) {
        const mail = await render(id, vars, locale);
        expect(mail.html, id).not.toMatch(/<script/i);
        expect(mail.html, id).not.toMatch(/href="[^"]*"2"/);
        expect(mail.html, id).toContain(ESCAPED);
        expect(mail.text, id).toContain(HOSTILE);
      }
    }
    const inbox = await render('contactInbox', sampleVars('contactInbox'), 'en');
    expect(inbox.text).toContain(`Name: ${HOSTILE}`);
    expect(inbox.html).toContain(`<td style="padding:4px 0;vertical-align:top">${ESCAPED}</td>`);
  });

  it('uses one locale per mail: fr-CA is French, a locale without a catalog is English', async () => {
    expect(mailLocaleOf('fr-CA')).toBe('fr');
    expect(mailLocaleOf('de')).toBe('en');
    expect(mailLocaleOf(undefined)).toBe('en');
    const vars = { firstName: 'Zoé', link: 'https://x.example/c' };
    expect((await renderMail('emailConfirmation', vars, { locale: 'fr-CA' })).subject).toBe(
      'Confirmez votre adresse courriel',
    );
    const german = await renderMail('emailConfirmation', vars, { locale: 'de' });
    expect(german.subject).toBe('Confirm your email address');
    expect(german.html).toContain('<html lang="en"');
  });

  it('writes dates in the mail’s locale', async () => {
    const inbox = await render('contactInbox', sampleVars('contactInbox'), 'en');
    expect(inbox.text).toContain('Received: January 2, 2026 at 3:04:05 AM UTC');
  });

  it('refuses a missing or wrong value rather than send a broken text', async () => {
    await expect(renderMail('requestAssigned', { title: 'x', link: 'https://x.example' } as never)).rejects.toThrow(
      'The e-mail "requestAssigned" needs a text for {assignedBy}',
    );
    await expect(
      renderMail('requestAssigned', { title: 'x', assignedBy: 'y', link: 'javascript:alert(1)' }),
    ).rejects.toThrow('needs a web address for {link}');
    await expect(renderMail('notificationDigest', { count: 1, period: 'monthly', items: [] } as never)).rejects.toThrow(
      '{period}',
    );
  });
});

describe('renderMessage (editors’ overrides)', () => {
  const vars = { firstName: 'Élise', code: '123456', ttlMinutes: 10 };

  it('uses the override’s subject and body for its message and locale', async () => {
    const { strapi, errors, lookups } = fakeStrapi({
      subject: 'Code de connexion {code} pour {firstName}',
      body: 'Votre code :\n\nValable {ttlMinutes, plural, one {# minute} other {# minutes}}.',
    });
    const mail = await renderMessage(strapi, 'oneTimePassword', vars, { locale: 'fr-CA' });
    expect(lookups).toEqual([expect.objectContaining({ where: { locale: 'fr', message: 'oneTimePassword' } })]);
    expect(mail.subject).toBe('Code de connexion 123456 pour Élise');
    expect(mail.text).toContain('Bonjour Élise,\n\nVotre code :\n\n123456\n\nValable 10 minutes.');
    expect(errors).toEqual([]);
  });

  it('keeps the shipped part an override leaves empty', async () => {
    const { strapi } = fakeStrapi({ subject: 'Only the subject {code}', body: '  ' });
    const mail = await renderMessage(strapi, 'oneTimePassword', vars, { locale: 'en' });
    expect(mail.subject).toBe('Only the subject 123456');
    expect(mail.text).toContain('Here is your one-time sign-in code:');
  });

  it('sends the shipped text and logs the error when the override is broken', async () => {
    for (const row of [
      { subject: 'Code {code', body: null },
      { subject: 'Code for {title}', body: null },
      { subject: null, body: 'Hello {nobody}' },
    ]) {
      const { strapi, errors } = fakeStrapi(row);
      const mail = await renderMessage(strapi, 'oneTimePassword', vars, { locale: 'fr' });
      expect(mail.subject).toBe('Votre code de connexion : 123456');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('"oneTimePassword" (fr)');
    }
  });

  it('sends the shipped text when the overrides cannot be read', async () => {
    const errors: string[] = [];
    const strapi = {
      db: { query: () => ({ findOne: () => Promise.reject(new Error('database is down')) }) },
      log: { error: (message: string) => errors.push(message) },
    } as unknown as Core.Strapi;
    const mail = await renderMessage(strapi, 'oneTimePassword', vars, { locale: 'en' });
    expect(mail.subject).toBe('Your sign-in code: 123456');
    expect(errors[0]).toContain('database is down');
  });

  it('renders the contact mails in the reader’s language (the inbox in English)', async () => {
    const { strapi } = fakeStrapi(null);
    const input = {
      name: 'Marie',
      email: 'marie@example.org',
      organization: 'Org',
      organizationType: 'Gouvernement',
      organizationTypeValue: 'government',
      reason: 'Devenir partenaire',
      reasonValue: 'partnership',
      message: 'Bonjour',
      locale: 'fr-CA',
      receivedAt: new Date('2026-01-02T03:04:05Z'),
    };
    const confirmation = await confirmationMail(strapi, input);
    expect(confirmation.subject).toBe('Nous avons bien reçu votre message');
    expect(confirmation.text).toContain('Bonjour Marie,');
    expect(confirmation.text).toContain('Motif : Devenir partenaire');
    const inbox = await inboxMail(strapi, input);
    expect(inbox.subject).toBe('[Contact] Devenir partenaire — Marie');
    expect(inbox.text).toContain('Organization type: Gouvernement (government)');
    expect(inbox.text).toContain('Message:\n> Bonjour');
  });
});

describe('docs/email.md', () => {
  const KIND_WORDS: Record<VariableKind, string> = {
    text: 'text',
    name: 'name, may be empty (greeting)',
    number: 'number (plural)',
    period: '`daily` or `weekly` (select)',
    link: 'link (button)',
    code: 'code (shown large)',
    note: 'staff note, may be empty (quotation)',
    quote: 'message (quotation)',
    items: 'list of items (not in the texts)',
  };

  it('lists every message with its variables and English subject', () => {
    const rows = MAIL_IDS.map((id) => {
      const variables = Object.entries(variablesOf(id))
        .map(([name, kind]) => `\`${name}\`: ${KIND_WORDS[kind]}`)
        .join('; ');
      return `| \`${id}\` | ${variables} | \`${CATALOGS.en.messages[id].subject}\` |`;
    });
    const expected = ['| Message | Variables | English subject |', '| --- | --- | --- |', ...rows].join('\n');
    const doc = readFileSync(path.join(ROOT, 'docs', 'email.md'), 'utf8');
    const start = doc.indexOf('<!-- mail-variables:start -->');
    const end = doc.indexOf('<!-- mail-variables:end -->');
    expect(start).toBeGreaterThan(-1);
    const table = doc
      .slice(start, end)
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .split(/(?<!\\)\|/)
          .map((cell) => cell.trim())
          .join(' | ')
          .trim(),
      )
      .map((line) =>
        line
          .replace(/^\|\s*/, '| ')
          .replace(/\s*\|$/, ' |')
          .replace(/^\| -+ \| -+ \| -+ \|$/, '| --- | --- | --- |'),
      )
      .join('\n');
    expect(table).toBe(expected);
  });
});
