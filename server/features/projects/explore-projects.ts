import { and, eq, exists, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { dollarsToCents } from '@common/money';
import { alias } from 'drizzle-orm/pg-core';
import { FUNDING_RANGE, projectStatusesOf } from '@common/rules/explore';
import { EXPLORE_EXACT_COUNT, type ExplorePage, type ExploreQuery } from '@common/schemas/explore';
import type { Database } from '../../db/client';
import { creators, projects } from '../../db/schema';
import { queryRow } from '../../db/typed-sql';
import { decodeCursor, encodeCursor } from './explore-cursor';
import { afterCursor, createdAtKey, cursorAfter, orderOf } from './explore-sorts';
import { toProjectView } from './project-view';

/** `%text%` for ILIKE, with the user's own % and _ matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Ids of the creators whose name matches: read first, so the planner knows how many there are. */
async function creatorsNamed(db: Database, pattern: string): Promise<number[]> {
  const rows = await db.select({ id: creators.id }).from(creators).where(ilike(creators.name, pattern));
  return rows.map((row) => row.id);
}

/** A creator-id list as one array parameter (an IN list would be one parameter per creator). */
const byCreators = (ids: number[]) => sql`${projects.creatorId} = any(${sql.param(ids)}::integer[])`;

const categoryCreators = alias(creators, 'category_creators');

/**
 * The spec's filters as conditions on `projects`, each answerable from an index: the title
 * and creator-name trigram indexes (search), the creator-category trigram index, the type
 * index and the funding-goal index.
 * - Search: the creators whose name matches are looked up first and passed as a list of ids,
 *   so the planner knows how many there are (names are too varied for its statistics): a bitmap
 *   scan for a rare name, the sort's index for a common one.
 * - Category: a correlated EXISTS; the few categories are in the column's statistics, so the
 *   planner knows that "music" is most creators and "podcasts" a sixth.
 */
async function filterConditions(db: Database, query: ExploreQuery): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containing(query.q);
    const named = await creatorsNamed(db, pattern);
    conditions.push(named.length > 0 ? sql`(${ilike(projects.title, pattern)} or ${byCreators(named)})` : ilike(projects.title, pattern));
  }
  if (query.category !== 'all') {
    const inCategory = and(eq(categoryCreators.id, projects.creatorId), ilike(categoryCreators.category, containing(query.category)));
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(categoryCreators)
          .where(inCategory),
      ),
    );
  }
  if (query.type !== 'all') conditions.push(eq(projects.type, query.type));
  if (query.status !== 'all') conditions.push(inArray(projects.status, [...projectStatusesOf[query.status]]));
  if (query.minGoal > FUNDING_RANGE.min) conditions.push(gte(projects.fundingGoalCents, dollarsToCents(query.minGoal)));
  // The slider's maximum means "and above": no upper bound.
  if (query.maxGoal < FUNDING_RANGE.max) conditions.push(lte(projects.fundingGoalCents, dollarsToCents(query.maxGoal)));
  return conditions;
}

/** The one row of `explain (format json)`: the plan's top node carries the row estimate. */
const planRow = z.object({ 'QUERY PLAN': z.tuple([z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })]) });

/** Two significant digits: 83,276 reads "about 83,000". */
const roughly = (count: number) => {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(count, 1))) - 1);
  return Math.round(count / scale) * scale;
};

/**
 * How many match: exact up to EXPLORE_EXACT_COUNT (a scan of at most that many rows more), else
 * the planner's estimate. An exact count of a broad search reads every match and its title
 * (tens of milliseconds at 100,000 projects); the estimate costs a query plan.
 */
async function countMatches(db: Database, conditions: SQL[]): Promise<ExplorePage['total']> {
  // A function: drizzle's builders change in place, and the estimate must not carry the LIMIT.
  const matching = () =>
    db
      .select({ one: sql`1` })
      .from(projects)
      .where(and(...conditions));
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(
    matching()
      .limit(EXPLORE_EXACT_COUNT + 1)
      .as('matching'),
  );
  const count = counted?.count ?? 0;
  if (count <= EXPLORE_EXACT_COUNT) return { count, exact: true };
  const plan = await queryRow(db, planRow, sql`explain (format json) ${matching()}`);
  const estimate = plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  return { count: Math.max(roughly(estimate), EXPLORE_EXACT_COUNT), exact: false };
}

/**
 * One page of explore, keyset-paginated: the cursor holds the last row's sort key and id, so
 * a page costs the same however deep it is, and ties never repeat or skip a project. Trending
 * moves as investments come in; a project whose progress changes between two pages may be
 * seen twice or not at all, as with any live ranking.
 */
export async function exploreProjects(db: Database, query: ExploreQuery): Promise<ExplorePage> {
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, query.sort);
  const conditions = await filterConditions(db, query);
  const rows = await db
    .select({ project: projects, creator: creators, createdAtKey })
    .from(projects)
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .where(and(...conditions, ...(cursor ? [afterCursor(cursor, query.status)] : [])))
    .orderBy(orderOf(query.sort, query.status))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor(cursorAfter(query.sort, { ...last.project, createdAtKey: last.createdAtKey })) : null;
  const projectsView = page.map((row) => toProjectView(row.project, row.creator));
  if (cursor) return { projects: projectsView, nextCursor };
  // A first page that holds every match is its own count.
  const total = nextCursor ? await countMatches(db, conditions) : { count: page.length, exact: true };
  return { projects: projectsView, nextCursor, total };
}
