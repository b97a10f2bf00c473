import { exploreCategories, projectTypes, type ProjectType } from '../project-types';

export type ExploreCategory = (typeof exploreCategories)[number];

/**
 * The spec's sorts, applied by `GET /api/projects`: trending = highest progress (raised / goal)
 * first, newest = latest created first, funding_goal = highest goal first, min_investment =
 * lowest minimum first.
 */
export const exploreSorts = ['trending', 'newest', 'funding_goal', 'min_investment'] as const;
export type ExploreSort = (typeof exploreSorts)[number];

/** The funding goal slider, in whole dollars; its maximum means "and above". */
export const FUNDING_RANGE = { min: 0, max: 100_000, step: 1_000 } as const;

export interface ExploreFilters {
  search: string;
  category: ExploreCategory;
  type: ProjectType | 'all';
  sort: ExploreSort;
  /** Funding goal bounds in dollars; an upper bound at the slider's maximum means "and above". */
  fundingRange: readonly [number, number];
}

export const defaultExploreFilters: ExploreFilters = {
  search: '',
  category: 'all',
  type: 'all',
  sort: 'trending',
  fundingRange: [FUNDING_RANGE.min, FUNDING_RANGE.max],
};

/** The `?category=` value as a filter value; anything unknown shows all categories. */
export function parseExploreCategory(value: string | null | undefined): ExploreCategory {
  const normalised = (value ?? '').trim().toLowerCase();
  return (exploreCategories as readonly string[]).includes(normalised) ? (normalised as ExploreCategory) : 'all';
}

export function parseProjectTypeFilter(value: string): ProjectType | 'all' {
  return (projectTypes as readonly string[]).includes(value) ? (value as ProjectType) : 'all';
}

export function parseExploreSort(value: string): ExploreSort {
  return (exploreSorts as readonly string[]).includes(value) ? (value as ExploreSort) : 'trending';
}
