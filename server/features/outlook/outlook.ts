import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outlookInputs, outlookInputsToWire, type OutlookChoice } from '@common/rules/outlook-inputs';
import type { outlookQuerySchema, ProjectOutlookAnswer } from '@common/schemas/outlook';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { AppError, notFound, PROJECT_NOT_FOUND } from '../../errors';
import { createOutlookCache } from './outlook-cache';

export const NOTHING_TO_FORECAST = 'This campaign did not fund: it pays nothing.';

/** The answers given lately, by their inputs (./outlook-cache.ts): each project page's first render asks for its defaults. */
const answered = createOutlookCache();

/**
 * What an amount in the project could pay, simulated (the inputs chosen by
 * common/rules/outlook-inputs.ts, which the project page's worker reads from this answer): from
 * the campaign's close at the share price for an open campaign; for a funded one, bought now on
 * the market (at the best ask, or the share's indicative value without one), its quarters from
 * now on.
 */
export async function projectOutlook(
  db: Database,
  projectId: number,
  query: z.output<typeof outlookQuerySchema>,
  now: Date,
): Promise<ProjectOutlookAnswer> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  const funded = project.status === 'funded' && project.closedAt !== null;
  const [bestAsk] = funded
    ? await queryRows(
        db,
        z.object({ price: sqlColumn.cents }),
        sql`select limit_price_cents as price from market_orders where project_id = ${projectId}::int and status = 'open' and side = 'sell'
            order by limit_price_cents, id limit 1`,
      )
    : [];
  const choice: OutlookChoice = {
    ...(query.amount === undefined ? {} : { amountCents: query.amount }),
    ...(query.years === undefined ? {} : { years: query.years }),
    ...(query.paths === undefined ? {} : { paths: query.paths }),
    ...(query.seed === undefined ? {} : { seed: query.seed }),
    ...(query.price === undefined ? {} : { priceCents: query.price }),
    ...(query.volatility === undefined ? {} : { noVolatility: true }),
  };
  const inputs = outlookInputs({ ...project, bestAskCents: bestAsk?.price ?? null }, choice, now);
  if (!inputs) throw new AppError(409, NOTHING_TO_FORECAST);
  return { ...answered.outlookOf(inputs), inputs: outlookInputsToWire(inputs) };
}
