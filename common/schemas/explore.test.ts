import { describe, expect, it } from 'vitest';
import { defaultExploreFilters } from '../rules/explore';
import { explorePageSchema, exploreQuerySchema } from './explore';

const messages = (query: Record<string, unknown>) =>
  exploreQuerySchema.safeParse(query).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('exploreQuerySchema', () => {
  it('shows the first 24 open campaigns of every category, trending first, without a query', () => {
    expect(exploreQuerySchema.parse({})).toEqual({
      q: '',
      category: 'all',
      type: 'all',
      status: 'open',
      sort: 'trending',
      minGoal: 0,
      maxGoal: 100_000,
      limit: 24,
    });
  });

  it('agrees with the explore page’s default filters', () => {
    const query = exploreQuerySchema.parse({});
    expect({
      search: query.q,
      category: query.category,
      type: query.type,
      status: query.status,
      sort: query.sort,
      fundingRange: [query.minGoal, query.maxGoal],
    }).toEqual(defaultExploreFilters);
  });

  it('reads the query string’s texts into filters', () => {
    expect(
      exploreQuerySchema.parse({
        q: '  greenhouse ',
        category: 'indie',
        type: 'podcast_production',
        status: 'funded',
        sort: 'min_investment',
        minGoal: '1000',
        maxGoal: '50000',
        cursor: 'abc',
        limit: '100',
      }),
    ).toEqual({
      q: 'greenhouse',
      category: 'indie',
      type: 'podcast_production',
      status: 'funded',
      sort: 'min_investment',
      minGoal: 1000,
      maxGoal: 50000,
      cursor: 'abc',
      limit: 100,
    });
    expect(exploreQuerySchema.parse({ type: 'all', minGoal: '5000', maxGoal: '5000', limit: '1' })).toMatchObject({
      type: 'all',
      minGoal: 5000,
      maxGoal: 5000,
      limit: 1,
    });
  });

  it('searches with at most 100 characters', () => {
    expect(exploreQuerySchema.parse({ q: 'q'.repeat(100) }).q).toHaveLength(100);
    expect(messages({ q: 'q'.repeat(101) })).toEqual(['q: Search with at most 100 characters.']);
    expect(messages({ q: ['a', 'b'] })).toEqual(['q: Search with one text.']);
  });

  it('names the allowed values when a choice is unknown', () => {
    expect(messages({ category: 'jazz', type: 'concert', sort: 'oldest' })).toEqual([
      'category: Choose a category of all, music, indie, electronic, country, podcasts.',
      'type: Choose a project type of all, album, tour, equipment, studio_setup, podcast_production, marketing, other.',
      'sort: Sort by trending, newest, funding_goal, min_investment.',
    ]);
  });

  it('bounds the funding goals to whole dollars of the slider, minimum not above maximum', () => {
    const goals = 'Funding goals are whole dollars from 0 to 100000.';
    expect(messages({ minGoal: '-1' })).toEqual([`minGoal: ${goals}`]);
    expect(messages({ maxGoal: '100001' })).toEqual([`maxGoal: ${goals}`]);
    expect(messages({ minGoal: '10.5' })).toEqual([`minGoal: ${goals}`]);
    expect(messages({ maxGoal: 'lots' })).toEqual([`maxGoal: ${goals}`]);
    expect(exploreQuerySchema.parse({ minGoal: '100000', maxGoal: '100000' })).toMatchObject({ minGoal: 100_000, maxGoal: 100_000 });
    expect(messages({ minGoal: '5001', maxGoal: '5000' })).toEqual([': The minimum funding goal must not be above the maximum.']);
  });

  it('asks for 1 to 100 projects a page', () => {
    const limit = 'limit: Ask for 1 to 100 projects at a time.';
    for (const value of ['0', '101', '2.5', 'all']) expect(messages({ limit: value }), value).toEqual([limit]);
  });

  it('takes a cursor of at most 200 characters', () => {
    expect(exploreQuerySchema.parse({ cursor: 'c'.repeat(200) }).cursor).toHaveLength(200);
    expect(messages({ cursor: 'c'.repeat(201) })).toEqual(['cursor: This cursor is not valid.']);
    expect(messages({ cursor: ['a', 'b'] })).toEqual(['cursor: Send one cursor.']);
  });
});

describe('explorePageSchema', () => {
  it('answers the projects, the next cursor and, on the first page, the total', () => {
    const page = { projects: [], nextCursor: 'next', total: { count: 83_000, exact: false } };
    expect(explorePageSchema.parse(page)).toEqual(page);
    expect(explorePageSchema.parse({ projects: [], nextCursor: null })).toEqual({ projects: [], nextCursor: null });
    expect(explorePageSchema.safeParse({ projects: [], nextCursor: null, total: { count: 1.5, exact: true } }).success).toBe(false);
  });
});
