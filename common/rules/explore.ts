import { exploreCategories, projectTypes, type ProjectType } from '../project-types';
import type { ProjectStatus } from './campaigns';

export type ExploreCategory = (typeof exploreCategories)[number];

/**
 * The spec's sorts, applied by `GET /api/projects`: trending = highest progress (raised / goal)
 * first, newest = latest created first, funding_goal = highest goal first, min_investment =
 * lowest minimum first.
 */
export const exploreSorts = ['trending', 'newest', 'funding_goal', 'min_investment'] as const;
export type ExploreSort = (typeof exploreSorts)[number];

/**
 * Which campaigns explore lists: open ones (raising money, the default: an investor looks for
 * something to back), funded, failed, or all (open ones first). Decision 0024.
 */
export const exploreStatuses = ['open', 'funded', 'failed', 'all'] as const;
export type ExploreStatus = (typeof exploreStatuses)[number];

/** The project statuses a status filter lists. */
export const projectStatusesOf: Record<ExploreStatus, readonly ProjectStatus[]> = {
  open: ['active'],
  funded: ['funded'],
  failed: ['failed'],
  all: ['active', 'funded', 'failed', 'suspended'],
};

/** The funding goal slider, in whole dollars; its maximum means "and above". */
export const FUNDING_RANGE = { min: 0, max: 100_000, step: 1_000 } as const;

export interface ExploreFilters {
  search: string;
  category: ExploreCategory;
  type: ProjectType | 'all';
  status: ExploreStatus;
  sort: ExploreSort;
  /** Funding goal bounds in dollars; an upper bound at the slider's maximum means "and above". */
  fundingRange: readonly [number, number];
}

export const defaultExploreFilters: ExploreFilters = {
  search: '',
  category: 'all',
  type: 'all',
  status: 'open',
  sort: 'trending',
  fundingRange: [FUNDING_RANGE.min, FUNDING_RANGE.max],
};

/** The `?category=` value as a filter value; anything unknown shows all categories. */
export function parseExploreCategory(value: string | null | undefined): ExploreCategory {
  const normalised = (value ?? '').trim().toLowerCase();
  return (exploreCategories as readonly string[]).includes(normalised) ? (normalised as ExploreCategory) : 'all';
}

/** The `?status=` value as a filter value; anything unknown shows the default, open campaigns. */
export function parseExploreStatus(value: string | null | undefined): ExploreStatus {
  const normalised = (value ?? '').trim().toLowerCase();
  return (exploreStatuses as readonly string[]).includes(normalised) ? (normalised as ExploreStatus) : 'open';
}

export function parseProjectTypeFilter(value: string): ProjectType | 'all' {
  return (projectTypes as readonly string[]).includes(value) ? (value as ProjectType) : 'all';
}

export function parseExploreSort(value: string): ExploreSort {
  return (exploreSorts as readonly string[]).includes(value) ? (value as ExploreSort) : 'trending';
}
