/**
 * Simulated performance of a project, so that `returns` move in the sandbox
 * (docs/decisions/0002-simulated-returns.md).
 *
 * Each project gets a curve seeded by its id alone, the same on every server and every run:
 *
 *   performance(t) = exp(drift × t + Σ amplitudeᵢ × sin(2π t / periodᵢ + phaseᵢ))     (t in days)
 *
 * - `drift` is the long-run trend: about a third of the projects lose between 22% and 40% a
 *   year, the rest gain between 4% and 40% a year.
 * - Three waves (periods of days to weeks) make the value move within a day and turn a
 *   few weeks up or down; together they never move the curve more than ±2% from its trend.
 *
 * The waves are bounded (a random walk is not), which makes the outcome of a long holding
 * certain: a losing project has lost money after 70 days whatever the dates, a gaining one
 * has gained after a year. Tests and the "Needs Attention" card rely on that.
 *
 * An investment's value at a moment is amount × performance(moment) / performance(investment
 * date); its returns are value − amount, so a new investment starts at 0.00 returns.
 */

import { cents, type Cents } from '../../../common/money';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any fixed origin works: only ratios of performance are used. */
const ORIGIN_MS = Date.UTC(2025, 0, 1);
/** Changes every project's curve at once; picked so that the demo data has losers and gainers. */
const SEED_SALT = 0x5eed_0003;

export const MAX_WAVE_SWING = 0.02;
export const LOSING_DRIFT_PER_YEAR = { min: -0.4, max: -0.22 } as const;
export const GAINING_DRIFT_PER_YEAR = { min: 0.04, max: 0.4 } as const;
const LOSING_SHARE = 0.35;

interface Wave {
  amplitude: number;
  periodDays: number;
  phase: number;
}

export interface PerformanceProfile {
  /** Log-growth per year. */
  driftPerYear: number;
  waves: Wave[];
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

const between = (random: () => number, min: number, max: number) => min + (max - min) * random();

const profiles = new Map<number, PerformanceProfile>();

/** The project's trend and waves, derived from its id only. */
export function performanceProfile(projectId: number): PerformanceProfile {
  const cached = profiles.get(projectId);
  if (cached) return cached;
  const random = generator(Math.imul(projectId, 0x9e37_79b1) ^ SEED_SALT);
  const losing = random() < LOSING_SHARE;
  const range = losing ? LOSING_DRIFT_PER_YEAR : GAINING_DRIFT_PER_YEAR;
  const driftPerYear = between(random, range.min, range.max);
  // Amplitudes in the ratio 8:5:3 share the ±2% swing; the fastest wave moves values within hours.
  const swing = between(random, 0.6, 1) * MAX_WAVE_SWING;
  const waves = [
    { weight: 8, period: between(random, 3.5, 5.5) },
    { weight: 5, period: between(random, 11, 16) },
    { weight: 3, period: between(random, 30, 45) },
  ].map(({ weight, period }) => ({ amplitude: (swing * weight) / 16, periodDays: period, phase: between(random, 0, 2 * Math.PI) }));
  const profile = { driftPerYear, waves };
  profiles.set(projectId, profile);
  return profile;
}

/** The project's performance index at a moment (only ratios mean anything). */
export function performanceAt(projectId: number, at: Date): number {
  return performanceAtTime(projectId, at.getTime());
}

/** `performanceAt` for a time in epoch milliseconds, for loops that would otherwise make a Date per call. */
export function performanceAtTime(projectId: number, timeMs: number): number {
  const { driftPerYear, waves } = performanceProfile(projectId);
  const days = (timeMs - ORIGIN_MS) / DAY_MS;
  let logValue = (driftPerYear / 365) * days;
  for (const wave of waves) logValue += wave.amplitude * Math.sin((2 * Math.PI * days) / wave.periodDays + wave.phase);
  return Math.exp(logValue);
}

/** What an investment of `amountCents` made at `investedAt` is worth at `at`, in whole cents. */
export function investmentValueCents(amountCents: Cents, projectId: number, investedAt: Date, at: Date): Cents {
  if (at.getTime() <= investedAt.getTime()) return amountCents;
  return cents(Math.round((amountCents * performanceAt(projectId, at)) / performanceAt(projectId, investedAt)));
}

/** Value minus amount: the investment's returns at `at`, in cents (negative for a loss). */
export function investmentReturnsCents(amountCents: Cents, projectId: number, investedAt: Date, at: Date): Cents {
  return cents(investmentValueCents(amountCents, projectId, investedAt, at) - amountCents);
}
