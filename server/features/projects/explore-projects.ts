import { and, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { FUNDING_RANGE } from '../../../common/rules/explore';
import { EXPLORE_COUNT_LIMIT, type ExplorePage, type ExploreQuery } from '../../../common/schemas/explore';
import type { Database } from '../../db/client';
import { creators, projects } from '../../db/schema';
import { decodeCursor, encodeCursor } from './explore-cursor';
import { afterCursor, createdAtKey, cursorAfter, orderOf } from './explore-sorts';
import { toProjectView } from './project-view';

/** `%text%` for ILIKE, with the user's own % and _ matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Ids of the creators whose column matches: read first, so the planner knows how many there are. */
async function creatorIdsWhere(db: Database, condition: SQL): Promise<number[]> {
  const rows = await db.select({ id: creators.id }).from(creators).where(condition);
  return rows.map((row) => row.id);
}

/** A creator-id list as one array parameter (an IN list would be one parameter per creator). */
const byCreators = (ids: number[]) => sql`${projects.creatorId} = any(${sql.param(ids)}::integer[])`;

/**
 * The spec's filters as conditions on `projects` alone, each answerable from an index: the
 * title and creator-name trigram indexes (search), the creator-category trigram index, the
 * type index and the funding-goal index. The matching creators are looked up first and passed
 * as a list of ids: with the list's real length the planner picks a bitmap scan for a rare
 * name and the sort's index for a common one (a subquery's size is unknown to it).
 */
async function filterConditions(db: Database, query: ExploreQuery): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containing(query.q);
    const named = await creatorIdsWhere(db, ilike(creators.name, pattern));
    conditions.push(named.length > 0 ? sql`(${ilike(projects.title, pattern)} or ${byCreators(named)})` : ilike(projects.title, pattern));
  }
  if (query.category !== 'all') conditions.push(byCreators(await creatorIdsWhere(db, ilike(creators.category, containing(query.category)))));
  if (query.type !== 'all') conditions.push(eq(projects.type, query.type));
  if (query.minGoal > FUNDING_RANGE.min) conditions.push(gte(projects.fundingGoalCents, query.minGoal * 100));
  // The slider's maximum means "and above": no upper bound.
  if (query.maxGoal < FUNDING_RANGE.max) conditions.push(lte(projects.fundingGoalCents, query.maxGoal * 100));
  return conditions;
}

/** How many match, counting at most EXPLORE_COUNT_LIMIT + 1 rows. */
async function countMatches(db: Database, conditions: SQL[]): Promise<ExplorePage['total']> {
  const matching = db
    .select({ one: sql`1` })
    .from(projects)
    .where(and(...conditions))
    .limit(EXPLORE_COUNT_LIMIT + 1)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  const count = Number(row?.count ?? 0);
  return count > EXPLORE_COUNT_LIMIT ? { count: EXPLORE_COUNT_LIMIT, exact: false } : { count, exact: true };
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
    .where(and(...conditions, ...(cursor ? [afterCursor(cursor)] : [])))
    .orderBy(orderOf(query.sort))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor(cursorAfter(query.sort, { ...last.project, createdAtKey: last.createdAtKey })) : null;
  const projectsView = page.map((row) => toProjectView(row.project, row.creator));
  if (cursor) return { projects: projectsView, nextCursor };
  // A first page that holds every match is its own count.
  const total = nextCursor ? await countMatches(db, conditions) : { count: page.length, exact: true };
  return { projects: projectsView, nextCursor, total };
}
