import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, sumCents, type Cents } from '@common/money';
import type { Transaction } from '../../db/client';
import { executePrepared, prepareStatement, type PreparedStatement } from '../../db/prepared';
import { countTransfers } from '../../plugins/metrics';
import type { transferCodes } from '../../db/schema';
import { sqlColumn } from '../../db/typed-sql';
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

export interface PostedTransfers {
  /** Each transfer's id, in the order given. */
  transferIds: number[];
  /** The new cash balance of every user whose cash moved. */
  cashBalances: Map<number, Cents>;
}

/** A transfer whose postings do not sum to zero is a bug, never data: refuse it before it reaches the books. */
function assertBalanced(transfer: Transfer): void {
  const postings = transfer.postings.filter((posting) => posting.amount !== 0);
  if (postings.length < 2 || sumCents(postings.map((posting) => posting.amount)) !== 0) {
    throw new Error(`unbalanced ${transfer.code} transfer: ${JSON.stringify(transfer.postings)}`);
  }
}

/**
 * The one door for money: posts balanced transfers, one or ten thousand, in one statement of
 * the caller's transaction, and moves the cached balances with them. All or nothing: when any
 * user's cash would go below zero (its debits, net of its credits in the same call, are not
 * covered), nothing is written and the answer is null, whatever order the postings were given
 * in. The debited cash rows are locked first, in id order, and every update is gated on all of
 * them being covered, so concurrent debits can never overdraw nor deadlock one another. The
 * lock is the one an update takes (`for no key update`): a plain `for update` would also wait
 * for the key-share lock that inserting a row which references the user (an investment) takes,
 * and two purchases by one investor would deadlock.
 */
export async function postTransfers(tx: Transaction, transfers: readonly Transfer[]): Promise<PostedTransfers | null> {
  if (transfers.length === 0) return { transferIds: [], cashBalances: new Map() };
  const { statement, values } = preparedTransfers(transfers);
  const [posted] = await executePrepared(tx, statement, values, postedRow);
  if (!posted) throw new Error('the transfers statement answered no row');
  if (!posted.covered) return null;
  // Covered, yet a cached balance did not move: an account without its row is a bug; the caller's transaction rolls back.
  if (posted.moved !== posted.cached) throw new Error(`transfers moved ${posted.moved} of ${posted.cached} cached balances`);
  countTransfers(transfers.map((transfer) => transfer.code));
  return {
    transferIds: posted.transferIds,
    cashBalances: new Map(posted.cashBalances.map((balance) => [balance.userId, cents(balance.balance)])),
  };
}

/** One transfer through the same door; `cashBalance` is the new balance of its first user's cash, if any. */
export async function postTransfer(tx: Transaction, transfer: Transfer): Promise<{ transferId: number; cashBalance: Cents | null } | null> {
  const posted = await postTransfers(tx, [transfer]);
  if (!posted) return null;
  const cashUser = transfer.postings.find((posting) => posting.account.kind === 'user_cash')?.account.id;
  return {
    transferId: posted.transferIds[0] ?? 0,
    cashBalance: cashUser === undefined ? null : (posted.cashBalances.get(cashUser) ?? null),
  };
}

/**
 * Starts the books afresh (the sandbox reset): every transfer and posting goes, and every
 * cached balance is zero. The caller posts the opening transfers through `postTransfers` in
 * the same transaction.
 */
export async function clearBooks(tx: Transaction): Promise<void> {
  await tx.execute(sql`delete from ledger_postings`);
  await tx.execute(sql`delete from ledger_transfers`);
  for (const { table, column } of Object.values(cachedBalanceColumns)) {
    await tx.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = 0 where ${sql.identifier(column)} <> 0`);
  }
}

/**
 * postTransfers' statement and its values (the benchmark runs them directly): the transfers and
 * their postings as two JSON parameters, so one statement text serves any number and shape of
 * transfers. The row it answers says whether the debits were `covered`.
 */
export function preparedTransfers(transfers: readonly Transfer[]): { statement: PreparedStatement; values: Record<string, unknown> } {
  return { statement: transfersStatement, values: transferValues(transfers) };
}

function transferValues(transfers: readonly Transfer[]): Record<string, unknown> {
  const transferRows = transfers.map((transfer, index) => {
    assertBalanced(transfer);
    return {
      n: index + 1,
      code: transfer.code,
      description: transfer.description ?? '',
      project_id: transfer.projectId ?? null,
      investment_id: transfer.investmentId ?? null,
      at: (transfer.at ?? new Date()).toISOString(),
    };
  });
  const postingRows = transfers
    .flatMap((transfer, index) =>
      transfer.postings
        .filter((posting) => posting.amount !== 0)
        .map((posting) => ({ n: index + 1, kind: posting.account.kind, account_id: posting.account.id, amount: posting.amount })),
    )
    .map((posting, index) => ({ ...posting, i: index }));
  return { transfers: JSON.stringify(transferRows), postings: JSON.stringify(postingRows) };
}

const postedRow = z.object({
  covered: sqlColumn.boolean,
  moved: sqlColumn.integer,
  cached: sqlColumn.integer,
  transferIds: z.array(z.number().int()),
  cashBalances: z.array(z.object({ userId: z.number().int(), balance: z.number().int() })),
});

const { user_cash: cash } = cachedBalanceColumns;

/** An update of one kind's cached balances by their net movement, only when every debited cash account is covered. */
const moveCached = (kind: keyof typeof cachedBalanceColumns, name: string) => {
  const { table, column } = cachedBalanceColumns[kind];
  return sql`${sql.identifier(name)} as (
    update ${sql.identifier(table)} as owner set ${sql.identifier(column)} = owner.${sql.identifier(column)} + movement.delta
    from movement
    where movement.kind = ${sql.raw(`'${kind}'`)} and owner.id = movement.account_id and (select covered from gate)
    returning owner.id, owner.${sql.identifier(column)} as balance
  )`;
};

/**
 * Rendered once and prepared by name (decision 0015): the text never changes, only the two
 * JSON parameters. `movement` is each cached account's net change; `debited` locks the cash
 * rows that go down, in id order; `gate` says whether all of them are covered; the postings
 * are written only when every cached balance moved.
 */
const transfersStatement = prepareStatement(sql`
  with transfer as materialized (
    select t.n, t.code, t.description, t.project_id, t.investment_id, t.at,
           nextval(pg_get_serial_sequence('ledger_transfers', 'id')) as id
    from jsonb_to_recordset(${sql.placeholder('transfers')}::jsonb)
      as t(n int, code text, description text, project_id int, investment_id int, at timestamptz)
  ), posting as materialized (
    select p.i, p.n, p.kind, p.account_id, p.amount
    from jsonb_to_recordset(${sql.placeholder('postings')}::jsonb) as p(i int, n int, kind text, account_id int, amount bigint)
  ), movement as materialized (
    select kind, account_id, sum(amount)::bigint as delta from posting
    where kind in ('user_cash', 'project_escrow', 'creator_proceeds')
    group by kind, account_id
  ), debited as (
    select ${sql.identifier(cash.table)}.id, ${sql.identifier(cash.table)}.${sql.identifier(cash.column)} + movement.delta >= 0 as covered
    from ${sql.identifier(cash.table)} join movement on movement.kind = 'user_cash' and movement.account_id = ${sql.identifier(cash.table)}.id
    where movement.delta < 0
    order by ${sql.identifier(cash.table)}.id
    for no key update of ${sql.identifier(cash.table)}
  ), gate as (
    select (select count(*) from debited where covered) = (select count(*) from movement where kind = 'user_cash' and delta < 0) as covered
  ), ${moveCached('user_cash', 'cash_moved')}, ${moveCached('project_escrow', 'escrow_moved')}, ${moveCached('creator_proceeds', 'proceeds_moved')},
  moved as (
    select (select count(*) from cash_moved) + (select count(*) from escrow_moved) + (select count(*) from proceeds_moved) as moved,
           (select count(*) from movement) as cached
  ), written as (
    insert into ledger_transfers (id, code, description, project_id, investment_id, created_at)
    select id, code, description, project_id, investment_id, at from transfer
    where (select covered from gate) and (select moved = cached from moved)
    returning id
  ), posted as (
    insert into ledger_postings (transfer_id, account_kind, account_id, amount_cents)
    select transfer.id, posting.kind, posting.account_id, posting.amount
    from posting join transfer on transfer.n = posting.n
    where (select covered from gate) and (select moved = cached from moved)
    order by posting.i
  )
  select (select covered from gate) as covered, moved.moved::int as moved, moved.cached::int as cached,
         coalesce((select json_agg(transfer.id::int order by transfer.n) from transfer), '[]'::json) as "transferIds",
         coalesce((select json_agg(json_build_object('userId', id, 'balance', balance)) from cash_moved), '[]'::json) as "cashBalances"
  from moved`);
