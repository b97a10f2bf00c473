import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  moneyWeightedReturn,
  ratePercentText,
  timeWeightedReturn,
  type DatedFlow,
  type DayRecord,
  type RateResult,
} from './returns';

/** Within 0.01 percentage points, as the issue asks. */
function expectRate(result: RateResult, percent: number): void {
  expect(result.kind).toBe('rate');
  if (result.kind === 'rate') expect(Math.abs(result.rate * 100 - percent)).toBeLessThan(0.01);
}

const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('timeWeightedReturn', () => {
  it("links Portfolio Performance's three periods of +10%, +5% and +10% into 27.05%", () => {
    const days: DayRecord[] = [
      { moneyIn: 0, moneyOut: 0, endValue: 110 },
      { moneyIn: 0, moneyOut: 0, endValue: 115.5 },
      { moneyIn: 0, moneyOut: 0, endValue: 127.05 },
    ];
    expectRate(timeWeightedReturn(100, days, 3), 27.05);
  });

  it('gives the same 27.05% when money comes in at the start of a day and goes out at the end of another', () => {
    const days: DayRecord[] = [
      { moneyIn: 0, moneyOut: 0, endValue: 110 },
      // 100 paid in at the day's start: (110 + 100) grows 5% to 220.50.
      { moneyIn: 100, moneyOut: 0, endValue: 220.5 },
      // 220.50 grows 10% to 242.55, of which 42.55 is paid out at the day's end.
      { moneyIn: 0, moneyOut: 42.55, endValue: 200 },
    ];
    expectRate(timeWeightedReturn(100, days, 3), 27.05);
  });

  it('answers every edge: nothing invested, a total loss, a one-day period, a year annualised', () => {
    expect(timeWeightedReturn(0, [{ moneyIn: 0, moneyOut: 0, endValue: 0 }], 1)).toEqual({ kind: 'no-flows' });
    expect(timeWeightedReturn(0, [], 0)).toEqual({ kind: 'no-flows' });
    expectRate(timeWeightedReturn(0, [{ moneyIn: 100, moneyOut: 0, endValue: 0 }], 1), -100);
    expectRate(timeWeightedReturn(100, [{ moneyIn: 0, moneyOut: 0, endValue: 101 }], 1), 1);
    // Two years of +21% in total is 10% a year.
    expectRate(timeWeightedReturn(100, [{ moneyIn: 0, moneyOut: 0, endValue: 121 }], 730), 10);
  });

  it('gives 0% for a holding held over a range in which its value did not move', () => {
    expect(timeWeightedReturn(100, [], 90)).toEqual({ kind: 'rate', rate: 0 });
    expect(ratePercentText(timeWeightedReturn(100, [], 400))).toBe('0.00');
  });
});

describe('moneyWeightedReturn', () => {
  // Portfolio Performance's worked examples (its help, "Money weighted rate of return", demo-portfolio-03):
  // a reporting period 2020-06-12 to 2023-06-12 (1,095 days), buys of 155, 84 and 67 EUR with 878, 514
  // and 255 days left, nothing at the start.
  const periodStart = '2020-06-12';
  const periodEnd = '2023-06-12';
  const bought = (amount: number, daysLeft: number): DatedFlow => ({ date: dayAfter(periodEnd, -daysLeft), amount: -amount });

  it("gives Portfolio Performance's 8.85% for one buy of 155 worth 190.06 at the end (its example 1)", () => {
    const flows = [bought(155, 878), { date: periodEnd, amount: 190.06 }];
    expectRate(moneyWeightedReturn(flows, periodStart, daysBetween(periodStart, periodEnd)), 8.85);
  });

  it("gives Portfolio Performance's 15.60% for three buys worth 396.85, and 20.28% with a dividend and a sale making 426.82 (its examples 2 and 3)", () => {
    const buys = [bought(155, 878), bought(84, 514), bought(67, 255)];
    const span = daysBetween(periodStart, periodEnd);
    expectRate(moneyWeightedReturn([...buys, { date: periodEnd, amount: 396.85 }], periodStart, span), 15.6);
    expectRate(moneyWeightedReturn([...buys, { date: periodEnd, amount: 426.82 }], periodStart, span), 20.28);
  });

  // Hand-checkable ones beside them.
  it('gives 10% a year for 1,000 that is worth 1,100 after 365 days', () => {
    const flows: DatedFlow[] = [
      { date: '2021-01-01', amount: -1000 },
      { date: '2022-01-01', amount: 1100 },
    ];
    expectRate(moneyWeightedReturn(flows, '2021-01-01', 365), 10);
  });

  it('gives 10% a year for two payments of 1,000 a year apart that are worth 2,310 a year after the second', () => {
    // 1,000 x 1.1^2 + 1,000 x 1.1 = 2,310.
    const flows: DatedFlow[] = [
      { date: '2021-01-01', amount: -1000 },
      { date: '2022-01-01', amount: -1000 },
      { date: '2023-01-01', amount: 2310 },
    ];
    expectRate(moneyWeightedReturn(flows, '2021-01-01', 730), 10);
  });

  it('gives 10% a year for 1,000 that pays 100 after a year and 1,100 after two', () => {
    const flows: DatedFlow[] = [
      { date: '2021-01-01', amount: -1000 },
      { date: '2022-01-01', amount: 100 },
      { date: '2023-01-01', amount: 1100 },
    ];
    expectRate(moneyWeightedReturn(flows, '2021-01-01', 730), 10);
  });

  it('answers every edge: no flows, a total loss, a same-day round trip, a one-day period, nothing paid in', () => {
    expect(moneyWeightedReturn([], '2027-01-01', 30)).toEqual({ kind: 'no-flows' });
    expect(moneyWeightedReturn([{ date: '2027-01-05', amount: 0 }], '2027-01-01', 30)).toEqual({ kind: 'no-flows' });
    expectRate(
      moneyWeightedReturn(
        [
          { date: '2027-01-01', amount: -500 },
          { date: '2027-12-31', amount: 0 },
        ],
        '2027-01-01',
        364,
      ),
      -100,
    );
    const roundTrip: DatedFlow[] = [
      { date: '2027-03-04', amount: -100 },
      { date: '2027-03-04', amount: 98 },
    ];
    expectRate(moneyWeightedReturn(roundTrip, '2027-01-01', 365), -2);
    expectRate(moneyWeightedReturn(roundTrip, '2027-03-04', 0), -2);
    const oneDay: DatedFlow[] = [
      { date: '2027-03-04', amount: -100 },
      { date: '2027-03-05', amount: 101 },
    ];
    expectRate(moneyWeightedReturn(oneDay, '2027-03-04', 1), 1);
    expect(moneyWeightedReturn([{ date: '2027-03-05', amount: 10 }], '2027-03-04', 1)).toEqual({ kind: 'could-not' });
  });

  it('says it could not when no rate fits, never NaN or zero', () => {
    // Received first and paid back more later, with nothing between: a loan, not an investment, yet it has a rate...
    expectRate(
      moneyWeightedReturn(
        [
          { date: '2027-01-01', amount: 100 },
          { date: '2028-01-01', amount: -110 },
        ],
        '2027-01-01',
        365,
      ),
      10,
    );
    // ...while paying in, receiving more, then paying in again can have none: the present value never crosses zero.
    const noRate: DatedFlow[] = [
      { date: '2027-01-01', amount: -100 },
      { date: '2027-07-02', amount: 300 },
      { date: '2028-01-01', amount: -250 },
    ];
    expect(moneyWeightedReturn(noRate, '2027-01-01', 365)).toEqual({ kind: 'could-not' });
  });

  it('answers quickly on extreme flows', () => {
    const extreme: DatedFlow[] = [
      { date: '2027-01-01', amount: -1e12 },
      { date: '2027-01-02', amount: 1 },
    ];
    const started = Date.now();
    expectRate(moneyWeightedReturn(extreme, '2027-01-01', 1), -100);
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe('properties', () => {
  const seed = 27;

  it('a constant daily rate gives back that rate, money- and time-weighted, whatever moves in and out', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.003, max: 0.003, noNaN: true }),
        fc.integer({ min: 1, max: 800 }),
        fc.array(fc.record({ day: fc.nat(), amount: fc.integer({ min: -200, max: 1000 }) }), { maxLength: 12 }),
        (daily, spanDays, moves) => {
          const from = '2027-01-01';
          const byDay = new Map<number, number>();
          for (const move of moves) byDay.set(move.day % spanDays, (byDay.get(move.day % spanDays) ?? 0) + move.amount);
          let value = 1000;
          const flows: DatedFlow[] = [{ date: from, amount: -value }];
          const days: DayRecord[] = [];
          for (let day = 0; day < spanDays; day += 1) {
            // Deposits at the start of the day, withdrawals (never more than there is) at its end.
            const moved = byDay.get(day) ?? 0;
            const moneyIn = Math.max(0, moved);
            const grown = (value + moneyIn) * (1 + daily);
            const moneyOut = Math.min(grown / 2, Math.max(0, -moved));
            value = grown - moneyOut;
            days.push({ moneyIn, moneyOut, endValue: value });
            if (moneyIn > 0) flows.push({ date: dayAfter(from, day), amount: -moneyIn });
            if (moneyOut > 0) flows.push({ date: dayAfter(from, day + 1), amount: moneyOut });
          }
          flows.push({ date: dayAfter(from, spanDays), amount: value });
          const expected = spanDays >= 365 ? Math.pow(1 + daily, 365) - 1 : Math.pow(1 + daily, spanDays) - 1;
          const timeWeighted = timeWeightedReturn(1000, days, spanDays);
          expect(timeWeighted.kind === 'rate' && Math.abs(timeWeighted.rate - expected)).toBeLessThan(1e-9);
          // The money-weighted flows fall on day boundaries (in at a day's start, out at the next day's), so the daily rate holds exactly.
          const moneyWeighted = moneyWeightedReturn(flows, from, spanDays);
          expect(moneyWeighted.kind === 'rate' && Math.abs(moneyWeighted.rate - expected)).toBeLessThan(1e-7);
        },
      ),
      { seed, numRuns: 200 },
    );
  });

  it("a single flow's money-weighted rate is its simple rate, annualised from 365 days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 1, max: 3650 }),
        (paid, back, spanDays) => {
          const from = '2027-01-01';
          const result = moneyWeightedReturn(
            [
              { date: from, amount: -paid },
              { date: dayAfter(from, spanDays), amount: back },
            ],
            from,
            spanDays,
          );
          const simple = back / paid - 1;
          const expected = spanDays >= 365 ? Math.pow(back / paid, 365 / spanDays) - 1 : simple;
          expect(result.kind).toBe('rate');
          if (result.kind === 'rate') expect(Math.abs(result.rate - expected)).toBeLessThan(1e-9 * (1 + Math.abs(expected)));
        },
      ),
      { seed, numRuns: 300 },
    );
  });
  it('any flows answer a finite rate, "no flows" or "could not", never NaN', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.integer({ min: 0, max: 400 }), amount: fc.integer({ min: -1_000_000, max: 1_000_000 }) }), {
          maxLength: 10,
        }),
        fc.integer({ min: 0, max: 400 }),
        (moves, spanDays) => {
          const from = '2027-01-01';
          const flows = moves.map((move) => ({ date: dayAfter(from, Math.min(move.day, spanDays)), amount: move.amount }));
          const result = moneyWeightedReturn(flows, from, spanDays);
          if (result.kind === 'rate') {
            expect(Number.isFinite(result.rate)).toBe(true);
            expect(result.rate).toBeGreaterThanOrEqual(-1);
          }
        },
      ),
      { seed, numRuns: 500 },
    );
  });
});

describe('daysBetween and ratePercentText', () => {
  it('counts actual days and prints percent with 2 places', () => {
    expect(daysBetween('2027-01-01', '2028-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(ratePercentText({ kind: 'rate', rate: 0.123456 })).toBe('12.35');
    expect(ratePercentText({ kind: 'rate', rate: -0.00001 })).toBe('0.00');
    expect(ratePercentText({ kind: 'rate', rate: -1 })).toBe('-100.00');
    expect(ratePercentText({ kind: 'could-not' })).toBeNull();
  });
});
