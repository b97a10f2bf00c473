import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { passwordResetTokens } from '../../db/schema-account';

/** How long a reset link works. */
export const RESET_TOKEN_LIFETIME_MINUTES = 60;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new reset token for the account with that email, or null when there is none. Only the
 * token's SHA-256 is stored; the token itself goes into the link and nowhere else.
 */
export async function issueResetToken(db: Database, email: string): Promise<{ token: string; email: string } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user) return null;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: hashResetToken(token),
    userId: user.id,
    expiresAt: sql`now() + ${RESET_TOKEN_LIFETIME_MINUTES} * interval '1 minute'`,
  });
  return { token, email: user.email };
}

/** The link the email carries: the site's reset page with the token. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
