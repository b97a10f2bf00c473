import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { lastOfEachDay, linearScale, payoutMarkers, pointIndexAt, stepAreaPath, stepPath, type ChartPoint } from './chart-geometry';
import { dayNumber } from './chart-ticks';

const point = (date: string, invested: number, value: number): ChartPoint => ({
  date,
  investedCents: cents(invested),
  valueCents: cents(value),
});

describe('stepPath', () => {
  it('goes across, then up or down, at each change', () => {
    const path = stepPath([
      { x: 0, y: 10 },
      { x: 5, y: 20 },
      { x: 10, y: 5 },
    ]);
    expect(path).toBe('M 0 10 H 5 V 20 H 10 V 5');
  });

  it('draws one long flat segment across points that do not change the value', () => {
    const path = stepPath([
      { x: 0, y: 10 },
      { x: 4, y: 10 },
      { x: 8, y: 10 },
      { x: 9, y: 30 },
    ]);
    expect(path).toBe('M 0 10 H 9 V 30');
  });

  it('holds the last value on to the end of the chart', () => {
    expect(
      stepPath(
        [
          { x: 0, y: 10 },
          { x: 5, y: 20 },
        ],
        12,
      ),
    ).toBe('M 0 10 H 5 V 20 H 12');
    expect(stepPath([{ x: 0, y: 10 }], 12)).toBe('M 0 10 H 12');
    expect(
      stepPath(
        [
          { x: 0, y: 10 },
          { x: 6, y: 10 },
        ],
        undefined,
      ),
    ).toBe('M 0 10 H 6');
  });

  it('draws nothing for no points', () => {
    expect(stepPath([])).toBe('');
    expect(stepAreaPath([], 100)).toBe('');
  });

  it('is only ever horizontal or vertical, and ends at the last point', () => {
    const xy = fc.record({ x: fc.integer({ min: 0, max: 500 }), y: fc.integer({ min: 0, max: 300 }) });
    fc.assert(
      fc.property(fc.array(xy, { minLength: 1, maxLength: 30 }), (raw) => {
        const points = [...raw].sort((a, b) => a.x - b.x);
        const commands = stepPath(points).split(' ');
        expect(commands[0]).toBe('M');
        const letters = commands.filter((part) => /[A-Z]/.test(part));
        expect(letters.slice(1).every((letter) => letter === 'H' || letter === 'V')).toBe(true);
        // Walk the path: where it ends is the last point (x of the last point, y of the last point).
        let x = Number(commands[1]);
        let y = Number(commands[2]);
        for (let index = 3; index < commands.length; index += 2) {
          if (commands[index] === 'H') x = Number(commands[index + 1]);
          else y = Number(commands[index + 1]);
        }
        const last = points.at(-1);
        expect(y).toBe(last?.y);
        expect(x).toBe(Math.max(points[0]?.x ?? 0, last?.x ?? 0));
      }),
    );
  });
});

describe('stepAreaPath', () => {
  it('closes the step line down to the baseline and back to the start', () => {
    expect(
      stepAreaPath(
        [
          { x: 2, y: 10 },
          { x: 5, y: 20 },
        ],
        100,
        8,
      ),
    ).toBe('M 2 10 H 5 V 20 H 8 V 100 H 2 Z');
  });
});

describe('lastOfEachDay', () => {
  it('keeps the last point of each date, in date order', () => {
    const points = [point('2027-04-02', 1, 1), point('2027-04-01', 1, 1), point('2027-04-02', 2, 3)];
    expect(lastOfEachDay(points)).toEqual([point('2027-04-01', 1, 1), point('2027-04-02', 2, 3)]);
  });
});

describe('pointIndexAt', () => {
  const days = [10, 20, 30];
  it('finds the point in effect under step-after', () => {
    expect(pointIndexAt(days, 5)).toBe(0);
    expect(pointIndexAt(days, 10)).toBe(0);
    expect(pointIndexAt(days, 19)).toBe(0);
    expect(pointIndexAt(days, 20)).toBe(1);
    expect(pointIndexAt(days, 29.5)).toBe(1);
    expect(pointIndexAt(days, 30)).toBe(2);
    expect(pointIndexAt(days, 99)).toBe(2);
  });
});

describe('linearScale', () => {
  it('maps the domain onto the range, upside down when asked', () => {
    const y = linearScale(0, 200, 100, 0);
    expect(y(0)).toBe(100);
    expect(y(50)).toBe(75);
    expect(y(200)).toBe(0);
  });

  it('maps an empty domain to the start of the range', () => {
    expect(linearScale(5, 5, 40, 300)(5)).toBe(40);
  });
});

describe('payoutMarkers', () => {
  const points = [point('2027-01-05', 50_000, 50_000), point('2027-04-01', 50_000, 54_000), point('2027-07-01', 50_000, 51_000)];

  it('puts each payout on the value in effect that day', () => {
    const markers = payoutMarkers(
      [
        { date: '2027-07-01', amountCents: cents(1_500) },
        { date: '2027-04-01', amountCents: cents(1_234) },
        { date: '2027-05-15', amountCents: cents(99) },
      ],
      points,
    );
    expect(markers).toEqual([
      { date: '2027-04-01', day: dayNumber('2027-04-01'), amountCents: 1_234, valueCents: 54_000 },
      { date: '2027-05-15', day: dayNumber('2027-05-15'), amountCents: 99, valueCents: 54_000 },
      { date: '2027-07-01', day: dayNumber('2027-07-01'), amountCents: 1_500, valueCents: 51_000 },
    ]);
  });

  it('sums payouts of the same day into one marker', () => {
    const markers = payoutMarkers(
      [
        { date: '2027-04-01', amountCents: cents(1_000) },
        { date: '2027-04-01', amountCents: cents(234) },
      ],
      points,
    );
    expect(markers.map((marker) => marker.amountCents)).toEqual([1_234]);
  });

  it('leaves out a payout before the first point, and everything when there are no points', () => {
    expect(payoutMarkers([{ date: '2027-01-04', amountCents: cents(100) }], points)).toEqual([]);
    expect(payoutMarkers([{ date: '2027-04-01', amountCents: cents(100) }], [])).toEqual([]);
  });
});
