import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, centsToDecimal } from '@common/money';
import { ledgerCodes } from '@common/schemas/ledger';
import type { AccountPostings, LedgerAccountKind, LedgerTransfer } from '@common/schemas/operator-views';
import type { Database } from '../../db/client';
import { ledgerPostings, ledgerTransfers } from '../../db/schema';
import { queryRows, sqlColumn } from '../../db/typed-sql';

export const POSTINGS_PAGE = 50;

/** One posting of the page with the account's balance beside it. */
const postingRow = z.object({
  balance: sqlColumn.cents,
  id: sqlColumn.integer,
  transferId: sqlColumn.integer,
  code: z.enum(ledgerCodes),
  description: sqlColumn.text,
  amount: sqlColumn.cents,
  at: sqlColumn.timestamp,
  balanceAfter: sqlColumn.cents,
});
/** A page past the last posting: the balance alone. */
const balanceRow = z.object({ balance: sqlColumn.cents, id: z.null() });

/**
 * One account's postings, newest first in the order the ledger wrote them (by id), 50 a page
 * after `cursor` (the last id of the page before). One statement: the balance and each line's
 * balance after it come from the same snapshot, so they agree while money moves. An account
 * nothing was posted to holds nothing.
 */
export async function accountPostings(
  db: Database,
  account: { kind: LedgerAccountKind; id: number },
  cursor: number | null,
): Promise<AccountPostings> {
  const rows = await queryRows(
    db,
    z.union([postingRow, balanceRow]),
    sql`
    with account as (
      select id, transfer_id, amount_cents from ledger_postings
      where account_kind = ${account.kind} and account_id = ${account.id}::int
    ), totals as (
      select coalesce(sum(amount_cents), 0) as balance,
             coalesce(sum(amount_cents) filter (where id >= ${cursor}::int), 0) as newer
      from account
    ), page as (
      -- A posting's newer ones on this page come before it in this order; those of the pages before are totals.newer.
      select id, transfer_id, amount_cents,
             coalesce(sum(amount_cents) over (order by id desc rows between unbounded preceding and 1 preceding), 0) as newer_on_page
      from account where ${cursor}::int is null or id < ${cursor}::int
      order by id desc limit ${POSTINGS_PAGE + 1}::int
    )
    select totals.balance, page.id, page.transfer_id as "transferId", t.code, t.description, page.amount_cents as amount,
           t.created_at as at, totals.balance - totals.newer - page.newer_on_page as "balanceAfter"
    from totals left join (page join ledger_transfers t on t.id = page.transfer_id) on true
    order by page.id desc`,
  );
  const postings = rows.flatMap((row) => (row.id === null ? [] : [row]));
  const shown = postings.slice(0, POSTINGS_PAGE);
  return {
    kind: account.kind,
    accountId: account.id,
    balance: centsToDecimal(rows[0]?.balance ?? cents(0)),
    items: shown.map(({ id, transferId, code, description, amount, at, balanceAfter }) => ({
      id,
      transferId,
      code,
      description,
      amount: centsToDecimal(amount),
      at: at.toISOString(),
      balanceAfter: centsToDecimal(balanceAfter),
    })),
    nextCursor: postings.length > POSTINGS_PAGE ? String(shown.at(-1)?.id) : null,
  };
}

/** A transfer with every leg, in the order they were posted; null when no transfer has this id. */
export async function ledgerTransfer(db: Database, transferId: number): Promise<LedgerTransfer | null> {
  const [transfer] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, transferId));
  if (!transfer) return null;
  const legs = await db
    .select({
      postingId: ledgerPostings.id,
      accountKind: ledgerPostings.accountKind,
      accountId: ledgerPostings.accountId,
      amountCents: ledgerPostings.amountCents,
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.transferId, transferId))
    .orderBy(asc(ledgerPostings.id));
  return {
    id: transfer.id,
    code: transfer.code,
    description: transfer.description,
    at: transfer.createdAt.toISOString(),
    projectId: transfer.projectId,
    investmentId: transfer.investmentId,
    legs: legs.map(({ amountCents, ...leg }) => ({ ...leg, amount: centsToDecimal(amountCents) })),
  };
}
