/**
 * The sandbox clock's quarters, by which payouts are paid (decisions.md, Payouts and returns).
 * Free of zod, so a page that only shows when the next payout is due does not load it.
 */

/** A quarter of the sandbox clock ("2027-Q1") from a moment in it (UTC). */
export function quarterOf(at: Date): string {
  return `${at.getUTCFullYear()}-Q${Math.floor(at.getUTCMonth() / 3) + 1}`;
}

/** "Q1 2027" for a quarter as the API writes it ("2027-Q1"), as a person says it; anything else as written. */
export function quarterName(quarter: string): string {
  const match = /^(\d{4})-Q([1-4])$/.exec(quarter);
  return match ? `Q${match[2]} ${match[1]}` : quarter;
}

/** When the next quarter's payouts are due: the first quarter boundary after `at` (UTC). */
export function nextQuarterEnd(at: Date): Date {
  const month = Math.floor(at.getUTCMonth() / 3) * 3 + 3;
  return new Date(Date.UTC(at.getUTCFullYear(), month, 1));
}
