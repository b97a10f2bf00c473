import { sql, type SQL } from 'drizzle-orm';
import { cents, sumCents, type Cents } from '../../../common/money';
import type { Transaction } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import type { transferCodes } from '../../db/schema';
import { cachedBalanceColumns, type Account } from './accounts';

/** Why money moved; one code per kind of transfer. */
export type TransferCode = (typeof transferCodes)[number];

export interface Posting {
  account: Account;
  /** Signed: money into the account is positive. */
  amount: Cents;
}

export interface Transfer {
  code: TransferCode;
  postings: Posting[];
  description?: string;
  projectId?: number | null;
  investmentId?: number | null;
  at?: Date;
}

type Row = Record<string, unknown>;

const cachedColumnOf = (account: Account) =>
  account.kind in cachedBalanceColumns ? cachedBalanceColumns[account.kind as keyof typeof cachedBalanceColumns] : null;

/** A transfer whose postings do not sum to zero is a bug, never data: refuse it before it reaches the books. */
export function assertBalanced(transfer: Transfer): void {
  const postings = transfer.postings.filter((posting) => posting.amount !== 0);
  if (postings.length < 2 || sumCents(postings.map((posting) => posting.amount)) !== 0) {
    throw new Error(`unbalanced ${transfer.code} transfer: ${JSON.stringify(transfer.postings)}`);
  }
}

/**
 * Posts one balanced transfer and moves the cached balances with it, in one statement of the
 * caller's transaction. A user's cash is only debited if it covers the debit: otherwise
 * nothing is written and the answer is null. The condition sits in the update, so concurrent
 * debits can never overdraw. The answer is the new cash balance of the transfer's user.
 */
export async function postTransfer(tx: Transaction, transfer: Transfer): Promise<{ transferId: number; cashBalance: Cents | null } | null> {
  const [row] = await executePrepared<Row>(tx, transferStatement(transfer));
  if (!row || row.transfer_id === null || row.transfer_id === undefined) {
    if (Number(row?.moved ?? 0) > 0)
      throw new Error(`${transfer.code} transfer moved ${String(row?.moved)} of ${String(row?.cached)} cached balances`);
    return null;
  }
  const cashBalance = row.cash_balance === null || row.cash_balance === undefined ? null : cents(Number(row.cash_balance));
  return { transferId: Number(row.transfer_id), cashBalance };
}

/** postTransfer's one statement: it answers `transfer_id` (null if nothing moved), `cash_balance`, and how many of the `cached` balances `moved`. */
export function transferStatement(transfer: Transfer): SQL {
  assertBalanced(transfer);
  // A user's cash goes first: its covered-check gates every other update of the statement.
  const postings = transfer.postings
    .filter((posting) => posting.amount !== 0)
    .sort((a, b) => Number(b.account.kind === 'user_cash') - Number(a.account.kind === 'user_cash'));
  const updates: SQL[] = [];
  postings.forEach((posting) => {
    const cached = cachedColumnOf(posting.account);
    if (!cached) return;
    const index = updates.length;
    const table = sql.identifier(cached.table);
    const column = sql.identifier(cached.column);
    const covered = posting.account.kind === 'user_cash' ? sql` and ${column} + ${posting.amount}::bigint >= 0` : sql``;
    updates.push(sql`${sql.identifier(`moved_${index}`)} as (
      update ${table} set ${column} = ${column} + ${posting.amount}::bigint
      where id = ${posting.account.id}::int${covered} ${index === 0 ? sql`` : sql`and (select count(*) from moved_0) = 1`}
      returning ${sql.raw(`'${posting.account.kind}'`)}::text as kind, ${column} as balance
    )`);
  });
  // Only the platform's accounts (demo backers paying a fee): nothing to gate, nothing cached.
  if (updates.length === 0) updates.push(sql`moved_0 as (select 'none'::text as kind, null::bigint as balance)`);
  // Written only if every cached balance moved; the first one gates the others.
  const cachedCount = updates.length;
  const allMoved = sql.join(
    Array.from({ length: cachedCount }, (_, index) => sql`(select count(*) from ${sql.identifier(`moved_${index}`)})`),
    sql` + `,
  );
  const values = sql.join(
    postings.map((posting) => sql`(${posting.account.kind}::text, ${posting.account.id}::int, ${posting.amount}::bigint)`),
    sql`, `,
  );
  const at = (transfer.at ?? new Date()).toISOString();
  return sql`
    with ${sql.join(updates, sql`, `)},
    transfer as (
      insert into ledger_transfers (code, description, project_id, investment_id, created_at)
      select ${transfer.code}::text, ${transfer.description ?? ''}::text, ${transfer.projectId ?? null}::int, ${transfer.investmentId ?? null}::int, ${at}::timestamptz
      where ${allMoved} = ${cachedCount}
      returning id
    ), posted as (
      insert into ledger_postings (transfer_id, account_kind, account_id, amount_cents)
      select transfer.id, posting.kind, posting.account_id, posting.amount from transfer, (values ${values}) as posting(kind, account_id, amount)
    )
    select (select id from transfer) as transfer_id, (select balance::text from moved_0 where kind = 'user_cash') as cash_balance,
           ${allMoved} as moved, ${cachedCount}::int as cached`;
}

/** An account's cached balance, read inside the caller's transaction. */
export async function cachedBalance(tx: Transaction, account: Account): Promise<Cents> {
  const cached = cachedColumnOf(account);
  if (!cached) throw new Error(`${account.kind} has no cached balance`);
  const result = await tx.execute<Row>(
    sql`select ${sql.identifier(cached.column)}::text as balance from ${sql.identifier(cached.table)} where id = ${account.id}::int`,
  );
  return cents(Number(result.rows[0]?.balance ?? 0));
}
