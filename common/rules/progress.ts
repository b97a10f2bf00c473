import { decimalToCents } from '../money';

/**
 * Funding progress in percent: raised / goal x 100, from the API's decimal strings. Not capped,
 * so an overfunded project reads above 100 (bars cap their fill themselves); 0 without a goal.
 */
export function fundingProgress(raisedAmount: string, fundingGoal: string): number {
  const goalCents = decimalToCents(fundingGoal);
  if (goalCents <= 0) return 0;
  return (decimalToCents(raisedAmount) / goalCents) * 100;
}

/** Funding progress in percent with one decimal, from cents (the server's watchlist and creator dashboard); 0 without a goal. */
export function fundingProgressFromCents(raisedCents: number, goalCents: number): number {
  return goalCents > 0 ? Math.round((raisedCents * 1000) / goalCents) / 10 : 0;
}

/** The cards' figure: one decimal, "99.0%". */
export function formatProgress(percent: number): string {
  return `${percent.toFixed(1)}%`;
}
