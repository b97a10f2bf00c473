import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '@common/schemas/account';
import { users } from '../../db/schema';
import { passwordResetTokens } from '../../db/schema-account';
import { SmtpCatcher, resetLinkIn } from '../../test/smtp-catcher';
import { send, sessionCookie, signUpUser, uniqueEmail, useTestApp } from '../../test/test-app';
import { hashResetToken } from './request-reset';
import { RESET_MAIL_SUBJECT } from './reset-mail';

const catcher = new SmtpCatcher();
const env: NodeJS.ProcessEnv = {
  SIGNUPS_PER_CLIENT: '1000',
  LOGINS_PER_CLIENT: '1000',
  PASSWORD_RESETS_PER_CLIENT: '1000',
  PUBLIC_URL: 'https://stagebacker.example',
  MAIL_FROM: 'Stagebacker Sandbox <no-reply@stagebacker.example>',
};
// Registered before the app's own beforeAll, so the app starts with the catcher's address.
beforeAll(async () => {
  env.SMTP_URL = await catcher.listen();
});
afterAll(() => catcher.close());
const context = useTestApp(env);

const forgot = (email: string) => send(context.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  send(context.app, { method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** Asks for a link and reads it from the mail the SMTP server received. */
async function emailedToken(email: string): Promise<{ token: string; link: string; raw: string }> {
  const before = catcher.mails.length;
  const asked = await forgot(email);
  expect(asked.statusCode, asked.body).toBe(200);
  const mail = await catcher.mailTo(email.toLowerCase(), before);
  const link = resetLinkIn(mail.raw);
  return { token: new URL(link).searchParams.get('token') ?? '', link, raw: mail.raw };
}

describe('forgot password, through a real SMTP server', () => {
  it('mails a link that sets a new password once, signs out every session, and stores only the hash', async () => {
    const { cookie, email, password } = await signUpUser(context.app);
    const other = sessionCookie(await login(email, password));
    const { token, link, raw } = await emailedToken(email.toUpperCase());
    expect(link.startsWith('https://stagebacker.example/reset-password?token=')).toBe(true);
    expect(raw).toContain(`Subject: ${RESET_MAIL_SUBJECT}`);
    expect(raw).toContain('From: Stagebacker Sandbox <no-reply@stagebacker.example>');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await context.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(stored?.usedAt).toBeNull();
    const minutesLeft = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60.1);
    expect(await context.database.db.$count(passwordResetTokens, sql`token_hash = ${token}`)).toBe(0);

    const done = await reset(token, 'copper meadow whistle');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });
    for (const ended of [cookie, other])
      expect((await send(context.app, { method: 'GET', url: '/api/auth/user', cookie: ended })).statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'copper meadow whistle')).statusCode).toBe(200);

    const again = await reset(token, 'another fine password 9');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This reset link has already been used. Please ask for a new one.' });
    expect((await login(email, 'copper meadow whistle')).statusCode).toBe(200);
  });

  it('makes the browser that used the link a known device, which signs in past the failures before it', async () => {
    const { email } = await signUpUser(context.app);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(email, 'wrong-password')).statusCode).toBe(401);
    const { token } = await emailedToken(email);
    const done = await reset(token, 'copper meadow whistle');
    const device = done.cookies.find((cookie) => cookie.name === 'sb_device');
    expect(device?.httpOnly).toBe(true);
    expect((await login(email, 'copper meadow whistle')).statusCode).toBe(429);
    const fromDevice = await send(context.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'copper meadow whistle' },
      cookie: `sb_device=${device?.value ?? ''}`,
    });
    expect(fromDevice.statusCode).toBe(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    const { email, password } = await signUpUser(context.app);
    const { token } = await emailedToken(email);
    await context.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    const refused = await reset(token, 'copper meadow whistle');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'This reset link has expired. Please ask for a new one.' });
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('refuses a token it never issued, and holds the new password to the sign-up rules', async () => {
    const unknown = await reset('x'.repeat(43), 'copper meadow whistle');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'This reset link is not valid. Please ask for a new one.' });

    const { email } = await signUpUser(context.app, { firstName: 'Rosalind', lastName: 'Quay' });
    const { token } = await emailedToken(email);
    const personal = await reset(token, 'rosalind-quay-77');
    expect(personal.statusCode).toBe(400);
    expect(personal.json()).toEqual({ message: 'This password contains your name or email. Please choose a password without them.' });
    // A refused password leaves the link usable.
    expect((await reset(token, 'copper meadow whistle')).statusCode).toBe(200);
  });

  it('answers the same for an email no account has, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const before = catcher.mails.length;
    const response = await forgot(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER, mailDelivered: true });
    // A known account's mail sent after it arrives, and none went to the unknown address.
    const known = await signUpUser(context.app);
    await emailedToken(known.email);
    expect(catcher.mails.slice(before).some((mail) => mail.to.includes(email))).toBe(false);
    expect(await context.database.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it('limits requests for one email: 429 with Retry-After past the limit', async () => {
    const { email } = await signUpUser(context.app);
    for (let index = 0; index < context.config.rateLimits.passwordResetsPerEmail; index += 1)
      expect((await forgot(email)).statusCode).toBe(200);
    const limited = await forgot(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many password reset requests. Please try again in 15 minutes.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a malformed email with the sign-in message', async () => {
    const response = await forgot('not an email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please enter a valid email' });
  });
});
