import { sql } from 'drizzle-orm';
import { cents, centsToDecimal } from '../../../common/money';
import type { LedgerPage } from '../../../common/schemas/ledger';
import type { Database } from '../../db/client';

type Row = Record<string, unknown>;

/**
 * A user's cash postings, newest first, a page at a time (keyset on the posting id). Each
 * line carries the balance right after it: today's balance less everything posted since,
 * so the pages add up to the balance exactly.
 */
export async function cashHistory(db: Database, userId: number, page: { cursor: number | null; limit: number }): Promise<LedgerPage> {
  const before = page.cursor ?? 2_147_483_647;
  const result = await db.execute<Row>(sql`
    with mine as (
      select p.id, p.amount_cents, t.code, t.description, t.project_id, t.investment_id, t.created_at
      from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
      where p.account_kind = 'user_cash' and p.account_id = ${userId}::int and p.id < ${before}::int
      order by p.id desc
      limit ${page.limit + 1}::int
    ), since as (
      select coalesce(sum(amount_cents), 0) as total from ledger_postings
      where account_kind = 'user_cash' and account_id = ${userId}::int and id >= ${before}::int
    )
    select mine.id, mine.amount_cents::text as amount, mine.code, mine.description, mine.project_id, pr.title as project_title,
           mine.investment_id, mine.created_at,
           (u.balance_cents - since.total - coalesce(sum(mine.amount_cents) over (order by mine.id desc rows between unbounded preceding and 1 preceding), 0))::text as balance_after
    from mine cross join since join users u on u.id = ${userId}::int left join projects pr on pr.id = mine.project_id
    order by mine.id desc`);
  const rows = result.rows.slice(0, page.limit);
  const last = rows.at(-1);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(String(row.created_at)).toISOString(),
      code: String(row.code) as LedgerPage['items'][number]['code'],
      amount: centsToDecimal(cents(Number(row.amount))),
      balanceAfter: centsToDecimal(cents(Number(row.balance_after))),
      description: String(row.description ?? ''),
      projectId: row.project_id === null ? null : Number(row.project_id),
      projectTitle: row.project_title === null ? null : String(row.project_title),
      investmentId: row.investment_id === null ? null : Number(row.investment_id),
    })),
    nextCursor: result.rows.length > page.limit && last ? String(last.id) : null,
  };
}
