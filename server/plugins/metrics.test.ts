import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { signUpUser, useTestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-the-tests';
const context = useTestApp({ METRICS_TOKEN: TOKEN });

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist: the path is an unknown page (404)', async () => {
    // With a built client, as served: an unknown path is the not-found page.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-metrics-'));
    writeFileSync(
      path.join(folder, 'index.html'),
      '<!doctype html><html><head><title>Stagebacker Sandbox</title></head><body></body></html>',
    );
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: context.database,
      clientFolder: folder,
      logger: false,
    });
    try {
      expect(app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
      const answer = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('http_request_duration_seconds');
    } finally {
      await app.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const scrape = (authorization?: string) =>
    context.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a request without the bearer token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
  });

  it('answers request latency by route and money transfers by code, in the Prometheus text format', async () => {
    const { cookie } = await signUpUser(context.app);
    const deposit = await context.app.inject({
      method: 'POST',
      url: '/api/funds/add',
      headers: { cookie },
      payload: { amount: '25', paymentMethod: 'credit_card' },
    });
    expect(deposit.statusCode).toBe(200);
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/funds\/add",status_code="200"\} 1$/m);
    expect(answer.body).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.5",method="POST",route="\/api\/funds\/add",status_code="200"\} \d+$/m,
    );
    expect(answer.body).toMatch(/^ledger_transfers_total\{code="deposit"\} [1-9]\d*$/m);
    expect(answer.body).toMatch(/^notification_streams_open \d+$/m);
    expect(answer.body).toContain('# TYPE job_runs_total counter');
    expect(answer.body).toContain('process_cpu_seconds_total');
    // The pool's gauge on PostgreSQL (the postgres project); PGlite has no pool.
    if (context.database.kind === 'postgres') expect(answer.body).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
    else expect(answer.body).not.toMatch(/^db_pool_connections\{/m);
  });
});
