/**
 * `npm run bench:holding-outlook`: what the dashboard's forecasts cost in-process (issue 44
 * item 5, issue 45 item 3), each the median of 7 runs after one to warm up:
 * - one holding's band at purchase (`GET /api/investments/{id}/outlook`): the project's 2,000
 *   futures over 5 years simulated and reduced to each quarter's pool percentiles, then the
 *   holding's part of them; and the holding alone when the percentiles are kept (the server
 *   keeps the latest thousand);
 * - the income calendar's estimates for an investor with holdings in 10 and in 50 projects,
 *   none of their futures simulated before.
 */
import { cents } from '@common/money';
import { HOLDING_OUTLOOK_PATHS, HOLDING_OUTLOOK_YEARS, holdingQuarters, quarterPools } from '@common/rules/holding-outlook';
import { outlookOfHolding, simulateFutures, type OutlookProject } from '@common/rules/outlook';
import { printTable } from './lib/load';

const RUNS = 7;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function timed(run: () => unknown): number {
  run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

const types = ['album', 'tour', 'equipment', 'single', 'other'];
const project = (id: number): OutlookProject => ({
  id,
  type: types[id % types.length] ?? 'album',
  fundingGoalCents: cents(20_000_00),
  fundedAt: new Date(Date.UTC(2026, 11, 20)),
  sharePriceCents: cents(10_00),
  sharesIssued: 2_000,
  sharesToReachGoal: null,
});
const request = {
  amountCents: cents(500_00),
  years: HOLDING_OUTLOOK_YEARS,
  paths: HOLDING_OUTLOOK_PATHS,
  seed: 1,
  priceCents: cents(10_00),
  onMarket: false,
};

const band = timed(() => holdingQuarters(quarterPools(simulateFutures(project(1), request)), request));
const futures = simulateFutures(project(1), request);
const pools = quarterPools(futures);
const holdingAlone = timed(() => holdingQuarters(pools, request));
const wholeOutlook = timed(() => outlookOfHolding(futures, request));
const calendar = (projects: number) =>
  timed(() => {
    for (let id = 1; id <= projects; id += 1) holdingQuarters(quarterPools(simulateFutures(project(id), request)), request);
  });

printTable(
  ['Figure (in-process, 2,000 paths × 5 years)', 'Median of 7'],
  [
    ["A holding's band: futures simulated, then the holding", `${band.toFixed(1)} ms`],
    ["A holding's band: its project's pool percentiles already kept", `${holdingAlone.toFixed(2)} ms`],
    ['(The whole outlook of the holding in the same futures, IRR and loss included)', `${wholeOutlook.toFixed(1)} ms`],
    ['Income calendar estimates, holdings in 10 projects', `${calendar(10).toFixed(0)} ms`],
    ['Income calendar estimates, holdings in 50 projects', `${calendar(50).toFixed(0)} ms`],
  ],
);
