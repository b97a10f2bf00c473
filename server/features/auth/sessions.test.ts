import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sessions, users } from '../../db/schema';
import { send, sessionCookie, signUpUser, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000', LOGINS_PER_CLIENT: '1000' });

async function sessionCount(email: string) {
  const [user] = await context.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return context.database.db.$count(sessions, eq(sessions.userId, user?.id ?? -1));
}

describe('sessions', () => {
  it('marks every per-user answer Cache-Control: no-store', async () => {
    const { cookie, email, password, response: signup } = await signUpUser(context.app);
    expect(signup.headers['cache-control']).toBe('no-store');
    const answers = await Promise.all([
      send(context.app, { method: 'GET', url: '/api/auth/user', cookie }),
      send(context.app, { method: 'GET', url: '/api/investments', cookie }),
      send(context.app, { method: 'GET', url: '/api/auth/user' }),
      send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('signs out everywhere: every session of the user ends and the cookie is cleared', async () => {
    const { cookie, email, password } = await signUpUser(context.app);
    const other = await signUpUser(context.app);
    const second = sessionCookie(await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } }));
    expect(await sessionCount(email)).toBe(2);
    const everywhere = await send(context.app, { method: 'POST', url: '/api/auth/logout-all', cookie: second });
    expect(everywhere.statusCode).toBe(200);
    expect(everywhere.json()).toEqual({ message: 'Signed out everywhere.' });
    expect(everywhere.cookies.find((candidate) => candidate.name === 'sb_session')?.value).toBe('');
    for (const old of [cookie, second])
      expect((await send(context.app, { method: 'GET', url: '/api/auth/user', cookie: old })).statusCode).toBe(401);
    expect(await sessionCount(email)).toBe(0);
    // Another user's session is untouched.
    expect((await send(context.app, { method: 'GET', url: '/api/auth/user', cookie: other.cookie })).statusCode).toBe(200);
  });

  it('refuses a session it used a moment ago as soon as it is signed out, everywhere or on this device', async () => {
    const me = (cookie: string) => send(context.app, { method: 'GET', url: '/api/auth/user', cookie });
    const { cookie, email, password } = await signUpUser(context.app);
    const second = sessionCookie(await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } }));
    const third = sessionCookie(await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } }));
    for (const held of [cookie, second, third]) expect((await me(held)).statusCode).toBe(200);
    expect((await send(context.app, { method: 'POST', url: '/api/auth/logout', cookie: third })).statusCode).toBe(200);
    expect((await me(third)).statusCode).toBe(401);
    expect((await send(context.app, { method: 'POST', url: '/api/auth/logout-all', cookie: second })).statusCode).toBe(200);
    for (const held of [cookie, second]) expect((await me(held)).statusCode).toBe(401);
  });

  it('shows the current balance while the session is remembered', async () => {
    const { cookie } = await signUpUser(context.app);
    const balance = async () =>
      ((await send(context.app, { method: 'GET', url: '/api/auth/user', cookie })).json() as { accountBalance: string }).accountBalance;
    const before = Number(await balance());
    const added = await send(context.app, {
      method: 'POST',
      url: '/api/funds/add',
      cookie,
      payload: { amount: 25, paymentMethod: 'credit_card' },
    });
    expect(added.statusCode).toBe(200);
    expect(Number(await balance())).toBe(before + 25);
  });

  it('refuses sign out everywhere when signed out', async () => {
    const response = await send(context.app, { method: 'POST', url: '/api/auth/logout-all' });
    expect(response.statusCode).toBe(401);
  });

  it('replaces the session a browser already held when it signs in again', async () => {
    const { cookie, email, password } = await signUpUser(context.app);
    const login = await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password }, cookie });
    expect(login.statusCode).toBe(200);
    expect((await send(context.app, { method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(401);
    expect((await send(context.app, { method: 'GET', url: '/api/auth/user', cookie: sessionCookie(login) })).statusCode).toBe(200);
    expect(await sessionCount(email)).toBe(1);
  });

  it('replaces the session a browser already held when it signs up', async () => {
    const first = await signUpUser(context.app);
    const response = await send(context.app, {
      method: 'POST',
      url: '/api/auth/signup',
      cookie: first.cookie,
      payload: { email: `again-${first.email}`, firstName: 'A', lastName: 'B', password: 'correct horse battery' },
    });
    expect(response.statusCode).toBe(201);
    expect(await sessionCount(first.email)).toBe(0);
  });

  it('purges expired sessions when a server starts', async () => {
    const { email } = await signUpUser(context.app);
    const live = await signUpUser(context.app);
    const [user] = await context.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await context.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, user?.id ?? -1));
    const server = await buildApp({ config: context.config, database: context.database, clientFolder: null, logger: false });
    await server.ready();
    await server.close();
    expect(await sessionCount(email)).toBe(0);
    expect(await sessionCount(live.email)).toBe(1);
  });
});

describe('session cookie over HTTPS (COOKIE_SECURE)', () => {
  const secure = useTestApp({ COOKIE_SECURE: 'true', SIGNUPS_PER_CLIENT: '1000' });

  it('is named __Host-sb_session, Secure, on / and without a Domain', async () => {
    const { response } = await signUpUser(secure.app);
    const cookie = response.cookies.find((candidate) => candidate.name === '__Host-sb_session');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    const me = await send(secure.app, { method: 'GET', url: '/api/auth/user', cookie: `__Host-sb_session=${cookie?.value}` });
    expect(me.statusCode).toBe(200);
    // The plain name means nothing here, so a cookie planted under it cannot stand in.
    expect((await send(secure.app, { method: 'GET', url: '/api/auth/user', cookie: `sb_session=${cookie?.value}` })).statusCode).toBe(401);
  });
});
