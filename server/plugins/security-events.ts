import { createHash } from 'node:crypto';

/**
 * The security events the server logs, each as one line with an `event` field (and `security:
 * true`), so an operator can alert on them or keep them apart. Add a name here for a new one.
 */
export type SecurityEventName =
  /** A sign-in with a wrong email or password (401). */
  | 'login_failed'
  /** A sign-in refused before the password was tried: too many failures for the email, or sign-ins from the address (429). */
  | 'login_locked'
  /** A signed-in user changed the password (the other sessions were signed out). */
  | 'password_changed'
  /** A password change refused: the current password was wrong. */
  | 'password_change_failed'
  /** "Forgot password?" was asked for an email (whether or not it has an account). */
  | 'password_reset_requested'
  /** A password was set with an emailed reset link (every session was signed out). */
  | 'password_reset'
  /** A user signed out every session of the account. */
  | 'signed_out_everywhere'
  /** The sandbox clock was moved with the admin token. */
  | 'admin_clock_moved'
  /** A request for an admin or operator route came with a wrong or no bearer token. */
  | 'admin_token_refused';

/** Events that are a failure or a refusal are written at `warn`; the others at `info`. */
const warnings: ReadonlySet<SecurityEventName> = new Set(['login_failed', 'login_locked', 'password_change_failed', 'admin_token_refused']);

/** What a security event needs of a logger (a request's `request.log`, so the line carries the request id). */
export interface SecurityEventLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * Logs one security event as one line: `{ event, security: true, ...fields }`. Give ids, the
 * client address and `emailDigest(email)`, never an email, a password or a token (the logger
 * redacts fields named `email`, `password` and `token` anyway).
 *
 *     securityEvent(request.log, 'password_changed', { userId: user.id });
 */
export function securityEvent(log: SecurityEventLog, event: SecurityEventName, fields: Record<string, unknown> = {}): void {
  const line = { ...fields, event, security: true };
  if (warnings.has(event)) log.warn(line, `security event: ${event}`);
  else log.info(line, `security event: ${event}`);
}

/**
 * A short digest of an email (lower-cased, trimmed) to tell attempts on the same account apart
 * in the logs without writing the address.
 */
export function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}
