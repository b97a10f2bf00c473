import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { notify, sameBody } from './notify';

/** The account's password was changed (by the account or by a reset link): told to its owner, by email at once by default. */
export async function passwordChanged(tx: Transaction, userId: number, at: Date): Promise<number> {
  return notify(
    tx,
    // Each change is its own event.
    {
      key: `password-changed:${userId}:${randomUUID()}`,
      kind: 'password_changed',
      title: 'Your password was changed',
      link: '/account',
      projectId: null,
      at,
    },
    sameBody(
      sql`select ${userId}::int`,
      'The password of your Stagebacker Sandbox account was just changed, and your other sessions were signed out. If it wasn\'t you, choose a new one now with "Forgot password?" on the sign-in page.',
    ),
  );
}
