import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cents,
  centsToDecimal,
  decimalToCents,
  dollarsToCents,
  formatCentsAsCompactUsd,
  formatCentsAsRoundedCompactUsd,
  formatCentsAsShortUsd,
  formatCentsAsUsd,
  formatCentsAsWholeUsd,
  formatCompact,
  parseCents,
  quoteInvestment,
  sumCents,
  type Cents,
} from './money';

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
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (amount) => {
        expect(decimalToCents(centsToDecimal(amount as Cents))).toBe(amount);
      }),
    );
  });
});

describe('quoteInvestment', () => {
  it('takes a 5% fee and buys whole shares with the rest', () => {
    expect(quoteInvestment(cents(100_00), cents(10_00))).toEqual({ amountCents: 10000, feeCents: 500, costCents: 9500, shares: 9 });
    expect(quoteInvestment(cents(1000_00), cents(25_00))).toMatchObject({ feeCents: 5000, shares: 38 });
  });

  it('buys shares with the unrounded 95%, as decisions.md pins: $52.63 at $5 buys 9 shares, not 10', () => {
    // The rounded fee ($2.63) would leave $50.00, exactly 10 shares; 95% of $52.63 is $49.9985.
    expect(quoteInvestment(cents(52_63), cents(5_00))).toEqual({ amountCents: 52_63, feeCents: 2_63, costCents: 50_00, shares: 9 });
  });

  it('never buys more than 95% of the amount, and never leaves a whole share unbought', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (amount, price) => {
        const quote = quoteInvestment(cents(amount), cents(price));
        expect(quote.feeCents + quote.costCents).toBe(amount);
        expect(Number.isInteger(quote.shares)).toBe(true);
        // Whole shares out of exactly 95% of the amount: none more, and none left unbought.
        expect(quote.shares * price * 100).toBeLessThanOrEqual(amount * 95);
        expect(amount * 95).toBeLessThan((quote.shares + 1) * price * 100);
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

describe('formatCentsAsRoundedCompactUsd', () => {
  it('reads cents as a rounded dollar figure', () => {
    expect(formatCentsAsRoundedCompactUsd(cents(623_450))).toBe('$6.2K');
    expect(formatCentsAsRoundedCompactUsd(cents(85_000))).toBe('$850');
    expect(formatCentsAsRoundedCompactUsd(cents(-150_000_000))).toBe('-$1.5M');
    expect(formatCentsAsRoundedCompactUsd(cents(0))).toBe('$0');
  });
});

describe('cents', () => {
  it('brands whole numbers and refuses dollar fractions', () => {
    expect(cents(1250)).toBe(1250);
    expect(() => cents(12.5)).toThrow('Not a whole number of cents: 12.5');
    expect(() => cents(Number.NaN)).toThrow();
  });

  it('converts whole dollars and sums amounts', () => {
    expect(dollarsToCents(250)).toBe(25000);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(sumCents([cents(150), cents(-50), cents(1)])).toBe(101);
    expect(sumCents([])).toBe(0);
  });
});

describe('USD formatters take cents', () => {
  it.each([
    [125000, '$1,250', '$1,250.00', '$1,250'],
    [2550, '$26', '$25.50', '$25.50'],
    [2549, '$25', '$25.49', '$25.49'],
    [10000, '$100', '$100.00', '$100'],
    [0, '$0', '$0.00', '$0'],
    [-550, '-$6', '-$5.50', '-$5.50'],
    [-40, '$0', '-$0.40', '-$0.40'],
    [123456789, '$1,234,568', '$1,234,567.89', '$1,234,567.89'],
  ])('%i cents reads %s, %s and %s', (amount, whole, exact, short) => {
    expect(formatCentsAsWholeUsd(cents(amount))).toBe(whole);
    expect(formatCentsAsUsd(cents(amount))).toBe(exact);
    expect(formatCentsAsShortUsd(cents(amount))).toBe(short);
  });
});

/** Reads a compact label back into cents, to check that it is exact. */
function readCompactUsd(label: string): number {
  const match = /^(-?)\$([\d,]+)(?:\.(\d{1,2}))?([KMB]?)$/.exec(label);
  if (!match) throw new Error(`Not a compact label: ${label}`);
  const unit = { '': 100, K: 100_000, M: 100_000_000, B: 100_000_000_000 }[match[4] ?? ''] ?? 0;
  const whole = Number((match[2] ?? '').replaceAll(',', ''));
  const fraction = Number((match[3] ?? '').padEnd(2, '0'));
  const value = whole * unit + (fraction * unit) / 100;
  return match[1] ? -value : value;
}

describe('formatCentsAsCompactUsd', () => {
  it.each([
    [0, '$0'],
    [50_000, '$500'],
    [99_900, '$999'],
    [100_000, '$1K'],
    [150_000, '$1.5K'],
    [125_000, '$1.25K'],
    [200_000, '$2K'],
    [1_250_000, '$12.5K'],
    [-150_000, '-$1.5K'],
    [150_000_000, '$1.5M'],
    [100_000_000_000, '$1B'],
    [250, '$2.50'],
    [100_250, '$1,002.50'],
    [101_000, '$1.01K'],
    [100_100, '$1,001'],
    [1_000_100_000, '$10,001K'],
  ])('%i cents reads %s', (amount, label) => {
    expect(formatCentsAsCompactUsd(cents(amount))).toBe(label);
  });

  it('is exact: the label reads back as the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 4 }), (amount, zeros) => {
        // Round amounts (the axis's ticks) as well as any amount of cents.
        const rounded = Math.round(amount / 10 ** zeros) * 10 ** zeros || 0;
        expect(readCompactUsd(formatCentsAsCompactUsd(cents(rounded)))).toBe(rounded);
      }),
    );
  });
});

describe('money edge cases', () => {
  it('writes zero without a sign', () => {
    expect(centsToDecimal(cents(0))).toBe('0.00');
    expect(centsToDecimal(cents(-1))).toBe('-0.01');
  });

  it('refuses a malformed decimal from the server, naming it', () => {
    expect(() => decimalToCents('12,50')).toThrow('Not a decimal amount: 12,50');
    expect(() => decimalToCents('-')).toThrow('Not a decimal amount: -');
  });

  it('buys no shares at a share price of zero', () => {
    expect(quoteInvestment(cents(100_00), cents(0))).toEqual({ amountCents: 100_00, feeCents: 5_00, costCents: 95_00, shares: 0 });
  });
});
