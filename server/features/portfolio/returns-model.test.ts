import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../../../common/money';
import { backdateInvestment, expectLedgerClean, fundedInvestor } from '../../test/money-fixtures';
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

  type DemoProject = { id: number; title: string; minInvestment: string; sharePrice: string; availableShares: number; timeline: { endDate: string } };

  it('include open projects that lose money, so "Needs Attention" has a real case', async () => {
    const projects = (await send(context.app, { method: 'GET', url: '/api/tours' })).json() as DemoProject[];
    const today = new Date().toISOString().slice(0, 10);
    const open = projects.filter((project) => project.timeline.endDate >= today && project.availableShares > 50);
    const losers = open.filter((project) => performanceProfile(project.id).driftPerYear < 0);
    const gainers = open.filter((project) => performanceProfile(project.id).driftPerYear > 0);
    expect(losers.length).toBeGreaterThanOrEqual(1);
    expect(gainers.length).toBeGreaterThanOrEqual(1);

    // Invest in a losing one and hold it for 90 days: the investments list shows a loss.
    const loser = losers[0] as DemoProject;
    const { cookie } = await fundedInvestor(context.app, 2000);
    const amount = Number(loser.minInvestment);
    const shares = Math.floor((amount * 95) / Number(loser.sharePrice) / 100);
    const invested = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: { projectId: loser.id, investorName: 'A', investorEmail: 'a@b.co', amount: String(amount), shares },
    });
    expect(invested.statusCode).toBe(201);
    await backdateInvestment(context.database.db, invested.json().id, 90);
    const [row] = (await send(context.app, { method: 'GET', url: '/api/investments', cookie })).json() as Array<{ returns: string }>;
    expect(Number(row?.returns)).toBeLessThan(0);
  });
});
