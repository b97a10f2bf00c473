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
  projectId: sqlColumn.integer,
  amount: sqlColumn.cents,
  at: sqlColumn.timestamp,
  /** When a cancelled investment was refunded. */
  refundedAt: sqlColumn.timestamp.nullable(),
});
type Movement = z.infer<typeof movement>;

/** Reads `source` a batch at a time (keyset on `id`, which it must select and order by) and posts each batch through the ledger. */
async function postInBatches(tx: Transaction, source: (afterId: number) => SQL, toTransfers: (row: Movement) => Transfer[]): Promise<void> {
  let afterId = 0;
  for (;;) {
    const rows = await queryRows(tx, movement, sql`${source(afterId)} limit ${BATCH}`);
    if (rows.length === 0) return;
    if (!(await postTransfers(tx, rows.flatMap(toTransfers)))) throw new Error('a scale transfer was not covered');
    afterId = rows.at(-1)?.id ?? afterId;
  }
}

/**
 * The books of the scale load, through the ledger's one door: one deposit per user from the
 * sandbox that leaves $1,000-$50,000 unspent, then every investment's hold (cash to the
 * project's escrow) and every cancel's refund.
 */
export async function postScaleBooks(tx: Transaction, bases: IdBases): Promise<void> {
  await postInBatches(
    tx,
    (afterId) => sql`
      select u.id, u.id as "userId", 0 as "projectId", u.created_at + interval '1 day' as at, null as "refundedAt",
             coalesce(i.spent, 0) + (1000 + pg_temp.pick(u.id, 50, 49001))::bigint * 100 as amount
      from users u
      left join (select user_id, sum(amount_cents) filter (where status <> 'cancelled') as spent
                 from investments where id > ${bases.investments}::int group by user_id) i on i.user_id = u.id
      where u.id > ${Math.max(bases.users, afterId)}::int order by u.id`,
    (deposit) => [
      {
        code: 'deposit',
        at: deposit.at,
        postings: [
          { account: SANDBOX, amount: cents(-deposit.amount) },
          { account: userCash(deposit.userId), amount: deposit.amount },
        ],
      },
    ],
  );
  // A cancelled investment's refund is posted in the same batch as its hold: the deposit never had to cover it.
  await postInBatches(
    tx,
    (afterId) => sql`
      select id, user_id as "userId", project_id as "projectId", amount_cents as amount, created_at as at,
             case when status = 'cancelled' then closed_at end as "refundedAt"
      from investments where id > ${Math.max(bases.investments, afterId)}::int order by id`,
    (investment) => {
      const escrow = projectEscrow(investment.projectId);
      const common = { projectId: investment.projectId, investmentId: investment.id };
      const hold: Transfer = {
        ...common,
        code: 'investment_hold',
        at: investment.at,
        postings: [
          { account: userCash(investment.userId), amount: cents(-investment.amount) },
          { account: escrow, amount: investment.amount },
        ],
      };
      if (investment.refundedAt === null) return [hold];
      const refund: Transfer = {
        ...common,
        code: 'cancel_refund',
        at: investment.refundedAt,
        postings: [
          { account: escrow, amount: cents(-investment.amount) },
          { account: userCash(investment.userId), amount: investment.amount },
        ],
      };
      return [hold, refund];
    },
  );
}
