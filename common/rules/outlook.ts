/**
 * The outlook simulator (decisions.md, "What could happen: the outlook simulator"): what an
 * amount invested in a project could pay over a horizon, over many simulated futures drawn with
 * the revenue model's own distribution (./revenue-model.ts), seeded and reproducible. Pure: the
 * server answers with it and the browser's worker runs the same code.
 */
import { cents, centsToDecimal, splitRevenue, type Cents } from '../money';
import { indicativePriceCents, resaleAllowedFrom, sellerFeeCents } from './market';
import { investorPart, sharesBought, sharesSharingPool, type PoolShares } from './outlook-shares';
import { nextQuarterEnd, quarterOf } from './quarters';
import {
  drawNoise,
  drawOutlook,
  expectedDraws,
  expectedMonthRevenue,
  generator,
  monthsEndingAt,
  quarterRevenueCents,
  shareAhead,
  valueBpOf,
  type EarningProject,
} from './revenue-model';

export const OUTLOOK_YEARS = { min: 1, max: 10, default: 5 } as const;
export const OUTLOOK_PATHS = { min: 100, max: 20_000, default: 10_000 } as const;
/** "Money back within" these years is always answered, whatever the horizon. */
const MONEY_BACK_YEARS = [1, 3, 5] as const;

export interface OutlookProject extends EarningProject, PoolShares {
  sharePriceCents: Cents;
}

export interface OutlookRequest {
  amountCents: Cents;
  years: number;
  paths: number;
  seed: number;
  /** The price paid per share; on the market no platform fee is taken, in the campaign 5% is. */
  priceCents: Cents;
  onMarket: boolean;
  /** The first quarter paid is the first after this (bought on the market now); the funding by default. */
  startsAt?: Date;
  /** Test-only: no outlook luck and no noise, every path the plan. */
  noVolatility?: boolean;
}

export interface Quantiles<T> {
  p10: T;
  p50: T;
  p90: T;
}

export interface Outlook {
  seed: number;
  paths: number;
  quarters: Array<{ quarter: string } & Quantiles<string> & { plan: string }>;
  moneyBack: Record<'1' | '3' | '5', string>;
  anyLoss: string;
  totalLoss: string;
  irr: Quantiles<string>;
  multiple: Quantiles<string>;
  breakEvenQuarter: Quantiles<number | null>;
}

/** The quarterly flows' value today at a quarterly `rate`, and its derivative in the rate. */
function presentValue(flows: Float64Array, rate: number): { value: number; slope: number } {
  const discount = 1 / (1 + rate);
  let factor = 1;
  let value = 0;
  let slope = 0;
  for (let quarter = 0; quarter < flows.length; quarter += 1) {
    value += flows[quarter]! * factor;
    slope -= quarter * flows[quarter]! * factor * discount;
    factor *= discount;
  }
  return { value, slope };
}

/**
 * The annual rate at which the quarterly flows (the first the amount paid, negative, the rest
 * not) are worth nothing today; -100% when nothing comes back. Such flows' value falls as the
 * rate rises, so the rate is unique: Newton's steps find it in a few passes, and a bisection of
 * the bracket around it takes over whenever a step would leave the bracket or not halve the
 * last one (as Numerical Recipes' rtsafe), so it always converges.
 */
function annualIrr(flows: Float64Array): number {
  let low = -0.99;
  let high = 2;
  if (presentValue(flows, low).value < 0) return -1;
  let rate = 0;
  let lastStep = high - low;
  let step = lastStep;
  for (let pass = 0; pass < 100 && Math.abs(step) > 1e-13; pass += 1) {
    const { value, slope } = presentValue(flows, rate);
    if (value > 0) low = rate;
    else high = rate;
    const newton = slope < 0 ? rate - value / slope : Number.NaN;
    const newtonHalves = Math.abs(2 * value) <= Math.abs(lastStep * slope);
    lastStep = step;
    step = newton > low && newton < high && newtonHalves ? newton - rate : (low + high) / 2 - rate;
    rate += step;
  }
  return (1 + rate) ** 4 - 1;
}

/** The `rank`-th smallest of `values[from..]` (0-based), reordering them in place (Hoare's selection). */
function select(values: Float64Array, rank: number, from: number): number {
  let left = from;
  let right = values.length - 1;
  while (left < right) {
    const pivot = values[(left + right) >>> 1]!;
    let low = left;
    let high = right;
    while (low <= high) {
      while (values[low]! < pivot) low += 1;
      while (values[high]! > pivot) high -= 1;
      if (low <= high) {
        const swap = values[low]!;
        values[low] = values[high]!;
        values[high] = swap;
        low += 1;
        high -= 1;
      }
    }
    if (rank <= high) right = high;
    else if (rank >= low) left = low;
    else return values[rank]!;
  }
  return values[rank]!;
}

/** The 10th, 50th and 90th percentiles (nearest rank) of `values`, without sorting them all. */
export function quantiles(values: Float64Array): Quantiles<number> {
  const copy = Float64Array.from(values);
  const rankOf = (fraction: number) => Math.min(copy.length - 1, Math.max(0, Math.ceil(fraction * copy.length) - 1));
  if (copy.length === 0) return { p10: 0, p50: 0, p90: 0 };
  // Each selection leaves every smaller value before its rank, so the next searches only after it.
  const p10 = select(copy, rankOf(0.1), 0);
  const p50 = select(copy, rankOf(0.5), rankOf(0.1));
  const p90 = select(copy, rankOf(0.9), rankOf(0.5));
  return { p10, p50, p90 };
}

const percent = (part: number, whole: number) => ((100 * part) / whole).toFixed(1);
const money = (amount: number) => centsToDecimal(cents(Math.round(amount)));

/** The quarter ends from the first after `from`, `count` of them. */
function quarterEndsAfter(from: Date, count: number): Date[] {
  const ends: Date[] = [];
  for (let end = nextQuarterEnd(from); ends.length < count; end = nextQuarterEnd(end)) ends.push(end);
  return ends;
}

/** What the futures depend on: the project's, never the amount's. */
export type FuturesRequest = Pick<OutlookRequest, 'years' | 'paths' | 'seed' | 'startsAt' | 'noVolatility'>;
/** What a holding depends on within the futures. */
export type HoldingRequest = Pick<OutlookRequest, 'amountCents' | 'priceCents' | 'onMarket'>;

/**
 * `paths` simulated futures of one project, independent of the amount invested, so a new
 * amount (a slider's move) costs only the split of each quarter's pool, not a new simulation.
 */
export interface ProjectFutures {
  project: OutlookProject;
  seed: number;
  paths: number;
  horizonQuarters: number;
  /** At least 5 years, so "money back within 5 years" is answered whatever the horizon. */
  simulatedQuarters: number;
  quarterEnds: Date[];
  /** The investors' pool under the expected draws, quarter by quarter: the plan before the split. */
  planPools: number[];
  /** The investors' pool of each path's quarters, path by path (`path * simulatedQuarters + quarter`). */
  pools: Float64Array;
  /** What one share sells for at the horizon on each path (its indicative value, before the seller fee). */
  horizonPrices: Float64Array;
  /**
   * Whether the shares can be sold on the market at the horizon (less the 2% seller fee): the
   * 12-month lock from the funding is over. Within it the only exit is the sale to the sandbox, at
   * the holding's value and without a fee.
   */
  exitsOnMarket: boolean;
}

/**
 * Simulates `request.paths` futures of the project from its funding (or `startsAt`), each with
 * its own outlook and noise drawn from `request.seed`: each quarter's investors' pool and the
 * share's value at the horizon.
 */
export function simulateFutures(project: OutlookProject, request: FuturesRequest): ProjectFutures {
  const horizonQuarters = request.years * 4;
  const simulatedQuarters = Math.max(horizonQuarters, 4 * Math.max(...MONEY_BACK_YEARS));
  const quarterEnds = quarterEndsAfter(request.startsAt ?? project.fundedAt, simulatedQuarters);
  const horizonEnd = quarterEnds[horizonQuarters - 1] ?? project.fundedAt;
  const investorsPool = (revenue: number) => splitRevenue(cents(revenue)).investors;
  // The plan is the model's own quarters under the expected draws, as the payout engine would pay them.
  const planPools = quarterEnds.map((end) => investorsPool(quarterRevenueCents(project, end, expectedDraws)));
  // What each month of the simulated quarters is expected to earn before its draws, worked out once for every path.
  const monthCount = simulatedQuarters * 3;
  const expected = Float64Array.from(monthsEndingAt(quarterEnds.at(-1) ?? horizonEnd, monthCount), (start) =>
    expectedMonthRevenue(project, start),
  );
  const trailingStart = horizonQuarters * 3 - 12;
  const trailingExpected = expected.subarray(trailingStart, horizonQuarters * 3).reduce((total, value) => total + value, 0);
  const ahead = shareAhead(project, horizonEnd);

  const pools = new Float64Array(request.paths * simulatedQuarters);
  const horizonPrices = new Float64Array(request.paths);
  const monthRevenue = new Float64Array(monthCount);
  for (let path = 0; path < request.paths; path += 1) {
    const random = generator(request.seed ^ Math.imul(path + 1, 0x9e37_79b1));
    const outlook = request.noVolatility ? expectedDraws.outlook : drawOutlook(random);
    for (let month = 0; month < monthCount; month += 1) {
      monthRevenue[month] = Math.round(expected[month]! * outlook * (request.noVolatility ? 1 : drawNoise(random)));
    }
    for (let quarter = 0; quarter < simulatedQuarters; quarter += 1) {
      pools[path * simulatedQuarters + quarter] = request.noVolatility
        ? (planPools[quarter] ?? 0)
        : investorsPool(monthRevenue[3 * quarter]! + monthRevenue[3 * quarter + 1]! + monthRevenue[3 * quarter + 2]!);
    }
    const earned = monthRevenue.subarray(trailingStart, horizonQuarters * 3).reduce((total, value) => total + value, 0);
    horizonPrices[path] = indicativePriceCents(project.sharePriceCents, valueBpOf(earned, trailingExpected, ahead));
  }
  return {
    project,
    seed: request.seed,
    paths: request.paths,
    horizonQuarters,
    simulatedQuarters,
    quarterEnds,
    planPools,
    pools,
    horizonPrices,
    exitsOnMarket: horizonEnd >= resaleAllowedFrom(project.fundedAt),
  };
}

/** One holding in one project's futures: its shares, and how many split the pool with them. */
interface Position {
  futures: ProjectFutures;
  shares: number;
  sharing: number;
}

function positionOf(futures: ProjectFutures, holding: HoldingRequest): Position {
  const shares = sharesBought(holding);
  return { futures, shares, sharing: sharesSharingPool(futures.project, shares) };
}

/**
 * Adds the position's payouts on `path` into `payouts` (one per simulated quarter, counted from
 * when its money went in) and answers what its shares sell for at the horizon: on the market
 * less the 2% seller fee, or within the 12-month lock to the sandbox at their value.
 */
function addPathPayouts({ futures, shares, sharing }: Position, path: number, payouts: Float64Array): number {
  const { pools, simulatedQuarters } = futures;
  for (let quarter = 0; quarter < simulatedQuarters; quarter += 1) {
    payouts[quarter] = payouts[quarter]! + investorPart(pools[path * simulatedQuarters + quarter]!, shares, sharing);
  }
  const gross = shares * futures.horizonPrices[path]!;
  return futures.exitsOnMarket ? gross - sellerFeeCents(cents(gross)) : gross;
}

/**
 * Summarizes the positions' paths as one investment of `amount` paid in at once: the payouts each
 * quarter (P10, P50, P90 and the plan), the chance of the money back within 1, 3 and 5 years from
 * payouts alone, and over the horizon, the payouts plus the shares sold: any loss, a total loss,
 * the annual IRR, the multiple of the amount and the quarter the payouts pass the amount.
 */
function summarize(positions: Position[], amount: number): Outlook {
  const [first] = positions;
  if (!first) throw new Error('An outlook needs at least one position.');
  const { horizonQuarters, simulatedQuarters, quarterEnds, paths, seed } = first.futures;
  const plan = first.futures.planPools.map((_, quarter) =>
    positions.reduce((total, { futures, shares, sharing }) => total + investorPart(futures.planPools[quarter] ?? 0, shares, sharing), 0),
  );
  const paid = Array.from({ length: horizonQuarters }, () => new Float64Array(paths));
  const irr = new Float64Array(paths);
  const multiple = new Float64Array(paths);
  const breakEven = new Float64Array(paths);
  const moneyBackCounts = MONEY_BACK_YEARS.map(() => 0);
  const payouts = new Float64Array(simulatedQuarters);
  const flows = new Float64Array(horizonQuarters + 1);
  let anyLoss = 0;
  let totalLoss = 0;
  for (let path = 0; path < paths; path += 1) {
    payouts.fill(0);
    const sale = positions.reduce((total, position) => total + addPathPayouts(position, path, payouts), 0);
    flows.fill(0);
    flows[0] = -amount;
    let cumulative = 0;
    let evenAt = Infinity;
    for (let quarter = 0; quarter < simulatedQuarters; quarter += 1) {
      const payout = payouts[quarter]!;
      cumulative += payout;
      if (cumulative >= amount && evenAt === Infinity) evenAt = quarter + 1;
      if (quarter < horizonQuarters) {
        paid[quarter]![path] = payout;
        flows[quarter + 1] = payout;
      }
    }
    MONEY_BACK_YEARS.forEach((years, index) => {
      if (evenAt <= years * 4) moneyBackCounts[index]! += 1;
    });
    flows[horizonQuarters] = flows[horizonQuarters]! + sale;
    const returned = flows.subarray(1).reduce((total, flow) => total + flow, 0);
    if (returned < amount) anyLoss += 1;
    if (returned <= 0) totalLoss += 1;
    irr[path] = annualIrr(flows);
    multiple[path] = amount > 0 ? returned / amount : 0;
    breakEven[path] = evenAt <= horizonQuarters ? evenAt : Infinity;
  }

  const rate = (values: Float64Array) => {
    const { p10, p50, p90 } = quantiles(values);
    return { p10: (100 * p10).toFixed(1), p50: (100 * p50).toFixed(1), p90: (100 * p90).toFixed(1) };
  };
  const times = quantiles(multiple);
  const evens = quantiles(breakEven);
  const quarterOrNull = (value: number) => (Number.isFinite(value) ? value : null);
  return {
    seed,
    paths,
    quarters: paid.map((values, index) => {
      const { p10, p50, p90 } = quantiles(values);
      const end = quarterEnds[index]!;
      return {
        quarter: quarterOf(new Date(end.getTime() - 1)),
        p10: money(p10),
        p50: money(p50),
        p90: money(p90),
        plan: money(plan[index] ?? 0),
      };
    }),
    moneyBack: {
      '1': percent(moneyBackCounts[0] ?? 0, paths),
      '3': percent(moneyBackCounts[1] ?? 0, paths),
      '5': percent(moneyBackCounts[2] ?? 0, paths),
    },
    anyLoss: percent(anyLoss, paths),
    totalLoss: percent(totalLoss, paths),
    irr: rate(irr),
    multiple: { p10: times.p10.toFixed(2), p50: times.p50.toFixed(2), p90: times.p90.toFixed(2) },
    breakEvenQuarter: { p10: quarterOrNull(evens.p10), p50: quarterOrNull(evens.p50), p90: quarterOrNull(evens.p90) },
  };
}

/** What one holding of `holding.amountCents` in the project's futures could pay. */
export function outlookOfHolding(futures: ProjectFutures, holding: HoldingRequest): Outlook {
  return summarize([positionOf(futures, holding)], holding.amountCents);
}

/** What an amount in a project could pay: its futures, then the holding in them. */
export function simulateOutlook(project: OutlookProject, request: OutlookRequest): Outlook {
  return outlookOfHolding(simulateFutures(project, request), request);
}

/**
 * Money split across several projects (each part its own amount), path by path: path `i` of
 * every project together, each project's quarters counted from when its money went in, so the
 * whole's IRR, loss and break-even weigh the projects' chances together, not their medians.
 * Every part's futures must have the same paths and horizon; the quarters are labelled by the
 * first part's.
 */
export function splitOutlook(parts: Array<{ futures: ProjectFutures; holding: HoldingRequest }>): Outlook {
  const [first] = parts;
  if (!first) throw new Error('A split needs at least one project.');
  for (const { futures } of parts) {
    if (futures.paths !== first.futures.paths || futures.horizonQuarters !== first.futures.horizonQuarters) {
      throw new Error('Every part of a split needs the same paths and horizon.');
    }
  }
  const amount = parts.reduce((total, { holding }) => total + holding.amountCents, 0);
  return summarize(
    parts.map(({ futures, holding }) => positionOf(futures, holding)),
    amount,
  );
}
