/**
 * `npm run bench`: one table of the server's figures next to their limits, measured in the
 * same run on this machine: GET /api/tours beside a bare node:http server sending the same
 * bytes, and POST /api/investments beside the same SQL transaction run straight through the
 * driver (see bench/invest.ts), each with the server process's CPU time per request, which
 * other work on the machine moves much less than the rates, and pages rendered for a visitor
 * beside the JSON API call each is built from (bench/pages.ts). PostgreSQL runs on
 * BENCH_DATABASE_URL (default: the local server).
 */
import os from 'node:os';
import { benchInvest } from './invest';
import { printTable } from './lib/load';
import { benchPages, PAGE_GOAL_RATIO } from './pages';
import { benchTours } from './tours';

const loadBefore = os.loadavg()[0]?.toFixed(1);

const tours = [...(await benchTours('pglite')), ...(await benchTours('postgres'))];
const pages = [...(await benchPages('pglite')), ...(await benchPages('postgres'))];
const invest = await benchInvest();

const rows = [
  ...tours.map(([name, connections, rate, p50, p99, errors, bare, ratio, cpu]) => [
    name ?? '',
    connections ?? '',
    rate ?? '',
    p50 ?? '',
    p99 ?? '',
    errors ?? '',
    `${bare} (bare node:http)`,
    ratio ?? '',
    '0.8',
    `${cpu} µs`,
  ]),
  ...pages.map((row) => [...row, String(PAGE_GOAL_RATIO), '']),
  ...invest.rows.map(([database, projects, connections, rate, p50, p99, errors, direct, , , , ratio, , serverCpu]) => [
    `POST /api/investments (${database}, ${projects})`,
    connections ?? '',
    rate ?? '',
    p50 ?? '',
    p99 ?? '',
    errors ?? '',
    `${direct} (direct SQL)`,
    ratio ?? '',
    '0.6',
    `${serverCpu} ms`,
  ]),
];

console.log(
  `${os.cpus().length} cores, Node ${process.versions.node}, load average ${loadBefore} before and ${os.loadavg()[0]?.toFixed(1)} after\n`,
);
printTable(
  ['case', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'limit req/s', 'ratio', 'goal ratio', 'server CPU per request'],
  rows,
);
if (invest.problems.length > 0) {
  console.log(`\nPROBLEMS:\n${invest.problems.join('\n')}`);
  process.exitCode = 1;
}
