import type { Config } from '../../config';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';

export interface LoginAttempt {
  /** The attempt succeeded: the failures from this address or device for the email are forgotten. */
  succeeded(): Promise<void>;
}

/** Where a sign-in comes from: the client address, and the known device its cookie names for this email, if any. */
export interface LoginOrigin {
  address: string;
  knownDevice: string | null;
}

/**
 * Claims one password guess for an email before the password is verified, so however many
 * logins race, at most the limits are ever verified (decision 0030). From a known device the
 * guess counts against that device alone: strangers' failures elsewhere, or at the same
 * address, cannot lock its owner out. From any other browser it counts per email and address
 * and per email from all addresses together (the budget for guessing spread over many
 * addresses), after the address's own ceiling of sign-ins. A failed attempt keeps its claims.
 */
export async function claimLoginAttempt(
  rateLimiter: RateLimiter,
  config: Config,
  email: string,
  origin: LoginOrigin,
): Promise<LoginAttempt> {
  const { windowMs, loginFailuresPerEmail, loginFailuresPerEmailAndClient, loginsPerClient } = config.rateLimits;
  const windowMinutes = Math.round(windowMs / 60_000);
  const message = `Too many failed sign-in attempts for this email. Please try again in ${windowMinutes} minutes.`;
  const normalised = email.trim().toLowerCase();
  if (origin.knownDevice !== null) {
    const fromDevice: RateLimitRule = {
      key: `login-failures-device:${origin.knownDevice}`,
      limit: loginFailuresPerEmailAndClient,
      windowMs,
      message,
    };
    await rateLimiter.claim(fromDevice);
    return { succeeded: () => rateLimiter.clear(fromDevice.key) };
  }
  await rateLimiter.hit({
    key: `login:ip:${origin.address}`,
    limit: loginsPerClient,
    windowMs,
    message: `Too many sign-in attempts from this network. Please try again in ${windowMinutes} minutes.`,
  });
  const fromClient: RateLimitRule = {
    key: `login-failures-from:${origin.address}:${normalised}`,
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
    // Only this sign-in's own claim goes back to the email's budget, not the failures: the owner
    // signing in must not hand someone guessing from many addresses a fresh budget.
    async succeeded() {
      await Promise.all([rateLimiter.clear(fromClient.key), rateLimiter.release(anywhere.key)]);
    },
  };
}
