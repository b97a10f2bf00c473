import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ResetPasswordPayload } from '@common/schemas/account';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { passwordResetTokens } from '../../db/schema-account';
import { badRequest } from '../../errors';
import { assertNewPasswordAccepted, setPassword } from '../auth';
import { hashResetToken } from './request-reset';

export const INVALID_RESET_LINK = 'This reset link is not valid. Please ask for a new one.';
export const USED_RESET_LINK = 'This reset link has already been used. Please ask for a new one.';
export const EXPIRED_RESET_LINK = 'This reset link has expired. Please ask for a new one.';

/**
 * Sets the new password (sign-up's rules) for the token's account and uses the token up, with
 * every other unused token of the account. Answers the account, whose sessions the caller ends.
 */
export async function resetPassword(db: Database, payload: ResetPasswordPayload, now: Date): Promise<{ userId: number; email: string }> {
  const tokenHash = hashResetToken(payload.token);
  const [row] = await db
    .select({
      userId: passwordResetTokens.userId,
      usedAt: passwordResetTokens.usedAt,
      expired: sql<boolean>`${passwordResetTokens.expiresAt} <= now()`,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) throw badRequest(INVALID_RESET_LINK);
  if (row.usedAt) throw badRequest(USED_RESET_LINK);
  if (row.expired) throw badRequest(EXPIRED_RESET_LINK);
  await assertNewPasswordAccepted(payload.password, row);
  // Claimed before the password changes: of two requests racing with one link, one wins.
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), sql`${passwordResetTokens.expiresAt} > now()`),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (claimed.length === 0) throw badRequest(USED_RESET_LINK);
  await setPassword(db, row.userId, payload.password, now);
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
  return { userId: row.userId, email: row.email };
}
