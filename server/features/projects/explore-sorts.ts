import { sql, type SQL } from 'drizzle-orm';
import type { ExploreSort, ExploreStatus } from '@common/rules/explore';
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

/**
 * With every status listed, open campaigns come first whatever the sort: a rank that orders in
 * the sort's own direction (1 for open when descending, 0 when ascending), so one row
 * comparison still pages through (rank, key, id). A single status needs no rank.
 */
const openRank = (descending: boolean) =>
  descending ? sql`(${projects.status} = 'active')::integer` : sql`(${projects.status} <> 'active')::integer`;
const rankOf = (open: boolean, descending: boolean) => (open === descending ? 1 : 0);

export function orderOf(sort: ExploreSort, status: ExploreStatus): SQL {
  const { key, descending } = sortKeys[sort];
  const direction = descending ? sql`desc` : sql`asc`;
  const rank = status === 'all' ? sql`${openRank(descending)} ${direction}, ` : sql``;
  return sql`${rank}${key} ${direction}, ${projects.id} ${direction}`;
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
export function afterCursor(cursor: ExploreCursor, status: ExploreStatus): SQL {
  const { key, descending } = sortKeys[cursor.sort];
  const comparison = descending ? sql`<` : sql`>`;
  if (status !== 'all') return sql`(${key}, ${projects.id}) ${comparison} (${boundOf(cursor)}, ${cursor.id}::integer)`;
  const rank = sql`${rankOf(cursor.open, descending)}::integer`;
  return sql`(${openRank(descending)}, ${key}, ${projects.id}) ${comparison} (${rank}, ${boundOf(cursor)}, ${cursor.id}::integer)`;
}

export interface CursorSource {
  id: number;
  raisedCents: number;
  fundingGoalCents: number;
  minInvestmentCents: number;
  createdAtKey: string;
  status: string;
}

export function cursorAfter(sort: ExploreSort, row: CursorSource): ExploreCursor {
  const open = row.status === 'active';
  switch (sort) {
    case 'trending':
      return { sort, open, raised: row.raisedCents, goal: row.fundingGoalCents, id: row.id };
    case 'newest':
      return { sort, open, createdAt: row.createdAtKey, id: row.id };
    case 'funding_goal':
      return { sort, open, cents: row.fundingGoalCents, id: row.id };
    case 'min_investment':
      return { sort, open, cents: row.minInvestmentCents, id: row.id };
  }
}
