import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTicks, dayNumber, dayToDate, niceTicks, thinLabels, zeroIsSensible } from './chart-ticks';

const labels = (start: string, end: string, maxCount: number) =>
  dateTicks(dayNumber(start), dayNumber(end), maxCount).map((tick) => tick.label);

/** 1, 2, 2.5 or 5 times a power of ten. */
const isNice = (step: number) => {
  const mantissa = step / 10 ** Math.floor(Math.log10(step));
  return [1, 2, 2.5, 5].some((nice) => Math.abs(mantissa - nice) < 1e-9);
};

describe('niceTicks', () => {
  it('turns the $1,507 portfolio into round dollars from $0', () => {
    expect(niceTicks(0, 150_700, 5)).toEqual({ step: 50_000, ticks: [0, 50_000, 100_000, 150_000, 200_000] });
  });

  it('takes the smallest round step that fits, so the axis uses its room', () => {
    expect(niceTicks(0, 100_000, 6).ticks).toEqual([0, 20_000, 40_000, 60_000, 80_000, 100_000]);
    expect(niceTicks(0, 100_000, 5).ticks).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(niceTicks(0, 100_000, 3).ticks).toEqual([0, 50_000, 100_000]);
  });

  it('reaches down to $0 when the low end is at most half the high end, or the data are flat', () => {
    expect(niceTicks(75_000, 150_000, 5).ticks[0]).toBe(0);
    expect(niceTicks(76_000, 150_000, 5).ticks).toEqual([75_000, 100_000, 125_000, 150_000]);
    expect(niceTicks(50_000, 50_000, 5).ticks).toEqual([0, 20_000, 40_000, 60_000]);
  });

  it('keeps a narrow band far from zero on its own scale', () => {
    expect(niceTicks(50_000, 54_000, 5).ticks).toEqual([50_000, 51_000, 52_000, 53_000, 54_000]);
  });

  it('never steps finer than $1', () => {
    expect(niceTicks(0, 0, 5)).toEqual({ step: 100, ticks: [0, 100] });
    expect(niceTicks(1_000, 1_020, 6).step).toBe(100);
  });

  it('gives round ticks that cover the data, at most maxCount of them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 2, max: 10 }),
        (a, b, maxCount) => {
          const { step, ticks } = niceTicks(a, b, maxCount);
          expect(step).toBeGreaterThanOrEqual(100);
          expect(isNice(step)).toBe(true);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length).toBeLessThanOrEqual(maxCount);
          expect(ticks[0]).toBeLessThanOrEqual(Math.min(a, b));
          expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(a, b));
          for (const [index, tick] of ticks.entries()) {
            expect(tick % step).toBe(0);
            if (index > 0) expect(tick - (ticks[index - 1] ?? 0)).toBe(step);
          }
          if (zeroIsSensible(Math.min(a, b), Math.max(a, b))) expect(ticks[0]).toBe(0);
        },
      ),
    );
  });
});

describe('zeroIsSensible', () => {
  it('says yes when zero is within the data, near them, or the data are flat', () => {
    expect(zeroIsSensible(-5, 5)).toBe(true);
    expect(zeroIsSensible(0, 10)).toBe(true);
    expect(zeroIsSensible(50, 100)).toBe(true);
    expect(zeroIsSensible(500, 500)).toBe(true);
    expect(zeroIsSensible(-100, -50)).toBe(true);
  });

  it('says no for a narrow band far from zero', () => {
    expect(zeroIsSensible(51, 100)).toBe(false);
    expect(zeroIsSensible(500, 540)).toBe(false);
    expect(zeroIsSensible(-100, -51)).toBe(false);
  });
});

describe('dayNumber', () => {
  it('counts days from 1970-01-01 and reads back', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2027-04-05')).toBe(20_913);
    expect(dayToDate(20_913)).toBe('2027-04-05');
  });
});

describe('dateTicks', () => {
  it('ticks each month over half a year when six fit', () => {
    expect(labels('2027-01-10', '2027-07-05', 6)).toEqual(['Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul']);
  });

  it('ticks every other month when only three fit', () => {
    expect(labels('2027-01-10', '2027-07-05', 3)).toEqual(['Mar', 'May', 'Jul']);
  });

  it('names the year at January', () => {
    expect(labels('2026-11-15', '2027-03-01', 4)).toEqual(['Dec', '2027', 'Feb', 'Mar']);
  });

  it('ticks Mondays over a month', () => {
    expect(labels('2027-04-01', '2027-04-30', 5)).toEqual(['Apr 5', 'Apr 12', 'Apr 19', 'Apr 26']);
  });

  it('ticks years over several years', () => {
    expect(labels('2020-01-01', '2027-06-01', 4)).toEqual(['2020', '2022', '2024', '2026']);
  });

  it('ticks the one day of a one-day chart', () => {
    expect(labels('2027-04-01', '2027-04-01', 4)).toEqual(['Apr 1']);
  });

  it('never gives more than maxCount ticks, all inside the range and in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18_000, max: 22_000 }),
        fc.integer({ min: 0, max: 4_000 }),
        fc.integer({ min: 1, max: 8 }),
        (start, length, maxCount) => {
          const ticks = dateTicks(start, start + length, maxCount);
          expect(ticks.length).toBeGreaterThanOrEqual(1);
          expect(ticks.length).toBeLessThanOrEqual(maxCount);
          for (const [index, tick] of ticks.entries()) {
            expect(tick.day).toBeGreaterThanOrEqual(start);
            expect(tick.day).toBeLessThanOrEqual(start + length);
            if (index > 0) expect(tick.day).toBeGreaterThan(ticks[index - 1]?.day ?? Number.NEGATIVE_INFINITY);
          }
        },
      ),
    );
  });
});

describe('thinLabels', () => {
  it('drops a label that would overlap the one before it', () => {
    const kept = thinLabels(
      [
        { x: 20, width: 40, label: 'a' },
        { x: 30, width: 40, label: 'b' },
        { x: 100, width: 40, label: 'c' },
      ],
      200,
      10,
    );
    expect(kept.map((label) => label.label)).toEqual(['a', 'c']);
  });

  it('keeps labels at the edges inside the plot', () => {
    const kept = thinLabels(
      [
        { x: 0, width: 40 },
        { x: 200, width: 40 },
      ],
      200,
      10,
    );
    expect(kept.map((label) => label.left)).toEqual([0, 160]);
  });

  it('centres a label on its tick when there is room', () => {
    expect(thinLabels([{ x: 100, width: 40 }], 200, 10)[0]?.left).toBe(80);
  });

  it('leaves no two labels closer than the gap, and none outside the plot', () => {
    const label = fc.record({ x: fc.integer({ min: 0, max: 400 }), width: fc.integer({ min: 10, max: 80 }) });
    fc.assert(
      fc.property(fc.array(label, { maxLength: 20 }), (candidates) => {
        const kept = thinLabels(candidates, 400, 12);
        if (candidates.length > 0) expect(kept.length).toBeGreaterThan(0);
        for (const [index, placed] of kept.entries()) {
          expect(placed.left).toBeGreaterThanOrEqual(0);
          expect(placed.left + placed.width).toBeLessThanOrEqual(400);
          const before = kept[index - 1];
          if (before) expect(placed.left).toBeGreaterThanOrEqual(before.left + before.width + 12);
        }
      }),
    );
  });
});
