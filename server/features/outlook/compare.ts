import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { centsToDecimal, cents, type Cents } from '@common/money';
import { futuresKey } from '@common/rules/outlook-engine';
import { outlookInputs, type OutlookInputs } from '@common/rules/outlook-inputs';
import { OUTLOOK_YEARS, outlookOfHolding, simulateFutures, splitOutlook, type Outlook, type ProjectFutures } from '@common/rules/outlook';
import { COMPARE_DEFAULT_AMOUNT_CENTS, COMPARE_PATHS } from '@common/rules/compare';
import { type CompareAnswer, type CompareFigures, type compareQuerySchema } from '@common/schemas/outlook-compare';
import { arrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { notFound } from '../../errors';
import { NOTHING_TO_FORECAST } from './outlook';

export const SUSPENDED_NOTHING_TO_FORECAST = 'This campaign was suspended: it pays nothing.';
export const unknownProjectsMessage = (ids: number[]) =>
  ids.length === 1 ? `There is no project ${ids[0]} to compare.` : `There are no projects ${ids.join(', ')} to compare.`;

/** Futures kept for a new amount: changing it (the page's amount field) costs only the split of each quarter's pool. */
const FUTURES_KEPT = 8;
const keptFutures = new Map<string, ProjectFutures>();

/**
 * The project's futures, kept by everything they depend on (a funded project's inputs start at
 * the quarter's first instant, so they stay the same all quarter).
 */
function futuresOf(inputs: OutlookInputs): ProjectFutures {
  const key = futuresKey(inputs);
  const kept = keptFutures.get(key);
  if (kept) return kept;
  const futures = simulateFutures(inputs.project, inputs.request);
  if (keptFutures.size >= FUTURES_KEPT) keptFutures.delete(keptFutures.keys().next().value!);
  keptFutures.set(key, futures);
  return futures;
}

/** The figures a comparison shows of an outlook. */
export const compareFiguresOf = (outlook: Outlook): CompareFigures => ({
  irr: outlook.irr,
  anyLoss: outlook.anyLoss,
  breakEvenQuarter: outlook.breakEvenQuarter.p50,
  moneyBackIn3Years: outlook.moneyBack['3'],
  multiple: outlook.multiple.p50,
});

/** `amount` in `parts` parts as even as cents allow, the first ones a cent more: they add up to the amount. */
export function evenParts(amount: number, parts: number): Cents[] {
  const each = Math.floor(amount / parts);
  return Array.from({ length: parts }, (_, index) => cents(each + (index < amount - each * parts ? 1 : 0)));
}

/**
 * The same amount in each project, side by side, and split evenly across those that can pay,
 * each simulated as its own outlook is (server/features/outlook/outlook.ts): an open campaign
 * from its close at the share price with the 5% fee, a funded project bought now on the market
 * at its best ask (or its indicative value without one). A campaign that failed or was suspended
 * pays nothing: it is listed with the reason and left out of the split.
 */
export async function compareOutlooks(db: Database, query: z.output<typeof compareQuerySchema>, now: Date): Promise<CompareAnswer> {
  const amount = query.amount ?? COMPARE_DEFAULT_AMOUNT_CENTS;
  const years = query.years ?? OUTLOOK_YEARS.default;
  const rows = await db.select().from(projects).where(inArray(projects.id, query.projects));
  const missing = query.projects.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) throw notFound(unknownProjectsMessage(missing));
  const asks = await queryRows(
    db,
    z.object({ project: sqlColumn.integer, price: sqlColumn.cents }),
    sql`select project_id as project, min(limit_price_cents) as price from market_orders
        where project_id = any(${arrayLiteral(query.projects)}::int[]) and status = 'open' and side = 'sell' group by project_id`,
  );

  const ordered = query.projects.map((id) => rows.find((row) => row.id === id)!);
  const simulated = ordered.map((project) => {
    const inputs = outlookInputs(
      { ...project, bestAskCents: asks.find((ask) => ask.project === project.id)?.price ?? null },
      { amountCents: amount, years, paths: COMPARE_PATHS },
      now,
    );
    const notComparable = inputs ? null : project.status === 'suspended' ? SUSPENDED_NOTHING_TO_FORECAST : NOTHING_TO_FORECAST;
    const futures: ProjectFutures | null = inputs ? futuresOf(inputs) : null;
    const holding = inputs
      ? { priceCents: inputs.request.priceCents, onMarket: inputs.request.onMarket }
      : { priceCents: project.sharePriceCents, onMarket: false };
    return { project, futures, holding, notComparable };
  });

  const comparable = simulated.flatMap(({ project, futures, holding }) => (futures ? [{ id: project.id, futures, holding }] : []));
  const parts = evenParts(amount, comparable.length);
  return {
    amount: centsToDecimal(amount),
    years,
    paths: COMPARE_PATHS,
    projects: simulated.map(({ project, futures, holding, notComparable }) => ({
      id: project.id,
      title: project.title,
      status: project.status,
      sharePrice: centsToDecimal(holding.priceCents),
      onMarket: holding.onMarket,
      figures: futures ? compareFiguresOf(outlookOfHolding(futures, { ...holding, amountCents: amount })) : null,
      notComparable,
    })),
    split:
      comparable.length < 2
        ? null
        : {
            perProject: centsToDecimal(cents(Math.floor(amount / comparable.length))),
            projectIds: comparable.map(({ id }) => id),
            figures: compareFiguresOf(
              splitOutlook(
                comparable.map(({ futures, holding }, index) => ({ futures, holding: { ...holding, amountCents: parts[index]! } })),
              ),
            ),
          },
  };
}
