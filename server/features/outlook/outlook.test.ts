import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outlookSchema } from '@common/schemas/outlook';
import { projects } from '../../db/schema';
import { DEMO_MARKET_PROJECT_KEY } from '../../db/seed/demo-market';
import { send, useTestApp } from '../../test/test-app';
import { createProject } from '../../test/money-fixtures';
import { NOTHING_TO_FORECAST } from './outlook';

const context = useTestApp();

const outlookOf = async (projectId: number, query = '') => {
  const response = await send(context.app, { method: 'GET', url: `/api/projects/${projectId}/outlook${query}` });
  return { response, outlook: response.statusCode === 200 ? outlookSchema.parse(response.json()) : null };
};

describe('GET /api/projects/{id}/outlook', () => {
  it('answers an open campaign the same to the cent for the same inputs, bands in order, for anyone', async () => {
    const project = await createProject(context.database.db, { type: 'album' });
    const { outlook } = await outlookOf(project.id, '?amount=500&paths=500');
    expect(outlook?.quarters).toHaveLength(20);
    expect((await outlookOf(project.id, '?amount=500&paths=500')).outlook).toEqual(outlook);
    for (const quarter of outlook!.quarters) {
      expect(Number(quarter.p10)).toBeLessThanOrEqual(Number(quarter.p50));
      expect(Number(quarter.p50)).toBeLessThanOrEqual(Number(quarter.p90));
    }
    const other = (await outlookOf(project.id, '?amount=500&paths=500&seed=99')).outlook;
    expect(other?.seed).toBe(99);
    expect(other?.quarters.map((quarter) => quarter.plan)).toEqual(outlook?.quarters.map((quarter) => quarter.plan));
    expect((await outlookOf(project.id, '?years=1&paths=100')).outlook?.quarters).toHaveLength(4);
    // The project's default seed, sent back, answers the same.
    const byDefault = (await outlookOf(project.id, '?paths=100')).outlook;
    expect(byDefault?.seed).toBeGreaterThan(999_999);
    expect((await outlookOf(project.id, `?paths=100&seed=${byDefault?.seed}`)).outlook).toEqual(byDefault);
  });

  it('with volatility=0 (test-only) answers the plan in every future, and says so in its inputs', async () => {
    const project = await createProject(context.database.db, { type: 'tour' });
    const { response, outlook } = await outlookOf(project.id, '?amount=500&paths=100&volatility=0');
    expect(response.statusCode).toBe(200);
    for (const quarter of outlook!.quarters) expect([quarter.p10, quarter.p90]).toEqual([quarter.plan, quarter.plan]);
    expect(response.json().inputs).toMatchObject({ amount: '500.00', noVolatility: true });
    const noisy = (await outlookOf(project.id, '?amount=500&paths=100')).response.json();
    expect(noisy.inputs.noVolatility).toBeUndefined();
    expect(noisy.quarters).not.toEqual(outlook!.quarters);
  });

  it('simulates a funded project bought now on the market, its quarters from now on', async () => {
    const [demo] = await context.database.db.select().from(projects).where(eq(projects.demoKey, DEMO_MARKET_PROJECT_KEY));
    const { outlook } = await outlookOf(demo!.id, '?amount=200&paths=200&years=2');
    const now = new Date();
    const firstQuarter = outlook!.quarters[0]!.quarter;
    expect(firstQuarter >= `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`).toBe(true);
  });

  it('refuses what it cannot simulate with a clear message, and a campaign that did not fund', async () => {
    const project = await createProject(context.database.db);
    for (const query of [
      '?years=11',
      '?paths=50',
      '?amount=-5',
      '?amount=abc',
      '?price=0',
      '?seed=x',
      '?seed=2147483648',
      '?volatility=1',
    ]) {
      const { response } = await outlookOf(project.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toEqual(expect.any(String));
    }
    expect((await outlookOf(999_999)).response.statusCode).toBe(404);
    const failed = await createProject(context.database.db, { status: 'failed', closedAt: new Date() });
    const refused = (await outlookOf(failed.id)).response;
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: NOTHING_TO_FORECAST });
  });
});
