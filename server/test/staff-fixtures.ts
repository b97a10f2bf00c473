import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { StaffRole } from '@common/rules/staff';
import type { Database } from '../db/client';
import { grantRole } from '../features/staff';
import { send, signUpUser } from './test-app';

/** The authenticator's code for `secret`, `stepsAhead` 30-second steps from now (a step is taken once). */
export const totpCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

export interface StaffAccount {
  cookie: string;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

/** A new account granted `roles` from the shell, not yet enrolled in two-factor sign-in. */
export async function staffWithoutSecondFactor(app: FastifyInstance, db: Database, roles: StaffRole[]) {
  const account = await signUpUser(app, { firstName: 'Staff', lastName: roles.join(' ') || 'None' });
  for (const role of roles) await db.transaction((tx) => grantRole(tx, account.email, role, null));
  return account;
}

/** A staff account with `roles`, enrolled through the console's set-up (its session kept). */
export async function enrolledStaff(app: FastifyInstance, db: Database, roles: StaffRole[]): Promise<StaffAccount> {
  const account = await staffWithoutSecondFactor(app, db, roles);
  const setup = await send(app, { method: 'POST', url: '/api/operator/2fa/setup', cookie: account.cookie });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await send(app, {
    method: 'POST',
    url: '/api/operator/2fa/confirm',
    cookie: account.cookie,
    payload: { code: totpCode(secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...account, secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}
