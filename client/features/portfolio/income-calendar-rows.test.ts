import { describe, expect, it } from 'vitest';
import type { IncomeQuarter } from '@common/schemas/holding-outlook';
import { calendarRows, PAID_QUARTERS_SHOWN } from './income-calendar-rows';

const paid = (quarter: string, amount: string): IncomeQuarter => ({ quarter, amount, status: 'paid' });
const estimated = (quarter: string, amount: string): IncomeQuarter => ({ quarter, amount, status: 'estimated' });

describe("the income calendar's rows", () => {
  it('keeps the order, scales the bars to the largest amount and sums paid and estimated apart', () => {
    const { rows, hiddenPaid, paidTotal, estimatedTotal } = calendarRows(
      [paid('2027-Q1', '4.00'), paid('2027-Q2', '8.00'), estimated('2027-Q3', '6.00'), estimated('2027-Q4', '0.00')],
      false,
    );
    expect(rows.map((row) => [row.quarter, row.status, row.barPercent])).toEqual([
      ['2027-Q1', 'paid', 50],
      ['2027-Q2', 'paid', 100],
      ['2027-Q3', 'estimated', 75],
      ['2027-Q4', 'estimated', 0],
    ]);
    expect([hiddenPaid, paidTotal, estimatedTotal]).toEqual([0, 1200, 600]);
    expect(calendarRows([paid('2027-Q1', '0.00')], false).rows[0]?.barPercent).toBe(0);
  });

  it('shows the latest paid quarters first, every one when asked, and always the estimates', () => {
    const quarters = [
      ...Array.from({ length: 11 }, (_, index) => paid(`${2025 + Math.floor(index / 4)}-Q${(index % 4) + 1}`, '1.00')),
      estimated('2027-Q4', '2.00'),
    ];
    const latest = calendarRows(quarters, false);
    expect(latest.hiddenPaid).toBe(11 - PAID_QUARTERS_SHOWN);
    expect(latest.rows.map((row) => row.quarter)).toEqual([
      '2025-Q4',
      '2026-Q1',
      '2026-Q2',
      '2026-Q3',
      '2026-Q4',
      '2027-Q1',
      '2027-Q2',
      '2027-Q3',
      '2027-Q4',
    ]);
    // The totals count every paid quarter, shown or not.
    expect(latest.paidTotal).toBe(1100);
    const every = calendarRows(quarters, true);
    expect([every.hiddenPaid, every.rows.length]).toEqual([0, 12]);
  });
});
