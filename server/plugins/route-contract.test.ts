import { describe, expect, it } from 'vitest';
import { PROJECT_NOT_FOUND } from '../errors';
import { tradableProject } from '../test/market-fixtures';
import { fundedInvestor, investPayload } from '../test/money-fixtures';
import { buildTestApp, send } from '../test/test-app';

/*
 * These tests build their app inside the test, not in a beforeAll: what a route declares (its
 * schema, its guard, its handler) runs while the app is built, and mutation testing counts code
 * that a file's hooks run as reached by no test (docs/mutation-testing.md).
 */

describe('the API contract', () => {
  it('serves the OpenAPI document recorded beside this test', async () => {
    const { app, close } = await buildTestApp({ SANDBOX_ADMIN_TOKEN: 'route-contract-admin-token-for-tests' });
    try {
      const response = await send(app, { method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      // Every path, summary, tag, guard, schema and documented error: a change shows as a diff to
      // review. After an intended change: `npx vitest run --project pglite server/plugins/route-contract.test.ts -u`.
      await expect(`${JSON.stringify(response.json(), null, 2)}\n`).toMatchFileSnapshot('__snapshots__/openapi.json');
    } finally {
      await close();
    }
  });

  it('guards the money routes, and each reaches its handler with its answer and headers', async () => {
    const { app, database, close } = await buildTestApp();
    try {
      const guarded = [
        ['POST', '/api/investments'],
        ['GET', '/api/investments'],
        ['GET', '/api/investments/history'],
        ['DELETE', '/api/investments/1'],
        ['GET', '/api/ledger'],
        ['GET', '/api/payouts'],
        ['GET', '/api/payouts/summary'],
        ['GET', '/api/payouts/statement.csv?year=2026'],
        ['POST', '/api/market/orders'],
        ['GET', '/api/market/orders'],
        ['DELETE', '/api/market/orders/1'],
      ] as const;
      for (const [method, url] of guarded) {
        const signedOut = await send(app, { method, url, payload: method === 'POST' ? {} : undefined });
        expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      }

      const { project, holders } = await tradableProject(app, database.db, { holders: 1, shares: 2 });
      const [seller] = holders;
      if (!seller) throw new Error('no holder');
      const { cookie } = seller;

      const investments = await send(app, { method: 'GET', url: '/api/investments', cookie });
      expect(investments.statusCode).toBe(200);
      expect(investments.json()).toEqual([expect.objectContaining({ projectId: project.id, shares: 2 })]);
      const history = await send(app, { method: 'GET', url: '/api/investments/history', cookie });
      expect([history.statusCode, history.json()]).toEqual([200, []]);
      const unknownProject = await send(app, {
        method: 'POST',
        url: '/api/investments',
        cookie,
        payload: investPayload(999_999, '100.00', 9),
      });
      expect([unknownProject.statusCode, unknownProject.json().message]).toEqual([404, PROJECT_NOT_FOUND]);
      const unknownSale = await send(app, { method: 'DELETE', url: '/api/investments/999999', cookie });
      expect(unknownSale.statusCode).toBe(404);

      const ledger = await send(app, { method: 'GET', url: '/api/ledger', cookie });
      expect(ledger.statusCode).toBe(200);
      expect(ledger.json().items.map((entry: { code: string }) => entry.code)).toContain('deposit');

      for (const url of ['/api/payouts', '/api/payouts/summary']) {
        const payouts = await send(app, { method: 'GET', url, cookie });
        expect(payouts.statusCode, url).toBe(200);
        expect(payouts.headers['cache-control'], url).toBe('private, no-store');
      }
      const statement = await send(app, { method: 'GET', url: '/api/payouts/statement.csv?year=2026', cookie });
      expect(statement.statusCode).toBe(200);
      expect(statement.headers['cache-control']).toBe('private, no-store');
      expect(statement.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(statement.headers['content-disposition']).toBe('attachment; filename="stagebacker-payouts-2026.csv"');
      expect(statement.body.split('\n')[0]).toMatch(/^\w/);

      const sell = { projectId: project.id, side: 'sell', shares: 1, limitPrice: '50.00' };
      const headers = { 'idempotency-key': 'route-contract-sell-1' };
      const placed = await send(app, { method: 'POST', url: '/api/market/orders', cookie, payload: sell, headers });
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.headers['idempotent-replayed']).toBeUndefined();
      const order = placed.json().order;
      expect(order).toMatchObject({ projectId: project.id, side: 'sell', shares: 1, filledShares: 0 });
      const replayed = await send(app, { method: 'POST', url: '/api/market/orders', cookie, payload: sell, headers });
      expect([replayed.statusCode, replayed.headers['idempotent-replayed'], replayed.json().order.id]).toEqual([201, 'true', order.id]);

      const orders = await send(app, { method: 'GET', url: '/api/market/orders', cookie });
      expect(orders.statusCode).toBe(200);
      expect(orders.json().items.map((listed: { id: number }) => listed.id)).toEqual([order.id]);
      const market = await send(app, { method: 'GET', url: `/api/market/projects/${project.id}` });
      expect(market.statusCode).toBe(200);
      expect(market.json().asks).toEqual([expect.objectContaining({ price: '50.00', shares: 1 })]);
      expect((await send(app, { method: 'GET', url: '/api/market/projects/999999' })).statusCode).toBe(404);

      const cancelled = await send(app, { method: 'DELETE', url: `/api/market/orders/${order.id}`, cookie });
      expect([cancelled.statusCode, cancelled.json().id]).toEqual([200, order.id]);
      const again = await send(app, { method: 'DELETE', url: `/api/market/orders/${order.id}`, cookie });
      expect(again.statusCode).toBe(409);

      const stranger = await fundedInvestor(app, 0);
      const notTheirs = await send(app, { method: 'DELETE', url: `/api/market/orders/${order.id}`, cookie: stranger.cookie });
      expect(notTheirs.statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
