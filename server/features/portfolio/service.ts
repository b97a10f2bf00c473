import { eq, sql } from 'drizzle-orm';
import { cents, centsToDecimal } from '../../../common/money';
import type { HistoryRange, PortfolioHistory } from '../../../common/schemas/portfolio';
import type { Database } from '../../db/client';
import { investments } from '../../db/schema';
import { performanceAtTime } from './returns-model';

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGE_DAYS: Record<Exclude<HistoryRange, 'all'>, number> = { '1m': 30, '3m': 91, '6m': 182, '1y': 365 };
/** Charts stay light: at most this many points, one a day when the range allows. */
export const MAX_POINTS = 200;

interface Holding {
  projectId: number;
  amountCents: number;
  createdAt: Date;
  soldAt: Date | null;
  /** Still in escrow: worth its amount until the campaign closes. */
  pending: boolean;
}

/** Point times ending exactly at `now` (so the last point matches the investments list), evenly `step` days apart. */
function pointTimes(start: Date, now: Date): Date[] {
  const days = Math.max(1, Math.ceil((now.getTime() - start.getTime()) / DAY_MS));
  const stepDays = Math.ceil(days / (MAX_POINTS - 1));
  const count = Math.floor(days / stepDays) + 1;
  return Array.from({ length: count }, (_, index) => new Date(now.getTime() - (count - 1 - index) * stepDays * DAY_MS));
}

/**
 * For each point time, the amount invested in holdings open then (bought by then, not yet
 * sold) and their value: the arithmetic of `investmentValueCents`, batched per project so that
 * each project's performance is computed once per point, not twice per holding per point (a
 * dashboard of 1,000 investments draws 183 points).
 */
function chartValues(holdings: Holding[], times: number[]): { invested: number[]; value: number[] } {
  const invested = times.map(() => 0);
  const value = times.map(() => 0);
  const byProject = new Map<number, Holding[]>();
  for (const holding of holdings) {
    const group = byProject.get(holding.projectId);
    if (group) group.push(holding);
    else byProject.set(holding.projectId, [holding]);
  }
  for (const [projectId, group] of byProject) {
    const performance: Array<number | undefined> = [];
    for (const holding of group) {
      const boughtMs = holding.createdAt.getTime();
      const soldMs = holding.soldAt === null ? Number.POSITIVE_INFINITY : holding.soldAt.getTime();
      const whenBought = performanceAtTime(projectId, boughtMs);
      times.forEach((atMs, index) => {
        if (boughtMs > atMs || soldMs <= atMs) return;
        invested[index] = (invested[index] ?? 0) + holding.amountCents;
        let worth = holding.amountCents;
        if (atMs > boughtMs && !holding.pending) {
          const atPoint = (performance[index] ??= performanceAtTime(projectId, atMs));
          worth = Math.round((holding.amountCents * atPoint) / whenBought);
        }
        value[index] = (value[index] ?? 0) + worth;
      });
    }
  }
  return { invested, value };
}

/**
 * The dashboard chart: for each point, the amount invested in holdings open at that moment
 * and their simulated value. 'all' runs from the account's creation (or its first
 * investment, if older) to now.
 */
export async function portfolioHistory(
  db: Database,
  user: { id: number; createdAt: Date },
  range: HistoryRange,
  now: Date,
): Promise<PortfolioHistory> {
  const holdings: Holding[] = await db
    .select({
      projectId: investments.projectId,
      amountCents: investments.amountCents,
      createdAt: investments.createdAt,
      soldAt: investments.closedAt,
      pending: sql<boolean>`${investments.status} = 'pending'`,
    })
    .from(investments)
    .where(eq(investments.userId, user.id));
  let start: Date;
  if (range === 'all') {
    const first = holdings.reduce((earliest, holding) => Math.min(earliest, holding.createdAt.getTime()), user.createdAt.getTime());
    start = new Date(Math.min(first, now.getTime()));
  } else {
    start = new Date(now.getTime() - RANGE_DAYS[range] * DAY_MS);
  }
  const times = pointTimes(start, now);
  const { invested, value } = chartValues(
    holdings,
    times.map((at) => at.getTime()),
  );
  const points = times.map((at, index) => ({
    date: at.toISOString().slice(0, 10),
    invested: centsToDecimal(cents(invested[index] ?? 0)),
    value: centsToDecimal(cents(value[index] ?? 0)),
  }));
  return { range, points };
}
