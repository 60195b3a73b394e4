/**
 * The account e-mails, in English and French. Each returns a subject and both a plain-text and
 * an HTML body; the values put into HTML are escaped. Links and codes appear on a line of
 * their own in the text body so a mail client (or the tests' SMTP capture) finds them easily.
 */
export type MailLocale = 'en' | 'fr';

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const PORTAL = { en: 'Open Data Access Portal', fr: 'Portail d’accès aux données ouvertes' } as const;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function greeting(locale: MailLocale, firstName: string | null | undefined): string {
  const name = firstName?.trim();
  if (locale === 'fr') return name ? `Bonjour ${name},` : 'Bonjour,';
  return name ? `Hello ${name},` : 'Hello,';
}

function render(
  locale: MailLocale,
  subject: string,
  paragraphs: Array<string | { link: string } | { code: string }>,
): Mail {
  const text = paragraphs
    .map((p) => (typeof p === 'string' ? p : 'link' in p ? p.link : p.code))
    .concat(['', `— ${PORTAL[locale]}`])
    .join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;line-height:1.5">',
    ...paragraphs.map((p) => {
      if (typeof p === 'string') return `<p>${escapeHtml(p)}</p>`;
      if ('link' in p) return `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`;
      return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(p.code)}</p>`;
    }),
    `<p>— ${escapeHtml(PORTAL[locale])}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export function oneTimePasswordMail(input: {
  locale: MailLocale;
  firstName?: string | null;
  code: string;
  ttlMinutes: number;
}): Mail {
  const { locale, code, ttlMinutes } = input;
  if (locale === 'fr') {
    return render(locale, `Votre code de connexion : ${code}`, [
      greeting(locale, input.firstName),
      'Voici votre code de connexion à usage unique :',
      { code },
      `Il expire dans ${ttlMinutes} minutes et ne fonctionne qu’une fois. Si vous n’avez pas tenté de vous connecter, changez votre mot de passe : quelqu’un le connaît.`,
    ]);
  }
  return render(locale, `Your sign-in code: ${code}`, [
    greeting(locale, input.firstName),
    'Here is your one-time sign-in code:',
    { code },
    `It expires in ${ttlMinutes} minutes and works once. If you did not try to sign in, change your password: someone knows it.`,
  ]);
}

export function emailConfirmationMail(input: { locale: MailLocale; firstName?: string | null; link: string }): Mail {
  const { locale, link } = input;
  if (locale === 'fr') {
    return render(locale, 'Confirmez votre adresse courriel', [
      greeting(locale, input.firstName),
      'Merci de votre inscription. Pour activer votre compte, confirmez votre adresse courriel en ouvrant ce lien :',
      { link },
      'Si vous n’avez pas créé de compte, ignorez ce message.',
    ]);
  }
  return render(locale, 'Confirm your email address', [
    greeting(locale, input.firstName),
    'Thank you for registering. To activate your account, confirm your email address by opening this link:',
    { link },
    'If you did not create an account, you can ignore this message.',
  ]);
}

export function resetPasswordMail(input: {
  locale: MailLocale;
  firstName?: string | null;
  link: string;
  ttlMinutes: number;
}): Mail {
  const { locale, link, ttlMinutes } = input;
  if (locale === 'fr') {
    return render(locale, 'Réinitialisez votre mot de passe', [
      greeting(locale, input.firstName),
      'Nous avons reçu une demande de réinitialisation de votre mot de passe. Ouvrez ce lien pour en choisir un nouveau :',
      { link },
      `Le lien expire dans ${ttlMinutes} minutes et ne fonctionne qu’une fois. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.`,
    ]);
  }
  return render(locale, 'Reset your password', [
    greeting(locale, input.firstName),
    'We received a request to reset your password. Open this link to choose a new one:',
    { link },
    `The link expires in ${ttlMinutes} minutes and works once. If you did not ask for it, ignore this message: your password stays unchanged.`,
  ]);
}
