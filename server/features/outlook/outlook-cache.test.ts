import { describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { simulateOutlook } from '@common/rules/outlook';
import { outlookInputs, withHolding } from '@common/rules/outlook-inputs';
import { createOutlookCache } from './outlook-cache';

const inputs = outlookInputs(
  {
    id: 3,
    type: 'studio',
    status: 'active',
    fundingGoalCents: cents(30_000_00),
    sharePriceCents: cents(15_00),
    totalShares: 2_000,
    availableShares: 0,
    minInvestmentCents: cents(150_00),
    valueBp: 10_000,
    endDate: '2027-08-31',
    closedAt: null,
    bestAskCents: null,
  },
  { paths: 100 },
  new Date('2027-06-01T00:00:00Z'),
)!;

describe('the outlook cache', () => {
  it('answers what the simulator answers, the same object again for the same inputs, another for others', () => {
    const cache = createOutlookCache(2);
    const first = cache.outlookOf(inputs);
    expect(first).toEqual(simulateOutlook(inputs.project, inputs.request));
    expect(cache.outlookOf({ project: { ...inputs.project }, request: { ...inputs.request } })).toBe(first);
    const other = withHolding(inputs, { amountCents: cents(900_00), years: 3 });
    expect(cache.outlookOf(other)).toEqual(simulateOutlook(other.project, other.request));
    expect(cache.outlookOf({ ...inputs, request: { ...inputs.request, noVolatility: true } })).not.toBe(first);
  });

  it('forgets the least recently asked for beyond its capacity', () => {
    const cache = createOutlookCache(2);
    const [a, b, c] = [100_00, 200_00, 300_00].map((amount) => withHolding(inputs, { amountCents: cents(amount), years: 1 }));
    const first = cache.outlookOf(a!);
    cache.outlookOf(b!);
    expect(cache.outlookOf(a!)).toBe(first);
    cache.outlookOf(c!);
    const second = cache.outlookOf(b!);
    expect(second).toEqual(simulateOutlook(b!.project, b!.request));
    expect(cache.outlookOf(c!)).toBe(cache.outlookOf(c!));
  });
});
