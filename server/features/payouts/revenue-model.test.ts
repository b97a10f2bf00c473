import { describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import {
  MAX_VALUE_BP,
  monthRevenueCents,
  outlook,
  quarterRevenueCents,
  shape,
  UNDERPERFORMING_OUTLOOK,
  valueBpAt,
  type EarningProject,
} from './revenue-model';

const fundedAt = new Date(Date.UTC(2027, 0, 1));
const project = (id: number, type: string): EarningProject => ({ id, type, fundingGoalCents: cents(12_000_00), fundedAt });
const month = (index: number) => new Date(Date.UTC(2027, index, 1));
const quarterEnd = (index: number) => new Date(Date.UTC(2027, 3 * index + 3, 1));

describe('simulated revenue', () => {
  it('is the same for the same project and month, and differs between projects and months', () => {
    expect(monthRevenueCents(project(7, 'album'), month(2))).toBe(monthRevenueCents(project(7, 'album'), month(2)));
    expect(monthRevenueCents(project(7, 'album'), month(2))).not.toBe(monthRevenueCents(project(8, 'album'), month(2)));
    expect(monthRevenueCents(project(7, 'equipment'), month(2))).not.toBe(monthRevenueCents(project(7, 'equipment'), month(3)));
  });

  it('earns nothing before funding, and only the funded part of the funding month', () => {
    const midMonth = { ...project(3, 'equipment'), fundedAt: new Date(Date.UTC(2027, 0, 16)) };
    expect(monthRevenueCents(midMonth, new Date(Date.UTC(2026, 11, 1)))).toBe(0);
    const full = monthRevenueCents({ ...midMonth, fundedAt }, month(0));
    expect(monthRevenueCents(midMonth, month(0))).toBe(Math.round((full * 16) / 31));
  });

  it('makes about a third of the projects earn well below hopes', () => {
    const ids = Array.from({ length: 3000 }, (_, index) => index + 1);
    const low = ids.filter((id) => outlook(id) <= UNDERPERFORMING_OUTLOOK.max).length / ids.length;
    expect(low).toBeGreaterThan(0.3);
    expect(low).toBeLessThan(0.37);
  });

  it('shapes revenue by type: a tour front-loaded, an album fading, equipment steady, a podcast growing', () => {
    expect(shape('tour', 0)).toBeGreaterThan(shape('tour', 8) * 5);
    expect(shape('album', 12)).toBeLessThan(shape('album', 0) * 0.5);
    expect(shape('equipment', 0)).toBe(shape('equipment', 30));
    expect(shape('podcast_production', 12)).toBeGreaterThan(shape('podcast_production', 0) * 2);
    // The same expected total for every type over its first three years.
    for (const type of ['tour', 'album', 'equipment', 'podcast_production', 'marketing', 'studio_setup']) {
      const threeYears = Array.from({ length: 36 }, (_, index) => shape(type, index)).reduce((sum, value) => sum + value, 0);
      expect(threeYears).toBeCloseTo(36, 9);
    }
  });

  it('sums a quarter from its three months', () => {
    const earning = project(11, 'tour');
    expect(quarterRevenueCents(earning, quarterEnd(1))).toBe(
      monthRevenueCents(earning, month(3)) + monthRevenueCents(earning, month(4)) + monthRevenueCents(earning, month(5)),
    );
  });

  it('revalues a tour down once its ticket months are over, and a steady project near its performance', () => {
    const tour = project(11, 'tour');
    expect(valueBpAt(tour, quarterEnd(3))).toBeLessThan(valueBpAt(tour, quarterEnd(0)));
    const steady = project(11, 'equipment');
    const performance = outlook(11);
    expect(valueBpAt(steady, quarterEnd(3)) / 10_000).toBeGreaterThan(performance * 0.85);
    expect(valueBpAt(steady, quarterEnd(3)) / 10_000).toBeLessThan(performance * 1.15);
  });

  it("pays investors' 25% about the goal over three years, times the project's outlook, whatever its type", () => {
    for (const type of ['tour', 'album', 'equipment', 'podcast_production', 'marketing']) {
      for (const id of [5, 17, 42]) {
        const earning = project(id, type);
        const revenue = Array.from({ length: 36 }, (_, index) => monthRevenueCents(earning, month(index))).reduce(
          (sum, cents) => sum + cents,
          0,
        );
        const paidBack = (0.25 * revenue) / earning.fundingGoalCents / outlook(id);
        expect(paidBack, `${type} ${id}`).toBeGreaterThan(0.93);
        expect(paidBack, `${type} ${id}`).toBeLessThan(1.07);
      }
    }
  });

  it('never values a holding below nothing or above three times its amount', () => {
    for (let id = 1; id < 400; id += 1) {
      for (const type of ['tour', 'album', 'podcast_production']) {
        const valueBp = valueBpAt(project(id, type), quarterEnd(id % 12));
        expect(valueBp).toBeGreaterThanOrEqual(0);
        expect(valueBp).toBeLessThanOrEqual(MAX_VALUE_BP);
      }
    }
  });
});
