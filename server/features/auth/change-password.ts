import { eq } from 'drizzle-orm';
import type { ChangePasswordPayload } from '@common/schemas/account';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';
import { passwordChanged } from '../notifications';
import type { SessionUser } from '../../plugins/sessions';
import { hashPassword, verifyPassword } from './password';
import { assertNewPasswordAccepted } from './password-policy';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const SAME_PASSWORD = 'The new password must be different from the current one.';

/**
 * Replaces the password once the current one is proven, by sign-up's rules for the new one.
 * Signing out the other sessions is the route's part (it knows which session is this one).
 */
export async function changePassword(db: Database, user: SessionUser, payload: ChangePasswordPayload, now: Date): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, payload.currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD);
  if (payload.newPassword === payload.currentPassword) throw badRequest(SAME_PASSWORD);
  await assertNewPasswordAccepted(payload.newPassword, user);
  await setPassword(db, user.id, payload.newPassword, now);
}

/** Stores the hash of a new password (already checked by the caller), and tells the account's owner, dated `now` on the sandbox clock. */
export async function setPassword(db: Database, userId: number, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await passwordChanged(tx, userId, now);
  });
}
