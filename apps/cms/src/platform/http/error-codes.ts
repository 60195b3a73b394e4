import { errorCodeOf, findErrorCode, isErrorCode, isRecord } from '@portal/shared';

/**
 * Puts the stable code of an error (`@portal/shared` error-codes) in `error.details.code` of
 * Strapi's envelope `{ data: null, error: { status, name, message, details } }`, and in each entry
 * of `details.errors` whose message has one, so that clients translate by code rather than by
 * English words. Every other part of the body is kept as it is; a body that is not an error
 * envelope is returned unchanged. The body is copied, never changed in place: an error's details
 * object may be shared by the code that threw it.
 */
export function withErrorCode(body: unknown, responseStatus: number): unknown {
  if (!isRecord(body) || !isRecord(body.error)) return body;
  const error = body.error;
  const status = typeof error.status === 'number' ? error.status : responseStatus;
  if (status < 400) return body;
  // Details that are not an object are not the envelope this knows: leave them alone.
  if (error.details !== undefined && error.details !== null && !isRecord(error.details)) return body;
  const details = isRecord(error.details) ? error.details : {};
  // A code the error site chose itself (one message with two meanings) wins over the lookup.
  const code = isErrorCode(details.code)
    ? details.code
    : errorCodeOf({ status, name: error.name, message: error.message, details });
  const coded: Record<string, unknown> = { ...details, code };
  if (Array.isArray(details.errors)) coded.errors = details.errors.map(withFieldCode);
  return { ...body, error: { ...error, details: coded } };
}

function withFieldCode(item: unknown): unknown {
  if (!isRecord(item) || isErrorCode(item.code)) return item;
  const code = findErrorCode(item.message);
  return code ? { ...item, code } : item;
}
