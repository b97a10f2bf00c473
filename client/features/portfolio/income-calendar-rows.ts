/**
 * The income calendar's rows (pure, tested without a browser): the quarters as the API sends
 * them, each with its bar's length against the largest, the latest paid quarters first shown,
 * and the totals the card says in words.
 */
import { cents, decimalToCents, type Cents } from '@common/money';
import type { IncomeQuarter } from '@common/schemas/holding-outlook';

/** Paid quarters shown before "Show all": two years of them. */
export const PAID_QUARTERS_SHOWN = 8;

export interface CalendarRow {
  quarter: string;
  amountCents: Cents;
  status: IncomeQuarter['status'];
  /** The bar's length, percent of the largest amount (0 to 100). */
  barPercent: number;
}

export interface CalendarRows {
  rows: CalendarRow[];
  /** Paid quarters left out until "Show all". */
  hiddenPaid: number;
  paidTotal: Cents;
  estimatedTotal: Cents;
}

/** The rows to show, oldest first: every quarter when `all`, else the latest paid ones and the estimates. */
export function calendarRows(quarters: readonly IncomeQuarter[], all: boolean): CalendarRows {
  const amounts = quarters.map((quarter) => decimalToCents(quarter.amount));
  const largest = Math.max(0, ...amounts);
  const rows = quarters.map((quarter, index) => {
    const amountCents = amounts[index] ?? cents(0);
    return {
      quarter: quarter.quarter,
      amountCents,
      status: quarter.status,
      barPercent: largest > 0 ? Math.round((1000 * amountCents) / largest) / 10 : 0,
    };
  });
  const paid = rows.filter((row) => row.status === 'paid');
  const hiddenPaid = all ? 0 : Math.max(0, paid.length - PAID_QUARTERS_SHOWN);
  const sum = (status: CalendarRow['status']) =>
    cents(rows.filter((row) => row.status === status).reduce((total, row) => total + row.amountCents, 0));
  return { rows: rows.slice(hiddenPaid), hiddenPaid, paidTotal: sum('paid'), estimatedTotal: sum('estimated') };
}
