import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToDecimal, decimalToCents, formatCompact, parseCents, quoteInvestment } from './money';

describe('parseCents', () => {
  it('reads decimals with up to two places', () => {
    expect(parseCents('12')).toBe(1200);
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('0.07')).toBe(7);
    expect(parseCents(' 10000.00 ')).toBe(1000000);
    expect(parseCents(99.99)).toBe(9999);
  });

  it.each(['12.345', '-5', 'abc', '1e400', '', '.5', '1.', '1,000', 'NaN', 'Infinity', '0x10'])('refuses %j', (text) => {
    expect(parseCents(text)).toBeNull();
  });

  it('refuses non-finite numbers', () => {
    expect(parseCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseCents(Number.NaN)).toBeNull();
  });

  it('round-trips every amount through its decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});

describe('quoteInvestment', () => {
  it('takes a 5% fee and buys whole shares with the rest', () => {
    expect(quoteInvestment(100_00, 10_00)).toEqual({ amountCents: 10000, feeCents: 500, costCents: 9500, shares: 9 });
    expect(quoteInvestment(1000_00, 25_00)).toMatchObject({ feeCents: 5000, shares: 38 });
  });

  it('never buys more than 95% of the amount, and never leaves a whole share unbought', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (amount, price) => {
        const quote = quoteInvestment(amount, price);
        expect(quote.feeCents + quote.costCents).toBe(amount);
        expect(Number.isInteger(quote.shares)).toBe(true);
        expect(quote.shares * price).toBeLessThanOrEqual(quote.costCents);
        expect(quote.costCents).toBeLessThan((quote.shares + 1) * price);
        // 95% of the amount, to the cent.
        expect(Math.abs(quote.costCents - amount * 0.95)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('formatCompact', () => {
  it('uses one decimal at most', () => {
    expect(formatCompact(12500)).toBe('12.5K');
    expect(formatCompact(2_340_000)).toBe('2.3M');
    expect(formatCompact(950)).toBe('950');
  });
});
