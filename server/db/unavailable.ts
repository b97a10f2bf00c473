/**
 * Telling "the database is not answering" (503, try again) from a bug (500), and saying which
 * way it failed in one line that never holds the URL (it may carry a password).
 */

/** Socket errors of a connection that cannot be made or was lost. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL's codes for a server that cannot serve now: 57014 a statement cancelled by
 * statement_timeout, 57P01-57P03 shutting down or starting, 53300 too many connections,
 * class 08 a connection failure.
 */
const serverCodes = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

/** node-postgres's own messages for a connection or query it gave up on. */
const driverMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether the error (or its cause: Drizzle wraps the driver's) means PostgreSQL did not answer. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (socketCodes.has(code) || serverCodes.has(code) || code.startsWith('08')) return true;
    if (typeof cause.message === 'string' && driverMessages.includes(cause.message)) return true;
  }
  return false;
}

/** The few words after "Cannot reach PostgreSQL at DATABASE_URL": how it failed, never the address. */
export function databaseFailureReason(error: unknown, timeouts: { connectMs: number; queryMs: number }): string {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (message === 'timeout exceeded when trying to connect' || message === 'Connection terminated due to connection timeout') {
      return `connect timeout after ${seconds(timeouts.connectMs)}`;
    }
    if (message === 'Query read timeout' || code === '57014') return `no answer within ${seconds(timeouts.queryMs)}`;
    if (code === 'ECONNREFUSED') return 'connection refused';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
    if (code === 'ECONNRESET' || message.startsWith('Connection terminated')) return 'connection closed by the server';
    if (code === '28P01' || code === '28000') return 'authentication failed';
    if (code === '3D000') return 'the database does not exist';
    if (code === '57P03') return 'the database is starting up';
    if (code === '53300') return 'too many connections';
  }
  return 'no answer';
}

export function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not answering. Please try again in a moment.';
export const SERVICE_UNAVAILABLE_MESSAGE = 'A service the server needs is not answering. Please try again in a moment.';
/** Sent with every 503 of a dependency that did not answer. */
export const RETRY_AFTER_SECONDS = '5';
