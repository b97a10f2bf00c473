import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { centsToDecimal, formatCentsAsUsd } from '@common/money';
import { ledgerCodes, type LedgerPage } from '@common/schemas/ledger';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';

const cashPosting = z.object({
  id: sqlColumn.integer,
  amount: sqlColumn.cents,
  code: z.enum(ledgerCodes),
  description: sqlColumn.text,
  projectId: sqlColumn.integer.nullable(),
  projectTitle: sqlColumn.text.nullable(),
  investmentId: sqlColumn.integer.nullable(),
  at: sqlColumn.timestamp,
  balanceAfter: sqlColumn.cents,
  /** On a trade line of the seller's, the fill's fee; null on the buyer's (a trade posts to no one else's cash). */
  sellerFee: sqlColumn.cents.nullable(),
});

/**
 * A user's cash postings by the sandbox date of each, newest first (ties by id), a page at a
 * time (keyset on date and id; the cursor is the last posting's id). Each line carries the
 * balance right after it in that order: today's balance less everything after it, so the pages
 * add up to the balance exactly even when a clock jump posted something dated earlier later.
 */
export async function cashHistory(db: Database, userId: number, page: { cursor: number | null; limit: number }): Promise<LedgerPage> {
  const after = page.cursor;
  const postings = await queryRows(
    db,
    cashPosting,
    sql`
    with all_mine as (
      select p.id, p.amount_cents, t.id as transfer_id, t.code, t.description, t.project_id, t.investment_id, t.created_at
      from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
      where p.account_kind = 'user_cash' and p.account_id = ${userId}::int
    ), cursor_at as (
      select created_at, id from all_mine where id = ${after ?? 0}::int
    ), mine as (
      select * from all_mine
      where ${after === null}::boolean or (created_at, id) < (select created_at, id from cursor_at)
      order by created_at desc, id desc
      limit ${page.limit + 1}::int
    ), since as (
      select coalesce(sum(amount_cents), 0) as total from all_mine
      where not (${after === null}::boolean or (created_at, id) < (select created_at, id from cursor_at))
    )
    select mine.id, mine.amount_cents as amount, mine.code, mine.description, mine.project_id as "projectId", pr.title as "projectTitle",
           mine.investment_id as "investmentId", mine.created_at as at,
           u.balance_cents - since.total
             - coalesce(sum(mine.amount_cents) over (order by mine.created_at desc, mine.id desc rows between unbounded preceding and 1 preceding), 0)
             as "balanceAfter",
           sold.fee_cents as "sellerFee"
    from mine cross join since join users u on u.id = ${userId}::int left join projects pr on pr.id = mine.project_id
    -- A fill is one transfer: the user sold in it if it filled one of their sell orders (found through their orders, which are indexed).
    left join lateral (
      select f.fee_cents from market_orders o join market_fills f on f.sell_order_id = o.id
      where mine.code = 'trade' and o.user_id = ${userId}::int and o.project_id = mine.project_id and o.side = 'sell'
        and f.transfer_id = mine.transfer_id
    ) sold on true
    order by mine.created_at desc, mine.id desc`,
  );
  const shown = postings.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    items: shown.map(({ sellerFee, ...posting }) => ({
      ...posting,
      description: sellerFee === null ? posting.description : `${posting.description} · fee ${formatCentsAsUsd(sellerFee)}`,
      tradeSide: posting.code !== 'trade' ? null : sellerFee === null ? ('buy' as const) : ('sell' as const),
      at: posting.at.toISOString(),
      amount: centsToDecimal(posting.amount),
      balanceAfter: centsToDecimal(posting.balanceAfter),
    })),
    nextCursor: postings.length > page.limit && last ? String(last.id) : null,
  };
}
