import { eq } from 'drizzle-orm';
import type { ChangePasswordPayload } from '@common/schemas/account';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';
import type { SessionUser } from '../../plugins/sessions';
import { hashPassword, verifyPassword } from './password';
import { assertNewPasswordAccepted } from './password-policy';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const SAME_PASSWORD = 'The new password must be different from the current one.';

/**
 * Replaces the password once the current one is proven, by sign-up's rules for the new one.
 * Signing out the other sessions is the route's part (it knows which session is this one).
 */
export async function changePassword(db: Database, user: SessionUser, payload: ChangePasswordPayload): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, payload.currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD);
  if (payload.newPassword === payload.currentPassword) throw badRequest(SAME_PASSWORD);
  await assertNewPasswordAccepted(payload.newPassword, user);
  await setPassword(db, user.id, payload.newPassword);
}

/** Stores the hash of a new password (already checked by the caller). */
export async function setPassword(db: Database, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
