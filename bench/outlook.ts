/**
 * `npm run bench:outlook`: the outlook simulator's 10,000 paths over 10 years (goal: at most
 * 300 ms), run in-process as the browser's worker runs it, and answered by a server process over
 * HTTP (`GET /api/projects/{id}/outlook?paths=10000&years=10`), each the median of 7 runs after
 * one to warm up; and a new amount in futures already simulated (`outlookOfHolding`), what the
 * worker does when the project page's amount slider moves.
 */
import { cents } from '@common/money';
import { outlookOfHolding, simulateFutures, simulateOutlook, type OutlookProject } from '@common/rules/outlook';
import { startServer } from './lib/server-process';
import { printTable } from './lib/load';

const RUNS = 7;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(run: () => unknown): Promise<number> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

const album: OutlookProject = {
  id: 7,
  type: 'album',
  fundingGoalCents: cents(20_000_00),
  fundedAt: new Date(),
  sharePriceCents: cents(10_00),
  sharesIssued: 2_000,
  sharesToReachGoal: null,
};
const request = { amountCents: cents(1_000_00), years: 10, paths: 10_000, seed: 1, priceCents: cents(10_00), onMarket: false };
const inProcess = await timed(() => simulateOutlook(album, request));
const futures = simulateFutures(album, request);
let amount = 1_000_00;
const newAmount = await timed(() => outlookOfHolding(futures, { ...request, amountCents: cents((amount += 25_00)) }));

const server = await startServer();
let overHttp: number;
try {
  const demo = (await (await fetch(`${server.url}/api/tours`)).json()) as Array<{ id: number; status: string }>;
  const open = demo.find((project) => project.status === 'active');
  if (!open) throw new Error('no open demo project');
  // Another amount each time: the server keeps its recent answers, and a kept one is no simulation.
  let dollars = 1_000;
  overHttp = await timed(async () => {
    const response = await fetch(`${server.url}/api/projects/${open.id}/outlook?paths=10000&years=10&amount=${(dollars += 25)}`);
    if (!response.ok) throw new Error(`outlook answered ${response.status}`);
    await response.json();
  });
} finally {
  await server.stop();
}

printTable(
  ['Figure', 'Goal', 'Median of 7'],
  [
    ['Outlook, 10,000 paths × 10 years, in-process', '≤ 300 ms', `${inProcess.toFixed(0)} ms`],
    ['Outlook, 10,000 paths × 10 years, over HTTP', '≤ 300 ms', `${overHttp.toFixed(0)} ms`],
    ['Outlook, a new amount in the same futures, in-process', '≤ 100 ms', `${newAmount.toFixed(0)} ms`],
  ],
);
