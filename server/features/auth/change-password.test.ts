import { describe, expect, it } from 'vitest';
import { send, sessionCookie, signUpUser, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000', LOGINS_PER_CLIENT: '1000' });

const me = (cookie: string) => send(context.app, { method: 'GET', url: '/api/auth/user', cookie });
const login = (email: string, password: string) =>
  send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/password', () => {
  it('changes the password and signs out every other session of the account, not this one nor anyone else', async () => {
    const { cookie, email, password } = await signUpUser(context.app);
    const phone = sessionCookie(await login(email, password));
    const laptop = sessionCookie(await login(email, password));
    const stranger = await signUpUser(context.app);
    for (const held of [cookie, phone, laptop]) expect((await me(held)).statusCode).toBe(200);

    const changed = await send(context.app, {
      method: 'POST',
      url: '/api/auth/password',
      cookie: laptop,
      payload: { currentPassword: password, newPassword: 'violet harbour lantern' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password changed. Your other sessions were signed out.' });

    expect((await me(laptop)).statusCode).toBe(200);
    for (const ended of [cookie, phone]) expect((await me(ended)).statusCode).toBe(401);
    expect((await me(stranger.cookie)).statusCode).toBe(200);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'violet harbour lantern')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { cookie, email, password } = await signUpUser(context.app);
    const other = sessionCookie(await login(email, password));
    const refused = await send(context.app, {
      method: 'POST',
      url: '/api/auth/password',
      cookie,
      payload: { currentPassword: 'not the password', newPassword: 'violet harbour lantern' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Your current password is not correct.' });
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it("holds the new password to sign-up's rules", async () => {
    const { cookie, password } = await signUpUser(context.app, { firstName: 'Marigold', lastName: 'Sands' });
    const change = (newPassword: string) =>
      send(context.app, { method: 'POST', url: '/api/auth/password', cookie, payload: { currentPassword: password, newPassword } });
    expect((await change('short')).json()).toEqual({ message: 'Password must be at least 6 characters' });
    const personal = await change('marigold-2026-x');
    expect(personal.statusCode).toBe(400);
    expect(personal.json()).toEqual({ message: 'This password contains your name or email. Please choose a password without them.' });
    expect((await change(password)).json()).toEqual({ message: 'The new password must be different from the current one.' });
  });

  it('answers 401 signed out', async () => {
    const response = await send(context.app, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: 'x', newPassword: 'violet harbour lantern' },
    });
    expect(response.statusCode).toBe(401);
  });
});
