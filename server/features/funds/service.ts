import { cents, centsToDecimal } from '@common/money';
import type { AddFundsRequest, AddFundsResult } from '@common/schemas/funds';
import type { Database } from '../../db/client';
import { idempotentRequest, runIdempotent, type Outcome } from '../idempotency';
import { postTransfer, SANDBOX, userCash } from '../ledger';

/**
 * A sandbox deposit: no card is charged; the amount moves from the sandbox to the user's cash
 * in one transfer.
 */
export function addFunds(
  db: Database,
  userId: number,
  request: AddFundsRequest,
  idempotencyKey: string | null,
): Promise<Outcome<AddFundsResult>> {
  const keyed = idempotentRequest(userId, idempotencyKey, 'POST /api/funds/add', request);
  return runIdempotent(db, keyed, async (tx) => {
    const deposited = await postTransfer(tx, {
      code: 'deposit',
      description: 'Demo card (no real money)',
      postings: [
        { account: SANDBOX, amount: cents(-request.amount) },
        { account: userCash(userId), amount: request.amount },
      ],
    });
    if (deposited?.cashBalance == null) throw new Error(`user ${userId} vanished while adding funds`);
    return { status: 200, body: { amount: centsToDecimal(request.amount), accountBalance: centsToDecimal(deposited.cashBalance) } };
  });
}
