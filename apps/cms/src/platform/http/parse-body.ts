import { summarizeIssues } from '@portal/shared';
import { errors } from './strapi-errors';

/** The parts of Koa's context the account controllers use. */
export interface Ctx {
  request: { body?: unknown; ip: string; header: Record<string, string | string[] | undefined> };
  query: Record<string, unknown>;
  params: Record<string, string | undefined>;
  state: { user?: { id: number } & Record<string, unknown> };
  cookies: {
    get: (name: string, options?: { signed?: boolean }) => string | undefined;
    set: (name: string, value: string | null, options?: Record<string, unknown>) => void;
  };
  set: (field: string, value: string) => void;
  redirect: (url: string) => void;
  serviceUnavailable: (message?: string, details?: Record<string, unknown>) => void;
  send: (body: unknown, status?: number) => void;
  status: number;
  body: unknown;
}

/**
 * Validates a request body with a shared zod schema. Invalid input is a 400 in Strapi's
 * envelope: the message names the unknown fields (`Invalid parameters: role`) or gives the
 * first field message; `details.errors` lists every issue with its path.
 */
type ZodErrorLike = Parameters<typeof summarizeIssues>[0];
export interface SafeParser<T> {
  safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: ZodErrorLike };
}

export function parseBody<T>(schema: SafeParser<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const summary = summarizeIssues(result.error);
  throw new errors.ValidationError(summary.message, { errors: summary.errors });
}

export function clientIp(ctx: Ctx): string {
  return ctx.request.ip || 'unknown';
}

/** The e-mail could not be handed to the SMTP server; the controller answers 503. */
export class MailDeliveryError extends Error {
  constructor(message = 'We could not send the e-mail. Please try again in a few minutes.') {
    super(message);
    this.name = 'MailDeliveryError';
  }
}
