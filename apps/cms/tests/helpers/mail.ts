import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server inside the test process that keeps every message it receives. Boot Strapi with
 * `bootStrapi({ env: { ...mailbox.env } })` and the CMS sends its e-mails here through the real
 * email plugin (nodemailer): tests read codes and links from real mail, and the API has no
 * test-only way to reveal them.
 */
export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
  /** Header names in lower case, folded lines joined. */
  headers: Map<string, string>;
  receivedAt: number;
}

export interface Mailbox {
  /** SMTP_HOST and SMTP_PORT for bootStrapi({ env }). */
  env: Record<string, string>;
  messages: () => CapturedMail[];
  /** How many SMTP connections clients have opened to this mailbox so far. */
  connections: () => number;
  /**
   * Waits for the first message (received after `since`, default: any time) that matches. Notices
   * leave through the outbox one after another, so a loaded machine may take seconds.
   */
  waitFor: (match: MailMatch, options?: { timeoutMs?: number; since?: number }) => Promise<CapturedMail>;
  /** Resolves after `ms` if no matching message arrived (to prove that nothing was sent). */
  expectNone: (match: MailMatch, ms?: number, since?: number) => Promise<void>;
  /** Takes the SMTP server away (connections refused) until `up`, which listens on the same port. */
  down: () => Promise<void>;
  up: () => Promise<void>;
  stop: () => Promise<void>;
}

type MailMatch = { to?: string; subject?: RegExp | string } | ((mail: CapturedMail) => boolean);

// ---------------------------------------------------------------------------------------------
// A small MIME reader: enough for what nodemailer writes (multipart/alternative, quoted-printable,
// base64, RFC 2047 encoded subjects).

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    const hex = text.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function collectParts(raw: string, out: { text: string; html: string }): void {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (/^text\/html/i.test(type)) out.html += decoded;
  else out.text += decoded;
}

function parseMail(raw: string, envelope: { from: string; to: string[] }): CapturedMail {
  const { headers } = splitHead(raw);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return {
    ...envelope,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.text,
    html: parts.html,
    raw,
    headers,
    receivedAt: Date.now(),
  };
}

function matches(mail: CapturedMail, match: MailMatch): boolean {
  if (typeof match === 'function') return match(mail);
  if (match.to && !mail.to.includes(match.to.toLowerCase())) return false;
  if (match.subject !== undefined) {
    return typeof match.subject === 'string' ? mail.subject.includes(match.subject) : match.subject.test(mail.subject);
  }
  return true;
}

const portsTaken = new Set<number>();

async function listenOnNewPort(server: SMTPServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.server.address() as AddressInfo).port;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  let connections = 0;
  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // The CMS keeps its SMTP connections open (a pool): taken away, the server ends them at
      // once, as a mail server that goes down does, instead of letting them finish for 30 s.
      closeTimeout: 50,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          received.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
          for (const wake of waiters) wake();
          callback();
        });
      },
    });
  let server = createServer();
  let port = await listenOnNewPort(server);
  // Test files share a worker process: a port an earlier file's mailbox had is never taken again,
  // so nothing that file's instance still sends can land in this file's mailbox.
  while (portsTaken.has(port)) {
    const taken = server;
    server = createServer();
    port = await listenOnNewPort(server);
    await new Promise<void>((resolve) => taken.close(() => resolve()));
  }
  portsTaken.add(port);

  const find = (match: MailMatch, since: number) =>
    received.find((mail) => mail.receivedAt >= since && matches(mail, match));

  return {
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' },
    messages: () => [...received],
    connections: () => connections,
    waitFor: (match, { timeoutMs = 15_000, since = 0 } = {}) =>
      new Promise<CapturedMail>((resolve, reject) => {
        const check = () => {
          const mail = find(match, since);
          if (!mail) return false;
          cleanup();
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `No e-mail matching ${typeof match === 'function' ? 'the predicate' : JSON.stringify(match)} within ${timeoutMs} ms (received: ${received.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        const wake = () => void check();
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
        check();
      }),
    expectNone: async (match, ms = 500, since = Date.now()) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const mail = find(match, since);
      if (mail) throw new Error(`Unexpected e-mail to ${mail.to.join(',')}: "${mail.subject}"`);
    },
    down: () => new Promise<void>((resolve) => server.close(() => resolve())),
    up: async () => {
      server = createServer();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit one-time password of a sign-in e-mail. */
export function otpCodeOf(mail: CapturedMail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in e-mail "${mail.subject}":\n${mail.text}`);
  return code;
}

/** The first link of an e-mail whose URL contains `contains`. */
export function linkOf(mail: CapturedMail, contains: string): URL {
  const found = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes(contains));
  if (!found) throw new Error(`No link containing "${contains}" in e-mail "${mail.subject}":\n${mail.text}`);
  return new URL(found);
}
