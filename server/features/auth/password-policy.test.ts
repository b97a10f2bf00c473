import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { hashPassword } from './password';
import { send, signUpUser, uniqueEmail, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000', LOGINS_PER_CLIENT: '1000' });
const TOO_COMMON = 'This password is too common. Please choose a less common password.';

const accountsWith = async (email: string) =>
  (
    await context.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, email))
  )[0]?.count;

describe('sign-up refuses common and breached passwords', () => {
  // The first two are on the schema's short list; the others only zxcvbn's dictionaries catch.
  it.each(['123456', 'password1', 'michael1990', 'sunshine!', 'Dragon2024'])('answers 400 for %s and creates nothing', async (password) => {
    const email = uniqueEmail('common');
    const { response } = await signUpUser(context.app, { email, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: TOO_COMMON });
    expect(response.cookies.find((cookie) => cookie.name === 'sb_session')).toBeUndefined();
    expect(await accountsWith(email)).toBe(0);
  });

  it('keeps the 6-character minimum and its message', async () => {
    const { response } = await signUpUser(context.app, { password: 'k7#Qz' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Password must be at least 6 characters' });
  });

  it('accepts a strong password', async () => {
    const email = uniqueEmail('strong');
    const { response } = await signUpUser(context.app, { email, password: 'violet-harbour-tuba' });
    expect(response.statusCode).toBe(201);
    expect(await accountsWith(email)).toBe(1);
  });

  it('still signs in an account made with a common password before the rule', async () => {
    const email = uniqueEmail('legacy');
    await context.database.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword('123456'), firstName: 'Old', lastName: 'Account', accountType: 'investor' });
    const login = await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password: '123456' } });
    expect(login.statusCode).toBe(200);
  });
});
