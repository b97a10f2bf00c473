import { percentile } from './load';

/** Latency of one endpoint, one request at a time, as a page load would see it (gzip, keep-alive). */
export interface LatencyResult {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  failures: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Sends `warmup` untimed requests, then `count` timed ones in sequence, each read to its last byte. */
export async function timeRequests(
  url: string,
  options: { count: number; warmup?: number; headers?: Record<string, string> },
): Promise<LatencyResult> {
  const timings: number[] = [];
  let failures = 0;
  for (let index = 0; index < (options.warmup ?? 5) + options.count; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: options.headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (index < (options.warmup ?? 5)) continue;
    if (!response.ok) failures += 1;
    timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  return {
    requests: timings.length,
    p50Ms: round(percentile(timings, 0.5)),
    p95Ms: round(percentile(timings, 0.95)),
    maxMs: round(timings.at(-1) ?? 0),
    failures,
  };
}
