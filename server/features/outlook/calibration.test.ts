import { describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { quarterBands } from '@common/rules/calibration';
import { OUTLOOK_PATHS, simulateFutures } from '@common/rules/outlook';
import { defaultOutlookSeed } from '@common/rules/outlook-inputs';
import { calibrationSchema, type Calibration } from '@common/schemas/outlook-compare';
import { projectQuarters } from '../../db/schema';
import { createProject } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { forgetForecasts } from './calibration';

const context = useTestApp();

const calibrationNow = async (): Promise<Calibration> => {
  const response = await send(context.app, { method: 'GET', url: '/api/outlook/calibration' });
  expect(response.statusCode).toBe(200);
  return calibrationSchema.parse(response.json());
};

/** A funded project and its bands as forecast at funding, worked out here as the server must. */
async function fundedProject(closedAt: Date, overrides: { type?: string; sharePriceCents?: number; totalShares?: number } = {}) {
  const project = await createProject(context.database.db, { status: 'funded', closedAt, availableShares: 0, ...overrides });
  const futures = simulateFutures(
    {
      id: project.id,
      type: project.type,
      fundingGoalCents: project.fundingGoalCents,
      fundedAt: closedAt,
      sharePriceCents: project.sharePriceCents,
      sharesIssued: project.totalShares,
      sharesToReachGoal: null,
    },
    { years: 5, paths: OUTLOOK_PATHS.default, seed: defaultOutlookSeed(project.id) },
  );
  return { project, bands: quarterBands(futures) };
}

const paid = (projectId: number, quarter: { quarter: string }, poolCents: number) => ({
  projectId,
  quarter: quarter.quarter,
  quarterEnd: new Date(),
  revenueCents: cents(poolCents * 4),
  investorPoolCents: cents(poolCents),
  valueBp: 10_000,
  postedAt: new Date(),
});

describe('GET /api/outlook/calibration', () => {
  it('counts the paid quarters of funded projects inside, below and above the band forecast at funding, as they are paid', async () => {
    const before = await calibrationNow();
    const { project, bands } = await fundedProject(new Date(Date.UTC(2025, 1, 10)), { type: 'tour', sharePriceCents: 20_00 });
    const [q1, q2, q3, q4, q5] = bands;
    const middle = (band: typeof q1) => Math.round((band!.p10Pool + band!.p90Pool) / 2);
    // The band's edges count as inside; a cent outside them does not.
    await context.database.db
      .insert(projectQuarters)
      .values([
        paid(project.id, q1!, middle(q1)),
        paid(project.id, q2!, q2!.p10Pool),
        paid(project.id, q3!, q3!.p90Pool),
        paid(project.id, q4!, q4!.p10Pool - 1),
        paid(project.id, q5!, q5!.p90Pool + 1),
      ]);
    const after = await calibrationNow();
    expect(after.quartersCounted - before.quartersCounted).toBe(5);
    expect(after.inside - before.inside).toBe(3);
    expect(after.below - before.below).toBe(1);
    expect(after.above - before.above).toBe(1);
    expect(after.projectsCounted - before.projectsCounted).toBe(1);
    expect(after.insideBand).toBe(((100 * after.inside) / after.quartersCounted).toFixed(1));

    // A second project's next quarter, paid later, moves the figure at once.
    const second = await fundedProject(new Date(Date.UTC(2025, 6, 1, 12)), { type: 'album' });
    await context.database.db.insert(projectQuarters).values(paid(second.project.id, second.bands[0]!, second.bands[0]!.p90Pool * 3));
    const later = await calibrationNow();
    expect([later.quartersCounted, later.above, later.inside]).toEqual([after.quartersCounted + 1, after.above + 1, after.inside]);
    expect(later.insideBand).toBe(((100 * after.inside) / (after.quartersCounted + 1)).toFixed(1));
  });

  it('says nothing was counted before any quarter is paid, and answers fast once the forecasts are kept', async () => {
    const empty = calibrationSchema.parse({ insideBand: null, quartersCounted: 0, inside: 0, below: 0, above: 0, projectsCounted: 0 });
    expect(empty.insideBand).toBeNull();
    forgetForecasts();
    const first = performance.now();
    const answer = await calibrationNow();
    const firstMs = performance.now() - first;
    const again = performance.now();
    expect(await calibrationNow()).toEqual(answer);
    const againMs = performance.now() - again;
    // Simulating the forecasts is the first answer's work; the next only reads the paid quarters.
    expect(againMs).toBeLessThan(Math.max(50, firstMs / 2));
  });
});
