/**
 * Simulated revenue of funded projects, so that the landing page's promise (25% of revenue to
 * investors, paid quarterly) has something to pay (docs/decisions/0012-simulated-revenue-and-payouts.md).
 *
 * A project earns from the moment its campaign is funded, month by month of the sandbox clock
 * (UTC), deterministically: the same project, month and draws give the same cents on every
 * server. The draws (its outlook and monthly noise) are the project's realized future when they
 * come from the sandbox's secret seed (`realizedDraws`), and one simulated future each when the
 * outlook simulator draws them; with the expected outlook and no noise (`expectedDraws`) the
 * model gives the plan. One module for both, so they cannot drift (decisions.md, "What could
 * happen: the outlook simulator").
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

import type { Cents } from '../money';
import { cents } from '../money';

/**
 * Expected revenue a year, per dollar of funding goal: over three years the investors' 25% of
 * it pays back the raise, so a holding that meets expectations is worth its amount at funding.
 */
export const ANNUAL_REVENUE_PER_GOAL = 4 / 3;
export const UNDERPERFORMING_SHARE = 1 / 3;
export const UNDERPERFORMING_OUTLOOK = { min: 0.1, max: 0.45 } as const;
export const PERFORMING_OUTLOOK = { min: 0.75, max: 1.5 } as const;
export const NOISE = 0.15;
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
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (random: () => number, range: { min: number; max: number }) => range.min + (range.max - range.min) * random();

/** One future of a project: its luck (revenue as a multiple of the expected) and each month's wobble. */
export interface ProjectDraws {
  outlook: number;
  noise(monthIndex: number): number;
}

/** An outlook drawn from `random`: a third underperform, the rest perform. */
export const drawOutlook = (random: () => number): number =>
  random() < UNDERPERFORMING_SHARE ? between(random, UNDERPERFORMING_OUTLOOK) : between(random, PERFORMING_OUTLOOK);

/** A month's noise drawn from `random`, within ±15%. */
export const drawNoise = (random: () => number): number => 1 - NOISE + 2 * NOISE * random();

/**
 * The project's realized future under the sandbox's secret `seed` (kept in the database, new at
 * each reset): nobody without the seed can compute it. Seed 0 is the formula of the id alone
 * that databases from before the seed keep until their next reset (decision 0045).
 */
export function realizedDraws(seed: number, projectId: number): ProjectDraws {
  return {
    outlook: drawOutlook(generator(Math.imul(projectId, 0x9e37_79b1) ^ SEED_SALT ^ seed)),
    noise: (monthIndex) =>
      drawNoise(generator(Math.imul(projectId, 0x85eb_ca6b) ^ Math.imul(monthIndex + 1, 0xc2b2_ae35) ^ SEED_SALT ^ seed)),
  };
}

/** The mean outlook: a third at the middle of 10-45%, two thirds at the middle of 75-150%. */
export const EXPECTED_OUTLOOK =
  UNDERPERFORMING_SHARE * ((UNDERPERFORMING_OUTLOOK.min + UNDERPERFORMING_OUTLOOK.max) / 2) +
  (1 - UNDERPERFORMING_SHARE) * ((PERFORMING_OUTLOOK.min + PERFORMING_OUTLOOK.max) / 2);

/** The plan: the expected outlook, no noise. */
export const expectedDraws: ProjectDraws = { outlook: EXPECTED_OUTLOOK, noise: () => 1 };

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

/** What the project earns in the calendar month starting at `start` (UTC) under `draws`, in whole cents. */
export function monthRevenueCents(project: EarningProject, start: Date, draws: ProjectDraws): Cents {
  const month = monthsAfterFunding(project, start);
  const fraction = fundedFraction(project, start);
  return cents(Math.round(expectedMonthly(project) * draws.outlook * shape(project.type, month) * draws.noise(month) * fraction));
}

/**
 * What the project is expected to earn in the month starting at `start` before its draws (the
 * expected monthly revenue × the type's shape × the funded part of the month), unrounded.
 */
export const expectedMonthRevenue = (project: EarningProject, start: Date): number =>
  expectedMonthly(project) * shape(project.type, monthsAfterFunding(project, start)) * fundedFraction(project, start);

/** The calendar months (their first instants) of the `count` months that end at `end`. */
export function monthsEndingAt(end: Date, count: number): Date[] {
  return Array.from({ length: count }, (_, index) => monthStart(end.getUTCFullYear(), end.getUTCMonth() - count + index));
}

/** What the project earns in the quarter that ends at `quarterEnd` (a quarter boundary) under `draws`. */
export function quarterRevenueCents(project: EarningProject, quarterEnd: Date, draws: ProjectDraws): Cents {
  return cents(monthsEndingAt(quarterEnd, 3).reduce((total, start) => total + monthRevenueCents(project, start, draws), 0));
}

/**
 * A holding's value per dollar invested after the quarter ending at `quarterEnd`, in basis
 * points (10,000 = worth its amount): trailing performance × the share of earnings ahead.
 */
export function valueBpAt(project: EarningProject, quarterEnd: Date, draws: ProjectDraws): number {
  let earned = 0;
  let expected = 0;
  for (const start of monthsEndingAt(quarterEnd, 12)) {
    earned += monthRevenueCents(project, start, draws);
    expected += expectedMonthRevenue(project, start);
  }
  return valueBpOf(earned, expected, shareAhead(project, quarterEnd));
}

/** Of the earnings the type's shape expects over three years, the part still ahead after `quarterEnd` (1 at funding). */
export function shareAhead(project: EarningProject, quarterEnd: Date): number {
  const monthsElapsed = monthsAfterFunding(project, quarterEnd);
  return horizonMonths().reduce((total, month) => total + shape(project.type, monthsElapsed + month), 0) / HORIZON_MONTHS;
}

/** The value per dollar in basis points from the trailing year's earned and expected revenue and the share ahead, capped. */
export function valueBpOf(earned: number, expected: number, ahead: number): number {
  const performance = expected > 0 ? earned / expected : 1;
  return Math.min(MAX_VALUE_BP, Math.max(0, Math.round(10_000 * performance * ahead)));
}
