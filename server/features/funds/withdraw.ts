import { cents, centsToDecimal } from '@common/money';
import { insufficientFundsMessage } from '@common/rules/withdraw';
import type { WithdrawRequest, WithdrawResult } from '@common/schemas/withdraw';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database } from '../../db/client';
import { badRequest } from '../../errors';
import { idempotentRequest, runIdempotent, type Outcome } from '../idempotency';
import { cachedBalance, postTransfer, SANDBOX, userCash } from '../ledger';

export const WITHDRAWAL_DESCRIPTION = 'To the demo bank account (no real money)';

/**
 * A sandbox withdrawal: the amount leaves the user's cash for the sandbox (a demo bank account)
 * in one transfer, dated by the sandbox clock. The ledger's door refuses it when the balance
 * does not cover it; then nothing is written, the key's claim included, and the answer is a 400
 * naming the balance.
 */
export function withdraw(
  db: Database,
  userId: number,
  request: WithdrawRequest,
  idempotencyKey: string | null,
  time: BusinessTime,
): Promise<Outcome<WithdrawResult>> {
  const keyed = idempotentRequest(userId, idempotencyKey, 'POST /api/funds/withdraw', request);
  return runIdempotent(db, keyed, async (tx) => {
    // The date the transfer carries, by the clock as this transaction reads it (server/clock.ts).
    const now = await timeIn(tx, time);
    const withdrawn = await postTransfer(tx, {
      code: 'withdrawal',
      description: WITHDRAWAL_DESCRIPTION,
      at: now,
      postings: [
        { account: userCash(userId), amount: cents(-request.amount) },
        { account: SANDBOX, amount: request.amount },
      ],
    });
    if (withdrawn === null) throw badRequest(insufficientFundsMessage(await cachedBalance(tx, userCash(userId))));
    if (withdrawn.cashBalance === null) throw new Error(`user ${userId} vanished while withdrawing`);
    return {
      status: 200,
      body: {
        accountBalance: centsToDecimal(withdrawn.cashBalance),
        withdrawal: { id: withdrawn.transferId, amount: centsToDecimal(request.amount), at: now.toISOString() },
      },
    };
  });
}
