import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Cents } from '@common/money';
import { investmentOrigins, type InvestmentOrigin } from '@common/rules/campaigns';
import type { FlowKind } from '@common/rules/returns';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { holdingValueCents } from '../payouts';

/** Money that moved between the investor and one holding: negative paid in, positive received. */
export interface HoldingFlow {
  atMs: number;
  kind: Exclude<FlowKind, 'startValue' | 'endValue'>;
  amountCents: number;
}

/** Shares of the holding sold on the market in one fill. */
interface Lot {
  atMs: number;
  shares: number;
  costCents: number;
  proceedsCents: number;
  feeCents: number;
}

/** One holding as the books tell it: what it cost, when, what it received, and what moves its value. */
export interface HoldingBooks {
  investmentId: number;
  projectId: number;
  projectTitle: string;
  origin: InvestmentOrigin;
  boughtMs: number;
  /** When it left the portfolio (sold to the sandbox, or its last share sold on the market); infinite while held. */
  closedMs: number;
  /** When its campaign was funded; infinite until then, and it waits in escrow at its amount. */
  fundedMs: number;
  amountCents: number;
  /** The 5% platform fee within the amount (0 for a market purchase). */
  feeCents: number;
  sharesBought: number;
  sharePriceCents: Cents;
  /** The project's revaluations, oldest first: each holds from its quarter's end on. */
  revaluations: Array<{ atMs: number; valueBp: number }>;
  lots: Lot[];
  /** The sale to the sandbox: the shares it took, what it paid, the cost it closed (the amount less what the market sales carried away). */
  sale: { shares: number; proceedsCents: number; costCents: number } | null;
  flows: HoldingFlow[];
}

const holdingRow = z.object({
  id: sqlColumn.integer,
  project_id: sqlColumn.integer,
  title: z.string(),
  origin: z.enum(investmentOrigins),
  status: z.string(),
  amount: sqlColumn.cents,
  fee: sqlColumn.cents,
  shares: sqlColumn.integer,
  sold_shares: sqlColumn.integer,
  sold_cost: sqlColumn.cents,
  proceeds: sqlColumn.cents.nullable(),
  share_price: sqlColumn.cents,
  created_at: sqlColumn.timestamp,
  closed_at: sqlColumn.timestamp.nullable(),
  funded_at: sqlColumn.timestamp.nullable(),
});
const lotRow = z.object({
  investment_id: sqlColumn.integer,
  shares: sqlColumn.integer,
  cost: sqlColumn.cents,
  proceeds: sqlColumn.cents,
  price: sqlColumn.cents,
  at: sqlColumn.timestamp,
});
const payoutRow = z.object({ investment_id: sqlColumn.integer, amount: sqlColumn.cents, posted_at: sqlColumn.timestamp });
const revaluationRow = z.object({ project_id: sqlColumn.integer, quarter_end: sqlColumn.timestamp, value_bp: sqlColumn.integer });

function groupBy<Row, Key>(rows: readonly Row[], key: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * The investor's holdings up to `to`, from the tables the ledger's transfers were written with:
 * investments (cancelled and refunded ones are not investments here), their payouts (dated at
 * the quarter's end, as the ledger dates them), the market lots they sold (at the fill, net of
 * the seller's fee) and their project's revaluations.
 */
export async function loadHoldingBooks(db: Database, userId: number, to: Date): Promise<HoldingBooks[]> {
  const toIso = to.toISOString();
  const [holdings, lots, payouts, revaluations] = await Promise.all([
    queryRows(
      db,
      holdingRow,
      sql`
      select i.id, i.project_id, p.title, i.origin, i.status, i.amount_cents as amount, i.fee_cents as fee, i.shares,
             i.market_sold_shares as sold_shares, i.market_sold_cost_cents as sold_cost, i.proceeds_cents as proceeds,
             p.share_price_cents as share_price, i.created_at, i.closed_at,
             case when p.status = 'funded' then p.closed_at end as funded_at
      from investments i join projects p on p.id = i.project_id
      where i.user_id = ${userId}::int and i.status in ('pending', 'active', 'sold') and i.created_at <= ${toIso}::timestamptz
      order by i.created_at, i.id`,
    ),
    queryRows(
      db,
      lotRow,
      sql`
      select l.seller_investment_id as investment_id, l.shares, l.cost_cents as cost, l.proceeds_cents as proceeds, f.price_cents as price, f.at
      from market_lots l join market_fills f on f.id = l.fill_id join investments i on i.id = l.seller_investment_id
      where i.user_id = ${userId}::int and f.at <= ${toIso}::timestamptz
      order by f.at, l.id`,
    ),
    queryRows(
      db,
      payoutRow,
      sql`
      select investment_id, amount_cents as amount, posted_at from payouts
      where user_id = ${userId}::int and posted_at <= ${toIso}::timestamptz
      order by posted_at, id`,
    ),
    queryRows(
      db,
      revaluationRow,
      sql`
      select project_id, quarter_end, value_bp from project_quarters
      where project_id in (select project_id from investments where user_id = ${userId}::int) and quarter_end <= ${toIso}::timestamptz
      order by project_id, quarter_end`,
    ),
  ]);
  const lotsOf = groupBy(lots, (lot) => lot.investment_id);
  const payoutsOf = groupBy(payouts, (payout) => payout.investment_id);
  const revaluationsOf = groupBy(revaluations, (revaluation) => revaluation.project_id);
  return holdings.map((row) => {
    const closedMs = row.closed_at && row.closed_at <= to ? row.closed_at.getTime() : Infinity;
    const holdingLots = (lotsOf.get(row.id) ?? []).map((lot) => ({
      atMs: lot.at.getTime(),
      shares: lot.shares,
      costCents: lot.cost,
      proceedsCents: lot.proceeds,
      feeCents: lot.shares * lot.price - lot.proceeds,
    }));
    // Sold with shares left: the sandbox bought those back; sold with none left: the market took them all.
    const sale =
      row.status === 'sold' && row.shares > 0 && closedMs !== Infinity
        ? { shares: row.shares, proceedsCents: row.proceeds ?? 0, costCents: row.amount - row.sold_cost }
        : null;
    const flows: HoldingFlow[] = [
      { atMs: row.created_at.getTime(), kind: row.origin === 'market' ? 'purchase' : 'invested', amountCents: -row.amount },
      ...(payoutsOf.get(row.id) ?? []).map((payout) => ({
        atMs: payout.posted_at.getTime(),
        kind: 'payout' as const,
        amountCents: payout.amount,
      })),
      ...holdingLots.map((lot) => ({ atMs: lot.atMs, kind: 'trade' as const, amountCents: lot.proceedsCents })),
      ...(sale ? [{ atMs: closedMs, kind: 'sale' as const, amountCents: sale.proceedsCents }] : []),
    ];
    return {
      investmentId: row.id,
      projectId: row.project_id,
      projectTitle: row.title,
      origin: row.origin,
      boughtMs: row.created_at.getTime(),
      closedMs,
      fundedMs: row.funded_at && row.funded_at <= to ? row.funded_at.getTime() : Infinity,
      amountCents: row.amount,
      feeCents: row.fee,
      sharesBought: row.shares + row.sold_shares,
      sharePriceCents: row.share_price,
      revaluations: (revaluationsOf.get(row.project_id) ?? []).map((revaluation) => ({
        atMs: revaluation.quarter_end.getTime(),
        valueBp: revaluation.value_bp,
      })),
      lots: holdingLots,
      sale,
      flows: flows.sort((a, b) => a.atMs - b.atMs),
    };
  });
}

/**
 * What a holding was worth at a moment (decision 0033): nothing before it was bought or once
 * it closed; its amount while its campaign raised (a failed campaign refunds it in full); after
 * that, the shares it held then at the indicative price known then (the share price times the
 * latest revaluation by then, none before the first quarter's end), as the sandbox would have
 * bought them back.
 */
export function holdingValueAt(holding: HoldingBooks, atMs: number): number {
  if (atMs < holding.boughtMs || atMs >= holding.closedMs) return 0;
  if (atMs < holding.fundedMs) return holding.amountCents;
  let shares = holding.sharesBought;
  for (const lot of holding.lots) if (lot.atMs <= atMs) shares -= lot.shares;
  return sharesValueAt(holding, shares, atMs);
}

/** What some of a funded holding's shares were worth at a moment: the indicative price known then. */
export function sharesValueAt(holding: HoldingBooks, shares: number, atMs: number): number {
  let valueBp = 10_000;
  for (const revaluation of holding.revaluations) if (revaluation.atMs <= atMs) valueBp = revaluation.valueBp;
  return holdingValueCents(shares, holding.sharePriceCents, valueBp);
}

/** The moments a holding's value can change: bought, funded, each market sale, each revaluation, closed. */
export function valueChanges(holding: HoldingBooks): number[] {
  return [
    holding.boughtMs,
    holding.fundedMs,
    holding.closedMs,
    ...holding.lots.map((lot) => lot.atMs),
    ...holding.revaluations.map((revaluation) => revaluation.atMs),
  ].filter(Number.isFinite);
}
