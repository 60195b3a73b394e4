/**
 * Whether an error means the database is away (restarting, failing over, out of connections)
 * rather than a fault of the request: the driver's connection codes and messages, looked for
 * down the error's cause chain. Used by the 503 middleware and the unhandled-rejection guard.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (pg_ctl restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000', // connection_exception
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
]);

const CONNECTION_MESSAGES = [
  /Connection terminated/i,
  /Knex: Timeout acquiring a connection/i,
  /Client has encountered a connection error/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down)/i,
  /Client was closed and is not queryable/i,
  /Unable to acquire a connection/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, name, cause } = current as {
      code?: unknown;
      message?: unknown;
      name?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}
