import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { investmentLimitCents, isUnderAge, lossShareOfNetWorthPercent, overLimitMessage, remainingCents } from './investment-limits';

const figures = (income: number | null, netWorth: number | null, accredited = false) => ({
  annualIncomeCents: income === null ? null : cents(income),
  netWorthCents: netWorth === null ? null : cents(netWorth),
  accredited,
});

describe('investmentLimitCents', () => {
  it.each([
    ['no profile', null, 2_500_00],
    ['nothing given', figures(null, null), 2_500_00],
    ['5% under the floor', figures(49_999_99, 0), 2_500_00],
    ['5% at the floor', figures(50_000_00, 0), 2_500_00],
    ['5% of the greater, net worth', figures(10_000_00, 80_000_00), 4_000_00],
    ['income a cent under $124,000', figures(123_999_99, 200_000_00), 10_000_00],
    ['net worth a cent under $124,000', figures(124_000_00, 123_999_99), 6_200_00],
    ['both at $124,000', figures(124_000_00, 124_000_00), 12_400_00],
    ['10% at the cap', figures(1_240_000_00, 124_000_00), 124_000_00],
    ['10% over the cap', figures(1_240_000_10, 2_000_000_00), 124_000_00],
    ['accredited', figures(0, 0, true), null],
  ] as const)('%s', (_case, profile, limit) => {
    expect(investmentLimitCents(profile)).toBe(limit);
  });

  it('leaves what is unused, never below zero, and no figure without a limit', () => {
    expect(remainingCents(cents(2_500_00), cents(2_000_00))).toBe(500_00);
    expect(remainingCents(cents(2_500_00), cents(3_000_00))).toBe(0);
    expect(remainingCents(null, cents(3_000_00))).toBeNull();
    expect(overLimitMessage(cents(2_500_00), cents(500_50))).toBe(
      'This amount is over your investment limit of $2,500 for 12 months. You have $500.50 left.',
    );
  });
});

describe('isUnderAge', () => {
  it.each([
    ['no date of birth', null, '2026-11-26', false],
    ['18 today', '2008-11-26', '2026-11-26', false],
    ['18 tomorrow', '2008-11-27', '2026-11-26', true],
    ['born on 29 February, on 28 February', '2008-02-29', '2026-02-28', true],
    ['born on 29 February, on 1 March', '2008-02-29', '2026-03-01', false],
  ] as const)('%s', (_case, dateOfBirth, today, under) => {
    expect(isUnderAge(dateOfBirth, today)).toBe(under);
  });
});

describe('lossShareOfNetWorthPercent', () => {
  it('is the amount as a percent of net worth, and nothing without a net worth', () => {
    expect(lossShareOfNetWorthPercent(cents(1_000_00), cents(10_000_00))).toBe(10);
    expect(lossShareOfNetWorthPercent(cents(1_000_00), null)).toBeNull();
    expect(lossShareOfNetWorthPercent(cents(1_000_00), cents(0))).toBeNull();
  });
});
