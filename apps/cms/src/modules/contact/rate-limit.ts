import { z } from 'zod';
import { clientIp, type Ctx } from '../../platform/http/parse-body';
import { enforceRateLimits } from '../../platform/http/rate-limit';

const senderSchema = z.object({ email: z.string().trim().toLowerCase().min(1) });

/** The sender's address as the limiter counts it (trimmed, lowercased), when there is one. */
function senderKey(body: unknown): string | undefined {
  const parsed = senderSchema.safeParse(body);
  return parsed.success ? parsed.data.email : undefined;
}

/**
 * Route middleware of POST /api/contact-us/send: counts the request against the per-IP limit
 * (`CONTACT_RATE_LIMIT_IP`, default 5 per 15 minutes) and the per-sender limit
 * (`CONTACT_RATE_LIMIT_EMAIL`, default 3 per 15 minutes); over either, 429 with Retry-After.
 */
export async function contactRateLimit(ctx: Ctx, next: () => Promise<unknown>): Promise<void> {
  await enforceRateLimits(ctx, [
    ['contactIp', clientIp(ctx)],
    ['contactEmail', senderKey(ctx.request.body)],
  ]);
  await next();
}
