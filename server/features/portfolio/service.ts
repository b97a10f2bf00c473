import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, centsToDecimal, type Cents } from '@common/money';
import type { HistoryRange, PortfolioHistory } from '@common/schemas/portfolio';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { holdingValueCents } from '../payouts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The timeframes' lengths, shared by the chart and the rates. */
export const RANGE_DAYS: Record<Exclude<HistoryRange, 'all'>, number> = { '1m': 30, '3m': 91, '6m': 182, '1y': 365 };
/** Evenly spaced points besides the event days: the chart's days stay few on long ranges. */
export const EVEN_POINTS = 60;

interface Holding {
  projectId: number;
  amountCents: Cents;
  /** The shares it was bought with; those sold on the market leave it at their sale, with their part of the cost. */
  shares: number;
  marketSales: MarketSale[];
  sharePriceCents: Cents;
  boughtMs: number;
  /** When it left the portfolio (sold, cancelled, refunded); infinite while held. */
  closedMs: number;
  /** When its campaign was funded; infinite until then (it waits in escrow at its amount). */
  fundedMs: number;
}

interface MarketSale {
  atMs: number;
  shares: number;
  costCents: Cents;
}

interface Revaluation {
  atMs: number;
  valueBp: number;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const endOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS + DAY_MS - 1;

/**
 * The moments to chart, each the end of a day (the last one now): every day with an event
 * (a purchase, a close, a funding, a revaluation) and evenly spaced days between, so the
 * value drawn as steps from point to point is exact at day granularity.
 */
function pointTimes(startMs: number, nowMs: number, eventMs: number[]): number[] {
  const days = new Set<number>();
  const firstDay = endOfDay(startMs);
  const spanDays = Math.max(0, Math.round((endOfDay(nowMs) - firstDay) / DAY_MS));
  const stepDays = Math.max(1, Math.ceil(spanDays / EVEN_POINTS));
  for (let day = 0; day <= spanDays; day += stepDays) days.add(firstDay + day * DAY_MS);
  for (const at of eventMs) if (at >= startMs && at <= nowMs) days.add(endOfDay(at));
  days.add(endOfDay(nowMs));
  return [...days].sort((a, b) => a - b).map((at) => Math.min(at, nowMs));
}

/** The project's value in basis points at each time (times sorted): its latest revaluation by then, 10,000 before any. */
function valueBpAtTimes(revaluations: Revaluation[], times: number[]): number[] {
  let next = 0;
  let current = 10_000;
  return times.map((at) => {
    while (next < revaluations.length && (revaluations[next]?.atMs ?? Infinity) <= at) current = revaluations[next++]?.valueBp ?? current;
    return current;
  });
}

const holdingRow = z.object({
  id: sqlColumn.integer,
  project_id: sqlColumn.integer,
  amount: sqlColumn.cents,
  shares: sqlColumn.integer,
  share_price: sqlColumn.cents,
  created_at: sqlColumn.timestamp,
  closed_at: sqlColumn.timestamp.nullable(),
  funded_at: sqlColumn.timestamp.nullable(),
});
const revaluationRow = z.object({ project_id: sqlColumn.integer, quarter_end: sqlColumn.timestamp, value_bp: sqlColumn.integer });
const payoutDayRow = z.object({ day: sqlColumn.day, amount: sqlColumn.cents });
const marketSaleRow = z.object({
  holding_id: sqlColumn.integer,
  shares: sqlColumn.integer,
  cost: sqlColumn.cents,
  at: sqlColumn.timestamp,
});

/**
 * The dashboard chart: from the first investment (or the range's start, if later) to now, the
 * amount invested in the holdings open at each point and their value, which moves only at
 * events, as `GET /api/investments` values them; and the payouts received, by day.
 */
export async function portfolioHistory(db: Database, user: { id: number }, range: HistoryRange, now: Date): Promise<PortfolioHistory> {
  const [holdingRows, marketSaleRows] = await Promise.all([
    queryRows(
      db,
      holdingRow,
      sql`
      select i.id, i.project_id, i.amount_cents as amount, i.shares + i.market_sold_shares as shares, p.share_price_cents as share_price,
             i.created_at, i.closed_at,
             case when p.status = 'funded' then p.closed_at end as funded_at
      from investments i join projects p on p.id = i.project_id
      where i.user_id = ${user.id}::int`,
    ),
    queryRows(
      db,
      marketSaleRow,
      sql`
      select l.seller_investment_id as holding_id, l.shares, l.cost_cents as cost, f.at
      from market_lots l join market_fills f on f.id = l.fill_id join investments i on i.id = l.seller_investment_id
      where i.user_id = ${user.id}::int`,
    ),
  ]);
  const nowMs = now.getTime();
  const marketSalesOf = new Map<number, MarketSale[]>();
  for (const row of marketSaleRows) {
    const sales = marketSalesOf.get(row.holding_id) ?? [];
    sales.push({ atMs: row.at.getTime(), shares: row.shares, costCents: row.cost });
    marketSalesOf.set(row.holding_id, sales);
  }
  const holdings: Holding[] = holdingRows.map((row) => ({
    projectId: row.project_id,
    amountCents: row.amount,
    shares: row.shares,
    marketSales: marketSalesOf.get(row.id) ?? [],
    sharePriceCents: row.share_price,
    boughtMs: row.created_at.getTime(),
    closedMs: row.closed_at?.getTime() ?? Infinity,
    fundedMs: row.funded_at?.getTime() ?? Infinity,
  }));
  if (holdings.length === 0) return { range, points: [], payouts: [] };

  const firstMs = Math.min(...holdings.map((holding) => holding.boughtMs));
  const startMs = range === 'all' ? firstMs : Math.max(firstMs, nowMs - RANGE_DAYS[range] * DAY_MS);
  const [revaluationRows, payoutRows] = await Promise.all([
    queryRows(
      db,
      revaluationRow,
      sql`
      select project_id, quarter_end, value_bp from project_quarters
      where project_id in (select project_id from investments where user_id = ${user.id}::int) and quarter_end <= ${now.toISOString()}::timestamptz
      order by project_id, quarter_end`,
    ),
    queryRows(
      db,
      payoutDayRow,
      sql`
      select to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(amount_cents) as amount from payouts
      where user_id = ${user.id}::int and posted_at >= ${new Date(startMs).toISOString()}::timestamptz and posted_at <= ${now.toISOString()}::timestamptz
      group by 1 order by 1`,
    ),
  ]);
  const revaluations = new Map<number, Revaluation[]>();
  for (const row of revaluationRows) {
    const list = revaluations.get(row.project_id) ?? [];
    list.push({ atMs: row.quarter_end.getTime(), valueBp: row.value_bp });
    revaluations.set(row.project_id, list);
  }

  const events = holdings.flatMap((holding) => [
    holding.boughtMs,
    holding.closedMs,
    holding.fundedMs,
    ...holding.marketSales.map((sale) => sale.atMs),
  ]);
  for (const list of revaluations.values()) events.push(...list.map((revaluation) => revaluation.atMs));
  const times = pointTimes(startMs, nowMs, events);
  const invested = times.map(() => 0);
  const value = times.map(() => 0);
  const valueBpByProject = new Map<number, number[]>();
  for (const holding of holdings) {
    let valueBp = valueBpByProject.get(holding.projectId);
    if (!valueBp) {
      valueBp = valueBpAtTimes(revaluations.get(holding.projectId) ?? [], times);
      valueBpByProject.set(holding.projectId, valueBp);
    }
    times.forEach((at, index) => {
      if (holding.boughtMs > at || holding.closedMs <= at) return;
      let shares = holding.shares;
      let costCents: number = holding.amountCents;
      for (const sale of holding.marketSales) {
        if (sale.atMs > at) continue;
        shares -= sale.shares;
        costCents -= sale.costCents;
      }
      invested[index] = (invested[index] ?? 0) + costCents;
      const worth = holding.fundedMs <= at ? holdingValueCents(shares, holding.sharePriceCents, valueBp[index] ?? 10_000) : costCents;
      value[index] = (value[index] ?? 0) + worth;
    });
  }
  return {
    range,
    points: times.map((at, index) => ({
      date: dayOf(at),
      invested: centsToDecimal(cents(invested[index] ?? 0)),
      value: centsToDecimal(cents(value[index] ?? 0)),
    })),
    payouts: payoutRows.map((row) => ({ date: row.day, amount: centsToDecimal(row.amount) })),
  };
}
