import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { send, signUpUser, useTestApp } from '../../test/test-app';

/** The security events the app logs (its JSON lines are written here instead of standard output). */
const events: Array<Record<string, unknown>> = [];
const destination = {
  write: (line: string) => {
    const parsed = JSON.parse(line) as Record<string, unknown>;
    if (parsed.security === true) events.push(parsed);
  },
};

const context = useTestApp(
  {
    LOGIN_FAILURES_PER_EMAIL_AND_CLIENT: '10',
    LOGIN_FAILURES_PER_EMAIL: '25',
    LOGINS_PER_CLIENT: '100000',
    SIGNUPS_PER_CLIENT: '1000',
    LOG_LEVEL: 'warn',
  },
  { logger: destination },
);

const login = (email: string, password: string, remoteAddress = '127.0.0.1', cookie?: string) =>
  send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, cookie });

/** The `sb_device=…` a sign-up or sign-in set: that browser is a known device of the account. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'sb_device');
  expect(cookie?.httpOnly).toBe(true);
  return `sb_device=${cookie?.value ?? ''}`;
}

/** 100 failed logins for the email, spread over 11 addresses in turn (as the audit sent them); answers their statuses. */
async function sprayFromElevenAddresses(email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 100; attempt += 1) {
    statuses.push((await login(email, `wrong-password-${attempt}`, `203.0.113.${attempt % 11}`)).statusCode);
  }
  return statuses;
}

describe('login lock', () => {
  it('verifies at most the limit of guesses sent together, and refuses the right password after them', async () => {
    const { email, password } = await signUpUser(context.app);
    const guesses = Array.from({ length: 59 }, (_, index) => login(email, `wrong-password-${index}`));
    const answers = await Promise.all([...guesses, login(email, password)]);
    const verified = answers.filter((answer) => answer.statusCode !== 429);
    expect(verified.length).toBeLessThanOrEqual(10);
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect(answers.at(-1)?.json().message).toMatch(/Too many failed sign-in attempts for this email/);
    expect(Number(answers.at(-1)?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner sign in from a clean address after a stranger’s failures', async () => {
    const { email, password } = await signUpUser(context.app);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(email, 'wrong-password', '203.0.113.7')).statusCode).toBe(401);
    expect((await login(email, password, '203.0.113.7')).statusCode).toBe(429);
    expect((await login(email, password, '198.51.100.2')).statusCode).toBe(200);
  });

  it('refuses unknown devices everywhere past the email’s budget for all addresses together', async () => {
    const { email, password } = await signUpUser(context.app);
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await login(email, 'wrong-password', `203.0.113.${attempt % 5}`)).statusCode).toBe(401);
    }
    const locked = await login(email, password, '198.51.100.3');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner in from a known device after 100 failures spread over 11 addresses, even at one of them', async () => {
    const { email, password, response } = await signUpUser(context.app);
    const device = deviceCookie(response);
    events.length = 0;
    const statuses = await sprayFromElevenAddresses(email);
    // The email's budget for unknown devices: 25 guesses verified, the rest refused unverified.
    expect(statuses.filter((status) => status === 401)).toHaveLength(25);
    expect(statuses.filter((status) => status === 429)).toHaveLength(75);
    // Each refusal is a security event, without the email.
    expect(events.filter((event) => event.event === 'login_locked')).toHaveLength(75);
    expect(events.at(-1)).toMatchObject({ event: 'login_locked', ip: '203.0.113.0', knownDevice: false });
    expect(JSON.stringify(events)).not.toContain(email);
    expect((await login(email, password, '198.51.100.4')).statusCode).toBe(429);
    const owner = await login(email, password, '203.0.113.0', device);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookie(owner)).toBe(device);
    // The owner's sign-in does not hand the sprayer a fresh budget.
    expect((await login(email, 'wrong-password-again', '203.0.113.5')).statusCode).toBe(429);
  });

  it('makes the browser of a sign-in a known device of that account only', async () => {
    const owner = await signUpUser(context.app);
    const other = await signUpUser(context.app);
    const signedIn = await login(owner.email, owner.password, '198.51.100.5');
    expect(signedIn.statusCode).toBe(200);
    const device = deviceCookie(signedIn);
    await sprayFromElevenAddresses(owner.email);
    await sprayFromElevenAddresses(other.email);
    expect((await login(owner.email, owner.password, '198.51.100.6', device)).statusCode).toBe(200);
    // Another account's cookie, and a forged one, are an unknown device.
    expect((await login(other.email, other.password, '198.51.100.6', device)).statusCode).toBe(429);
    const forged = `${device.split('.')[0] ?? ''}.${'A'.repeat(43)}`;
    expect((await login(owner.email, owner.password, '198.51.100.6', forged)).statusCode).toBe(429);
  });

  it('stops a burst of guesses from a known device at the limit, as from one address', async () => {
    const { email, password, response } = await signUpUser(context.app);
    const device = deviceCookie(response);
    const guesses = Array.from({ length: 39 }, (_, index) => login(email, `wrong-password-${index}`, `203.0.113.${index}`, device));
    const answers = await Promise.all([...guesses, login(email, password, '198.51.100.7', device)]);
    expect(answers.filter((answer) => answer.statusCode !== 429).length).toBeLessThanOrEqual(10);
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect(answers.at(-1)?.json().message).toMatch(/^Too many failed sign-in attempts for this email\./);
  });

  it('verifies at most the email’s budget of guesses sent together from many addresses', async () => {
    const { email } = await signUpUser(context.app);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => login(email, `wrong-password-${index}`, `192.0.2.${index % 11}`)),
    );
    const verified = answers.filter((answer) => answer.statusCode === 401).length;
    expect(verified).toBeGreaterThan(0);
    expect(verified).toBeLessThanOrEqual(25);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(100 - verified);
  });
});
