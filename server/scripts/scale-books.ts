import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { cents } from '@common/money';
import type { Transaction } from '../db/client';
import type { IdBases } from '../db/seed/scale-load';
import { queryRows, sqlColumn } from '../db/typed-sql';
import { postTransfers, projectEscrow, SANDBOX, userCash, type Transfer } from '../features/ledger';

/** Transfers posted per statement: the JSON of 10,000 transfers is about 2 MB. */
const BATCH = 10_000;

const movement = z.object({
  id: sqlColumn.integer,
  userId: sqlColumn.integer,
  projectId: sqlColumn.integer.nullable(),
  amount: sqlColumn.cents,
  at: sqlColumn.timestamp,
});
type Movement = z.infer<typeof movement>;

/** Reads `source` a batch at a time (keyset on `id`, which it must select and order by) and posts each batch through the ledger. */
async function postInBatches(tx: Transaction, source: (afterId: number) => SQL, toTransfer: (row: Movement) => Transfer): Promise<void> {
  let afterId = 0;
  for (;;) {
    const rows = await queryRows(tx, movement, sql`${source(afterId)} limit ${BATCH}`);
    if (rows.length === 0) return;
    if (!(await postTransfers(tx, rows.map(toTransfer)))) throw new Error('a scale transfer was not covered');
    afterId = rows.at(-1)?.id ?? afterId;
  }
}

/**
 * The books of the scale load, through the ledger's one door: one deposit per user from the
 * sandbox that leaves $1,000-$50,000 unspent, every investment's hold (cash to the project's
 * escrow) and every cancel's refund, in that order, so every hold is covered.
 */
export async function postScaleBooks(tx: Transaction, bases: IdBases): Promise<void> {
  await postInBatches(
    tx,
    (afterId) => sql`
      select u.id, u.id as "userId", null::int as "projectId", u.created_at + interval '1 day' as at,
             coalesce(i.spent, 0) + (1000 + pg_temp.pick(u.id, 50, 49001))::bigint * 100 as amount
      from users u
      left join (select user_id, sum(amount_cents) filter (where status <> 'cancelled') as spent
                 from investments where id > ${bases.investments}::int group by user_id) i on i.user_id = u.id
      where u.id > ${Math.max(bases.users, afterId)}::int order by u.id`,
    (deposit) => ({
      code: 'deposit',
      at: deposit.at,
      postings: [
        { account: SANDBOX, amount: cents(-deposit.amount) },
        { account: userCash(deposit.userId), amount: deposit.amount },
      ],
    }),
  );
  const investmentsAfter = (afterId: number, filter: SQL) => sql`
    select id, user_id as "userId", project_id as "projectId", amount_cents as amount, ${filter} as at
    from investments where id > ${Math.max(bases.investments, afterId)}::int`;
  await postInBatches(
    tx,
    (afterId) => sql`${investmentsAfter(afterId, sql`created_at`)} order by id`,
    (hold) => ({
      code: 'investment_hold',
      projectId: hold.projectId,
      investmentId: hold.id,
      at: hold.at,
      postings: [
        { account: userCash(hold.userId), amount: cents(-hold.amount) },
        { account: projectEscrow(hold.projectId ?? 0), amount: hold.amount },
      ],
    }),
  );
  await postInBatches(
    tx,
    (afterId) => sql`${investmentsAfter(afterId, sql`closed_at`)} and status = 'cancelled' order by id`,
    (refund) => ({
      code: 'cancel_refund',
      projectId: refund.projectId,
      investmentId: refund.id,
      at: refund.at,
      postings: [
        { account: projectEscrow(refund.projectId ?? 0), amount: cents(-refund.amount) },
        { account: userCash(refund.userId), amount: refund.amount },
      ],
    }),
  );
}
