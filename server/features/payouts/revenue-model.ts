/**
 * Simulated revenue of funded projects, so that the landing page's promise (25% of revenue to
 * investors, paid quarterly) has something to pay (docs/decisions/0012-simulated-revenue-and-payouts.md).
 *
 * A project earns from the moment its campaign is funded, month by month of the sandbox clock
 * (UTC), deterministically: the same project and month give the same cents on every server.
 *
 *   revenue(month m after funding) = expected monthly × outlook × shape(type, m) × noise(m)
 *
 * - expected monthly: the funding goal × ANNUAL_REVENUE_PER_GOAL / 12;
 * - outlook: the project's luck, drawn once from its id: about a third earn well below hopes
 *   (10% to 45% of the expected), the rest 75% to 150%;
 * - shape: how the type earns over time, its first three years summing to 36 months' worth: a
 *   tour sells tickets in the six months after funding (nine times its tail of merchandise);
 *   an album's streams fade 6% a month; a marketing campaign bursts for three months then
 *   tails; a podcast grows its audience over a year; equipment, a studio and other projects
 *   earn a steady flow;
 * - noise: ±15% month to month.
 *
 * The month of funding counts for the part of it after the campaign closed.
 *
 * A holding's value is revalued at each quarter's end from the trailing twelve months:
 *   value per dollar invested = performance to date × share of the expected earnings still ahead
 * where performance is what those months earned over what they were expected to earn, and the
 * share ahead compares the next three years of the type's shape with its first three. At
 * funding both are 1: the holding is worth its amount.
 */

import type { Cents } from '@common/money';
import { cents } from '@common/money';

/**
 * Expected revenue a year, per dollar of funding goal: over three years the investors' 25% of
 * it pays back the raise, so a holding that meets expectations is worth its amount at funding.
 */
export const ANNUAL_REVENUE_PER_GOAL = 4 / 3;
const UNDERPERFORMING_SHARE = 1 / 3;
export const UNDERPERFORMING_OUTLOOK = { min: 0.1, max: 0.45 } as const;
export const PERFORMING_OUTLOOK = { min: 0.75, max: 1.5 } as const;
const NOISE = 0.15;
const HORIZON_MONTHS = 36;
/** A holding is never revalued above three times its amount. */
export const MAX_VALUE_BP = 30_000;
const SEED_SALT = 0x5eed_0014;

export interface EarningProject {
  id: number;
  type: string;
  fundingGoalCents: Cents;
  /** When the campaign was funded (the project's closedAt). */
  fundedAt: Date;
}

/** mulberry32: a tiny, well-mixed generator; enough for a simulation and identical everywhere. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (random: () => number, range: { min: number; max: number }) => range.min + (range.max - range.min) * random();

/** The project's luck: revenue as a multiple of the expected, fixed by its id. */
export function outlook(projectId: number): number {
  const random = generator(Math.imul(projectId, 0x9e37_79b1) ^ SEED_SALT);
  return random() < UNDERPERFORMING_SHARE ? between(random, UNDERPERFORMING_OUTLOOK) : between(random, PERFORMING_OUTLOOK);
}

/** Month-to-month wobble of one project and month, within ±15%. */
function noise(projectId: number, monthIndex: number): number {
  const random = generator(Math.imul(projectId, 0x85eb_ca6b) ^ Math.imul(monthIndex + 1, 0xc2b2_ae35) ^ SEED_SALT);
  return 1 - NOISE + 2 * NOISE * random();
}

/** How a type earns in the m-th month after funding, before scaling (see `shape`). */
function rawShape(type: string, month: number): number {
  switch (type) {
    case 'tour':
      return month < 6 ? 9 : 1;
    case 'marketing':
      return month < 3 ? 7 : 1;
    case 'album':
      return 0.94 ** month;
    case 'podcast_production':
      return 0.6 + 0.8 * Math.min(1, month / 12);
    default:
      return 1;
  }
}

/** The horizon's months, 0 to 35: a walk over them ends, whatever it does with each (no counter to get wrong). */
const horizonMonths = (): number[] => Array.from({ length: HORIZON_MONTHS }, (_, month) => month);

/**
 * How a type earns in the m-th month after funding, as a multiple of an average month of its
 * first three years (those 36 months sum to 36 for every type): the same expected total,
 * spread differently. The sum is worked out on every call (36 terms), not kept between calls:
 * no state outlives a call, which mutation testing relies on (docs/mutation-testing.md).
 */
export function shape(type: string, month: number): number {
  const sum = horizonMonths().reduce((total, index) => total + rawShape(type, index), 0);
  return (rawShape(type, month) * HORIZON_MONTHS) / sum;
}

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/** Whole months from the funding month to the month starting at `start`. */
const monthsAfterFunding = (project: EarningProject, start: Date) =>
  (start.getUTCFullYear() - project.fundedAt.getUTCFullYear()) * 12 + start.getUTCMonth() - project.fundedAt.getUTCMonth();

/** The part of the month starting at `start` that the project was funded for (0 to 1). */
function fundedFraction(project: EarningProject, start: Date): number {
  const end = monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1).getTime();
  const fraction = (end - project.fundedAt.getTime()) / (end - start.getTime());
  return Math.min(1, Math.max(0, fraction));
}

const expectedMonthly = (project: EarningProject) => (project.fundingGoalCents * ANNUAL_REVENUE_PER_GOAL) / 12;

/** What the project earned in the calendar month starting at `start` (UTC), in whole cents. */
export function monthRevenueCents(project: EarningProject, start: Date): Cents {
  const month = monthsAfterFunding(project, start);
  const fraction = fundedFraction(project, start);
  return cents(
    Math.round(expectedMonthly(project) * outlook(project.id) * shape(project.type, month) * noise(project.id, month) * fraction),
  );
}

/** The calendar months (their first instants) of the `count` months that end at `end`. */
function monthsEndingAt(end: Date, count: number): Date[] {
  return Array.from({ length: count }, (_, index) => monthStart(end.getUTCFullYear(), end.getUTCMonth() - count + index));
}

/** What the project earned in the quarter that ends at `quarterEnd` (a quarter boundary). */
export function quarterRevenueCents(project: EarningProject, quarterEnd: Date): Cents {
  return cents(monthsEndingAt(quarterEnd, 3).reduce((total, start) => total + monthRevenueCents(project, start), 0));
}

/**
 * A holding's value per dollar invested after the quarter ending at `quarterEnd`, in basis
 * points (10,000 = worth its amount): trailing performance × the share of earnings ahead.
 */
export function valueBpAt(project: EarningProject, quarterEnd: Date): number {
  let earned = 0;
  let expected = 0;
  for (const start of monthsEndingAt(quarterEnd, 12)) {
    earned += monthRevenueCents(project, start);
    expected += expectedMonthly(project) * shape(project.type, monthsAfterFunding(project, start)) * fundedFraction(project, start);
  }
  const performance = expected > 0 ? earned / expected : 1;
  const monthsElapsed = monthsAfterFunding(project, quarterEnd);
  const ahead = horizonMonths().reduce((total, month) => total + shape(project.type, monthsElapsed + month), 0);
  return Math.min(MAX_VALUE_BP, Math.max(0, Math.round(10_000 * performance * (ahead / HORIZON_MONTHS))));
}
