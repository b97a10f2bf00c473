import { sql } from 'drizzle-orm';
import type { InvestmentQuote } from '../../../common/money';
import type { Transaction } from '../../db/client';
import type { investments } from '../../db/schema';

type InvestmentRow = typeof investments.$inferSelect;

export interface Purchase {
  userId: number;
  projectId: number;
  investorName: string;
  investorEmail: string;
  quote: InvestmentQuote;
  at: Date;
}

type Row = Record<string, unknown>;

/**
 * Debits the investor and, only if the balance covered it, writes the investment and its
 * ledger debit: one statement (data-modifying CTEs), so one round trip instead of three.
 * The debit is conditional (`balance >= amount`), so concurrent purchases can never
 * overdraw; null means the balance did not cover the amount and nothing was written.
 */
export async function debitAndRecord(tx: Transaction, purchase: Purchase): Promise<InvestmentRow | null> {
  const { userId, projectId, investorName, investorEmail, quote } = purchase;
  const at = purchase.at.toISOString();
  const result = await tx.execute<Row>(sql`
    with debit as (
      update users set balance_cents = balance_cents - ${quote.amountCents}::bigint
      where id = ${userId}::int and balance_cents >= ${quote.amountCents}::bigint
      returning id
    ), investment as (
      insert into investments (user_id, project_id, investor_name, investor_email, amount_cents, fee_cents, shares, created_at)
      select id, ${projectId}::int, ${investorName}::text, ${investorEmail}::text, ${quote.amountCents}::bigint,
             ${quote.feeCents}::bigint, ${quote.shares}::int, ${at}::timestamptz
      from debit
      returning *
    ), entry as (
      insert into ledger_entries (user_id, kind, amount_cents, investment_id, created_at)
      select user_id, 'investment', -amount_cents, id, created_at from investment
    )
    select * from investment`);
  const row = result.rows[0];
  return row ? toInvestmentRow(row) : null;
}

/** Raw rows name columns as the database does; int8 arrives as a string (pg) or number/BigInt (PGlite). */
function toInvestmentRow(row: Row): InvestmentRow {
  const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    projectId: Number(row.project_id),
    investorName: String(row.investor_name),
    investorEmail: String(row.investor_email),
    amountCents: Number(row.amount_cents),
    feeCents: Number(row.fee_cents),
    shares: Number(row.shares),
    status: row.status === 'sold' ? 'sold' : 'active',
    saleValueCents: row.sale_value_cents === null ? null : Number(row.sale_value_cents),
    soldAt: row.sold_at === null ? null : date(row.sold_at),
    createdAt: date(row.created_at),
  };
}
