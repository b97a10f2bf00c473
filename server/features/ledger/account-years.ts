import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, centsToDecimal, type Cents } from '@common/money';
import type { StatementSale, YearStatement } from '@common/schemas/statements';
import type { Database, Transaction } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';

const { integer, cents: centsColumn, text, timestamp } = sqlColumn;

/**
 * Where each movement of a user's year goes, summed from the ledger (decisions.md, "Statements
 * that reconcile"). Every posting on the user's cash falls in exactly one cash bucket, so the
 * buckets add up to the year's change of cash by construction; `other` holds any code a
 * statement has no line for (none today: check:ledger reports it, as the identity then fails).
 * Three buckets are not cash postings: `purchases` (the price of shares the user's buy orders
 * bought, paid from the market's holding account), `sellerFees` (the platform's part of the
 * user's sales) and `campaignFees` (the 5% fee inside each campaign investment held that year).
 */
const buckets = [
  'deposits',
  'withdrawals',
  'campaignInvested',
  'refunds',
  'payouts',
  'creatorNet',
  'creatorRevenue',
  'sandboxSales',
  'marketSalesNet',
  'orderHolds',
  'orderReleases',
  'buyReleases',
  'other',
  'purchases',
  'sellerFees',
  'campaignFees',
] as const;
type Bucket = (typeof buckets)[number];
/** The buckets that are postings on the user's cash: their sum is the year's change of cash. */
const cashBuckets = buckets.filter((bucket) => !['purchases', 'sellerFees', 'campaignFees'].includes(bucket));

/** A user's year in cents, as the ledger has it: every figure of the statement but the sales. */
export interface AccountYear {
  userId: number;
  year: number;
  openingCash: Cents;
  deposits: Cents;
  withdrawals: Cents;
  invested: Cents;
  refunds: Cents;
  revenueShareIncome: Cents;
  salesProceeds: Cents;
  sellerFees: Cents;
  feesPaid: Cents;
  creatorNetProceeds: Cents;
  creatorRevenueShare: Cents;
  reservedChange: Cents;
  closingCash: Cents;
  /** Cash postings of codes no line of the statement names (zero unless the books hold one). */
  unclassified: Cents;
}

/** Who: one user, or every user (check:ledger). */
type Scope = { userId: number } | 'all';
/** `column` is one of this file's own qualified column names, never input. */
const userFilter = (scope: Scope, column: string) => (scope === 'all' ? sql`true` : sql`${sql.raw(column)} = ${scope.userId}::int`);

const yearOf = (column: string) => sql.raw(`extract(year from ${column} at time zone 'UTC')::int`);

const bucketRow = z.object({ userId: integer, year: integer, bucket: z.enum(buckets), total: centsColumn });

/** The ledger's sums by user, sandbox year (UTC) and bucket: one statement, for one user or all. */
async function bucketSums(db: Database | Transaction, scope: Scope) {
  return queryRows(
    db,
    bucketRow,
    sql`
    with cash as (
      select p.account_id as user_id, ${yearOf('t.created_at')} as year, t.id as transfer_id, t.code, p.amount_cents as amount
      from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
      where p.account_kind = 'user_cash' and ${userFilter(scope, 'p.account_id')}
    ), fill as (
      select f.transfer_id, s.user_id as seller_id, b.user_id as buyer_id
      from market_fills f join market_orders s on s.id = f.sell_order_id join market_orders b on b.id = f.buy_order_id
    ), classified as (
      select c.user_id, c.year, c.amount,
             case
               when c.code in ('deposit', 'opening_balance') then 'deposits'
               when c.code = 'withdrawal' then 'withdrawals'
               when c.code = 'investment_hold' then 'campaignInvested'
               when c.code in ('cancel_refund', 'failure_refund') then 'refunds'
               when c.code = 'payout' then 'payouts'
               when c.code in ('release_to_creator', 'proceeds_to_cash') then 'creatorNet'
               when c.code = 'revenue' then 'creatorRevenue'
               when c.code = 'sale' then 'sandboxSales'
               when c.code = 'order_hold' then 'orderHolds'
               when c.code = 'order_release' then 'orderReleases'
               when c.code = 'trade' and fill.seller_id = c.user_id then 'marketSalesNet'
               when c.code = 'trade' and fill.buyer_id = c.user_id then 'buyReleases'
               else 'other'
             end as bucket
      -- One fill per trade transfer: which side of it the user was on.
      from cash c left join fill on c.code = 'trade' and fill.transfer_id = c.transfer_id
    ), bought as (
      -- A fill's price: what the buyer's hold gave up (the holding account's posting) less what came back to the buyer.
      select fill.buyer_id as user_id, ${yearOf('t.created_at')} as year, 'purchases' as bucket,
             -(select sum(h.amount_cents) from ledger_postings h where h.transfer_id = t.id and h.account_kind = 'market_holding')
             - coalesce((select sum(r.amount_cents) from ledger_postings r
                         where r.transfer_id = t.id and r.account_kind = 'user_cash' and r.account_id = fill.buyer_id), 0) as amount
      from fill join ledger_transfers t on t.id = fill.transfer_id
      where ${userFilter(scope, 'fill.buyer_id')}
    ), fees as (
      select fill.seller_id as user_id, ${yearOf('t.created_at')} as year, 'sellerFees' as bucket, fee.amount_cents as amount
      from fill join ledger_transfers t on t.id = fill.transfer_id
      join ledger_postings fee on fee.transfer_id = t.id and fee.account_kind = 'platform_fees'
      where ${userFilter(scope, 'fill.seller_id')}
    ), campaign_fees as (
      select c.user_id, c.year, 'campaignFees' as bucket, i.fee_cents as amount
      from cash c join ledger_transfers t on t.id = c.transfer_id join investments i on i.id = t.investment_id
      where c.code = 'investment_hold'
    ), moved as (
      select user_id, year, bucket, amount from classified
      union all select user_id, year, bucket, amount from bought
      union all select user_id, year, bucket, amount from fees
      union all select user_id, year, bucket, amount from campaign_fees
    )
    select user_id as "userId", year, bucket, sum(amount) as total from moved
    group by user_id, year, bucket
    order by user_id, year, bucket`,
  );
}

/**
 * Every year with activity of each user in scope, oldest first, each with the figures of its
 * statement in cents. A year has activity when any posting of the user's cash, or a fill of one
 * of their orders, is dated in it (sandbox clock, UTC). A year's opening cash is the one before's
 * closing, and its closing the opening plus every cash posting of the year.
 */
export async function accountYears(db: Database | Transaction, scope: Scope): Promise<AccountYear[]> {
  const rows = await bucketSums(db, scope);
  const grouped = new Map<string, { userId: number; year: number; sums: Record<Bucket, number> }>();
  for (const row of rows) {
    const key = `${row.userId}:${row.year}`;
    let entry = grouped.get(key);
    if (!entry) {
      entry = {
        userId: row.userId,
        year: row.year,
        sums: Object.fromEntries(buckets.map((bucket) => [bucket, 0])) as Record<Bucket, number>,
      };
      grouped.set(key, entry);
    }
    entry.sums[row.bucket] += row.total;
  }
  const years: AccountYear[] = [];
  const closingOf = new Map<number, number>();
  for (const { userId, year, sums } of grouped.values()) {
    const opening = closingOf.get(userId) ?? 0;
    const closing = opening + cashBuckets.reduce((total, bucket) => total + sums[bucket], 0);
    closingOf.set(userId, closing);
    years.push({
      userId,
      year,
      openingCash: cents(opening),
      deposits: cents(sums.deposits),
      withdrawals: cents(-sums.withdrawals),
      invested: cents(-sums.campaignInvested + sums.purchases),
      refunds: cents(sums.refunds),
      revenueShareIncome: cents(sums.payouts),
      salesProceeds: cents(sums.sandboxSales + sums.marketSalesNet + sums.sellerFees),
      sellerFees: cents(sums.sellerFees),
      feesPaid: cents(sums.campaignFees + sums.sellerFees),
      creatorNetProceeds: cents(sums.creatorNet),
      creatorRevenueShare: cents(sums.creatorRevenue),
      // Into the reservations: the holds; out of them: what was released, what came back at a fill, and the fills' price.
      reservedChange: cents(-sums.orderHolds - sums.orderReleases - sums.buyReleases - sums.purchases),
      closingCash: cents(closing),
      unclassified: cents(sums.other),
    });
  }
  return years;
}

const saleRow = z.object({
  userId: integer,
  year: integer,
  at: timestamp,
  investmentId: integer,
  projectTitle: text,
  shares: integer,
  proceeds: centsColumn,
  costBasis: centsColumn,
  fee: centsColumn,
});

export interface AccountSale {
  userId: number;
  year: number;
  at: Date;
  investmentId: number;
  projectTitle: string;
  shares: number;
  proceeds: Cents;
  costBasis: Cents;
  fee: Cents;
}

/**
 * The sales of each user in scope, oldest first: each holding a market fill took shares from
 * (its lot: the shares, their price before the fee, the proportional cost they carried away and
 * their part of the 2% fee), and each holding sold to the sandbox (what was left of it at its
 * remaining cost: the amount less what market sales already carried away; no fee). Dated by the
 * transfer that paid them, like the rest of the statement.
 */
export async function accountSales(db: Database | Transaction, scope: Scope, year: number | null = null): Promise<AccountSale[]> {
  const inYear = (column: string) => (year === null ? sql`true` : sql`${yearOf(column)} = ${year}::int`);
  return queryRows(
    db,
    saleRow,
    sql`
    select * from (
      select i.user_id as "userId", ${yearOf('t.created_at')} as year, t.created_at as at, i.id as "investmentId",
             coalesce(p.title, '') as "projectTitle", l.shares, (l.shares * f.price_cents)::bigint as proceeds,
             l.cost_cents as "costBasis", (l.shares * f.price_cents - l.proceeds_cents)::bigint as fee, l.id as tie
      from market_lots l join market_fills f on f.id = l.fill_id join ledger_transfers t on t.id = f.transfer_id
      join investments i on i.id = l.seller_investment_id left join projects p on p.id = i.project_id
      where ${userFilter(scope, 'i.user_id')} and ${inYear('t.created_at')}
      union all
      -- Each payment of a sale to the sandbox is a line, so the lines sum to the ledger's sales; its holding gives the details.
      select c.account_id, ${yearOf('t.created_at')}, t.created_at, coalesce(t.investment_id, 0), coalesce(p.title, ''), coalesce(i.shares, 0),
             c.amount_cents, coalesce(i.amount_cents - i.market_sold_cost_cents, 0)::bigint, 0::bigint, 0
      from ledger_transfers t join ledger_postings c on c.transfer_id = t.id and c.account_kind = 'user_cash'
      left join investments i on i.id = t.investment_id left join projects p on p.id = coalesce(i.project_id, t.project_id)
      where t.code = 'sale' and ${userFilter(scope, 'c.account_id')} and ${inYear('t.created_at')}
    ) sales
    order by "userId", at, tie, "investmentId"`,
  );
}

const decimal = (amount: number) => centsToDecimal(cents(amount));

/** A sale as the statement shows it: decimal strings, and the gain after the fee and the cost. */
export function statementSale(sale: AccountSale): StatementSale {
  return {
    at: sale.at.toISOString(),
    investmentId: sale.investmentId,
    projectTitle: sale.projectTitle,
    shares: sale.shares,
    proceeds: decimal(sale.proceeds),
    costBasis: decimal(sale.costBasis),
    fee: decimal(sale.fee),
    gain: decimal(sale.proceeds - sale.fee - sale.costBasis),
  };
}

/** A year's figures and its sales as the API answers them (decimal strings). */
export function toYearStatement(year: Omit<AccountYear, 'userId' | 'unclassified'>, sales: readonly AccountSale[]): YearStatement {
  return {
    year: year.year,
    openingCash: decimal(year.openingCash),
    deposits: decimal(year.deposits),
    withdrawals: decimal(year.withdrawals),
    invested: decimal(year.invested),
    refunds: decimal(year.refunds),
    revenueShareIncome: decimal(year.revenueShareIncome),
    sales: sales.map(statementSale),
    salesProceeds: decimal(year.salesProceeds),
    sellerFees: decimal(year.sellerFees),
    feesPaid: decimal(year.feesPaid),
    creatorNetProceeds: decimal(year.creatorNetProceeds),
    creatorRevenueShare: decimal(year.creatorRevenueShare),
    reservedChange: decimal(year.reservedChange),
    closingCash: decimal(year.closingCash),
  };
}

/**
 * The user's statement for `year`: its figures when the year had activity; otherwise a year in
 * which nothing moved, opening and closing with the cash the last year before it closed with.
 */
export async function yearStatement(db: Database | Transaction, userId: number, year: number): Promise<YearStatement> {
  const years = await accountYears(db, { userId });
  const found = years.find((entry) => entry.year === year);
  if (found) return toYearStatement(found, await accountSales(db, { userId }, year));
  const before = years.filter((entry) => entry.year < year).at(-1);
  const cash = before?.closingCash ?? cents(0);
  const zero = cents(0);
  return toYearStatement(
    {
      year,
      openingCash: cash,
      deposits: zero,
      withdrawals: zero,
      invested: zero,
      refunds: zero,
      revenueShareIncome: zero,
      salesProceeds: zero,
      sellerFees: zero,
      feesPaid: zero,
      creatorNetProceeds: zero,
      creatorRevenueShare: zero,
      reservedChange: zero,
      closingCash: cash,
    },
    [],
  );
}

/** The years in which the user had any activity, newest first. */
export async function statementYears(db: Database | Transaction, userId: number): Promise<number[]> {
  const rows = await queryRows(
    db,
    z.object({ year: integer }),
    sql`
    select distinct ${yearOf('t.created_at')} as year
    from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
    where p.account_kind = 'user_cash' and p.account_id = ${userId}::int
    union
    select ${yearOf('t.created_at')} from market_fills f join ledger_transfers t on t.id = f.transfer_id
    join market_orders o on o.id in (f.buy_order_id, f.sell_order_id)
    where o.user_id = ${userId}::int
    order by year desc`,
  );
  return rows.map((row) => row.year);
}
