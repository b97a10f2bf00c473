import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByShares } from './allocate';

const pools = fc.integer({ min: 0, max: 10_000_000_000 });
const holdings = fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 60 });

describe('allocateByShares', () => {
  it('sums exactly to the pool whenever someone holds shares', () => {
    fc.assert(
      fc.property(pools, holdings, (pool, shares) => {
        const total = allocateByShares(pool, shares).reduce((sum, amount) => sum + amount, 0);
        expect(total).toBe(shares.some((count) => count > 0) ? pool : 0);
      }),
    );
  });

  it('gives every holder within one cent of the exact pro-rata share, and nothing without shares', () => {
    fc.assert(
      fc.property(pools, holdings, (pool, shares) => {
        const totalShares = shares.reduce((sum, count) => sum + count, 0);
        fc.pre(totalShares > 0);
        allocateByShares(pool, shares).forEach((amount, index) => {
          const exact = (pool * (shares[index] ?? 0)) / totalShares;
          expect(Math.abs(amount - exact)).toBeLessThan(1 + 1e-6);
          if (shares[index] === 0) expect(amount).toBe(0);
        });
      }),
    );
  });

  it('gives the same output for the same input', () => {
    fc.assert(
      fc.property(pools, holdings, (pool, shares) => {
        expect(allocateByShares(pool, shares)).toEqual(allocateByShares(pool, [...shares]));
      }),
    );
  });

  it('gives the left-over cents to the largest remainders, ties to the earlier holder', () => {
    expect(allocateByShares(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByShares(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(allocateByShares(11, [3, 3, 4])).toEqual([3, 3, 5]);
    expect(allocateByShares(5, [1, 2])).toEqual([2, 3]);
  });

  it('refuses a fractional pool or negative shares', () => {
    expect(() => allocateByShares(10.5, [1])).toThrow();
    expect(() => allocateByShares(10, [-1, 2])).toThrow();
  });
});
