import { centsToDecimal } from '../../../common/money';
import type { AddFundsRequest, AddFundsResult } from '../../../common/schemas/funds';
import type { Database } from '../../db/client';
import { idempotentRequest, runIdempotent, type Outcome } from '../idempotency';
import { postTransfer } from '../ledger';

/**
 * A sandbox deposit: no card is charged; the balance grows by the amount and a deposit
 * ledger row records it, in one transaction.
 */
export function addFunds(db: Database, userId: number, request: AddFundsRequest, idempotencyKey: string | null): Promise<Outcome<AddFundsResult>> {
  const keyed = idempotentRequest(userId, idempotencyKey, 'POST /api/funds/add', request);
  return runIdempotent(db, keyed, async (tx) => {
    const balance = await postTransfer(tx, { code: 'deposit', userId, amount: request.amount });
    if (balance === null) throw new Error(`user ${userId} vanished while adding funds`);
    return { status: 200, body: { amount: centsToDecimal(request.amount), accountBalance: centsToDecimal(balance) } };
  });
}
