import { describe, expect, it } from 'vitest';
import {
  defaultExploreFilters,
  exploreProjects,
  hasActiveFilters,
  matchesExploreFilters,
  parseExploreCategory,
  sortProjects,
  type ExploreFilters,
  type ExploreProject,
} from './explore';

function project(overrides: Partial<ExploreProject> & { title: string }): ExploreProject {
  return {
    type: 'album',
    fundingGoal: '10000.00',
    raisedAmount: '0.00',
    minInvestment: '100.00',
    createdAt: '2025-08-01T00:00:00.000Z',
    creator: { name: 'Someone', category: 'indie music' },
    ...overrides,
  };
}

const ep = project({
  title: 'Glasshouse Hearts EP',
  creator: { name: 'Lumen Harrow', category: 'indie music' },
  fundingGoal: '24000.00',
  raisedAmount: '23760.00',
  minInvestment: '50.00',
  createdAt: '2025-07-01T00:00:00.000Z',
});
const tour = project({
  title: 'Back Roads Tour',
  type: 'tour',
  creator: { name: 'The Gravelroad Saints', category: 'country music' },
  fundingGoal: '86000.00',
  raisedAmount: '41350.00',
  minInvestment: '250.00',
  createdAt: '2025-07-20T00:00:00.000Z',
});
const podcast = project({
  title: 'Liner Notes',
  type: 'podcast_production',
  creator: { name: 'Static & Sage', category: 'podcasts' },
  fundingGoal: '12500.00',
  raisedAmount: '5135.00',
  minInvestment: '25.00',
  createdAt: '2025-08-10T00:00:00.000Z',
});
const arena = project({
  title: 'Arena Run',
  type: 'tour',
  creator: { name: 'Big Act', category: 'electronic music' },
  fundingGoal: '250000.00',
  raisedAmount: '10000.00',
  minInvestment: '1000.00',
  createdAt: '2025-06-01T00:00:00.000Z',
});
const all = [tour, podcast, ep, arena];

const filters = (overrides: Partial<ExploreFilters>): ExploreFilters => ({ ...defaultExploreFilters, ...overrides });
const titles = (projects: ExploreProject[]) => projects.map((p) => p.title);

describe('matchesExploreFilters', () => {
  it('searches title or creator name, case-insensitively', () => {
    expect(titles(exploreProjects(all, filters({ search: 'glasshouse' })))).toEqual(['Glasshouse Hearts EP']);
    expect(titles(exploreProjects(all, filters({ search: '  GRAVELROAD ' })))).toEqual(['Back Roads Tour']);
    expect(exploreProjects(all, filters({ search: 'nothing like this' }))).toEqual([]);
  });

  it('matches a category as a substring of the creator category', () => {
    expect(titles(exploreProjects(all, filters({ category: 'music', sort: 'newest' })))).toEqual([
      'Back Roads Tour',
      'Glasshouse Hearts EP',
      'Arena Run',
    ]);
    expect(titles(exploreProjects(all, filters({ category: 'podcasts' })))).toEqual(['Liner Notes']);
    expect(titles(exploreProjects(all, filters({ category: 'country' })))).toEqual(['Back Roads Tour']);
  });

  it('filters by project type', () => {
    expect(titles(exploreProjects(all, filters({ type: 'tour' })))).toEqual(['Back Roads Tour', 'Arena Run']);
    expect(exploreProjects(all, filters({ type: 'equipment' }))).toEqual([]);
  });

  it('keeps funding goals inside the range, bounds included', () => {
    expect(titles(exploreProjects(all, filters({ fundingRange: [12_000, 24_000] })))).toEqual(['Glasshouse Hearts EP', 'Liner Notes']);
    expect(titles(exploreProjects(all, filters({ fundingRange: [25_000, 90_000] })))).toEqual(['Back Roads Tour']);
  });

  it('treats the slider maximum as "and above", so the default range shows every project', () => {
    expect(exploreProjects(all, defaultExploreFilters)).toHaveLength(4);
    expect(titles(exploreProjects(all, filters({ fundingRange: [90_000, 100_000] })))).toEqual(['Arena Run']);
    expect(matchesExploreFilters(arena, filters({ fundingRange: [0, 99_000] }))).toBe(false);
  });

  it('combines every filter', () => {
    expect(titles(exploreProjects(all, filters({ search: 'r', category: 'music', type: 'tour', fundingRange: [0, 90_000] })))).toEqual([
      'Back Roads Tour',
    ]);
  });
});

describe('sortProjects', () => {
  it('trending puts the highest progress first (the default)', () => {
    expect(titles(sortProjects(all, 'trending'))).toEqual(['Glasshouse Hearts EP', 'Back Roads Tour', 'Liner Notes', 'Arena Run']);
  });

  it('newest puts the latest created first', () => {
    expect(titles(sortProjects(all, 'newest'))).toEqual(['Liner Notes', 'Back Roads Tour', 'Glasshouse Hearts EP', 'Arena Run']);
  });

  it('funding_goal puts the highest goal first', () => {
    expect(titles(sortProjects(all, 'funding_goal'))).toEqual(['Arena Run', 'Back Roads Tour', 'Glasshouse Hearts EP', 'Liner Notes']);
  });

  it('min_investment puts the lowest minimum first', () => {
    expect(titles(sortProjects(all, 'min_investment'))).toEqual(['Liner Notes', 'Glasshouse Hearts EP', 'Back Roads Tour', 'Arena Run']);
  });

  it('keeps the server order for ties and does not touch its input', () => {
    const a = project({ title: 'A' });
    const b = project({ title: 'B' });
    const input = [b, a];
    expect(titles(sortProjects(input, 'funding_goal'))).toEqual(['B', 'A']);
    expect(titles(input)).toEqual(['B', 'A']);
  });
});

describe('parseExploreCategory', () => {
  it('reads the known values, any case', () => {
    expect(parseExploreCategory('indie')).toBe('indie');
    expect(parseExploreCategory('Podcasts')).toBe('podcasts');
  });

  it('shows all for a missing or unknown value', () => {
    expect(parseExploreCategory(null)).toBe('all');
    expect(parseExploreCategory('jazz')).toBe('all');
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and true once anything changes', () => {
    expect(hasActiveFilters(defaultExploreFilters)).toBe(false);
    expect(hasActiveFilters(filters({ search: 'x' }))).toBe(true);
    expect(hasActiveFilters(filters({ fundingRange: [0, 50_000] }))).toBe(true);
    expect(hasActiveFilters(filters({ sort: 'newest' }))).toBe(true);
  });
});
