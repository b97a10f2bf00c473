import { describe, expect, it } from 'vitest';
import { cents, decimalToCents, splitRevenue } from '../money';
import { sellerFeeCents } from './market';
import { outlookOfHolding, simulateFutures, simulateOutlook, splitOutlook, type OutlookProject, type OutlookRequest } from './outlook';
import { investorPart, sharesBought } from './outlook-shares';
import { expectedDraws, quarterRevenueCents } from './revenue-model';

const project = (type: string): OutlookProject => ({
  id: 7,
  type,
  fundingGoalCents: cents(20_000_00),
  fundedAt: new Date(Date.UTC(2027, 1, 10)),
  sharePriceCents: cents(10_00),
  sharesIssued: 2_000,
  sharesToReachGoal: null,
});
const request = (overrides: Partial<OutlookRequest> = {}): OutlookRequest => ({
  amountCents: cents(1_000_00),
  years: 5,
  paths: 500,
  seed: 42,
  priceCents: cents(10_00),
  onMarket: false,
  ...overrides,
});

describe('the outlook simulator', () => {
  it('gives the same answer to the cent for the same inputs and seed, and another for another seed', () => {
    const first = simulateOutlook(project('album'), request());
    expect(simulateOutlook(project('album'), request())).toEqual(first);
    const other = simulateOutlook(project('album'), request({ seed: 43 }));
    expect(other.quarters.map((quarter) => quarter.p50)).not.toEqual(first.quarters.map((quarter) => quarter.p50));
    expect(other.quarters.map((quarter) => quarter.plan)).toEqual(first.quarters.map((quarter) => quarter.plan));
  });

  it('without volatility is the plan in every path: the quantiles equal it, quarter by quarter', () => {
    for (const type of ['tour', 'album', 'equipment', 'podcast_production', 'marketing']) {
      const flat = simulateOutlook(project(type), request({ noVolatility: true, paths: 100 }));
      expect(flat.quarters).toHaveLength(20);
      for (const quarter of flat.quarters)
        expect([quarter.p10, quarter.p50, quarter.p90]).toEqual([quarter.plan, quarter.plan, quarter.plan]);
      expect(['0.0', '100.0']).toContain(flat.anyLoss);
    }
  });

  it('sells at the horizon on the market less the 2% fee once the 12-month lock is over, within it to the sandbox at the value', () => {
    const album = project('album');
    const exitOf = (years: number) => {
      const futures = simulateFutures(album, request({ noVolatility: true, paths: 100, years }));
      const outlook = outlookOfHolding(futures, request({ years }));
      const payouts = outlook.quarters.reduce((total, quarter) => total + decimalToCents(quarter.plan), 0);
      const shares = sharesBought(request());
      return { futures, multiple: outlook.multiple.p50, payouts, value: shares * futures.horizonPrices[0]! };
    };
    // Funded 10 February 2027: a year of quarters ends on 1 January 2028, before the shares may trade (10 February 2028).
    const withinLock = exitOf(1);
    expect(withinLock.futures.exitsOnMarket).toBe(false);
    expect(withinLock.multiple).toBe(((withinLock.payouts + withinLock.value) / 1_000_00).toFixed(2));
    const afterLock = exitOf(2);
    expect(afterLock.futures.exitsOnMarket).toBe(true);
    const fee = sellerFeeCents(cents(afterLock.value));
    expect(fee).toBeGreaterThan(1_00);
    expect(afterLock.multiple).toBe(((afterLock.payouts + afterLock.value - fee) / 1_000_00).toFixed(2));
  });

  it("plans each quarter as the payout engine pays the investor's shares: 25% of the expected revenue, split with the other holders", () => {
    const earning = project('equipment');
    const flat = simulateOutlook(earning, request({ noVolatility: true, paths: 100 }));
    const shares = sharesBought(request());
    expect(shares).toBe(95);
    const firstEnd = new Date(Date.UTC(2027, 3, 1));
    const pool = splitRevenue(quarterRevenueCents(earning, firstEnd, expectedDraws)).investors;
    expect(flat.quarters[0]).toMatchObject({ quarter: '2027-Q1', plan: (investorPart(pool, 95, 2_000) / 100).toFixed(2) });
  });

  it('answers percentages in range and a break-even quarter only within the horizon', () => {
    const outlook = simulateOutlook(project('tour'), request({ years: 2 }));
    for (const share of [outlook.anyLoss, outlook.totalLoss, ...Object.values(outlook.moneyBack)]) {
      expect(Number(share)).toBeGreaterThanOrEqual(0);
      expect(Number(share)).toBeLessThanOrEqual(100);
    }
    expect(Number(outlook.moneyBack['1'])).toBeLessThanOrEqual(Number(outlook.moneyBack['3']));
    expect(Number(outlook.moneyBack['3'])).toBeLessThanOrEqual(Number(outlook.moneyBack['5']));
    for (const quarter of Object.values(outlook.breakEvenQuarter)) if (quarter !== null) expect(quarter).toBeLessThanOrEqual(8);
    expect(Number(outlook.multiple.p10)).toBeLessThanOrEqual(Number(outlook.multiple.p90));
  });

  it('answers the chances of a future without volatility exactly: the money back from the quarter the planned payouts pass the amount', () => {
    for (const [type, amount] of [
      ['equipment', 1_000_00],
      ['tour', 200_00],
      ['podcast_production', 5_000_00],
    ] as const) {
      const flat = simulateOutlook(project(type), request({ noVolatility: true, paths: 100, years: 10, amountCents: cents(amount) }));
      let cumulative = 0;
      const evenAt = flat.quarters.findIndex((quarter) => (cumulative += Math.round(Number(quarter.plan) * 100)) >= amount) + 1;
      for (const years of [1, 3, 5] as const) {
        expect(flat.moneyBack[years], `${type} ${years}`).toBe(evenAt > 0 && evenAt <= years * 4 ? '100.0' : '0.0');
      }
      expect(flat.breakEvenQuarter).toEqual({ p10: evenAt || null, p50: evenAt || null, p90: evenAt || null });
    }
  });

  it('recomputes a new amount in the same futures exactly as a fresh simulation', () => {
    const futures = simulateFutures(project('album'), request());
    for (const amount of [50_00, 1_000_00, 7_777_77]) {
      const holding = { amountCents: cents(amount), priceCents: cents(10_00), onMarket: false };
      expect(outlookOfHolding(futures, holding)).toEqual(simulateOutlook(project('album'), request(holding)));
    }
  });

  it('splits money across projects path by path: one part is its own outlook, two plan the sum of their plans', () => {
    const album = simulateFutures(project('album'), request());
    const tour = simulateFutures({ ...project('tour'), id: 8 }, request({ seed: 77 }));
    const half = { amountCents: cents(500_00), priceCents: cents(10_00), onMarket: false };
    expect(splitOutlook([{ futures: album, holding: request() }])).toEqual(outlookOfHolding(album, request()));
    const split = splitOutlook([
      { futures: album, holding: half },
      { futures: tour, holding: half },
    ]);
    const albumHalf = outlookOfHolding(album, half);
    const tourHalf = outlookOfHolding(tour, half);
    split.quarters.forEach((quarter, index) => {
      expect(Number(quarter.plan)).toBeCloseTo(Number(albumHalf.quarters[index]!.plan) + Number(tourHalf.quarters[index]!.plan), 2);
    });
    // Spreading the same money cannot lose it all more often than the likelier of the two alone.
    expect(Number(split.totalLoss)).toBeLessThanOrEqual(Math.max(Number(albumHalf.totalLoss), Number(tourHalf.totalLoss)));
    expect(() =>
      splitOutlook([
        { futures: album, holding: half },
        { futures: simulateFutures(project('tour'), request({ years: 2 })), holding: half },
      ]),
    ).toThrow();
  });
});
