import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { campaignClosesAt } from '@common/rules/campaigns';
import { indicativePriceCents } from '@common/rules/market';
import { OUTLOOK_PATHS, OUTLOOK_YEARS, simulateOutlook } from '@common/rules/outlook';
import type { OutlookAnswer, outlookQuerySchema } from '@common/schemas/outlook';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { AppError, notFound, PROJECT_NOT_FOUND } from '../../errors';

export const NOTHING_TO_FORECAST = 'This campaign did not fund: it pays nothing.';

/** The simulation's seed when none is asked for: public and fixed per project, unrelated to the sandbox's secret. */
export const defaultOutlookSeed = (projectId: number) => (Math.imul(projectId, 0x2c1b_3c6d) ^ 0x0071_0000) >>> 1;

/**
 * What an amount in the project could pay, simulated: from the campaign's close at the share
 * price for an open campaign; for a funded one, bought now on the market (at the best ask, or
 * the share's indicative value without one), its quarters from now on.
 */
export async function projectOutlook(
  db: Database,
  projectId: number,
  query: z.output<typeof outlookQuerySchema>,
  now: Date,
): Promise<OutlookAnswer> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  if (project.status === 'failed' || project.status === 'suspended') throw new AppError(409, NOTHING_TO_FORECAST);
  const funded = project.status === 'funded' && project.closedAt !== null;
  const [bestAsk] = funded
    ? await queryRows(
        db,
        z.object({ price: sqlColumn.cents }),
        sql`select limit_price_cents as price from market_orders where project_id = ${projectId}::int and status = 'open' and side = 'sell'
            order by limit_price_cents, id limit 1`,
      )
    : [];
  const fundedAt = funded && project.closedAt ? project.closedAt : campaignClosesAt(project.endDate);
  const marketPrice = bestAsk?.price ?? indicativePriceCents(project.sharePriceCents, project.valueBp);
  return simulateOutlook(
    {
      id: project.id,
      type: project.type,
      fundingGoalCents: project.fundingGoalCents,
      fundedAt,
      sharePriceCents: project.sharePriceCents,
      totalShares: project.totalShares,
    },
    {
      amountCents: query.amount ?? project.minInvestmentCents,
      years: query.years ?? OUTLOOK_YEARS.default,
      paths: query.paths ?? OUTLOOK_PATHS.default,
      seed: query.seed ?? defaultOutlookSeed(project.id),
      priceCents: query.price ?? (funded ? marketPrice : project.sharePriceCents),
      onMarket: funded,
      startsAt: funded ? now : undefined,
    },
  );
}
