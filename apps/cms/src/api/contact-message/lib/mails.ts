/**
 * The two e-mails of the contact form: the message for the portal team's inbox and a
 * confirmation for the sender, in the sender's language (en or fr). Plain text and HTML; every
 * value put into HTML is escaped.
 */
export type ContactMail = { subject: string; text: string; html: string };

export type ContactMailInput = {
  name: string;
  email: string;
  organization: string;
  /** Labels as the sender saw them (the stored values are in `*Value`). */
  organizationType: string;
  organizationTypeValue: string;
  reason: string;
  reasonValue: string;
  message: string;
  locale: string;
  receivedAt: Date;
};

const PORTAL = { en: 'Open Data Access Portal', fr: 'Portail d’accès aux données ouvertes' } as const;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const paragraphsHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

function page(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;line-height:1.5">\n${body}\n</body></html>`;
}

/** To CONTACT_INBOX: everything the sender typed, labelled for staff (always in English). */
export function inboxMail(input: ContactMailInput): ContactMail {
  const rows: Array<[string, string]> = [
    ['Name', input.name],
    ['Email', input.email],
    ['Organization', input.organization],
    ['Organization type', `${input.organizationType} (${input.organizationTypeValue})`],
    ['Reason', `${input.reason} (${input.reasonValue})`],
    ['Language', input.locale],
    ['Received', input.receivedAt.toISOString()],
  ];
  const text = [
    'A new message was sent through the contact form.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    input.message,
    '',
    `Reply to this e-mail to answer ${input.name}.`,
  ].join('\n');
  const html = page(
    [
      '<p>A new message was sent through the contact form.</p>',
      '<table cellpadding="4" style="border-collapse:collapse">',
      ...rows.map(
        ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      '<h2 style="font-size:16px">Message</h2>',
      paragraphsHtml(input.message),
    ].join('\n'),
  );
  return { subject: `[Contact] ${input.reason} — ${input.name}`, text, html };
}

/** To the sender: we have it, when we answer, and a copy of what they wrote. */
export function confirmationMail(input: ContactMailInput): ContactMail {
  const fr = input.locale === 'fr' || input.locale.startsWith('fr-');
  const portal = fr ? PORTAL.fr : PORTAL.en;
  const lines = fr
    ? {
        subject: 'Nous avons bien reçu votre message',
        hello: `Bonjour ${input.name},`,
        body: 'Merci d’avoir écrit à l’équipe du portail. Nous avons bien reçu votre message et vous répondrons dans un délai de deux jours ouvrables.',
        reason: `Motif : ${input.reason}`,
        copy: 'Votre message :',
        ignore: 'Si vous n’avez pas envoyé ce message, vous pouvez ignorer ce courriel.',
      }
    : {
        subject: 'We received your message',
        hello: `Hello ${input.name},`,
        body: 'Thank you for writing to the portal team. We have received your message and will reply within two business days.',
        reason: `Reason: ${input.reason}`,
        copy: 'Your message:',
        ignore: 'If you did not send this message, you can ignore this e-mail.',
      };
  const text = [
    lines.hello,
    '',
    lines.body,
    '',
    lines.reason,
    '',
    lines.copy,
    input.message,
    '',
    lines.ignore,
    '',
    `— ${portal}`,
  ].join('\n');
  const html = page(
    [
      `<p>${escapeHtml(lines.hello)}</p>`,
      `<p>${escapeHtml(lines.body)}</p>`,
      `<p>${escapeHtml(lines.reason)}</p>`,
      `<p>${escapeHtml(lines.copy)}</p>`,
      `<blockquote style="border-left:4px solid #c5ccd5;margin:0;padding-left:12px">${paragraphsHtml(input.message)}</blockquote>`,
      `<p>${escapeHtml(lines.ignore)}</p>`,
      `<p>— ${escapeHtml(portal)}</p>`,
    ].join('\n'),
  );
  return { subject: lines.subject, text, html };
}
