import { cents, type Cents } from '@common/money';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { SANDBOX, userCash } from './accounts';
import { clearBooks, postTransfers } from './post-transfers';

/**
 * A sandbox reset starts the books afresh: every posting goes, every cached balance is zero,
 * then each account opens with `startingBalance` from the sandbox (an opening transfer each,
 * posted together). The caller removes the investments and puts the projects back in the same
 * transaction, so the books and the state agree again at commit.
 */
export async function restartLedger(tx: Transaction, startingBalance: Cents, at: Date): Promise<void> {
  await clearBooks(tx);
  if (startingBalance === 0) return;
  const accounts = await tx.select({ id: users.id }).from(users).orderBy(users.id);
  const opened = await postTransfers(
    tx,
    accounts.map(({ id }) => ({
      code: 'opening_balance',
      description: 'Sandbox starting balance',
      at,
      postings: [
        { account: SANDBOX, amount: cents(-startingBalance) },
        { account: userCash(id), amount: startingBalance },
      ],
    })),
  );
  if (!opened) throw new Error('opening balances could not be posted');
}
