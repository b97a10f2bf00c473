/**
 * Returns you can compare (decisions.md, "Returns you can compare"): the money-weighted rate
 * (XIRR, day count Actual/365) and the time-weighted rate (daily sub-periods linked
 * geometrically, as Portfolio Performance's TTWROR), each annualised only when the range spans
 * 365 days or more. Pure arithmetic on numbers (the server passes cents); the server computes
 * the rates with it and the browser takes its explanations from it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const DAYS_PER_YEAR = 365;

/** A rate, or why there is none: nothing moved in the range, or no rate fits the flows. */
export type RateResult = { kind: 'rate'; rate: number } | { kind: 'no-flows' } | { kind: 'could-not' };

/** Money that moved on a day (`YYYY-MM-DD`), seen from the investor: negative paid in, positive received. */
export interface DatedFlow {
  date: string;
  amount: number;
}

/** One day of a holding or portfolio: money in (at the day's start), money out (at its end), the value at its end. */
export interface DayRecord {
  moneyIn: number;
  moneyOut: number;
  endValue: number;
}

/** Whole days from one `YYYY-MM-DD` to another (Actual day count). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A range is annualised only from 365 days on; below, its rates are the period's own. */
export function isAnnualised(spanDays: number): boolean {
  return spanDays >= DAYS_PER_YEAR;
}

/** A period's growth factor as the range's rate: per year from 365 days on, else the period's. */
function periodToRate(growth: number, spanDays: number): number {
  return isAnnualised(spanDays) ? Math.pow(growth, DAYS_PER_YEAR / spanDays) - 1 : growth - 1;
}

const SCAN_STEP = 0.5;
const SCAN_STEPS = 80;
const TOLERANCE = 1e-12;
/** About 40 halvings close a bracket 0.5 wide to 1e-12; the bound keeps a broken bracket from looping. */
const MAX_HALVINGS = 60;

interface Term {
  /** The flow's time as a fraction of the range, 0..1. */
  at: number;
  amount: number;
}

/** The flows' value at the range's start for a log growth `y` over the whole range. */
function presentValue(terms: readonly Term[], y: number): number {
  return terms.reduce((value, term) => value + term.amount * Math.exp(-term.at * y), 0);
}

/**
 * The log growth over the range that makes the flows' present value zero: the bracket nearest
 * no growth found by scanning outwards, then halved until it is narrower than 1e-12 (about 40
 * halvings: the bracket starts 0.5 wide; at most 60). Null when no bracket exists.
 */
function solveLogGrowth(terms: readonly Term[]): number | null {
  const signAt = (y: number) => Math.sign(presentValue(terms, y));
  let bracket: [number, number] | null = null;
  for (let step = 1; step <= SCAN_STEPS && !bracket; step += 1) {
    for (const [a, b] of [
      [(step - 1) * SCAN_STEP, step * SCAN_STEP],
      [-step * SCAN_STEP, -(step - 1) * SCAN_STEP],
    ] as const) {
      // A zero at either end counts as a sign of its own, so the bracket still holds the root.
      if (signAt(a) !== signAt(b)) {
        bracket = [a, b];
        break;
      }
    }
  }
  if (!bracket) return null;
  let [low, high] = bracket;
  const lowSign = signAt(low);
  for (let halving = 0; halving < MAX_HALVINGS && high - low > TOLERANCE; halving += 1) {
    const middle = (low + high) / 2;
    if (signAt(middle) === lowSign) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The money-weighted rate (XIRR, Actual/365) of flows within a range of `spanDays` days
 * starting on `from`: the rate at which the money paid in, growing, would give exactly the money
 * received. Every case answers: no flows, nothing received (a total loss, -100%), flows all on
 * one day (what came back over what went in), a rate no bracket holds ("could not").
 */
export function moneyWeightedReturn(flows: readonly DatedFlow[], from: string, spanDays: number): RateResult {
  const moving = flows.filter((flow) => flow.amount !== 0);
  if (moving.length === 0) return { kind: 'no-flows' };
  const paidIn = moving.reduce((sum, flow) => sum + Math.max(0, -flow.amount), 0);
  const received = moving.reduce((sum, flow) => sum + Math.max(0, flow.amount), 0);
  if (paidIn === 0) return { kind: 'could-not' };
  if (received === 0) return { kind: 'rate', rate: -1 };
  const days = moving.map((flow) => daysBetween(from, flow.date));
  const sameDay = days.every((day) => day === days[0]);
  // Money in and out on one day was held no time: its return is what came back over what went in.
  if (spanDays <= 0 || sameDay) return { kind: 'rate', rate: received / paidIn - 1 };
  const terms = moving.map((flow, index) => ({ at: (days[index] ?? 0) / spanDays, amount: flow.amount }));
  const logGrowth = solveLogGrowth(terms);
  if (logGrowth === null) return { kind: 'could-not' };
  return { kind: 'rate', rate: periodToRate(Math.exp(logGrowth), spanDays) };
}

/**
 * The time-weighted rate (Portfolio Performance's TTWROR): each day's return is (value at its end
 * + money out) / (value at its start + money in) - 1, linked geometrically. A day that starts
 * with nothing invested has no return of its own and is left out of the chain; days on which
 * nothing happened are not passed (their return is nil).
 */
export function timeWeightedReturn(startValue: number, days: readonly DayRecord[], spanDays: number): RateResult {
  let growth = 1;
  // Held from the start, a range in which nothing happened returned nothing: 0%, a rate.
  let invested = startValue > 0;
  let previous = startValue;
  for (const day of days) {
    const base = previous + day.moneyIn;
    if (base > 0) {
      invested = true;
      growth *= Math.max(0, day.endValue + day.moneyOut) / base;
    }
    previous = day.endValue;
  }
  if (!invested) return { kind: 'no-flows' };
  return { kind: 'rate', rate: periodToRate(growth, spanDays) };
}

/** A rate as the API sends it: percent with 2 places ("12.34"), or null when there is none. */
export function ratePercentText(result: RateResult): string | null {
  if (result.kind !== 'rate') return null;
  const percent = result.rate * 100;
  // Avoid "-0.00" for a loss that rounds to nothing.
  return (Math.abs(percent) < 0.005 ? 0 : percent).toFixed(2);
}

/** What each rate measures, in one line, shown beside it. */
export const RATE_EXPLANATIONS = {
  moneyWeighted:
    'Money-weighted: the rate your own money earned, counting when and how much you paid in and received, like an interest rate on a savings account.',
  timeWeighted:
    'Time-weighted: how the holdings themselves performed day by day, whatever you paid in or took out, the figure funds publish.',
} as const;

/** Why a rate is missing, in the words the Performance tab shows. */
export const NO_RATE_TEXT = {
  'no-flows': 'No money moved in this range.',
  'could-not': 'No single rate fits these cash flows.',
} as const;

/** The cash flows behind the rates, in the order they are listed. */
export const flowKinds = ['startValue', 'invested', 'purchase', 'payout', 'sale', 'trade', 'endValue'] as const;
export type FlowKind = (typeof flowKinds)[number];

export const FLOW_LABELS: Record<FlowKind, string> = {
  startValue: 'Value at the start (counted as paid in)',
  invested: 'Invested, 5% fee included',
  purchase: 'Bought on the market',
  payout: 'Payout received',
  sale: 'Sold to the sandbox',
  trade: 'Sold on the market, after the 2% fee',
  endValue: 'Value at the end (counted as received)',
};
