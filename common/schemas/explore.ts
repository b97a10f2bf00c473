import { z } from 'zod';
import { exploreCategories, projectTypes } from '../project-types';
import { FUNDING_RANGE, exploreSorts, exploreStatuses } from '../rules/explore';
import { projectSchema } from './projects';

export const EXPLORE_PAGE_SIZE = { default: 24, max: 100 } as const;
/** Counted exactly up to here; above it the count is the database's estimate ("about 83,000"), as an exact count of 100,000 rows is slow. */
export const EXPLORE_EXACT_COUNT = 100;

const goalMessage = `Funding goals are whole dollars from ${FUNDING_RANGE.min} to ${FUNDING_RANGE.max}.`;
const goal = (fallback: number) =>
  z.coerce
    .number({ error: goalMessage })
    .int(goalMessage)
    .min(FUNDING_RANGE.min, goalMessage)
    .max(FUNDING_RANGE.max, goalMessage)
    .default(fallback);

/**
 * `GET /api/projects?q=&category=&type=&status=&sort=&minGoal=&maxGoal=&cursor=&limit=`: the
 * explore filters. q matches the title or the creator's name, category is a substring of the
 * creator's category, both case-insensitive; status is open (the default), funded, failed or
 * all; maxGoal at the slider's maximum means no upper bound.
 */
export const exploreQuerySchema = z
  .object({
    q: z.string({ error: 'Search with one text.' }).trim().max(100, 'Search with at most 100 characters.').default(''),
    category: z.enum(exploreCategories, { error: `Choose a category of ${exploreCategories.join(', ')}.` }).default('all'),
    type: z.enum(['all', ...projectTypes], { error: `Choose a project type of all, ${projectTypes.join(', ')}.` }).default('all'),
    status: z.enum(exploreStatuses, { error: `Choose a status of ${exploreStatuses.join(', ')}.` }).default('open'),
    sort: z.enum(exploreSorts, { error: `Sort by ${exploreSorts.join(', ')}.` }).default('trending'),
    minGoal: goal(FUNDING_RANGE.min),
    maxGoal: goal(FUNDING_RANGE.max),
    /** Opaque: the `nextCursor` of the previous page. */
    cursor: z.string({ error: 'Send one cursor.' }).max(200, 'This cursor is not valid.').optional(),
    limit: z.coerce
      .number({ error: `Ask for 1 to ${EXPLORE_PAGE_SIZE.max} projects at a time.` })
      .int(`Ask for 1 to ${EXPLORE_PAGE_SIZE.max} projects at a time.`)
      .min(1, `Ask for 1 to ${EXPLORE_PAGE_SIZE.max} projects at a time.`)
      .max(EXPLORE_PAGE_SIZE.max, `Ask for 1 to ${EXPLORE_PAGE_SIZE.max} projects at a time.`)
      .default(EXPLORE_PAGE_SIZE.default),
  })
  .refine((query) => query.minGoal <= query.maxGoal, { message: 'The minimum funding goal must not be above the maximum.' });
export type ExploreQuery = z.output<typeof exploreQuerySchema>;

export const explorePageSchema = z.object({
  projects: z.array(projectSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** First page only: how many projects match, exact up to EXPLORE_EXACT_COUNT, else an estimate (at least that many). */
  total: z.object({ count: z.number().int(), exact: z.boolean() }).optional(),
});
export type ExplorePage = z.infer<typeof explorePageSchema>;
