import { describe, expect, it } from 'vitest';
import { send, signUpUser, useTestApp } from '../../test/test-app';

const context = useTestApp({
  LOGIN_FAILURES_PER_EMAIL_AND_CLIENT: '10',
  LOGIN_FAILURES_PER_EMAIL: '25',
  LOGINS_PER_CLIENT: '100000',
  SIGNUPS_PER_CLIENT: '1000',
});

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

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

  it('locks the email everywhere past the ceiling for all addresses together', async () => {
    const { email, password } = await signUpUser(context.app);
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await login(email, 'wrong-password', `203.0.113.${attempt % 5}`)).statusCode).toBe(401);
    }
    const locked = await login(email, password, '198.51.100.3');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
