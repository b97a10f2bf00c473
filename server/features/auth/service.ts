import { eq } from 'drizzle-orm';
import { cents, type Cents } from '@common/money';
import type { CurrentUser, LoginPayload, SignupPayload } from '@common/schemas/auth';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { toCurrentUser, type AccountUser } from './user-view';
import { AppError } from '../../errors';
import { hashPassword, unknownUserHash, verifyPassword } from './password';
import { assertNewPasswordAccepted } from './password-policy';
import { postTransfer, SANDBOX, userCash } from '../ledger';

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

/** Creates the account with its starting balance (an opening transfer from the sandbox, so the ledger explains the balance). */
export async function signUp(db: Database, payload: SignupPayload, startingBalanceCents: Cents, time: BusinessTime): Promise<AccountUser> {
  await assertNewPasswordAccepted(payload.password, payload);
  const passwordHash = await hashPassword(payload.password);
  const accountType = payload.accountType === 'musician' ? 'creator' : (payload.accountType ?? 'investor');
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: normaliseEmail(payload.email),
          passwordHash,
          firstName: payload.firstName.trim(),
          lastName: payload.lastName.trim(),
          accountType,
        })
        .returning();
      if (!user) throw new Error('insert returned no user');
      if (startingBalanceCents === 0) return user;
      const opened = await postTransfer(tx, {
        code: 'opening_balance',
        // Dated by the sandbox clock, like every movement a year's statement reads.
        at: await timeIn(tx, time),
        description: 'Sandbox starting balance',
        postings: [
          { account: SANDBOX, amount: cents(-startingBalanceCents) },
          { account: userCash(user.id), amount: startingBalanceCents },
        ],
      });
      if (opened?.cashBalance == null) throw new Error('the starting balance could not be posted');
      return { ...user, balanceCents: opened.cashBalance };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'An account with this email already exists.');
    throw error;
  }
}

/** The user if the password matches; null otherwise, taking as long for an unknown email. */
export async function checkCredentials(db: Database, payload: LoginPayload): Promise<AccountUser | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(payload.email)))
    .limit(1);
  if (!user) {
    await verifyPassword(await unknownUserHash, payload.password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, payload.password)) ? user : null;
}

/** The account's cash balance now (the session's copy of the account leaves it out). */
export async function currentBalance(db: Database, userId: number): Promise<Cents> {
  const [row] = await db.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.balanceCents;
}

/** The account as GET /api/auth/user answers it, read afresh (after a change to it). */
export async function currentAccount(db: Database, userId: number): Promise<CurrentUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`no user ${userId}`);
  return toCurrentUser(user);
}
