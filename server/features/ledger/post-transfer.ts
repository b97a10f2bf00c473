import { sql } from 'drizzle-orm';
import { cents, type Cents } from '../../../common/money';
import type { Transaction } from '../../db/client';
import type { ledgerEntries } from '../../db/schema';

/** Why money moved; one code per kind of transfer, as the ledger row's `kind`. */
export type TransferCode = (typeof ledgerEntries.$inferInsert)['kind'];

/**
 * One movement of a user's cash: `amount` is signed (a credit is positive, a debit negative).
 * Today a transfer has one posting, the user's; the other side (a project's escrow, the
 * sandbox) is implied by its code until the ledger becomes double-entry.
 */
export interface CashTransfer {
  code: TransferCode;
  userId: number;
  amount: Cents;
  investmentId?: number | null;
  at?: Date;
}

type Row = Record<string, unknown>;

/**
 * Posts a transfer and moves the cached balance with it, in one statement of the caller's
 * transaction. A debit the balance does not cover writes nothing and answers null: the
 * condition sits in the update, so concurrent debits can never overdraw.
 */
export async function postTransfer(tx: Transaction, transfer: CashTransfer): Promise<Cents | null> {
  const at = (transfer.at ?? new Date()).toISOString();
  const result = await tx.execute<Row>(sql`
    with moved as (
      update users set balance_cents = balance_cents + ${transfer.amount}::bigint
      where id = ${transfer.userId}::int and balance_cents + ${transfer.amount}::bigint >= 0
      returning id, balance_cents
    ), posted as (
      insert into ledger_entries (user_id, kind, amount_cents, investment_id, created_at)
      select id, ${transfer.code}::text, ${transfer.amount}::bigint, ${transfer.investmentId ?? null}::int, ${at}::timestamptz from moved
    )
    select balance_cents::text as balance from moved`);
  const row = result.rows[0];
  return row ? cents(Number(row.balance)) : null;
}

/** The user's cached balance, read inside the caller's transaction. */
export async function balanceOf(tx: Transaction, userId: number): Promise<Cents> {
  const result = await tx.execute<Row>(sql`select balance_cents::text as balance from users where id = ${userId}::int`);
  return cents(Number(result.rows[0]?.balance ?? 0));
}

/**
 * Brings every user's cash to `balance` with one `code` transfer each (only for users not
 * already there), set-based so a reset of thousands of accounts is one statement.
 */
export async function setEveryBalance(tx: Transaction, balance: Cents, code: TransferCode, at = new Date()): Promise<void> {
  await tx.execute(sql`
    with changed as (
      select id, ${balance}::bigint - balance_cents as amount from users where balance_cents <> ${balance}::bigint for update
    ), posted as (
      insert into ledger_entries (user_id, kind, amount_cents, created_at)
      select id, ${code}::text, amount, ${at.toISOString()}::timestamptz from changed
    )
    update users set balance_cents = ${balance}::bigint from changed where users.id = changed.id`);
}
