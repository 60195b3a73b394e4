import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, MAIL_IDS, MAIL_LOCALES, type MailId } from '../../src/platform/mail/catalog';
import { CATALOGS, renderMail } from '../../src/platform/mail/render';
import { oneTimePasswordMail, resetPasswordMail } from '../../src/platform/mail/templates';
import { decisionMail, requestAmendedMail } from '../../src/modules/requests/notifications/workflow-templates';
import { confirmationMail, inboxMail } from '../../src/modules/contact/mails';

const placeholders = (text: string) => [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]).sort();
const blocks = (body: readonly string[]) => body.filter((p) => /^\[.*\]$/.test(p));

/** Values for every placeholder any message uses, with markup a user could type. */
const HOSTILE = '<script>alert("x")</script> & \'quotes\'';
const VARS = {
  firstName: HOSTILE,
  title: HOSTILE,
  requester: HOSTILE,
  applicant: HOSTILE,
  assignedBy: HOSTILE,
  name: HOSTILE,
  reason: HOSTILE,
  message: `${HOSTILE}\n\nSecond paragraph`,
  note: HOSTILE,
  link: 'https://portal.example/en/user/requests/v2/abc?x=1&y="2"',
  registerLink: 'https://portal.example/en/data-governance/process',
  code: '123456',
  ttlMinutes: 10,
  count: 10,
};

describe('e-mail catalogs', () => {
  it('have every message in every locale, with the same placeholders and blocks', () => {
    for (const locale of MAIL_LOCALES) {
      expect(Object.keys(CATALOGS[locale].mails).sort(), locale).toEqual([...MAIL_IDS].sort());
      expect(Object.keys(CATALOGS[locale].fieldLabels).sort(), locale).toEqual([...FIELD_LABELS].sort());
    }
    for (const id of MAIL_IDS) {
      const [reference, ...others] = MAIL_LOCALES.map((locale) => CATALOGS[locale].mails[id]);
      for (const other of others) {
        expect(placeholders(other!.subject), id).toEqual(placeholders(reference!.subject));
        expect(placeholders(other!.body.join('\n')), id).toEqual(placeholders(reference!.body.join('\n')));
        expect(blocks(other!.body), id).toEqual(blocks(reference!.body));
      }
    }
  });

  it('render every message in every locale without a leftover placeholder', () => {
    for (const id of MAIL_IDS) {
      for (const locale of MAIL_LOCALES) {
        const mail = renderMail(id as MailId, VARS, { locales: [locale], fields: [['name', HOSTILE]] });
        expect(mail.subject.length, `${id} ${locale}`).toBeGreaterThan(0);
        for (const part of [mail.subject, mail.text, mail.html])
          expect(part, `${id} ${locale}`).not.toMatch(/\{[A-Za-z]+\}|\[(link|code|note|message|fields)/);
        expect(mail.text).toContain(`— ${CATALOGS[locale].portal}`);
      }
    }
  });

  it('escape every user-provided value in the HTML (and keep it readable in the text)', () => {
    for (const id of MAIL_IDS) {
      const mail = renderMail(id as MailId, VARS, { locales: MAIL_LOCALES, fields: [['name', HOSTILE]] });
      expect(mail.html, id).not.toContain('<script>');
      expect(mail.html, id).not.toMatch(/href="[^"]*"2"/);
      if (mail.text.includes(HOSTILE))
        expect(mail.html, id).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    }
    const amended = requestAmendedMail({
      firstName: 'Dana',
      title: 'T',
      applicant: HOSTILE,
      link: VARS.link,
      note: HOSTILE,
    });
    expect(amended.text).toContain(`> ${HOSTILE}`);
    expect(amended.html).toContain('<blockquote');
    expect(amended.html).toContain('href="https://portal.example/en/user/requests/v2/abc?x=1&amp;y=&quot;2&quot;"');
  });

  it('pick the reader’s locale for account and contact mails, both locales for workflow mails', () => {
    expect(oneTimePasswordMail({ locale: 'fr', firstName: 'Zoé', code: '654321', ttlMinutes: 10 })).toMatchObject({
      subject: 'Votre code de connexion : 654321',
    });
    const reset = resetPasswordMail({ locale: 'en', firstName: null, link: 'https://x.example/r', ttlMinutes: 30 });
    expect(reset.text.startsWith('Hello,\n\n')).toBe(true);
    expect(reset.text).toMatch(/^https:\/\/x\.example\/r$/m);
    const denied = decisionMail({ firstName: 'Ana', title: 'Study', approved: false, link: 'https://x.example' });
    expect(denied.subject).toBe('Decision on your data access request: Study');
    expect(denied.text).toContain('Hello Ana,');
    expect(denied.text).toContain('Bonjour Ana,');
    expect(denied.html).toContain('<div lang="fr">');
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
    expect(confirmationMail(input).subject).toBe('Nous avons bien reçu votre message');
    const inbox = inboxMail(input);
    expect(inbox.subject).toBe('[Contact] Devenir partenaire — Marie');
    expect(inbox.text).toContain('Organization type: Gouvernement (government)');
    expect(inbox.text).toContain('Received: 2026-01-02T03:04:05.000Z');
  });

  it('refuse to send a message with a missing value rather than a broken text', () => {
    expect(() => renderMail('requestAssigned', { title: 'x', link: 'y' }, { locales: ['en'] })).toThrow(
      'The e-mail needs a value for {assignedBy}',
    );
  });
});
