/**
 * How good are the forecasts? (decisions.md, "What could happen: the outlook simulator"): over
 * every funded project-quarter paid so far, the share whose realized payout per dollar fell
 * inside the P10-P90 band forecast at funding. Pure: the server reads the paid quarters and
 * caches each project's bands (a forecast at funding never changes).
 *
 * Payout per dollar is the investors' pool per share over the share price, for the forecast and
 * the realized quarter alike: pool / (total shares × share price). One positive divisor per
 * project, so a pool inside its band of pools is a payout per dollar inside its band; no whole
 * shares, no fee and no holder's rounding come between the two.
 */
import { quarterPools } from './holding-outlook';
import type { ProjectFutures } from './outlook';

/** The P10-P90 band of one quarter's investors' pool, in cents, and per dollar invested at the campaign's price. */
export interface QuarterBand {
  quarter: string;
  p10Pool: number;
  p90Pool: number;
  p10PerDollar: number;
  p90PerDollar: number;
}

/**
 * The band of every quarter of futures simulated from the funding (at least five years, so every
 * simulated quarter is within the horizon): the quarters' pool percentiles, per dollar too.
 */
export function quarterBands(futures: ProjectFutures): QuarterBand[] {
  const { quarters, p10, p90 } = quarterPools(futures);
  const perDollar = 1 / (futures.project.sharesIssued * futures.project.sharePriceCents);
  return quarters.map((quarter, index) => {
    const p10Pool = p10[index] ?? 0;
    const p90Pool = p90[index] ?? 0;
    return { quarter, p10Pool, p90Pool, p10PerDollar: p10Pool * perDollar, p90PerDollar: p90Pool * perDollar };
  });
}

export interface CalibrationTally {
  quartersCounted: number;
  inside: number;
  below: number;
  above: number;
}

export const emptyTally = (): CalibrationTally => ({ quartersCounted: 0, inside: 0, below: 0, above: 0 });

/**
 * Adds a project's paid quarters (its quarter and the investors' pool paid, in cents) to the
 * tally: inside when P10 ≤ pool ≤ P90 of the band forecast for that quarter. A quarter beyond the
 * forecast's horizon is not counted.
 */
export function tallyQuarters(tally: CalibrationTally, bands: QuarterBand[], paid: Array<{ quarter: string; poolCents: number }>): void {
  const byQuarter = new Map(bands.map((band) => [band.quarter, band]));
  for (const { quarter, poolCents } of paid) {
    const band = byQuarter.get(quarter);
    if (!band) continue;
    tally.quartersCounted += 1;
    if (poolCents < band.p10Pool) tally.below += 1;
    else if (poolCents > band.p90Pool) tally.above += 1;
    else tally.inside += 1;
  }
}

/** The share inside as a percent string with 1 decimal; null when nothing was counted. */
export const insideBandPercent = (tally: CalibrationTally): string | null =>
  tally.quartersCounted === 0 ? null : ((100 * tally.inside) / tally.quartersCounted).toFixed(1);
