import { sql, type SQL } from 'drizzle-orm';
import { cents, sumCents, type Cents } from '../../../common/money';
import type { Transaction } from '../../db/client';
import { executePrepared, prepareStatement, type PreparedStatement } from '../../db/prepared';
import type { transferCodes } from '../../db/schema';
import { cachedBalanceColumns, type Account, type AccountKind } from './accounts';

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

const cachedColumnOf = (kind: AccountKind) =>
  kind in cachedBalanceColumns ? cachedBalanceColumns[kind as keyof typeof cachedBalanceColumns] : null;

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
  const { statement, values } = preparedTransfer(transfer);
  const [row] = await executePrepared<Row>(tx, statement, values);
  if (!row || row.transfer_id === null || row.transfer_id === undefined) {
    if (Number(row?.moved ?? 0) > 0)
      throw new Error(`${transfer.code} transfer moved ${String(row?.moved)} of ${String(row?.cached)} cached balances`);
    return null;
  }
  const cashBalance = row.cash_balance === null || row.cash_balance === undefined ? null : cents(Number(row.cash_balance));
  return { transferId: Number(row.transfer_id), cashBalance };
}

/**
 * postTransfer's statement and its values. The statement depends only on the kinds of the
 * accounts, in order, so it is rendered once per shape; it answers `transfer_id` (null if
 * nothing moved), `cash_balance`, and how many of the `cached` balances `moved`.
 */
export function preparedTransfer(transfer: Transfer): { statement: PreparedStatement; values: Record<string, unknown> } {
  assertBalanced(transfer);
  // A user's cash goes first: its covered-check gates every other update of the statement.
  const postings = transfer.postings
    .filter((posting) => posting.amount !== 0)
    .sort((a, b) => Number(b.account.kind === 'user_cash') - Number(a.account.kind === 'user_cash'));
  const kinds = postings.map((posting) => posting.account.kind);
  const shape = kinds.join(' ');
  let statement = statementsByShape.get(shape);
  if (!statement) {
    statement = prepareStatement(transferStatement(kinds));
    statementsByShape.set(shape, statement);
  }
  const values: Record<string, unknown> = {
    code: transfer.code,
    description: transfer.description ?? '',
    projectId: transfer.projectId ?? null,
    investmentId: transfer.investmentId ?? null,
    at: (transfer.at ?? new Date()).toISOString(),
  };
  postings.forEach((posting, index) => {
    values[`account_${index}`] = posting.account.id;
    values[`amount_${index}`] = posting.amount;
  });
  return { statement, values };
}

const statementsByShape = new Map<string, PreparedStatement>();

/** The statement for postings of these kinds, in this order, with placeholders for every value. */
function transferStatement(kinds: AccountKind[]): SQL {
  const updates: SQL[] = [];
  kinds.forEach((kind, index) => {
    const cached = cachedColumnOf(kind);
    if (!cached) return;
    const moved = updates.length;
    const table = sql.identifier(cached.table);
    const column = sql.identifier(cached.column);
    const amount = sql.placeholder(`amount_${index}`);
    const covered = kind === 'user_cash' ? sql` and ${column} + ${amount}::bigint >= 0` : sql``;
    updates.push(sql`${sql.identifier(`moved_${moved}`)} as (
      update ${table} set ${column} = ${column} + ${amount}::bigint
      where id = ${sql.placeholder(`account_${index}`)}::int${covered} ${moved === 0 ? sql`` : sql`and (select count(*) from moved_0) = 1`}
      returning ${sql.raw(`'${kind}'`)}::text as kind, ${column} as balance
    )`);
  });
  // Only the platform's accounts (demo backers paying a fee): nothing to gate, nothing cached.
  if (updates.length === 0) updates.push(sql`moved_0 as (select 'none'::text as kind, null::bigint as balance)`);
  // Written only if every cached balance moved; the first one gates the others.
  const cachedCount = sql.raw(String(updates.length));
  const allMoved = sql.join(
    updates.map((_, index) => sql`(select count(*) from ${sql.identifier(`moved_${index}`)})`),
    sql` + `,
  );
  const values = sql.join(
    kinds.map(
      (kind, index) =>
        sql`(${sql.raw(`'${kind}'`)}::text, ${sql.placeholder(`account_${index}`)}::int, ${sql.placeholder(`amount_${index}`)}::bigint)`,
    ),
    sql`, `,
  );
  return sql`
    with ${sql.join(updates, sql`, `)},
    transfer as (
      insert into ledger_transfers (code, description, project_id, investment_id, created_at)
      select ${sql.placeholder('code')}::text, ${sql.placeholder('description')}::text, ${sql.placeholder('projectId')}::int,
             ${sql.placeholder('investmentId')}::int, ${sql.placeholder('at')}::timestamptz
      where ${allMoved} = ${cachedCount}
      returning id
    ), posted as (
      insert into ledger_postings (transfer_id, account_kind, account_id, amount_cents)
      select transfer.id, posting.kind, posting.account_id, posting.amount from transfer, (values ${values}) as posting(kind, account_id, amount)
    )
    select (select id from transfer) as transfer_id, (select balance::text from moved_0 where kind = 'user_cash') as cash_balance,
           ${allMoved} as moved, ${cachedCount} as cached`;
}

/** An account's cached balance, read inside the caller's transaction. */
export async function cachedBalance(tx: Transaction, account: Account): Promise<Cents> {
  const cached = cachedColumnOf(account.kind);
  if (!cached) throw new Error(`${account.kind} has no cached balance`);
  const result = await tx.execute<Row>(
    sql`select ${sql.identifier(cached.column)}::text as balance from ${sql.identifier(cached.table)} where id = ${account.id}::int`,
  );
  return cents(Number(result.rows[0]?.balance ?? 0));
}
