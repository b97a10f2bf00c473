/**
 * The cached public reads against their limit: GET /api/tours and a page a signed-out visitor
 * gets from the page cache, each beside a bare node:http server sending the same bytes from
 * memory, measured in the same run on the same machine, in turns (rates are the means of the
 * rounds, p99 the worst round's).
 */
import { createServer } from 'node:http';
import { createBenchDatabase } from './invest-setup';
import { freePort, startServer } from './lib/server-process';
import { measure, printTable, type LoadResult } from './lib/load';
import { processCpuMs } from './lib/process-cpu';

/** A bare node:http server sending `body` as `contentType` for every request, until `close` is called. */
async function startBareServer(path: string, body: Buffer, contentType: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}${path}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The reads measured: the hot read first (bench/guard.ts reads its row), then a page from the page cache. */
const CACHED_READS = ['/api/tours', '/how-it-works'] as const;

/** Runs the app and the bare server in turns, ROUNDS times each, so a burst of other work on the machine hits both alike. */
const ROUNDS = 3;
const SECONDS = 5;
/** A new server still loads in the background (the password dictionaries, the first jobs) and its code is not yet optimised: measured after this. */
const WARM_UP_SECONDS = 3;

const mean = (results: LoadResult[], pick: (result: LoadResult) => number) =>
  Math.round(results.reduce((sum, result) => sum + pick(result), 0) / results.length);

export async function benchTours(kind: 'pglite' | 'postgres'): Promise<Array<Array<string | number>>> {
  const database = await createBenchDatabase(kind);
  // As deployed: a log line per request and the request metrics on.
  const server = await startServer({ env: { ...database.serverEnv, LOG_LEVEL: 'info', METRICS_TOKEN: 'bench-metrics-token-0123456789' } });
  const rows: Array<Array<string | number>> = [];
  try {
    for (const path of CACHED_READS) {
      const answer = await fetch(`${server.url}${path}`);
      const body = Buffer.from(await answer.arrayBuffer());
      const bareServer = await startBareServer(path, body, answer.headers.get('content-type') ?? 'text/plain');
      try {
        await measure({ url: `${server.url}${path}`, connections: 10, duration: WARM_UP_SECONDS });
        await measure({ url: bareServer.url, connections: 10, duration: WARM_UP_SECONDS });
        const connections = 10;
        const app: LoadResult[] = [];
        const bare: LoadResult[] = [];
        let serverCpuMs = 0;
        for (let round = 0; round < ROUNDS; round += 1) {
          const cpuBefore = processCpuMs(server.child.pid ?? 0);
          app.push(await measure({ url: `${server.url}${path}`, connections, duration: SECONDS }));
          serverCpuMs += processCpuMs(server.child.pid ?? 0) - cpuBefore;
          bare.push(await measure({ url: bareServer.url, connections, duration: SECONDS }));
        }
        const appRate = mean(app, (result) => result.requestsPerSecond);
        const bareRate = mean(bare, (result) => result.requestsPerSecond);
        rows.push([
          `GET ${path} (${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'})`,
          connections,
          appRate,
          mean(app, (result) => result.p50Ms),
          Math.max(...app.map((result) => result.p99Ms)),
          app.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
          bareRate,
          (appRate / bareRate).toFixed(2),
          // Unlike the ratio, hardly moved by other work on the machine (the bare server shares its process with autocannon).
          Math.round((serverCpuMs * 1000) / (appRate * SECONDS * ROUNDS)),
        ]);
      } finally {
        await bareServer.close();
      }
    }
    return rows;
  } finally {
    await server.stop();
    await database.drop();
  }
}

export const toursHeaders = [
  'case',
  'connections',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'bare node:http req/s',
  'ratio',
  'server CPU µs/req',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable(toursHeaders, [...(await benchTours('pglite')), ...(await benchTours('postgres'))]);
}
