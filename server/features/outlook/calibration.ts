import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { emptyTally, insideBandPercent, quarterBands, tallyQuarters, type QuarterBand } from '@common/rules/calibration';
import { OUTLOOK_PATHS, OUTLOOK_YEARS, simulateFutures, type OutlookProject } from '@common/rules/outlook';
import { poolSharesOf } from '@common/rules/outlook-shares';
import type { Calibration } from '@common/schemas/outlook-compare';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { defaultOutlookSeed } from '@common/rules/outlook-inputs';

/** A forecast at funding is simulated at least this far (the simulator's own minimum) and at most its longest horizon. */
const MIN_FORECAST_YEARS = 5;

const paidQuarterRow = z.object({
  project_id: sqlColumn.integer,
  type: z.string(),
  funding_goal_cents: sqlColumn.cents,
  share_price_cents: sqlColumn.cents,
  total_shares: sqlColumn.integer,
  available_shares: sqlColumn.integer,
  closed_at: z.union([z.date(), z.string()]).transform((value) => new Date(value)),
  quarter: z.string(),
  investor_pool_cents: sqlColumn.cents,
});

interface CachedForecast {
  /** The project's inputs the forecast was simulated from: a project changed (a sandbox reset) is simulated again. */
  key: string;
  years: number;
  bands: QuarterBand[];
}

/**
 * Each funded project's P10-P90 bands as forecast at funding: from its close, with the default
 * public seed and paths, exactly what its outlook showed the day it funded. It never changes, so
 * it is kept; a longer horizon is simulated only when a project's paid quarters outgrow it (the
 * first quarters of a path are the same whatever the horizon, so the bands are too).
 */
const forecasts = new Map<number, CachedForecast>();

function forecastAtFunding(project: OutlookProject, quartersPaid: number): QuarterBand[] {
  const key = `${project.type}:${project.fundingGoalCents}:${project.sharePriceCents}:${project.sharesIssued}:${project.fundedAt.toISOString()}`;
  const years = Math.min(OUTLOOK_YEARS.max, Math.max(MIN_FORECAST_YEARS, Math.ceil(quartersPaid / 4)));
  const cached = forecasts.get(project.id);
  if (cached && cached.key === key && cached.years >= years) return cached.bands;
  const futures = simulateFutures(project, { years, paths: OUTLOOK_PATHS.default, seed: defaultOutlookSeed(project.id) });
  const bands = quarterBands(futures);
  forecasts.set(project.id, { key, years, bands });
  return bands;
}

/** Forgets the kept forecasts (tests that time the first answer). */
export const forgetForecasts = () => forecasts.clear();

/**
 * Over every paid quarter of every funded project, the share whose investors' pool per dollar
 * fell inside the P10-P90 band forecast at funding, with the count: read afresh on each call, so
 * it follows every quarter paid; only the forecasts are kept.
 */
export async function calibration(db: Database): Promise<Calibration> {
  const rows = await queryRows(
    db,
    paidQuarterRow,
    sql`select q.project_id, p.type, p.funding_goal_cents, p.share_price_cents, p.total_shares, p.available_shares, p.closed_at, q.quarter, q.investor_pool_cents
        from project_quarters q join projects p on p.id = q.project_id
        where p.closed_at is not null
        order by q.project_id, q.quarter_end`,
  );
  const byProject = new Map<number, typeof rows>();
  for (const row of rows) {
    const paid = byProject.get(row.project_id);
    if (paid) paid.push(row);
    else byProject.set(row.project_id, [row]);
  }
  const tally = emptyTally();
  let projectsCounted = 0;
  for (const [projectId, paid] of byProject) {
    const first = paid[0]!;
    const bands = forecastAtFunding(
      {
        id: projectId,
        type: first.type,
        fundingGoalCents: first.funding_goal_cents,
        fundedAt: first.closed_at,
        sharePriceCents: first.share_price_cents,
        ...poolSharesOf({
          totalShares: first.total_shares,
          availableShares: first.available_shares,
          fundingGoalCents: first.funding_goal_cents,
          sharePriceCents: first.share_price_cents,
          funded: true,
        }),
      },
      paid.length,
    );
    const before = tally.quartersCounted;
    tallyQuarters(
      tally,
      bands,
      paid.map((row) => ({ quarter: row.quarter, poolCents: row.investor_pool_cents })),
    );
    if (tally.quartersCounted > before) projectsCounted += 1;
  }
  return { insideBand: insideBandPercent(tally), ...tally, projectsCounted };
}
