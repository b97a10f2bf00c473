import { eq } from 'drizzle-orm';
import { centsToDecimal } from '../../../common/money';
import type { HistoryRange, PortfolioHistory } from '../../../common/schemas/portfolio';
import type { Database } from '../../db/client';
import { investments } from '../../db/schema';
import { investmentValueCents } from './returns-model';

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGE_DAYS: Record<Exclude<HistoryRange, 'all'>, number> = { '1m': 30, '3m': 91, '6m': 182, '1y': 365 };
/** Charts stay light: at most this many points, one a day when the range allows. */
export const MAX_POINTS = 200;

interface Holding {
  projectId: number;
  amountCents: number;
  createdAt: Date;
  soldAt: Date | null;
}

/** Point times ending exactly at `now` (so the last point matches the investments list), evenly `step` days apart. */
function pointTimes(start: Date, now: Date): Date[] {
  const days = Math.max(1, Math.ceil((now.getTime() - start.getTime()) / DAY_MS));
  const stepDays = Math.ceil(days / (MAX_POINTS - 1));
  const count = Math.floor(days / stepDays) + 1;
  return Array.from({ length: count }, (_, index) => new Date(now.getTime() - (count - 1 - index) * stepDays * DAY_MS));
}

/** What was held at `at` (bought by then, not yet sold) and what it was worth by the returns model. */
function pointAt(holdings: Holding[], at: Date): { invested: number; value: number } {
  let invested = 0;
  let value = 0;
  for (const holding of holdings) {
    if (holding.createdAt > at || (holding.soldAt !== null && holding.soldAt <= at)) continue;
    invested += holding.amountCents;
    value += investmentValueCents(holding.amountCents, holding.projectId, holding.createdAt, at);
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
  now = new Date(),
): Promise<PortfolioHistory> {
  const holdings: Holding[] = await db
    .select({ projectId: investments.projectId, amountCents: investments.amountCents, createdAt: investments.createdAt, soldAt: investments.soldAt })
    .from(investments)
    .where(eq(investments.userId, user.id));
  let start: Date;
  if (range === 'all') {
    const first = holdings.reduce((earliest, holding) => Math.min(earliest, holding.createdAt.getTime()), user.createdAt.getTime());
    start = new Date(Math.min(first, now.getTime()));
  } else {
    start = new Date(now.getTime() - RANGE_DAYS[range] * DAY_MS);
  }
  const points = pointTimes(start, now).map((at) => {
    const { invested, value } = pointAt(holdings, at);
    return { date: at.toISOString().slice(0, 10), invested: centsToDecimal(invested), value: centsToDecimal(value) };
  });
  return { range, points };
}
