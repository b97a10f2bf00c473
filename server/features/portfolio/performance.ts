import { cents, centsToDecimal } from '@common/money';
import {
  daysBetween,
  isAnnualised,
  moneyWeightedReturn,
  ratePercentText,
  timeWeightedReturn,
  type DatedFlow,
  type DayRecord,
} from '@common/rules/returns';
import type { HistoryRange, PerformanceFlow, PortfolioPerformance } from '@common/schemas/portfolio';
import type { Database } from '../../db/client';
import { holdingValueAt, loadHoldingBooks, sharesValueAt, valueChanges, type HoldingBooks } from './performance-books';
import { RANGE_DAYS } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const endOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS + DAY_MS - 1;
const decimal = (amount: number) => centsToDecimal(cents(amount));

interface Window {
  fromMs: number;
  toMs: number;
  fromDay: string;
  spanDays: number;
}

/** The flows of some holdings strictly after `from` and up to `to`, by moment, each with its holding. */
function flowsWithin(holdings: readonly HoldingBooks[], window: Window) {
  return holdings
    .flatMap((holding) => holding.flows.map((flow) => ({ ...flow, holding })))
    .filter((flow) => flow.atMs > window.fromMs && flow.atMs <= window.toMs)
    .sort((a, b) => a.atMs - b.atMs);
}

const valueAt = (holdings: readonly HoldingBooks[], atMs: number) =>
  holdings.reduce((sum, holding) => sum + holdingValueAt(holding, atMs), 0);

/**
 * Both rates of some holdings over the window, and the dated flows behind them: the value at
 * `from` paid in, the flows between, the value at `to` received. The time-weighted chain needs
 * only the days on which a flow or a value change happened: on every other day nothing moves
 * and its return is nil.
 */
function measure(holdings: readonly HoldingBooks[], window: Window, titled: boolean) {
  const startValue = valueAt(holdings, window.fromMs);
  const endValue = valueAt(holdings, window.toMs);
  const within = flowsWithin(holdings, window);
  const toDay = dayOf(window.toMs);
  const dated: DatedFlow[] = [
    { date: window.fromDay, amount: -startValue },
    ...within.map((flow) => ({ date: dayOf(flow.atMs), amount: flow.amountCents })),
    { date: toDay, amount: endValue },
  ];

  const eventDays = new Set<number>(within.map((flow) => endOfDay(flow.atMs)));
  for (const holding of holdings)
    for (const atMs of valueChanges(holding)) if (atMs > window.fromMs && atMs <= window.toMs) eventDays.add(endOfDay(atMs));
  const days: DayRecord[] = [...eventDays]
    .sort((a, b) => a - b)
    .map((dayEnd) => {
      const ofDay = within.filter((flow) => endOfDay(flow.atMs) === dayEnd);
      return {
        moneyIn: ofDay.reduce((sum, flow) => sum + Math.max(0, -flow.amountCents), 0),
        moneyOut: ofDay.reduce((sum, flow) => sum + Math.max(0, flow.amountCents), 0),
        endValue: valueAt(holdings, Math.min(dayEnd, window.toMs)),
      };
    });

  const title = (holding: HoldingBooks) => (titled ? holding.projectTitle : null);
  const flows: PerformanceFlow[] = [
    ...(startValue > 0 ? [{ date: window.fromDay, kind: 'startValue' as const, amount: decimal(-startValue), projectTitle: null }] : []),
    ...within.map((flow) => ({
      date: dayOf(flow.atMs),
      kind: flow.kind,
      amount: decimal(flow.amountCents),
      projectTitle: title(flow.holding),
    })),
    ...(endValue > 0 ? [{ date: toDay, kind: 'endValue' as const, amount: decimal(endValue), projectTitle: null }] : []),
  ];
  return {
    moneyWeighted: ratePercentText(moneyWeightedReturn(dated, window.fromDay, window.spanDays)),
    timeWeighted: ratePercentText(timeWeightedReturn(startValue, days, window.spanDays)),
    annualised: isAnnualised(window.spanDays),
    flows,
    startValue,
    endValue,
    within,
  };
}

/**
 * The gain over the window split as the contract names it: payouts received, realized on sales
 * and trades, and the change in value (the rest). A sale realizes its proceeds less what the
 * shares stood at when the window opened: their part of the cost (fees included) if bought or
 * funded within it, else their value at its start, so a month in which no price moved shows no
 * change in value, only the sale's fee realized. `fees` is what was paid in fees in the window,
 * counted as cost within those.
 */
function breakdown(holdings: readonly HoldingBooks[], window: Window, measured: ReturnType<typeof measure>) {
  const inWindow = (atMs: number) => atMs > window.fromMs && atMs <= window.toMs;
  let payouts = 0;
  let realized = 0;
  let fees = 0;
  for (const holding of holdings) {
    const heldAtStart = holding.boughtMs <= window.fromMs && holding.fundedMs <= window.fromMs;
    const basis = (shares: number, costCents: number) => (heldAtStart ? sharesValueAt(holding, shares, window.fromMs) : costCents);
    if (inWindow(holding.boughtMs)) fees += holding.feeCents;
    for (const lot of holding.lots)
      if (inWindow(lot.atMs)) {
        realized += lot.proceedsCents - basis(lot.shares, lot.costCents);
        fees += lot.feeCents;
      }
    const { sale } = holding;
    if (sale && inWindow(holding.closedMs)) realized += sale.proceedsCents - basis(sale.shares, sale.costCents);
  }
  for (const flow of measured.within) if (flow.kind === 'payout') payouts += flow.amountCents;
  const gain = measured.endValue - measured.startValue + measured.within.reduce((sum, flow) => sum + flow.amountCents, 0);
  return { payouts: decimal(payouts), valueChange: decimal(gain - payouts - realized), realized: decimal(realized), fees: decimal(fees) };
}

/**
 * The part of the window a holding was held: from just before its purchase (if later than the
 * window's start) to its close (if earlier than the window's end). A holding's rates are per
 * year only when it was held 365 days of the window or more, so a holding bought on the last day
 * shows the period's return, and its two rates agree on its single flow.
 */
function heldWithin(holding: HoldingBooks, window: Window): Window {
  const fromMs = Math.max(window.fromMs, holding.boughtMs - 1);
  const toMs = Math.min(window.toMs, holding.closedMs);
  const fromDay = dayOf(fromMs);
  return { fromMs, toMs, fromDay, spanDays: daysBetween(fromDay, dayOf(toMs)) };
}

/**
 * `GET /api/portfolio/performance`: the money-weighted and time-weighted rates of the investor's
 * holdings over the range ending now (the sandbox clock), for the portfolio and each holding
 * that was held in it, with the cash flows behind them. `all` starts just before the first
 * investment, so nothing is held at its start.
 */
export async function portfolioPerformance(db: Database, userId: number, range: HistoryRange, now: Date): Promise<PortfolioPerformance> {
  const books = await loadHoldingBooks(db, userId, now);
  const toMs = now.getTime();
  const firstMs = books.reduce((first, holding) => Math.min(first, holding.boughtMs), toMs);
  const fromMs = range === 'all' ? firstMs - 1 : toMs - RANGE_DAYS[range] * DAY_MS;
  const fromDay = dayOf(fromMs);
  const window: Window = { fromMs, toMs, fromDay, spanDays: daysBetween(fromDay, dayOf(toMs)) };
  const held = books.filter((holding) => holding.boughtMs <= toMs && holding.closedMs > fromMs);
  const portfolio = measure(held, window, true);
  return {
    range,
    from: fromDay,
    to: dayOf(toMs),
    moneyWeighted: portfolio.moneyWeighted,
    timeWeighted: portfolio.timeWeighted,
    annualised: portfolio.annualised,
    breakdown: breakdown(held, window, portfolio),
    flows: portfolio.flows,
    holdings: held.map((holding) => {
      const own = measure([holding], heldWithin(holding, window), false);
      return {
        investmentId: holding.investmentId,
        projectId: holding.projectId,
        projectTitle: holding.projectTitle,
        origin: holding.origin,
        investmentDate: new Date(holding.boughtMs).toISOString(),
        moneyWeighted: own.moneyWeighted,
        timeWeighted: own.timeWeighted,
        annualised: own.annualised,
        flows: own.flows,
      };
    }),
  };
}
