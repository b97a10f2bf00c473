import { sql } from 'drizzle-orm';
import type { Cents } from '../../../common/money';
import type { Transaction } from '../../db/client';

/**
 * A sandbox reset starts the books afresh: every posting goes, every cached balance is zero,
 * then each account opens with `startingBalance` from the sandbox (an opening transfer each,
 * set-based). The caller removes the investments and puts the projects back in the same
 * transaction, so the books and the state agree again at commit.
 */
export async function restartLedger(tx: Transaction, startingBalance: Cents, at: Date): Promise<void> {
  await tx.execute(sql`delete from ledger_postings`);
  await tx.execute(sql`delete from ledger_transfers`);
  await tx.execute(sql`update projects set escrow_cents = 0 where escrow_cents <> 0`);
  await tx.execute(sql`update creators set proceeds_cents = 0 where proceeds_cents <> 0`);
  await tx.execute(sql`update users set balance_cents = ${startingBalance}::bigint where balance_cents <> ${startingBalance}::bigint`);
  if (startingBalance === 0) return;
  await tx.execute(sql`
    with opened as (
      select id as user_id, nextval(pg_get_serial_sequence('ledger_transfers', 'id')) as transfer_id from users
    ), transfers as (
      insert into ledger_transfers (id, code, description, created_at)
      select transfer_id, 'opening_balance', 'Sandbox starting balance', ${at.toISOString()}::timestamptz from opened
    )
    insert into ledger_postings (transfer_id, account_kind, account_id, amount_cents)
    select transfer_id, 'user_cash', user_id, ${startingBalance}::bigint from opened
    union all
    select transfer_id, 'sandbox', 0, -${startingBalance}::bigint from opened`);
}
