import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ProjectType } from '../project-types';
import {
  averageRoiPercent,
  bestPerformer,
  categoryCount,
  concentrationRisk,
  investmentDistribution,
  isAbovePlatformAverage,
  isWellDiversified,
  portfolioTotals,
  preview,
  riskBand,
  riskScore,
  roiPercent,
  worstPerformer,
  type Holding,
} from './portfolio';

const holding = (title: string, amount: string, returns: string, type: ProjectType = 'album'): Holding => ({
  amount,
  returns,
  project: { title, type },
});

describe('portfolioTotals', () => {
  it('adds amounts and returns exactly, value being their sum', () => {
    const totals = portfolioTotals([holding('A', '100.10', '0.20'), holding('B', '250.00', '-12.35')]);
    expect(totals).toEqual({ investedCents: 35010, returnsCents: -1215, valueCents: 33795, count: 2 });
  });

  it('is all zero for an empty portfolio', () => {
    expect(portfolioTotals([])).toEqual({ investedCents: 0, returnsCents: 0, valueCents: 0, count: 0 });
  });
});

describe('ROI', () => {
  it('is returns over amount in percent, 0 when nothing was paid', () => {
    expect(roiPercent(200_00, 30_00)).toBe(15);
    expect(roiPercent(0, 5_00)).toBe(0);
  });

  it('averages by amount invested, so a small winner does not hide a large loser', () => {
    expect(averageRoiPercent([holding('Big', '1000.00', '-100.00'), holding('Small', '100.00', '50.00')])).toBeCloseTo((-50 / 1100) * 100);
    expect(averageRoiPercent([])).toBe(0);
  });

  it('compares with the platform average at the spec threshold of 15', () => {
    expect(isAbovePlatformAverage(15)).toBe(false);
    expect(isAbovePlatformAverage(15.1)).toBe(true);
  });
});

describe('riskScore', () => {
  it('is 50 plus 5 per investment minus 15 per losing investment', () => {
    expect(riskScore([])).toBe(50);
    expect(riskScore([holding('A', '100.00', '1.00'), holding('B', '100.00', '0.00')])).toBe(60);
    expect(riskScore([holding('A', '100.00', '-0.01'), holding('B', '100.00', '3.00')])).toBe(45);
  });

  it('stays within 0..100', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5000, max: 5000 }), { maxLength: 40 }), (returns) => {
        const score = riskScore(returns.map((cents, index) => holding(`P${index}`, '100.00', (cents / 100).toFixed(2))));
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
    expect(riskScore(Array.from({ length: 20 }, (_, index) => holding(`P${index}`, '10.00', '1.00')))).toBe(100);
    expect(riskScore(Array.from({ length: 8 }, (_, index) => holding(`P${index}`, '10.00', '-1.00')))).toBe(0);
  });
});

describe('riskBand', () => {
  it('is Low above 70, Medium above 40, High otherwise', () => {
    expect(riskBand(71)).toBe('Low Risk');
    expect(riskBand(70)).toBe('Medium Risk');
    expect(riskBand(41)).toBe('Medium Risk');
    expect(riskBand(40)).toBe('High Risk');
    expect(riskBand(0)).toBe('High Risk');
  });
});

describe('diversification', () => {
  it('counts distinct project types', () => {
    expect(
      categoryCount([holding('A', '1.00', '0.00', 'album'), holding('B', '1.00', '0.00', 'album'), holding('C', '1.00', '0.00', 'tour')]),
    ).toBe(2);
  });

  it('is well diversified, with low concentration risk, above 3 categories', () => {
    expect(isWellDiversified(3)).toBe(false);
    expect(concentrationRisk(3)).toBe('High');
    expect(isWellDiversified(4)).toBe(true);
    expect(concentrationRisk(4)).toBe('Low');
  });
});

describe('investmentDistribution', () => {
  it('sums per project type, largest first, with shares of the total', () => {
    const slices = investmentDistribution([
      holding('A', '100.00', '0.00', 'album'),
      holding('B', '300.00', '0.00', 'tour'),
      holding('C', '100.00', '5.00', 'album'),
    ]);
    expect(slices).toEqual([
      { type: 'tour', investedCents: 300_00, percent: 60 },
      { type: 'album', investedCents: 200_00, percent: 40 },
    ]);
  });
});

describe('best and worst performers', () => {
  const holdings = [holding('Flat', '100.00', '0.00'), holding('Winner', '50.00', '10.00'), holding('Loser', '1000.00', '-20.00')];

  it('picks the highest and the lowest ROI', () => {
    expect(bestPerformer(holdings)?.project.title).toBe('Winner');
    expect(worstPerformer(holdings)?.project.title).toBe('Loser');
  });

  it('keeps the first of equals and is null for none', () => {
    expect(bestPerformer([holding('First', '10.00', '1.00'), holding('Second', '20.00', '2.00')])?.project.title).toBe('First');
    expect(bestPerformer([])).toBeNull();
    expect(worstPerformer([])).toBeNull();
  });
});

describe('preview', () => {
  it('shows the first items and counts the rest', () => {
    expect(preview([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(preview([1], 3)).toEqual({ shown: [1], more: 0 });
  });
});

describe('performers and distribution at the edges', () => {
  it('picks the best of losers and the worst of winners', () => {
    const losers = [holding('Bad', '100.00', '-20.00'), holding('Less bad', '100.00', '-5.00')];
    const winners = [holding('Good', '100.00', '20.00'), holding('Less good', '100.00', '5.00')];
    expect(bestPerformer(losers)?.project.title).toBe('Less bad');
    expect(worstPerformer(winners)?.project.title).toBe('Less good');
  });

  it('keeps the first of equally bad holdings as the one that needs attention', () => {
    expect(
      worstPerformer([holding('First', '10.00', '-1.00'), holding('Second', '20.00', '-2.00'), holding('Better', '20.00', '2.00')])?.project
        .title,
    ).toBe('First');
  });

  it('shows 0% rather than nothing when nothing was invested', () => {
    expect(investmentDistribution([holding('Free', '0.00', '0.00', 'tour')])).toEqual([{ type: 'tour', investedCents: 0, percent: 0 }]);
    expect(investmentDistribution([])).toEqual([]);
  });
});
