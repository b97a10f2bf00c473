/**
 * GET /api/tours against its limit: a bare node:http server sending the same bytes from
 * memory, measured in the same run on the same machine.
 */
import { createServer } from 'node:http';
import { createBenchDatabase } from './invest-setup';
import { freePort, startServer } from './lib/server-process';
import { measure, printTable, type LoadResult } from './lib/load';

async function bareServerResult(body: Buffer, connections: number): Promise<LoadResult> {
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    return await measure({ url: `http://127.0.0.1:${port}/api/tours`, connections });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function benchTours(kind: 'pglite' | 'postgres'): Promise<Array<Array<string | number>>> {
  const database = await createBenchDatabase(kind);
  const server = await startServer({ env: database.serverEnv });
  try {
    const body = Buffer.from(await (await fetch(`${server.url}/api/tours`)).arrayBuffer());
    const rows: Array<Array<string | number>> = [];
    for (const connections of [10]) {
      const app = await measure({ url: `${server.url}/api/tours`, connections });
      const bare = await bareServerResult(body, connections);
      rows.push([
        `GET /api/tours (${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'})`,
        connections,
        app.requestsPerSecond,
        app.p50Ms,
        app.p99Ms,
        app.errors + app.non2xx,
        bare.requestsPerSecond,
        (app.requestsPerSecond / bare.requestsPerSecond).toFixed(2),
      ]);
    }
    return rows;
  } finally {
    await server.stop();
    await database.drop();
  }
}

export const toursHeaders = ['case', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'bare node:http req/s', 'ratio'];

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable(toursHeaders, [...(await benchTours('pglite')), ...(await benchTours('postgres'))]);
}
