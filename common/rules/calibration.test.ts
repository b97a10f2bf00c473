import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { emptyTally, insideBandPercent, quarterBands, tallyQuarters } from './calibration';
import { simulateFutures, simulateOutlook, type OutlookProject } from './outlook';

const studio: OutlookProject = {
  id: 12,
  type: 'studio',
  fundingGoalCents: cents(40_000_00),
  fundedAt: new Date('2027-02-10T00:00:00Z'),
  sharePriceCents: cents(40_00),
  sharesIssued: 1_000,
  sharesToReachGoal: null,
};

describe('the bands forecast at funding', () => {
  it('are the P10 and P90 of each quarter’s investors’ pool, per dollar over every share at the price, labelled by quarter', () => {
    const futures = simulateFutures(studio, { years: 5, paths: 1_000, seed: 5 });
    const bands = quarterBands(futures);
    expect(bands).toHaveLength(20);
    expect(bands[0]!.quarter).toBe('2027-Q1');
    expect(bands[3]!.quarter).toBe('2027-Q4');
    // Holding every share of the project is holding the whole pool: the outlook's own quantiles.
    const whole = simulateOutlook(studio, {
      years: 5,
      paths: 1_000,
      seed: 5,
      amountCents: cents(40_000_00),
      priceCents: studio.sharePriceCents,
      onMarket: true,
    });
    bands.forEach((band, index) => {
      expect(band.p10Pool / 100).toBeCloseTo(Number(whole.quarters[index]!.p10), 2);
      expect(band.p90Pool / 100).toBeCloseTo(Number(whole.quarters[index]!.p90), 2);
      expect(band.p10PerDollar).toBeCloseTo(band.p10Pool / 40_000_00, 12);
      expect(band.p10Pool).toBeLessThan(band.p90Pool);
    });
  });
});

describe('the tally', () => {
  it('counts a pool at either edge inside, a cent beyond below or above, and skips a quarter beyond the forecast', () => {
    const bands = [
      { quarter: '2027-Q1', p10Pool: 100, p90Pool: 200, p10PerDollar: 0, p90PerDollar: 0 },
      { quarter: '2027-Q2', p10Pool: 300, p90Pool: 400, p10PerDollar: 0, p90PerDollar: 0 },
    ];
    const tally = emptyTally();
    expect(insideBandPercent(tally)).toBeNull();
    tallyQuarters(tally, bands, [
      { quarter: '2027-Q1', poolCents: 100 },
      { quarter: '2027-Q2', poolCents: 400 },
      { quarter: '2027-Q2', poolCents: 401 },
      { quarter: '2027-Q1', poolCents: 99 },
      { quarter: '2027-Q1', poolCents: 150 },
      { quarter: '2027-Q1', poolCents: 160 },
      { quarter: '2031-Q1', poolCents: 150 },
    ]);
    expect(tally).toEqual({ quartersCounted: 6, inside: 4, below: 1, above: 1 });
    expect(insideBandPercent(tally)).toBe('66.7');
  });
});
