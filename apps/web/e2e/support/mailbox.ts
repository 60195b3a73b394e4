import { expect, type APIRequestContext } from '@playwright/test';

import { E2E } from './ports';

/** A message as maildev's REST API lists it. */
export type Mail = {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  date: string;
  to: { address: string }[];
  replyTo?: { address: string }[];
};

/**
 * Every message in the mail catcher. A connection the catcher resets while it takes a message in
 * reads as "nothing yet", so a poll asks again instead of failing the journey.
 */
async function listMails(request: APIRequestContext): Promise<Mail[]> {
  try {
    const response = await request.get(`${E2E.mailUrl}/email`);
    return response.ok() ? ((await response.json()) as Mail[]) : [];
  } catch (error) {
    if (/ECONNRESET|ECONNREFUSED|socket hang up/i.test(String(error))) return [];
    throw error;
  }
}

const sentTo = (mail: Mail, address: string) =>
  mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase());

/** The messages to `address`, oldest first as the catcher keeps them. */
export async function mailsTo(request: APIRequestContext, address: string): Promise<Mail[]> {
  return (await listMails(request)).filter((mail) => sentTo(mail, address));
}

/** The newest mail to `address` whose subject matches, received after `since`; waits for it. */
export async function waitForMail(
  request: APIRequestContext,
  address: string,
  subject: RegExp,
  since: number,
  timeout = 20_000,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, address))
          .filter((mail) => subject.test(mail.subject) && Date.parse(mail.date) >= since - 1000)
          .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
        return found !== undefined;
      },
      { message: `mail "${subject.source}" to ${address}`, timeout },
    )
    .toBe(true);
  return found as Mail;
}

/** The six-digit sign-in code of a login mail (subject first, then body). */
export function sixDigitCode(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`No code in "${mail.subject}"`);
  return code;
}
