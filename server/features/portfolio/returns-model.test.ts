import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../../../common/money';
import { backdateInvestment, expectLedgerClean, fundedHolding } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import {
  GAINING_DRIFT_PER_YEAR,
  LOSING_DRIFT_PER_YEAR,
  MAX_WAVE_SWING,
  investmentReturnsCents,
  investmentValueCents,
  performanceAt,
  performanceProfile,
} from './returns-model';

const DAY_MS = 24 * 60 * 60 * 1000;
const someMoment = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2035, 0, 1) }).map((ms) => new Date(ms));
const someProject = fc.integer({ min: 1, max: 1_000_000 });

describe('the returns model', () => {
  it('is deterministic: the same project and dates always give the same value', () => {
    const at = new Date('2026-03-01T12:00:00Z');
    const invested = new Date('2026-01-15T09:30:00Z');
    expect(investmentValueCents(cents(100_00), 42, invested, at)).toBe(investmentValueCents(cents(100_00), 42, invested, at));
    expect(performanceAt(7, at)).toBe(performanceAt(7, new Date(at)));
    expect(performanceProfile(3)).toEqual(performanceProfile(3));
    expect(performanceProfile(3)).not.toEqual(performanceProfile(4));
  });

  it('starts every investment at zero returns and keeps the curve within ±2% of its trend', () => {
    fc.assert(
      fc.property(someProject, someMoment, fc.integer({ min: 1, max: 10_000_000 }), (projectId, at, amount) => {
        expect(investmentReturnsCents(cents(amount), projectId, at, at)).toBe(0);
        const { driftPerYear, waves } = performanceProfile(projectId);
        expect(waves.reduce((sum, wave) => sum + wave.amplitude, 0)).toBeLessThanOrEqual(MAX_WAVE_SWING + 1e-12);
        const inLosingRange = driftPerYear >= LOSING_DRIFT_PER_YEAR.min && driftPerYear <= LOSING_DRIFT_PER_YEAR.max;
        const inGainingRange = driftPerYear >= GAINING_DRIFT_PER_YEAR.min && driftPerYear <= GAINING_DRIFT_PER_YEAR.max;
        expect(inLosingRange || inGainingRange).toBe(true);
      }),
    );
  });

  it('makes a losing project lose after 70 days and a gaining one gain after 400, whatever the dates', () => {
    fc.assert(
      fc.property(someProject, someMoment, fc.integer({ min: 0, max: 1000 }), (projectId, investedAt, extraDays) => {
        const losing = performanceProfile(projectId).driftPerYear < 0;
        const heldDays = (losing ? 70 : 400) + extraDays;
        const returns = investmentReturnsCents(cents(1_000_00), projectId, investedAt, new Date(investedAt.getTime() + heldDays * DAY_MS));
        expect(losing ? returns < 0 : returns > 0).toBe(true);
      }),
    );
  });

  it('moves within a day, so a fresh investment does not sit at zero until tomorrow', () => {
    const invested = new Date('2026-05-05T10:00:00Z');
    const moved = [1, 2, 3, 4, 5, 6, 7].filter((projectId) => investmentReturnsCents(cents(1_000_00), projectId, invested, new Date(invested.getTime() + 3 * 3_600_000)) !== 0);
    expect(moved.length).toBeGreaterThanOrEqual(6);
  });

  it('has losers among about a third of all projects', () => {
    const ids = Array.from({ length: 3000 }, (_, index) => index + 1);
    const losing = ids.filter((id) => performanceProfile(id).driftPerYear < 0).length / ids.length;
    expect(losing).toBeGreaterThan(0.28);
    expect(losing).toBeLessThan(0.42);
  });
});

describe('the demo projects', () => {
  const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
  afterEach(() => expectLedgerClean(context.database.db));

  it('include projects that lose money and projects that gain, so "Needs Attention" and "Best Performer" have real cases', async () => {
    const projects = (await send(context.app, { method: 'GET', url: '/api/tours' })).json() as Array<{ id: number }>;
    expect(projects.filter((project) => performanceProfile(project.id).driftPerYear < 0).length).toBeGreaterThanOrEqual(1);
    expect(projects.filter((project) => performanceProfile(project.id).driftPerYear > 0).length).toBeGreaterThanOrEqual(1);
  });

  it("show a loss on a losing project's active holding held for 90 days", async () => {
    let holding = await fundedHolding(context.app, context.database.db, { dollars: 1000, amount: '100', shares: 9 });
    // Project ids decide the profile; about a third lose, so a few tries find one.
    for (let tries = 0; performanceProfile(holding.project.id).driftPerYear >= 0 && tries < 30; tries += 1) {
      holding = await fundedHolding(context.app, context.database.db, { dollars: 1000, amount: '100', shares: 9 });
    }
    expect(performanceProfile(holding.project.id).driftPerYear).toBeLessThan(0);
    await backdateInvestment(context.database.db, holding.investmentId, 90);
    const [row] = (await send(context.app, { method: 'GET', url: '/api/investments', cookie: holding.investor.cookie })).json() as Array<{ returns: string }>;
    expect(Number(row?.returns)).toBeLessThan(0);
  });
});
