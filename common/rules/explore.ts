import { decimalToCents } from '../money';
import { exploreCategories, projectTypes, type ProjectType } from '../project-types';
import type { Project } from '../schemas/projects';
import { fundingProgress } from './progress';

export type ExploreCategory = (typeof exploreCategories)[number];

export const exploreSorts = ['trending', 'newest', 'funding_goal', 'min_investment'] as const;
export type ExploreSort = (typeof exploreSorts)[number];

/** The funding goal slider, in whole dollars. */
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

/** What the rules read of a project. */
export type ExploreProject = Pick<Project, 'title' | 'type' | 'fundingGoal' | 'raisedAmount' | 'minInvestment' | 'createdAt'> & {
  creator: Pick<Project['creator'], 'name' | 'category'>;
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

/** Search matches the title or the creator's name; the category is a substring of the creator's category; all case-insensitive. */
export function matchesExploreFilters(project: ExploreProject, filters: ExploreFilters): boolean {
  const search = filters.search.trim().toLowerCase();
  if (search && !project.title.toLowerCase().includes(search) && !project.creator.name.toLowerCase().includes(search)) return false;
  if (filters.category !== 'all' && !project.creator.category.toLowerCase().includes(filters.category)) return false;
  if (filters.type !== 'all' && project.type !== filters.type) return false;
  const goalCents = decimalToCents(project.fundingGoal);
  const [low, high] = filters.fundingRange;
  if (goalCents < low * 100) return false;
  return high >= FUNDING_RANGE.max || goalCents <= high * 100;
}

const byProgressDescending = (a: ExploreProject, b: ExploreProject) =>
  fundingProgress(b.raisedAmount, b.fundingGoal) - fundingProgress(a.raisedAmount, a.fundingGoal);

const comparators: Record<ExploreSort, (a: ExploreProject, b: ExploreProject) => number> = {
  trending: byProgressDescending,
  newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  funding_goal: (a, b) => decimalToCents(b.fundingGoal) - decimalToCents(a.fundingGoal),
  min_investment: (a, b) => decimalToCents(a.minInvestment) - decimalToCents(b.minInvestment),
};

/** Sorted copy; ties keep the order the server sent. */
export function sortProjects<T extends ExploreProject>(projects: readonly T[], sort: ExploreSort): T[] {
  return [...projects].sort(comparators[sort]);
}

export function exploreProjects<T extends ExploreProject>(projects: readonly T[], filters: ExploreFilters): T[] {
  return sortProjects(
    projects.filter((project) => matchesExploreFilters(project, filters)),
    filters.sort,
  );
}

/** Whether anything differs from the defaults, so Clear Filters has something to clear. */
export function hasActiveFilters(filters: ExploreFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.category !== 'all' ||
    filters.type !== 'all' ||
    filters.sort !== 'trending' ||
    filters.fundingRange[0] !== FUNDING_RANGE.min ||
    filters.fundingRange[1] !== FUNDING_RANGE.max
  );
}
