import { isRecord } from '@portal/shared/is-record';
import { ApiError } from '@/lib/api-client';

/** Seconds to wait after a 429 (`details.retryAfterSeconds`), else null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const value = isRecord(error.details) ? error.details.retryAfterSeconds : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/** Why the code step failed (`details.reason` of POST /api/auth/verifyOneTimePassword). */
export type OtpFailure = 'invalid' | 'expired' | 'unknown' | 'locked';

export function otpFailureOf(error: unknown): OtpFailure | null {
  if (!(error instanceof ApiError) || !isRecord(error.details)) return null;
  const reason = error.details.reason;
  return reason === 'invalid' || reason === 'expired' || reason === 'unknown' || reason === 'locked' ? reason : null;
}

/** The server's message for the user; `fallback` for anything that is not an API answer. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.message) return error.message;
  return fallback;
}
