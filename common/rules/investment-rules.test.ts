import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../money';
import { checkInvestmentAmount } from './investment-rules';

const project = { minInvestmentCents: cents(100_00), sharePriceCents: cents(25_00), availableShares: 10 };

describe('checkInvestmentAmount', () => {
  it('checks the minimum first, then the shares available, then that a share is bought', () => {
    expect(checkInvestmentAmount(cents(99_99), project)).toEqual({
      ok: false,
      problem: { title: 'Invalid Investment', message: 'Minimum investment is $100.' },
    });
    expect(checkInvestmentAmount(cents(1000_00), project)).toEqual({
      ok: false,
      problem: { title: 'Insufficient Shares', message: 'Only 10 shares are available.' },
    });
    expect(checkInvestmentAmount(cents(25_00), { ...project, minInvestmentCents: cents(25_00) })).toEqual({
      ok: false,
      problem: { title: 'Invalid Investment', message: 'Investment amount too small for any shares.' },
    });
    expect(checkInvestmentAmount(cents(100_00), project)).toEqual({
      ok: true,
      quote: { amountCents: 10000, feeCents: 500, costCents: 9500, shares: 3 },
    });
  });

  it('reports the shares check before the too-small check when none are left', () => {
    const soldOut = { ...project, availableShares: 0 };
    expect(checkInvestmentAmount(cents(100_00), soldOut)).toMatchObject({ problem: { message: 'Only 0 shares are available.' } });
  });

  it('never accepts an amount it cannot buy shares for, nor more shares than are left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (amount, min, price, available) => {
          const check = checkInvestmentAmount(cents(amount), {
            minInvestmentCents: cents(min),
            sharePriceCents: cents(price),
            availableShares: available,
          });
          if (check.ok) {
            expect(amount).toBeGreaterThanOrEqual(min);
            expect(check.quote.shares).toBeGreaterThan(0);
            expect(check.quote.shares).toBeLessThanOrEqual(available);
          }
        },
      ),
    );
  });
});

describe('the last shares', () => {
  it('can be bought: an amount buying exactly the shares left is accepted', () => {
    const lastThree = { minInvestmentCents: cents(100_00), sharePriceCents: cents(25_00), availableShares: 3 };
    expect(checkInvestmentAmount(cents(100_00), lastThree)).toEqual({
      ok: true,
      quote: { amountCents: 100_00, feeCents: 5_00, costCents: 95_00, shares: 3 },
    });
    expect(checkInvestmentAmount(cents(110_00), lastThree)).toMatchObject({ ok: false, problem: { title: 'Insufficient Shares' } });
  });
});
