import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../money';
import { checkInvestmentAmount, wholeShareAmounts } from './investment-rules';

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

describe('wholeShareAmounts', () => {
  const hundredDollarShares = { minInvestmentCents: cents(100_00), sharePriceCents: cents(100_00), availableShares: 1000 };

  it('says what of $199 at $100 a share buys no shares, and offers the amounts for 1 and 2 shares', () => {
    expect(wholeShareAmounts(cents(199_00), hundredDollarShares)).toEqual({
      unspentCents: 89_05,
      down: { shares: 1, amountCents: 105_27 },
      up: { shares: 2, amountCents: 210_53 },
    });
  });

  it('offers nothing down for an amount that already buys whole shares exactly', () => {
    expect(wholeShareAmounts(cents(210_53), hundredDollarShares)).toMatchObject({ down: null, up: { shares: 3, amountCents: 315_79 } });
  });

  it('offers only amounts at or above the minimum and within the shares available', () => {
    expect(wholeShareAmounts(cents(199_00), { ...hundredDollarShares, minInvestmentCents: cents(150_00) })).toMatchObject({
      down: null,
      up: { shares: 2, amountCents: 210_53 },
    });
    expect(wholeShareAmounts(cents(199_00), { ...hundredDollarShares, minInvestmentCents: cents(250_00) })).toMatchObject({
      down: null,
      up: { shares: 3, amountCents: 315_79 },
    });
    // A minimum that is itself the amount for whole shares is offered as it is.
    expect(wholeShareAmounts(cents(50_00), { ...hundredDollarShares, minInvestmentCents: cents(210_53) })).toMatchObject({
      down: null,
      up: { shares: 2, amountCents: 210_53 },
    });
    expect(wholeShareAmounts(cents(0), hundredDollarShares)).toEqual({ unspentCents: 0, down: null, up: null });
    expect(wholeShareAmounts(cents(199_00), { ...hundredDollarShares, availableShares: 1 })).toMatchObject({
      down: { shares: 1 },
      up: null,
    });
  });

  it('offers amounts that buy exactly their shares and pass the checks, for any price and amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_00 }),
        fc.integer({ min: 1, max: 100_000_00 }),
        fc.integer({ min: 1, max: 50_00 }),
        (price, amount, min) => {
          const project = { minInvestmentCents: cents(min), sharePriceCents: cents(price), availableShares: 500 };
          const { down, up } = wholeShareAmounts(cents(amount), project);
          for (const offered of [down, up]) {
            if (!offered) continue;
            expect(checkInvestmentAmount(cents(offered.amountCents), project)).toMatchObject({
              ok: true,
              quote: { shares: offered.shares },
            });
            // A cent less buys a share fewer or is below the minimum: the offer is the least amount for its shares.
            const less = checkInvestmentAmount(cents(offered.amountCents - 1), project);
            expect(less.ok && less.quote.shares === offered.shares).toBe(false);
          }
          if (down) expect(down.amountCents).toBeLessThan(amount);
          if (up) expect(up.amountCents).toBeGreaterThan(amount);
        },
      ),
    );
  });
});
