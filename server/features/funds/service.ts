import { eq, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../common/money';
import type { AddFundsRequest, AddFundsResult } from '../../../common/schemas/funds';
import type { Database } from '../../db/client';
import { ledgerEntries, users } from '../../db/schema';
import { idempotentRequest, runIdempotent, type Outcome } from '../idempotency/idempotency';

/**
 * A sandbox deposit: no card is charged; the balance grows by the amount and a deposit
 * ledger row records it, in one transaction.
 */
export function addFunds(db: Database, userId: number, request: AddFundsRequest, idempotencyKey: string | null): Promise<Outcome<AddFundsResult>> {
  const keyed = idempotentRequest(userId, idempotencyKey, 'POST /api/funds/add', request);
  return runIdempotent(db, keyed, async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ balanceCents: sql`${users.balanceCents} + ${request.amount}` })
      .where(eq(users.id, userId))
      .returning({ balanceCents: users.balanceCents });
    if (!user) throw new Error(`user ${userId} vanished while adding funds`);
    await tx.insert(ledgerEntries).values({ userId, kind: 'deposit', amountCents: request.amount });
    return { status: 200, body: { amount: centsToDecimal(request.amount), accountBalance: centsToDecimal(Number(user.balanceCents)) } };
  });
}
