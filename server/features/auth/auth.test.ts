import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { send, sessionCookie, signUpUser, uniqueEmail, useTestApp } from '../../test/test-app';

const context = useTestApp({ LOGIN_FAILURES_PER_EMAIL: '3', SIGNUPS_PER_CLIENT: '1000', LOGINS_PER_CLIENT: '1000' });

describe('POST /api/auth/signup', () => {
  it('creates the account, signs it in and never returns the hash', async () => {
    const email = uniqueEmail('Signup');
    const { response, cookie } = await signUpUser(context.app, { email: `  ${email.toUpperCase()} `, accountType: 'musician' });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ email: email.toLowerCase(), firstName: 'Test', accountType: 'creator', accountBalance: '0.00' });
    expect(JSON.stringify(user)).not.toMatch(/password|argon/i);
    const [row] = await context.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const me = await send(context.app, { method: 'GET', url: '/api/auth/user', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email.toLowerCase());
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on / and stores only the token hash', async () => {
    const { response } = await signUpUser(context.app);
    const cookie = response.cookies.find((candidate) => candidate.name === 'sb_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const stored = await context.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, cookie?.value ?? ''));
    expect(stored).toHaveLength(0);
  });

  it('defaults to an investor account', async () => {
    const response = await send(context.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: uniqueEmail(), firstName: 'A', lastName: 'B', password: 'violet-harbour-tuba' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().accountType).toBe('investor');
  });

  it('refuses a second account with the same email in any case with 409', async () => {
    const email = uniqueEmail();
    await signUpUser(context.app, { email });
    const again = await signUpUser(context.app, { email: email.toUpperCase() });
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json()).toEqual({ message: 'An account with this email already exists.' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ accountType: 'admin' }, 'Choose investor, musician or both'],
    [{ email: ['a@b.co'] }, 'Please enter a valid email'],
  ])('answers 400 with the spec message for %j', async (override, message) => {
    const before = await context.database.db.$count(users);
    const response = await send(context.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: uniqueEmail(),
        firstName: 'A',
        lastName: 'B',
        password: 'violet-harbour-tuba',
        accountType: 'investor',
        ...override,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await context.database.db.$count(users)).toBe(before);
  });

  it('refuses unknown fields, such as a balance or an account type of creator by the back door', async () => {
    const response = await send(context.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: uniqueEmail(), firstName: 'A', lastName: 'B', password: 'violet-harbour-tuba', accountBalance: '1000000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/accountBalance/);
  });

  it('stores script and SQL as plain text', async () => {
    const firstName = "<script>alert(1)</script>'; drop table users; --";
    const { response } = await signUpUser(context.app, { firstName });
    expect(response.statusCode).toBe(201);
    expect(response.json().firstName).toBe(firstName);
    expect(await context.database.db.$count(users)).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/login and logout', () => {
  it('signs in with the right password, with a new token each time', async () => {
    const { email, password, cookie: signupCookie } = await signUpUser(context.app);
    const login = await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email: email.toUpperCase(), password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().email).toBe(email);
    const loginCookie = sessionCookie(login);
    expect(loginCookie).not.toBe('');
    expect(loginCookie).not.toBe(signupCookie);
  });

  it('answers 401 for a wrong password and for an unknown email, with the same message', async () => {
    const { email } = await signUpUser(context.app);
    const wrong = await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } });
    const unknown = await send(context.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'whatever' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an email after too many failures with 429 and Retry-After, even for the right password', async () => {
    const { email, password } = await signUpUser(context.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const failed = await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
  });

  it('logs out: the session is gone on the server', async () => {
    const { cookie } = await signUpUser(context.app);
    const logout = await send(context.app, { method: 'POST', url: '/api/auth/logout', cookie });
    expect(logout.statusCode).toBe(200);
    const me = await send(context.app, { method: 'GET', url: '/api/auth/user', cookie });
    expect(me.statusCode).toBe(401);
  });

  it('answers 401 with a message when signed out or with a forged cookie', async () => {
    const none = await send(context.app, { method: 'GET', url: '/api/auth/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Please sign in to continue.' });
    const forged = await send(context.app, { method: 'GET', url: '/api/auth/user', cookie: 'sb_session=forged-token' });
    expect(forged.statusCode).toBe(401);
  });

  it('does not accept an expired session', async () => {
    const { cookie } = await signUpUser(context.app);
    await context.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` });
    const me = await send(context.app, { method: 'GET', url: '/api/auth/user', cookie });
    expect(me.statusCode).toBe(401);
  });
});

describe('rate limits per client address', () => {
  const limited = useTestApp({ SIGNUPS_PER_CLIENT: '2' });

  it('answers 429 past the sign-up limit', async () => {
    expect((await signUpUser(limited.app)).response.statusCode).toBe(201);
    expect((await signUpUser(limited.app)).response.statusCode).toBe(201);
    const third = await signUpUser(limited.app);
    expect(third.response.statusCode).toBe(429);
    expect(third.response.headers['retry-after']).toBeDefined();
  });
});
