import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { investorPart } from '@common/rules/outlook-shares';
import { generator } from '@common/rules/revenue-model';
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

  it('breaks a tie between equal remainders by order, whichever holder comes first', () => {
    // Four equal remainders, two cents left: the first two holders get them.
    expect(allocateByShares(6, [1, 1, 1, 1])).toEqual([2, 2, 1, 1]);
    // Past the size where a sort stops inserting one by one and merges runs.
    const holders = Array.from({ length: 100 }, (_, index) => (index % 2 === 0 ? 1 : 3));
    // 0.8 cents a share: every 1-share holder's 0.8 rounds up first, then the 10 cents left go to
    // the first ten 3-share holders (2.4 each).
    const expected = holders.map((count, index) => (count === 1 ? 1 : index < 20 ? 3 : 2));
    expect(allocateByShares(160, holders)).toEqual(expected);
    // The larger remainder wins over an earlier holder's smaller one.
    expect(allocateByShares(2, [1, 2])).toEqual([1, 1]);
    expect(allocateByShares(1, [1, 2])).toEqual([0, 1]);
    // A holder without shares never takes a left-over cent, even first in line.
    expect(allocateByShares(1, [0, 1, 1])).toEqual([0, 1, 0]);
  });

  it('pays nobody when nobody holds a share, and nothing out of an empty pool', () => {
    expect(allocateByShares(500, [0, 0])).toEqual([0, 0]);
    expect(allocateByShares(500, [])).toEqual([]);
    expect(allocateByShares(0, [3, 4])).toEqual([0, 0]);
  });

  it('refuses a pool that is not whole, non-negative cents, saying so', () => {
    expect(() => allocateByShares(10.5, [1])).toThrow('pool must be whole cents, not 10.5');
    expect(() => allocateByShares(-1, [1])).toThrow('pool must be whole cents, not -1');
    expect(() => allocateByShares(2 ** 53, [1])).toThrow(`pool must be whole cents, not ${2 ** 53}`);
  });

  it('refuses shares that are negative, fractional or unsafe, saying so', () => {
    for (const shares of [[-1, 2], [1.5], [2 ** 53]]) {
      expect(() => allocateByShares(10, shares)).toThrow('shares must be whole and non-negative');
    }
  });
});

describe("the outlook simulator's split between an investor and the other holders", () => {
  it('is the payout engine’s to the cent, whatever the pool and the shares', () => {
    const random = generator(2024);
    for (let draw = 0; draw < 5_000; draw += 1) {
      const pool = Math.floor(random() * 5_000_000);
      const mine = 1 + Math.floor(random() * 5_000);
      const others = Math.floor(random() * 50_000);
      expect(investorPart(pool, mine, mine + others), `${pool} ${mine} ${others}`).toBe(allocateByShares(pool, [mine, others])[0]);
    }
  });
});
