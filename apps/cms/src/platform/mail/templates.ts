/**
 * The one e-mail layout, written in MJML: a header with the portal's name, the content, one
 * button per link, and a footer with the signature and, for notices, the unsubscribe line.
 *
 * MJML compiles the layout with slot markers in place of the texts, once per shape (the number
 * of buttons, whether text follows them, whether there is an unsubscribe line) and process; each
 * mail only fills the slots with escaped HTML. A mail is rendered in the request path (sign-in
 * codes), so no mail pays for a compile once its shape was seen (about 0.1 ms a mail then), and
 * no value a user typed ever goes through the MJML parser.
 */
import type mjml2html from 'mjml';

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

export const COLORS = { text: '#1b1b1b', muted: '#4b5563', border: '#c5ccd5', accent: '#1d4ed8', page: '#f3f4f6' };

/** What fills the layout; every value is HTML already (escaped by the caller). */
export interface LayoutSlots {
  lang: string;
  /** The subject (the document's title). */
  title: string;
  /** The inbox preview line. */
  preview: string;
  portal: string;
  content: string;
  buttons: ReadonlyArray<{ href: string; label: string }>;
  /** What comes after the buttons, or null. */
  closing: string | null;
  signature: string;
  /** The footer's unsubscribe line, or null. */
  unsubscribe: string | null;
}

const slot = (name: string) => `@@${name}@@`;
const SLOT = /@@([A-Z]+[0-9]*)@@/g;

interface Shape {
  buttons: number;
  closing: boolean;
  unsubscribe: boolean;
}

function layoutSource({ buttons, closing, unsubscribe }: Shape): string {
  const button = (index: number) =>
    `<mj-button href="${slot(`HREF${index}`)}" background-color="${COLORS.accent}" color="#ffffff" font-size="16px" font-weight="bold" inner-padding="12px 24px" align="left">${slot(`LABEL${index}`)}</mj-button>`;
  return `<mjml lang="${slot('LANG')}" dir="ltr">
  <mj-head>
    <mj-title>${slot('TITLE')}</mj-title>
    <mj-preview>${slot('PREVIEW')}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="${COLORS.text}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${COLORS.page}">
    <mj-section padding="16px 0 8px">
      <mj-column>
        <mj-text font-size="18px" font-weight="bold">${slot('PORTAL')}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px 0">
      <mj-column>
        <mj-text>${slot('CONTENT')}</mj-text>
        ${Array.from({ length: buttons }, (_, index) => button(index)).join('\n        ')}
        ${closing ? `<mj-text>${slot('CLOSING')}</mj-text>` : ''}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>
        <mj-text font-size="14px" color="${COLORS.muted}">${slot('SIGNATURE')}</mj-text>
        ${unsubscribe ? `<mj-text font-size="13px" color="${COLORS.muted}">${slot('UNSUBSCRIBE')}</mj-text>` : ''}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

type Compile = typeof mjml2html;
let compiler: Promise<Compile> | undefined;
const layouts = new Map<string, Promise<string>>();

// Loading MJML takes about half a second: it is loaded with the first mail, not at boot.
function loadCompiler(): Promise<Compile> {
  compiler ??= import('mjml').then((module) => ((module as { default?: Compile }).default ?? module) as Compile);
  return compiler;
}

async function compileLayout(shape: Shape): Promise<string> {
  const compile = await loadCompiler();
  const { html, errors } = await compile(layoutSource(shape), { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`The e-mail layout does not compile: ${errors[0]?.formattedMessage}`);
  return html;
}

function layout(shape: Shape): Promise<string> {
  const key = `${shape.buttons}:${shape.closing}:${shape.unsubscribe}`;
  let html = layouts.get(key);
  if (!html) {
    html = compileLayout(shape);
    // A failed compile is not kept: the next mail tries again.
    void html.catch(() => layouts.delete(key));
    layouts.set(key, html);
  }
  return html;
}

/** The mail's HTML: the compiled layout with its slots filled (in one pass, so no value is read as a slot). */
export async function fillLayout(slots: LayoutSlots): Promise<string> {
  const html = await layout({
    buttons: slots.buttons.length,
    closing: slots.closing !== null,
    unsubscribe: slots.unsubscribe !== null,
  });
  const values: Record<string, string> = {
    LANG: slots.lang,
    TITLE: slots.title,
    PREVIEW: slots.preview,
    PORTAL: slots.portal,
    CONTENT: slots.content,
    CLOSING: slots.closing ?? '',
    SIGNATURE: slots.signature,
    UNSUBSCRIBE: slots.unsubscribe ?? '',
  };
  slots.buttons.forEach((button, index) => {
    values[`HREF${index}`] = button.href;
    values[`LABEL${index}`] = button.label;
  });
  return html.replace(SLOT, (marker, name: string) => values[name] ?? marker);
}
