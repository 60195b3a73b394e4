import { MAIL_LOCALES, type FieldLabel, type MailCatalog, type MailId, type MailLocale } from './catalog';
import { en } from './catalogs/en';
import { fr } from './catalogs/fr';

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

export const CATALOGS: Readonly<Record<MailLocale, MailCatalog>> = { en, fr };

export type MailFields = ReadonlyArray<readonly [FieldLabel, string]>;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

function interpolate(template: string, vars: Record<string, unknown>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = vars[name];
    if (value === undefined || value === null) throw new Error(`The e-mail needs a value for {${name}}`);
    return String(value);
  });
}

const BLOCK = /^\[(link|code|note|message|fields)(?::([A-Za-z]+))?\]$/;
const QUOTE_STYLE = 'border-left:4px solid #c5ccd5;margin:0;padding-left:12px';

type Block = { text: string; html: string };

function block(
  catalog: MailCatalog,
  paragraph: string,
  vars: Record<string, unknown>,
  fields: MailFields,
): Block | null {
  const match = BLOCK.exec(paragraph);
  if (!match) {
    const text = interpolate(paragraph, vars);
    return { text, html: `<p>${escapeHtml(text)}</p>` };
  }
  const [, kind, name] = match;
  const value = (key: string) => {
    const found = vars[key];
    return found === undefined || found === null ? '' : String(found).trim();
  };
  switch (kind) {
    case 'link': {
      const link = value(name ?? 'link');
      return { text: link, html: `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` };
    }
    case 'code': {
      const code = value('code');
      return {
        text: code,
        html: `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>`,
      };
    }
    case 'note':
    case 'message': {
      const quoted = value(kind);
      if (!quoted && kind === 'note') return null;
      const html = quoted
        .split(/\n{2,}/)
        .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
        .join('\n');
      return {
        text: quoted
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n'),
        html: `<blockquote style="${QUOTE_STYLE}">${html}</blockquote>`,
      };
    }
    default: {
      const rows = fields.map(([label, fieldValue]) => [catalog.fieldLabels[label], fieldValue] as const);
      return {
        text: rows.map(([label, fieldValue]) => `${label}: ${fieldValue}`).join('\n'),
        html: [
          '<table cellpadding="4" style="border-collapse:collapse">',
          ...rows.map(
            ([label, fieldValue]) =>
              `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(fieldValue)}</td></tr>`,
          ),
          '</table>',
        ].join('\n'),
      };
    }
  }
}

/**
 * Renders message `id` from the catalogs: one section per locale in `locales` (the workflow
 * mails carry English then French, since accounts have no stored language; the others use the
 * reader's locale). The subject is the first locale's. Every value is escaped in the HTML.
 */
export function renderMail(
  id: MailId,
  vars: Record<string, string | number | null | undefined> & { firstName?: string | null },
  options: { locales: readonly MailLocale[]; fields?: MailFields } = { locales: ['en'] },
): Mail {
  const locales = options.locales.length > 0 ? options.locales : (['en'] as const);
  const fields = options.fields ?? [];
  const sections = locales.map((locale) => {
    const catalog = CATALOGS[locale];
    const name = vars.firstName?.trim();
    const scope = {
      ...vars,
      greeting: name ? interpolate(catalog.helloNamed, { name }) : catalog.hello,
    };
    const message = catalog.mails[id];
    const blocks = message.body.flatMap((paragraph) => block(catalog, paragraph, scope, fields) ?? []);
    const signature = `— ${catalog.portal}`;
    return {
      locale,
      subject: interpolate(message.subject, scope),
      text: [...blocks.map((b) => b.text), signature].join('\n\n'),
      html: [...blocks.map((b) => b.html), `<p>${escapeHtml(signature)}</p>`].join('\n'),
    };
  });
  const [first] = sections;
  return {
    subject: first?.subject ?? '',
    text: sections.map((section) => section.text).join('\n\n---\n\n'),
    html: [
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;line-height:1.5">',
      sections
        .map((section, index) =>
          index === 0 ? section.html : `<hr>\n<div lang="${section.locale}">\n${section.html}\n</div>`,
        )
        .join('\n'),
      '</body></html>',
    ].join('\n'),
  };
}

/** Every locale of the catalogs, in order (the workflow mails' bilingual layout). */
export const ALL_MAIL_LOCALES: readonly MailLocale[] = MAIL_LOCALES;
