import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import {
  defaultOutlookSeed,
  outlookInputs,
  outlookInputsFromWire,
  outlookInputsToWire,
  quarterStart,
  withHolding,
  type OutlookFacts,
} from './outlook-inputs';
import { OUTLOOK_PATHS, OUTLOOK_YEARS, simulateOutlook } from './outlook';
import { nextQuarterEnd } from './quarters';

const facts = (overrides: Partial<OutlookFacts> = {}): OutlookFacts => ({
  id: 12,
  type: 'album',
  status: 'active',
  fundingGoalCents: cents(50_000_00),
  sharePriceCents: cents(25_00),
  totalShares: 2_000,
  availableShares: 2_000,
  minInvestmentCents: cents(250_00),
  valueBp: 11_000,
  endDate: '2027-03-14',
  closedAt: null,
  bestAskCents: null,
  ...overrides,
});
const now = new Date('2027-05-20T10:00:00Z');

describe('the outlook simulator’s inputs', () => {
  it('buys an open campaign at its share price, paid from the day after its last day, the minimum by default', () => {
    const inputs = outlookInputs(facts(), {}, now);
    expect(inputs).toEqual({
      project: {
        id: 12,
        type: 'album',
        fundingGoalCents: 50_000_00,
        fundedAt: new Date('2027-03-15T00:00:00Z'),
        sharePriceCents: 25_00,
        sharesIssued: 0,
        sharesToReachGoal: 2_000,
      },
      request: {
        amountCents: 250_00,
        years: OUTLOOK_YEARS.default,
        paths: OUTLOOK_PATHS.default,
        seed: defaultOutlookSeed(12),
        priceCents: 25_00,
        onMarket: false,
      },
    });
  });

  it('buys a funded project now on the market, at the best ask, or at the indicative price without one', () => {
    const closedAt = new Date('2027-03-15T00:00:00Z');
    const withAsk = outlookInputs(facts({ status: 'funded', closedAt, bestAskCents: cents(31_00) }), {}, now);
    expect(withAsk?.project.fundedAt).toEqual(closedAt);
    expect(withAsk?.request).toMatchObject({ priceCents: 31_00, onMarket: true, startsAt: new Date('2027-04-01T00:00:00Z') });
    const withoutAsk = outlookInputs(facts({ status: 'funded', closedAt }), {}, now);
    expect(withoutAsk?.request.priceCents).toBe(27_50);
  });

  it('takes what the asker chose, and forecasts nothing for a failed or suspended campaign', () => {
    const chosen = outlookInputs(facts(), { amountCents: cents(900_00), years: 2, paths: 100, seed: 7, priceCents: cents(30_00) }, now);
    expect(chosen?.request).toEqual({ amountCents: 900_00, years: 2, paths: 100, seed: 7, priceCents: 30_00, onMarket: false });
    expect(outlookInputs(facts({ status: 'failed' }), {}, now)).toBeNull();
    expect(outlookInputs(facts({ status: 'suspended' }), {}, now)).toBeNull();
  });

  it('goes to the API’s form and back unchanged, and changes only the amount and horizon for a holding', () => {
    for (const inputs of [
      outlookInputs(facts(), {}, now)!,
      outlookInputs(facts({ status: 'funded', closedAt: new Date('2027-03-15T00:00:00Z') }), {}, now)!,
    ]) {
      const wire = outlookInputsToWire(inputs);
      expect(JSON.parse(JSON.stringify(wire))).toEqual(wire);
      expect(outlookInputsFromWire(wire)).toEqual(inputs);
      expect(withHolding(inputs, { amountCents: cents(1_000_00), years: 3 })).toEqual({
        project: inputs.project,
        request: { ...inputs.request, amountCents: 1_000_00, years: 3 },
      });
    }
  });

  it('starts a holding bought on the market at its quarter’s start: the same first payout, the same inputs all quarter', () => {
    const funded = facts({ status: 'funded', closedAt: new Date('2027-03-15T00:00:00Z') });
    for (const moment of ['2027-04-01T00:00:00Z', '2027-05-20T10:00:00Z', '2027-06-30T23:59:59.999Z']) {
      const inputs = outlookInputs(funded, { paths: 100, years: 1 }, new Date(moment))!;
      expect(inputs.request.startsAt).toEqual(new Date('2027-04-01T00:00:00Z'));
      expect(nextQuarterEnd(inputs.request.startsAt!)).toEqual(nextQuarterEnd(new Date(moment)));
      const exact = { ...inputs.request, startsAt: new Date(moment) };
      expect(simulateOutlook(inputs.project, inputs.request)).toEqual(simulateOutlook(inputs.project, exact));
    }
    expect(quarterStart(new Date('2027-12-31T23:00:00Z'))).toEqual(new Date('2027-10-01T00:00:00Z'));
  });

  it('keeps the default seed the API has always used', () => {
    expect(defaultOutlookSeed(1)).toBe(((Math.imul(1, 0x2c1b_3c6d) ^ 0x0071_0000) >>> 1) as number);
    expect(defaultOutlookSeed(7)).not.toBe(defaultOutlookSeed(8));
  });
});
