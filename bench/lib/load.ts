import autocannon from 'autocannon';
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

/** The nearest-rank percentile of ascending `sorted` (`fraction` 0.99 for the p99); 0 when empty. */
export const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))] ?? 0;

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one URL and keeps the figures the tables print. */
export async function measure(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ duration: 5, connections: 10, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Prints rows as an aligned Markdown table, ready for the README. */
export function printTable(headers: string[], rows: Array<Array<string | number>>): void {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(cells[0] ?? []));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of cells.slice(1)) console.log(line(row));
}

export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * An open loop: `rate` requests a second, evenly spaced, on at most `connections` kept-alive
 * connections, whatever the answers do. Each latency counts from when its request was due, so
 * a request that waited for a free connection or a late timer carries that wait (autocannon's
 * own rate sends each second's quota at once, in bursts).
 */
export async function measurePaced(
  url: string,
  options: { connections: number; rate: number; seconds: number; request: () => PacedRequest },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers, body } = options.request();
      const request = http.request(new URL(path, url), { method, agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - due);
          if ((response.statusCode ?? 0) >= 300) non2xx += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });
  const started = performance.now();
  const sent: Array<Promise<void>> = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await delay(wait);
    sent.push(send(due));
  }
  await Promise.all(sent);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round((latencies.length - non2xx) / elapsed),
    p50Ms: Math.round(percentile(latencies, 0.5)),
    p99Ms: Math.round(percentile(latencies, 0.99)),
    errors,
    non2xx,
  };
}
