import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import {
  heldSharesInputs,
  holdingForecastInputs,
  holdingForecastYears,
  holdingOutlookInputs,
  holdingQuarters,
  quarterPools,
  quartersAhead,
  yearsReaching,
  type HoldingFacts,
  type HoldingProjectFacts,
} from './holding-outlook';
import { outlookOfHolding, simulateFutures } from './outlook';
import { sharesBought } from './outlook-shares';
import { defaultOutlookSeed } from './outlook-inputs';

const project: HoldingProjectFacts = {
  id: 12,
  type: 'album',
  fundingGoalCents: cents(5_000_00),
  sharePriceCents: cents(10_00),
  totalShares: 1_000,
  availableShares: 0,
  endDate: '2027-01-14',
  closedAt: null,
};
const campaignHolding: HoldingFacts = {
  origin: 'campaign',
  amountCents: cents(500_00),
  sharesBought: 47,
  shares: 47,
  boughtAt: new Date('2026-12-01T10:00:00Z'),
};

describe("a holding's forecast at purchase", () => {
  it('is the campaign’s: the share price with its fee, from the funding (or the close it expects), the public seed', () => {
    const expected = holdingOutlookInputs(project, campaignHolding);
    expect(expected.project.fundedAt.toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(expected.request).toEqual({
      amountCents: 500_00,
      years: 5,
      paths: 2_000,
      seed: defaultOutlookSeed(12),
      priceCents: 10_00,
      onMarket: false,
    });
    const funded = holdingOutlookInputs({ ...project, closedAt: new Date('2027-01-10T00:00:00Z') }, campaignHolding, 7);
    expect(funded.project.fundedAt.toISOString()).toBe('2027-01-10T00:00:00.000Z');
    expect(funded.request.years).toBe(7);
    expect(sharesBought(funded.request)).toBe(47);
  });

  it('is the market’s: the trade’s price per share, no fee, from the purchase', () => {
    const bought = new Date('2028-03-02T09:00:00Z');
    const market = holdingOutlookInputs(
      { ...project, closedAt: new Date('2027-01-15T00:00:00Z') },
      { origin: 'market', amountCents: cents(30 * 12_50), sharesBought: 30, shares: 30, boughtAt: bought },
    );
    expect(market.request).toMatchObject({ amountCents: 375_00, priceCents: 12_50, onMarket: true, startsAt: bought });
    expect(sharesBought(market.request)).toBe(30);
  });

  it('counts the shares still held for the estimates, and is the same futures', () => {
    const inputs = holdingOutlookInputs(project, campaignHolding);
    expect(heldSharesInputs(inputs, campaignHolding)).toBe(inputs);
    const partly = heldSharesInputs(inputs, { ...campaignHolding, shares: 20 });
    expect(sharesBought(partly.request)).toBe(20);
    expect(partly.project).toBe(inputs.project);
    expect({ ...partly.request, amountCents: 0, onMarket: false }).toEqual({ ...inputs.request, amountCents: 0 });
  });

  it('reaches five years, or the fourth quarter ahead of today', () => {
    const from = new Date('2027-01-15T00:00:00Z');
    expect(yearsReaching(from, new Date('2028-01-01T00:00:00Z'))).toBe(5);
    // 2027-Q1 to 2033-Q2: 26 quarters.
    expect(yearsReaching(from, new Date('2033-07-01T00:00:00Z'))).toBe(7);
    expect(quartersAhead(new Date('2027-05-20T00:00:00Z')).map((quarter) => quarter.quarter)).toEqual([
      '2027-Q2',
      '2027-Q3',
      '2027-Q4',
      '2028-Q1',
    ]);
    expect(quartersAhead(new Date('2027-07-01T00:00:00Z'))[0]?.end.toISOString()).toBe('2027-10-01T00:00:00.000Z');
    const inputs = holdingOutlookInputs({ ...project, closedAt: from }, campaignHolding);
    expect(holdingForecastYears(inputs, new Date('2027-06-01T00:00:00Z'))).toBe(5);
    expect(holdingForecastYears(inputs, new Date('2032-06-01T00:00:00Z'))).toBe(7);
    expect(holdingForecastInputs({ ...project, closedAt: from }, campaignHolding, new Date('2032-06-01T00:00:00Z'))).toEqual(
      holdingOutlookInputs({ ...project, closedAt: from }, campaignHolding, 7),
    );
  });
});

describe('the quarters of a holding from its project’s pool percentiles', () => {
  it('equal outlookOfHolding’s to the cent, for every type, seed, start and size of holding', () => {
    const types = ['album', 'tour', 'equipment', 'single', 'other'];
    let compared = 0;
    for (const [index, type] of types.entries()) {
      const facts = { ...project, id: 30 + index, type, totalShares: [1_000, 137, 5_000, 2_000, 999][index] ?? 1_000 };
      for (const startsAt of [undefined, new Date('2028-05-17T12:00:00Z')]) {
        const inputs = holdingOutlookInputs(facts, campaignHolding);
        const request = { ...inputs.request, paths: 300, seed: 1_000 + index, ...(startsAt ? { startsAt } : {}) };
        const futures = simulateFutures(inputs.project, request);
        const pools = quarterPools(futures);
        for (const amount of [100_00, 500_00, 1_234_56, 9_999_99]) {
          for (const onMarket of [false, true]) {
            const holding = { amountCents: cents(amount), priceCents: facts.sharePriceCents, onMarket };
            expect(holdingQuarters(pools, holding)).toEqual(outlookOfHolding(futures, holding).quarters);
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(80);
  });
});
