import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { hashPassword } from './password';
import { send, signUpUser, uniqueEmail, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000', LOGINS_PER_CLIENT: '1000' });
const TOO_COMMON = 'This password is too common. Please choose a less common password.';
const PERSONAL = 'This password contains your name or email. Please choose a password without them.';

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

  // Issue 29: a common word with a year and a symbol, the site's own name, and one only the breached list (fxa-common-password-list) knows.
  it.each(['Summer2024!', 'Stagebacker1', 'Xylophone2024!', 'yflz13041976', 'qq11556666'])(
    'answers 400 for %s, which zxcvbn alone let through',
    async (password) => {
      const email = uniqueEmail('common');
      const { response } = await signUpUser(context.app, { email, password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: TOO_COMMON });
      expect(await accountsWith(email)).toBe(0);
    },
  );

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

  it.each<[string, { email?: string; firstName?: string; lastName?: string; password: string }]>([
    ['the email before the @', { email: 'marisol.v@example.test', password: 'tuba-Marisol.V-harbour' }],
    ['the first name, in other letters', { firstName: 'Marisol', password: 'violet-MARISOL-tuba' }],
    ['the last name', { lastName: 'Okonkwo', password: 'harbour-okonkwo-lanterns' }],
    ['one part of a double last name', { lastName: 'Lloyd-Price', password: 'harbour-price-lanterns' }],
  ])('refuses a password holding %s', async (_name, account) => {
    const email = account.email ?? uniqueEmail('personal');
    const { response } = await signUpUser(context.app, { ...account, email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: PERSONAL });
    expect(await accountsWith(email)).toBe(0);
  });

  it('lets a name of two letters be in the password: too many words hold one', async () => {
    const email = uniqueEmail('short-name');
    const { response } = await signUpUser(context.app, { email, firstName: 'Vi', lastName: 'Ng', password: 'violet-harbour-tuba' });
    expect(response.statusCode).toBe(201);
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
