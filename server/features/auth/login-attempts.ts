import type { Config } from '../../config';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';

export interface LoginAttempt {
  /** The attempt succeeded: the failures of this email are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Claims one password guess for an email before the password is verified, so however many
 * logins race, at most the limit are ever verified. Guesses count per email and client
 * address (a stranger elsewhere cannot lock the owner out) under a higher ceiling per email
 * alone (guessing spread over many addresses). A failed attempt keeps its claims.
 */
export async function claimLoginAttempt(
  rateLimiter: RateLimiter,
  config: Config,
  email: string,
  clientAddress: string,
): Promise<LoginAttempt> {
  const { windowMs, loginFailuresPerEmail, loginFailuresPerEmailAndClient } = config.rateLimits;
  const message = `Too many failed sign-in attempts for this email. Please try again in ${Math.round(windowMs / 60_000)} minutes.`;
  const normalised = email.trim().toLowerCase();
  const fromClient: RateLimitRule = {
    key: `login-failures-from:${clientAddress}:${normalised}`,
    limit: loginFailuresPerEmailAndClient,
    windowMs,
    message,
  };
  const anywhere: RateLimitRule = { key: `login-failures:${normalised}`, limit: loginFailuresPerEmail, windowMs, message };
  await rateLimiter.claim(fromClient);
  try {
    await rateLimiter.claim(anywhere);
  } catch (error) {
    // Not verified, so not a guess from this address.
    await rateLimiter.release(fromClient.key);
    throw error;
  }
  return {
    async succeeded() {
      await Promise.all([rateLimiter.clear(fromClient.key), rateLimiter.clear(anywhere.key)]);
    },
  };
}
