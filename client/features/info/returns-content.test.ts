import { describe, expect, it } from 'vitest';
import { payoutExample, revenueSplit } from './returns-content';

describe('returns and payouts copy', () => {
  it('shows the split the landing page promises, summing to 100%', () => {
    expect(revenueSplit.map((part) => [part.label, part.percent])).toEqual([
      ['Artist', 70],
      ['Investors', 25],
      ['Platform', 5],
    ]);
    expect(revenueSplit.reduce((sum, part) => sum + part.percent, 0)).toBe(100);
  });

  it('works its example by the same rule: 25% of $6,000 shared by 40 of 1,000 shares is $60', () => {
    expect(payoutExample).toEqual({ revenueCents: 600000, poolCents: 150000, totalShares: 1000, shares: 40, payoutCents: 6000 });
  });
});
