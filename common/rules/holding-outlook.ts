/**
 * A holding's forecast as it was on the day it was bought (decisions.md, "What could happen":
 * "each holding shows its realized payouts over the band forecast for it when it was bought"),
 * and the income calendar's estimates built from it. Nothing here is stored: the forecast is
 * reproduced from the public default seed of the project and the inputs of that day, which the
 * holding's row still holds (the amount paid, the price per share, campaign or market, and when),
 * so the band on the dashboard is exactly what `GET /api/projects/{id}/outlook` answered then.
 */
import { cents, centsToDecimal, type Cents } from '../money';
import { campaignClosesAt, type InvestmentOrigin } from './campaigns';
import { defaultOutlookSeed, type OutlookInputs } from './outlook-inputs';
import { OUTLOOK_YEARS, quantiles, type HoldingRequest, type Outlook, type ProjectFutures } from './outlook';
import { investorPart, poolSharesOf, sharesBought, sharesSharingPool, type PoolShares } from './outlook-shares';
import { nextQuarterEnd, quarterOf } from './quarters';

/** Five years of quarters from the holding's first, as the project page's default horizon. */
export const HOLDING_OUTLOOK_YEARS = OUTLOOK_YEARS.default;
/** Fewer futures than the project page's 10,000: a dashboard reads one per holding (P10 to P90 stay within a few cents). */
export const HOLDING_OUTLOOK_PATHS = 2_000;
/** The income calendar estimates this many quarters ahead. */
export const ESTIMATED_QUARTERS = 4;

/** The project's facts the revenue model reads, as its row has them. */
export interface HoldingProjectFacts {
  id: number;
  type: string;
  fundingGoalCents: Cents;
  sharePriceCents: Cents;
  totalShares: number;
  /** Shares the campaign offers still unsold: the rest split the investors' pool. */
  availableShares: number;
  /** The campaign's last day (`YYYY-MM-DD`): until it closes, it is expected to fund the day after. */
  endDate: string;
  /** When the campaign closed (funded); null while it raises money. */
  closedAt: Date | null;
}

/** The holding's row: what was paid, for how many shares, where and when. */
export interface HoldingFacts {
  origin: InvestmentOrigin;
  /** What was paid: in the campaign the 5% platform fee included, on the market the shares' price. */
  amountCents: Cents;
  /** Shares bought: those held now and those sold on the market since. */
  sharesBought: number;
  /** Shares held now. */
  shares: number;
  /** When it was bought (the investment's or the trade's moment). */
  boughtAt: Date;
}

/**
 * The simulator's inputs for the holding as on the day it was bought: the project's public
 * default seed, the amount paid, and
 * - in the campaign: the campaign's share price with its 5% platform fee, the quarters from the
 *   campaign's funding (its close, or while it raises money the close it expects);
 * - on the market: the trade's price per share (a market holding's amount is its shares times the
 *   price), no fee, the quarters from the purchase.
 * `years` covers 5 years unless asked for more (the quarters of a horizon do not depend on it).
 */
export function holdingOutlookInputs(
  project: HoldingProjectFacts,
  holding: HoldingFacts,
  years: number = HOLDING_OUTLOOK_YEARS,
): OutlookInputs {
  const onMarket = holding.origin === 'market';
  const marketPrice = holding.sharesBought > 0 ? Math.round(holding.amountCents / holding.sharesBought) : project.sharePriceCents;
  return {
    project: {
      id: project.id,
      type: project.type,
      fundingGoalCents: project.fundingGoalCents,
      fundedAt: project.closedAt ?? campaignClosesAt(project.endDate),
      sharePriceCents: project.sharePriceCents,
      // While the campaign raises money, the holding's own shares are among those sold: counted once, as the purchase's.
      ...poolSharesOf({ ...project, funded: project.closedAt !== null }, onMarket ? 0 : holding.sharesBought),
    },
    request: {
      amountCents: holding.amountCents,
      years,
      paths: HOLDING_OUTLOOK_PATHS,
      seed: defaultOutlookSeed(project.id),
      priceCents: onMarket ? cents(marketPrice) : project.sharePriceCents,
      onMarket,
      ...(onMarket ? { startsAt: holding.boughtAt } : {}),
    },
  };
}

/**
 * The same futures for the shares held now, when some were sold on the market since: a purchase
 * of exactly those shares at the price paid (the quarters' payouts depend on the shares alone).
 * Unchanged when every share bought is still held.
 */
export function heldSharesInputs(inputs: OutlookInputs, holding: HoldingFacts): OutlookInputs {
  if (holding.shares === holding.sharesBought) return inputs;
  const price = inputs.request.priceCents;
  return { project: inputs.project, request: { ...inputs.request, amountCents: cents(holding.shares * price), onMarket: true } };
}

/** The first moment the holding's quarters count from: the purchase on the market, else the funding. */
function holdingStartsAt(inputs: OutlookInputs): Date {
  return inputs.request.startsAt ?? inputs.project.fundedAt;
}

/** The years of quarters from `from` that reach the quarter ending at `until` (at least `atLeast`). */
export function yearsReaching(from: Date, until: Date, atLeast: number = HOLDING_OUTLOOK_YEARS): number {
  let quarters = 0;
  for (let end = nextQuarterEnd(from); end <= until; end = nextQuarterEnd(end)) quarters += 1;
  return Math.max(atLeast, Math.ceil(quarters / 4));
}

/**
 * The horizon of a holding's forecast at `now`: five years of quarters from its first, or more
 * to reach the last quarter the income calendar estimates. The band and the calendar use the
 * same, so they read the same futures (the quarters' figures do not depend on the horizon).
 */
export function holdingForecastYears(inputs: OutlookInputs, now: Date): number {
  const last = quartersAhead(now).at(-1)?.end ?? now;
  return yearsReaching(holdingStartsAt(inputs), last);
}

/** The holding's forecast at purchase over the horizon it has at `now` (holdingForecastYears). */
export function holdingForecastInputs(project: HoldingProjectFacts, holding: HoldingFacts, now: Date): OutlookInputs {
  const inputs = holdingOutlookInputs(project, holding);
  return { project: inputs.project, request: { ...inputs.request, years: holdingForecastYears(inputs, now) } };
}

/** The next `count` quarters to be paid after `now` ("2027-Q1"), and the moment each ends. */
export function quartersAhead(now: Date, count = ESTIMATED_QUARTERS): Array<{ quarter: string; end: Date }> {
  const ahead: Array<{ quarter: string; end: Date }> = [];
  for (let end = nextQuarterEnd(now); ahead.length < count; end = nextQuarterEnd(end)) {
    ahead.push({ quarter: quarterOf(new Date(end.getTime() - 1)), end });
  }
  return ahead;
}

/**
 * A project's futures reduced to what any holding's quarters need: each quarter of the horizon,
 * the investors' pool at the 10th, 50th and 90th percentile over the paths (nearest rank, as the
 * outlook's), and the plan's pool. A few numbers a quarter, where the futures are every path's.
 */
export interface QuarterPools {
  quarters: string[];
  p10: number[];
  p50: number[];
  p90: number[];
  plan: number[];
  poolShares: PoolShares;
}

export function quarterPools(futures: ProjectFutures): QuarterPools {
  const pools: QuarterPools = { quarters: [], p10: [], p50: [], p90: [], plan: [], poolShares: futures.project };
  const values = new Float64Array(futures.paths);
  for (let quarter = 0; quarter < futures.horizonQuarters; quarter += 1) {
    for (let path = 0; path < futures.paths; path += 1) values[path] = futures.pools[path * futures.simulatedQuarters + quarter] ?? 0;
    const { p10, p50, p90 } = quantiles(values);
    const end = futures.quarterEnds[quarter] ?? futures.project.fundedAt;
    pools.quarters.push(quarterOf(new Date(end.getTime() - 1)));
    pools.p10.push(p10);
    pools.p50.push(p50);
    pools.p90.push(p90);
    pools.plan.push(futures.planPools[quarter] ?? 0);
  }
  return pools;
}

/**
 * The holding's quarters, exactly as `outlookOfHolding(futures, holding).quarters` answers them,
 * without simulating its IRR, loss and break-even over every path: the holding's part of a pool
 * never falls as the pool grows (the payout engine's split between two holders rounds half up),
 * so the part of a pool's percentile is the percentile of the parts. The test beside this holds
 * the two equal.
 */
export function holdingQuarters(pools: QuarterPools, holding: HoldingRequest): Outlook['quarters'] {
  const shares = sharesBought(holding);
  const sharing = sharesSharingPool(pools.poolShares, shares);
  const part = (pool: number) => centsToDecimal(cents(investorPart(pool, shares, sharing)));
  return pools.quarters.map((quarter, index) => ({
    quarter,
    p10: part(pools.p10[index] ?? 0),
    p50: part(pools.p50[index] ?? 0),
    p90: part(pools.p90[index] ?? 0),
    plan: part(pools.plan[index] ?? 0),
  }));
}
