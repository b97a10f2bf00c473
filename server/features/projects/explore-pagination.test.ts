import { beforeAll, describe, expect, it } from 'vitest';
import { exploreSorts } from '@common/rules/explore';
import type { Project } from '@common/schemas/projects';
import { addCreatorWithProjects, allPages, explorePage, expectedOrder, uniqueWord } from '../../test/explore-fixtures';
import { useTestApp } from '../../test/test-app';

const context = useTestApp();

const DISTINCT = uniqueWord('sortword');
const TIES = uniqueWord('tieword');
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const db = context.database.db;
  const now = Date.now();
  // Every sort key different, so each sort has one right order.
  await addCreatorWithProjects(db, { name: 'Sorting Creator', category: 'indie music' }, [
    { title: `${DISTINCT} A`, goal: 24_000, raised: 23_760, min: 50, createdAt: new Date(now - 30 * DAY_MS) },
    { title: `${DISTINCT} B`, goal: 86_000, raised: 41_350, min: 250, createdAt: new Date(now - 10 * DAY_MS) },
    { title: `${DISTINCT} C`, goal: 12_500, raised: 5_135, min: 25, createdAt: new Date(now - 5 * DAY_MS) },
    { title: `${DISTINCT} D`, goal: 250_000, raised: 10_000, min: 1_000, createdAt: new Date(now - 60 * DAY_MS) },
    { title: `${DISTINCT} E`, goal: 30_000, raised: 0, min: 10, createdAt: new Date(now - DAY_MS) },
  ]);
  // 37 projects sharing three values of each key (and, made in one statement, one creation time): only the id tells them apart.
  await addCreatorWithProjects(
    db,
    { name: 'Tied Creator', category: 'podcasts' },
    Array.from({ length: 37 }, (_, index) => ({
      title: `${TIES} ${index}`,
      goal: 10_000 * (1 + (index % 3)),
      raised: 1_000 * (1 + (index % 3)) * (1 + (index % 2)),
      min: 25 * (1 + (index % 3)),
    })),
  );
});

const titles = (projects: Project[]) => projects.map((project) => project.title);

describe('GET /api/projects: sorts', () => {
  it.each([
    ['trending', ['A', 'B', 'C', 'D', 'E']],
    ['newest', ['E', 'C', 'B', 'A', 'D']],
    ['funding_goal', ['D', 'B', 'E', 'A', 'C']],
    ['min_investment', ['E', 'C', 'A', 'B', 'D']],
  ])('%s orders as the spec says', async (sort, letters) => {
    const page = await explorePage(context.app, { q: DISTINCT, sort });
    expect(titles(page.projects)).toEqual(letters.map((letter) => `${DISTINCT} ${letter}`));
  });

  it('sorts by trending when no sort is given', async () => {
    expect(titles((await explorePage(context.app, { q: DISTINCT })).projects)).toEqual(
      titles((await explorePage(context.app, { q: DISTINCT, sort: 'trending' })).projects),
    );
  });

  it('answers 24 projects by default and at most 100', async () => {
    const byDefault = await explorePage(context.app, { q: TIES });
    expect(byDefault.projects).toHaveLength(24);
    expect(byDefault.nextCursor).not.toBeNull();
    expect((await explorePage(context.app, { q: TIES, limit: 100 })).projects).toHaveLength(37);
  });
});

describe('GET /api/projects: keyset pagination', () => {
  it.each(exploreSorts.flatMap((sort) => [1, 4, 10].map((limit) => [sort, limit] as const)))(
    '%s in pages of %i: every project once, in order, ties broken by id',
    async (sort, limit) => {
      const { pages, projects } = await allPages(context.app, { q: TIES, sort, limit });
      expect(pages).toHaveLength(Math.ceil(37 / limit));
      expect(pages.slice(0, -1).every((page) => page.projects.length === limit && page.nextCursor !== null)).toBe(true);
      expect(pages.at(-1)?.nextCursor).toBeNull();
      expect(new Set(projects.map((project) => project.id)).size).toBe(37);
      expect(projects.map((project) => project.id)).toEqual([...projects].sort(expectedOrder[sort]).map((project) => project.id));
    },
  );

  it('keeps going from where it stopped when the filters are the same', async () => {
    const first = await explorePage(context.app, { q: DISTINCT, sort: 'funding_goal', limit: 2 });
    const second = await explorePage(context.app, { q: DISTINCT, sort: 'funding_goal', limit: 2, cursor: first.nextCursor ?? '' });
    const third = await explorePage(context.app, { q: DISTINCT, sort: 'funding_goal', limit: 2, cursor: second.nextCursor ?? '' });
    expect([...titles(first.projects), ...titles(second.projects), ...titles(third.projects)]).toEqual(
      ['D', 'B', 'E', 'A', 'C'].map((letter) => `${DISTINCT} ${letter}`),
    );
    expect(third.nextCursor).toBeNull();
  });
});
