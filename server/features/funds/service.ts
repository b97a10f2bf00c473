import { cents, centsToDecimal } from '@common/money';
import type { AddFundsRequest, AddFundsResult } from '@common/schemas/funds';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database } from '../../db/client';
import { idempotentRequest, runIdempotent, type Outcome } from '../idempotency';
import { postTransfer, SANDBOX, userCash } from '../ledger';

/**
 * A sandbox deposit: no card is charged; the amount moves from the sandbox to the user's cash
 * in one transfer, dated by the sandbox clock (`time`), so a year's statement finds it in the
 * sandbox year it was made in.
 */
export function addFunds(
  db: Database,
  userId: number,
  request: AddFundsRequest,
  idempotencyKey: string | null,
  time: BusinessTime,
): Promise<Outcome<AddFundsResult>> {
  const keyed = idempotentRequest(userId, idempotencyKey, 'POST /api/funds/add', request);
  return runIdempotent(db, keyed, async (tx) => {
    const deposited = await postTransfer(tx, {
      code: 'deposit',
      at: await timeIn(tx, time),
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
