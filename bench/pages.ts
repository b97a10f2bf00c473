/**
 * Pages rendered on the server for a visitor against the JSON API calls they are built from,
 * in the same run: GET /tour/{id} beside GET /api/tours/{id}, and GET /explore beside
 * GET /api/projects (goal: the page at >= 0.8 of the API's rate). Needs the full build
 * (`dist/ssr` holds the server's renderer): builds first when it is missing.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createBenchDatabase } from './invest-setup';
import { measure, printTable } from './lib/load';
import { startServer } from './lib/server-process';

export const PAGE_GOAL_RATIO = 0.8;

export async function benchPages(kind: 'pglite' | 'postgres'): Promise<Array<Array<string | number>>> {
  if (!existsSync('dist/ssr/entry-server.js')) execSync('npm run build', { stdio: 'inherit' });
  const database = await createBenchDatabase(kind);
  const server = await startServer({ env: database.serverEnv });
  try {
    const [project] = (await (await fetch(`${server.url}/api/tours`)).json()) as Array<{ id: number }>;
    if (!project) throw new Error('The demo data has no project');
    const pairs = [
      { page: `/tour/${project.id}`, api: `/api/tours/${project.id}` },
      { page: '/explore', api: '/api/projects' },
    ];
    const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const rows: Array<Array<string | number>> = [];
    for (const { page, api } of pairs) {
      const json = await measure({ url: `${server.url}${api}`, connections: 10 });
      // A visitor's page comes from the response cache; with a session cookie (here one that
      // signs nobody in) the page is rendered for each request, which is its cost.
      const visitor = await measure({ url: `${server.url}${page}`, connections: 10 });
      const uncached = await measure({ url: `${server.url}${page}`, connections: 10, headers: { cookie: 'sb_session=expired' } });
      for (const [who, result] of [
        ['visitor, cached', visitor],
        ['rendered each time', uncached],
      ] as const) {
        rows.push([
          `GET ${page} (${label}, ${who})`,
          10,
          result.requestsPerSecond,
          result.p50Ms,
          result.p99Ms,
          result.errors + result.non2xx,
          `${json.requestsPerSecond} (GET ${api})`,
          (result.requestsPerSecond / json.requestsPerSecond).toFixed(2),
        ]);
      }
    }
    return rows;
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable(
    ['case', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'its API call req/s', 'ratio'],
    [...(await benchPages('pglite')), ...(await benchPages('postgres'))],
  );
}
