import { describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { dayNumber } from '@/components/charts/chart-ticks';
import { lastOfEachDay, payoutMarkers, pointIndexAt, type ChartPoint } from './chart-geometry';

const point = (date: string, invested: number, value: number): ChartPoint => ({
  date,
  investedCents: cents(invested),
  valueCents: cents(value),
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
