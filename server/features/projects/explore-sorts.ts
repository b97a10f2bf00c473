import { sql, type SQL } from 'drizzle-orm';
import type { ExploreSort } from '@common/rules/explore';
import { projects } from '../../db/schema';
import type { ExploreCursor } from './explore-cursor';

/** Funding progress, written exactly as the `projects_trending` index is, so the planner uses it. */
export const progress = sql`(${projects.raisedCents}::double precision / ${projects.fundingGoalCents}::double precision)`;

/** The creation time to the microsecond (a JavaScript Date keeps milliseconds only). */
export const createdAtKey = sql<string>`to_char(${projects.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** What each sort orders by; each has a btree index ending in id (server/db/schema.ts), id being the tie-break. */
const sortKeys: Record<ExploreSort, { key: SQL; descending: boolean }> = {
  trending: { key: progress, descending: true },
  newest: { key: sql`${projects.createdAt}`, descending: true },
  funding_goal: { key: sql`${projects.fundingGoalCents}`, descending: true },
  min_investment: { key: sql`${projects.minInvestmentCents}`, descending: false },
};

export function orderOf(sort: ExploreSort): SQL {
  const { key, descending } = sortKeys[sort];
  const direction = descending ? sql`desc` : sql`asc`;
  return sql`${key} ${direction}, ${projects.id} ${direction}`;
}

/** The cursor's key as the same SQL type (and, for trending, the same double) as the sort key. */
function boundOf(cursor: ExploreCursor): SQL {
  switch (cursor.sort) {
    case 'trending':
      return sql`(${cursor.raised}::bigint::double precision / ${cursor.goal}::bigint::double precision)`;
    case 'newest':
      return sql`${cursor.createdAt}::timestamptz`;
    case 'funding_goal':
    case 'min_investment':
      return sql`${cursor.cents}::bigint`;
  }
}

/** Rows after the cursor in its sort's order: a row comparison, which the (key, id) index answers directly. */
export function afterCursor(cursor: ExploreCursor): SQL {
  const { key, descending } = sortKeys[cursor.sort];
  return sql`(${key}, ${projects.id}) ${descending ? sql`<` : sql`>`} (${boundOf(cursor)}, ${cursor.id}::integer)`;
}

export interface CursorSource {
  id: number;
  raisedCents: number;
  fundingGoalCents: number;
  minInvestmentCents: number;
  createdAtKey: string;
}

export function cursorAfter(sort: ExploreSort, row: CursorSource): ExploreCursor {
  switch (sort) {
    case 'trending':
      return { sort, raised: row.raisedCents, goal: row.fundingGoalCents, id: row.id };
    case 'newest':
      return { sort, createdAt: row.createdAtKey, id: row.id };
    case 'funding_goal':
      return { sort, cents: row.fundingGoalCents, id: row.id };
    case 'min_investment':
      return { sort, cents: row.minInvestmentCents, id: row.id };
  }
}
