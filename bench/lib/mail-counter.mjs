// A mail catcher that keeps every message it receives, across restarts: the fault benchmark stops
// it under load, starts it again, and then counts what arrived. It plugs into the scaled stack
// (`mailCatcher` of startScaledStack) and serves sign-in codes like scripts/cms-process.mjs's.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib.mjs';

const requireRoot = createRequire(path.join(ROOT, 'package.json'));

/** @typedef {{ to: string, subject: string, at: number }} ReceivedMail */
/** @typedef {{ id?: string, subject?: string, text?: string, to?: { address: string }[] }} ParsedMail */

/**
 * `start` is the stack's MailCatcherFactory; `received` lists every message of every start, in
 * arrival order, one entry per recipient; `dispose()` stops listening and removes the mail folders.
 */
export function countingMailCatcher() {
  /** @type {ReceivedMail[]} */
  const received = [];
  /** @type {Map<string, string>} */
  const codes = new Map();
  /** @type {string[]} */
  const folders = [];
  /** @type {{ on: Function, off: Function, deleteEmail: Function } | null} */
  let maildev = null;

  /** @param {ParsedMail} mail */
  const onMail = (mail) => {
    const subject = mail.subject ?? '';
    const code = /\b(\d{6})\b/.exec(`${subject} ${mail.text ?? ''}`)?.[1];
    for (const to of mail.to ?? []) {
      const address = to.address.toLowerCase();
      received.push({ to: address, subject, at: Date.now() });
      if (code) codes.set(address, code);
    }
    // Counted here; maildev need not keep thousands of parsed mails in memory and on disk.
    if (mail.id) maildev?.deleteEmail(mail.id, () => undefined);
  };

  /** @type {import('../../scripts/scaled/stack.mjs').MailCatcherFactory} */
  const start = async ({ smtp }) => {
    const MailDev = requireRoot('maildev');
    const mailDirectory = mkdtempSync(path.join(tmpdir(), 'bench-mail-'));
    folders.push(mailDirectory);
    const server = new MailDev({ smtp, disableWeb: true, silent: true, ip: '127.0.0.1', mailDirectory });
    // maildev is one server per process (module state, one event emitter): one listener for
    // every start, so that a mail parsed just after a close is still counted, and only once.
    if (!maildev) server.on('new', onMail);
    maildev = server;
    await new Promise((resolve) => server.listen(resolve));
    return {
      smtp,
      async codeFor(email, timeoutMs = 20_000) {
        const deadline = Date.now() + timeoutMs;
        while (Date.now() < deadline) {
          const found = codes.get(email.toLowerCase());
          if (found) {
            codes.delete(email.toLowerCase());
            return found;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(`No sign-in code for ${email}`);
      },
      close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
    };
  };

  return {
    start,
    received,
    dispose: () => {
      maildev?.off('new', onMail);
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}
