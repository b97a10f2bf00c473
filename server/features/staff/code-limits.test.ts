import { describe, expect, it } from 'vitest';
import { enrolledStaff, staffWithoutSecondFactor, totpCode } from '../../test/staff-fixtures';
import { send, useTestApp } from '../../test/test-app';

/** Guessing a staff account's code is limited like guessing its password. */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000', LOGIN_FAILURES_PER_EMAIL_AND_CLIENT: '3' });

describe('limits on two-factor codes', () => {
  it('counts a wrong code at sign-in as a failed attempt: after the limit even the right code waits', async () => {
    const staff = await enrolledStaff(context.app, context.database.db, ['moderator']);
    const login = (code: string) =>
      send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email: staff.email, password: staff.password, code } });
    for (const wrong of ['000000', '111111', '222222']) expect((await login(wrong)).statusCode).toBe(401);
    const locked = await login(totpCode(staff.secret, 1));
    expect(locked.statusCode).toBe(429);
  });

  it('limits the codes tried at enrolment', async () => {
    const account = await staffWithoutSecondFactor(context.app, context.database.db, ['support']);
    const setup = await send(context.app, { method: 'POST', url: '/api/operator/2fa/setup', cookie: account.cookie });
    const confirm = (code: string) =>
      send(context.app, { method: 'POST', url: '/api/operator/2fa/confirm', cookie: account.cookie, payload: { code } });
    for (const wrong of ['000000', '111111', '222222']) expect((await confirm(wrong)).statusCode).toBe(400);
    expect((await confirm(totpCode(setup.json().secret))).statusCode).toBe(429);
  });
});
