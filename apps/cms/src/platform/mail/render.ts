/**
 * Renders a message in one locale: its ICU texts formatted with the mail's values, laid out by
 * the MJML layout (templates.ts) for the HTML part and the same content as plain text. In both,
 * the greeting and the body's first paragraph come first, then the blocks (the code, the table,
 * the quotations, the list, one button per link), then the body's other paragraphs, then the
 * footer. In the text part a code and every link are on a line of their own, so a mail client —
 * or the tests' SMTP capture — finds them.
 */
import {
  MAIL_MESSAGES,
  mailLocaleOf,
  type DigestItem,
  type FieldLabel,
  type MailCatalog,
  type MailId,
  type MailLocale,
  type MailVarsOf,
  type VariableKind,
} from './catalog';
import { en } from './catalogs/en';
import { fr } from './catalogs/fr';
import { formatIcu, icuArguments, type IcuValues } from './icu';
import { COLORS, escapeHtml, fillLayout, type Mail } from './templates';

export const CATALOGS: Readonly<Record<MailLocale, MailCatalog>> = { en, fr };

/** Label / value rows (the contact inbox's table); a date is written in the mail's locale. */
export type MailFields = ReadonlyArray<readonly [FieldLabel, string | Date]>;

export interface RenderOptions {
  /** The reader's locale; a locale the catalogs lack falls back to English (`fr-CA` → `fr`). */
  locale?: string | null;
  fields?: MailFields;
  /** Where the reader stops or changes these mails: adds the footer's unsubscribe line. */
  unsubscribeUrl?: string | null;
}

/** A message's texts as ICU sources: the subject and the body's paragraphs. */
export interface MailTexts {
  subject: string;
  body: readonly string[];
}

type Values = Record<string, unknown>;

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value);

/**
 * The values of the message's variables, checked (a missing or wrong value throws): the values
 * of the ICU texts, and the items of a digest.
 */
export function checkMailVariables(id: MailId, vars: Values): { icu: IcuValues; items: DigestItem[] } {
  const icu: IcuValues = {};
  let items: DigestItem[] = [];
  const variables: Readonly<Record<string, VariableKind>> = MAIL_MESSAGES[id].variables;
  for (const [name, kind] of Object.entries(variables)) {
    const value = vars[name];
    const wrong = (what: string) => new Error(`The e-mail "${id}" needs ${what} for {${name}}`);
    switch (kind) {
      case 'name':
      case 'note':
        if (value !== undefined && value !== null && typeof value !== 'string') throw wrong('a text');
        icu[name] = (value ?? '').trim();
        break;
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) throw wrong('a number');
        icu[name] = value;
        break;
      case 'period':
        if (value !== 'daily' && value !== 'weekly') throw wrong('"daily" or "weekly"');
        icu[name] = value;
        break;
      case 'link':
        if (typeof value !== 'string' || !isWebAddress(value)) throw wrong('a web address');
        icu[name] = value;
        break;
      case 'items':
        if (
          !Array.isArray(value) ||
          !value.every(
            (item: unknown) =>
              typeof (item as DigestItem | null)?.text === 'string' &&
              typeof (item as DigestItem).link === 'string' &&
              isWebAddress((item as DigestItem).link),
          )
        )
          throw wrong('a list of { text, link }');
        items = value as DigestItem[];
        break;
      default:
        if (typeof value !== 'string') throw wrong('a text');
        icu[name] = value;
    }
  }
  return { icu, items };
}

/** The variables an ICU text of message `id` may use (the digest's items are a list, not a text). */
export function textVariables(id: MailId): Set<string> {
  const variables: Readonly<Record<string, VariableKind>> = MAIL_MESSAGES[id].variables;
  return new Set(Object.keys(variables).filter((name) => variables[name] !== 'items'));
}

/** Throws when a text does not parse or uses a variable the message does not have. */
export function checkTexts(id: MailId, locale: MailLocale, texts: Partial<MailTexts>): void {
  const allowed = textVariables(id);
  const sources = [...(texts.subject !== undefined ? [texts.subject] : []), ...(texts.body ?? [])];
  for (const source of sources) {
    const unknown = [...icuArguments(source, locale)].filter((name) => !allowed.has(name));
    if (unknown.length > 0) throw new Error(`unknown variable {${unknown.join('}, {')}}`);
  }
}

/**
 * Editors' text (an override's body): paragraphs separated by a blank line. Single line breaks
 * stay inside their paragraph.
 */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

const paragraphHtml = (text: string, style = 'margin:0 0 16px') =>
  `<p style="${style}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

interface Block {
  html: string;
  text: string;
}

function quoteBlock(label: string, quoted: string): Block {
  const paragraphs = splitParagraphs(quoted);
  return {
    html: [
      paragraphHtml(label, 'margin:0 0 4px;font-weight:bold'),
      `<blockquote style="border-left:4px solid ${COLORS.border};margin:0 0 16px;padding:0 0 0 12px">`,
      ...paragraphs.map((paragraph, index) =>
        paragraphHtml(paragraph, index === paragraphs.length - 1 ? 'margin:0' : 'margin:0 0 12px'),
      ),
      '</blockquote>',
    ].join(''),
    text: [
      label,
      ...quoted
        .trim()
        .split('\n')
        .map((line) => (line.trim() ? `> ${line}` : '>')),
    ].join('\n'),
  };
}

function formatField(value: string | Date, locale: MailLocale): string {
  if (typeof value === 'string') return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(value);
}

async function render(id: MailId, vars: Values, options: RenderOptions, texts: MailTexts): Promise<Mail> {
  const locale = mailLocaleOf(options.locale);
  const catalog = CATALOGS[locale];
  const spec = MAIL_MESSAGES[id] as { greeting?: string; variables: Readonly<Record<string, VariableKind>> };
  const { icu, items } = checkMailVariables(id, vars);
  const layoutText = (key: keyof MailCatalog['layout'], values: IcuValues = {}) =>
    formatIcu(catalog.layout[key], locale, values);
  const linkText = (label: string, url: string) => `${layoutText('labelLine', { label })}\n${url}`;

  const subject = formatIcu(texts.subject, locale, icu).replace(/\s+/g, ' ').trim();
  const paragraphs = texts.body.map((source) => formatIcu(source, locale, icu).trim()).filter(Boolean);
  const [lead, ...closing] = paragraphs;

  const opening: Block[] = [];
  if (spec.greeting !== undefined) {
    const name = String(icu[spec.greeting] ?? '').trim();
    const greeting = name ? layoutText('helloNamed', { name }) : layoutText('hello');
    opening.push({ html: paragraphHtml(greeting), text: greeting });
  }
  if (lead) opening.push({ html: paragraphHtml(lead), text: lead });

  const blocks: Block[] = [];
  const buttons: Array<{ href: string; label: string }> = [];
  for (const [name, kind] of Object.entries(spec.variables)) {
    const value = String(icu[name] ?? '');
    if (kind === 'code') {
      blocks.push({
        html: paragraphHtml(
          value,
          "margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:bold;font-family:'Courier New',Courier,monospace",
        ),
        text: value,
      });
    } else if (kind === 'quote' && value.trim()) {
      blocks.push(quoteBlock(layoutText('messageLabel'), value));
    } else if (kind === 'note' && value) {
      blocks.push(quoteBlock(layoutText('noteLabel'), value));
    } else if (kind === 'items' && items.length > 0) {
      blocks.push({
        html: `<ul style="margin:0 0 16px;padding:0 0 0 20px">${items
          .map(
            (item) =>
              `<li style="margin:0 0 8px"><a href="${escapeHtml(item.link)}" style="color:${COLORS.accent}">${escapeHtml(item.text)}</a></li>`,
          )
          .join('')}</ul>`,
        text: items.map((item) => `- ${item.text}\n  ${item.link}`).join('\n'),
      });
    } else if (kind === 'link') {
      const actions = (catalog.messages[id].actions ?? {}) as Readonly<Record<string, string>>;
      const label = formatIcu(actions[name] ?? name, locale, icu);
      buttons.push({ href: value, label });
    }
  }
  const fields = (options.fields ?? []).map(
    ([label, value]) => [formatIcu(catalog.fieldLabels[label], locale, {}), formatField(value, locale)] as const,
  );
  if (fields.length > 0) {
    // A data table (label → value), so it keeps its table semantics.
    blocks.unshift({
      html: `<table style="border-collapse:collapse;margin:0 0 16px">${fields
        .map(
          ([label, value]) =>
            `<tr><th scope="row" align="left" style="padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;vertical-align:top">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
      text: fields.map(([label, value]) => `${layoutText('labelLine', { label })} ${value}`).join('\n'),
    });
  }

  const closingBlocks = closing.map((paragraph) => ({ html: paragraphHtml(paragraph), text: paragraph }));
  const signature = layoutText('signature');
  const unsubscribeUrl = options.unsubscribeUrl?.trim() || null;
  if (unsubscribeUrl !== null && !isWebAddress(unsubscribeUrl))
    throw new Error(`The e-mail "${id}" needs a web address for its unsubscribe link`);
  const unsubscribe = unsubscribeUrl
    ? { reason: layoutText('unsubscribeReason'), action: layoutText('unsubscribeAction'), url: unsubscribeUrl }
    : null;

  const html = await fillLayout({
    lang: locale,
    title: escapeHtml(subject),
    preview: escapeHtml(lead ?? subject),
    portal: escapeHtml(layoutText('portal')),
    content: [...opening, ...blocks].map((block) => block.html).join(''),
    buttons: buttons.map((button) => ({ href: escapeHtml(button.href), label: escapeHtml(button.label) })),
    closing: closingBlocks.length > 0 ? closingBlocks.map((block) => block.html).join('') : null,
    signature: escapeHtml(signature),
    unsubscribe: unsubscribe
      ? `${escapeHtml(unsubscribe.reason)} <a href="${escapeHtml(unsubscribe.url)}" style="color:${COLORS.muted}">${escapeHtml(unsubscribe.action)}</a>`
      : null,
  });
  const text = [
    ...opening.map((block) => block.text),
    ...blocks.map((block) => block.text),
    ...buttons.map((button) => linkText(button.label, button.href)),
    ...closingBlocks.map((block) => block.text),
    signature,
    ...(unsubscribe ? [`${unsubscribe.reason}\n${linkText(unsubscribe.action, unsubscribe.url)}`] : []),
  ].join('\n\n');
  return { subject, text, html };
}

/**
 * Renders message `id` with the shipped texts, in ONE locale (`options.locale`, English when the
 * catalogs lack it). Every value is escaped in the HTML. Throws when a value is missing or of
 * the wrong kind (a caller's mistake, never sent as a broken text).
 */
export function renderMail<Id extends MailId>(
  id: Id,
  vars: MailVarsOf<Id>,
  options: RenderOptions = {},
): Promise<Mail> {
  return render(id, vars as Values, options, CATALOGS[mailLocaleOf(options.locale)].messages[id]);
}

/**
 * Renders message `id` with other texts in place of the shipped ones (an editor's override;
 * a missing part keeps the shipped text). Throws when a text does not parse, uses a variable the
 * message does not have or cannot be formatted.
 */
export async function renderMailWithTexts(
  id: MailId,
  vars: Values,
  options: RenderOptions,
  texts: Partial<MailTexts>,
): Promise<Mail> {
  const locale = mailLocaleOf(options.locale);
  checkTexts(id, locale, texts);
  const shipped = CATALOGS[locale].messages[id];
  return render(id, vars, options, { subject: texts.subject ?? shipped.subject, body: texts.body ?? shipped.body });
}
