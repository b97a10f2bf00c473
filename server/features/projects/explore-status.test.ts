import { beforeAll, describe, expect, it } from 'vitest';
import { exploreSorts } from '@common/rules/explore';
import type { Project } from '@common/schemas/projects';
import { addCreatorWithProjects, allPages, explorePage, expectedOrder, uniqueWord } from '../../test/explore-fixtures';
import { useTestApp } from '../../test/test-app';

const context = useTestApp();

const WORD = uniqueWord('statusword');
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const now = Date.now();
  // The closed campaigns lead every sort on its own key: the funded one is 100% raised, the newest, the largest goal and the lowest minimum.
  await addCreatorWithProjects(context.database.db, { name: 'Status Creator', category: 'indie music' }, [
    { title: `${WORD} Funded`, status: 'funded', goal: 90_000, raised: 90_000, min: 5, createdAt: new Date(now - DAY_MS) },
    { title: `${WORD} Failed`, status: 'failed', goal: 80_000, raised: 70_000, min: 6, createdAt: new Date(now - 2 * DAY_MS) },
    { title: `${WORD} Open A`, goal: 20_000, raised: 10_000, min: 50, createdAt: new Date(now - 30 * DAY_MS) },
    { title: `${WORD} Open B`, goal: 30_000, raised: 3_000, min: 25, createdAt: new Date(now - 10 * DAY_MS) },
    { title: `${WORD} Open C`, goal: 10_000, raised: 0, min: 100, createdAt: new Date(now - 20 * DAY_MS) },
  ]);
});

const titles = (projects: Project[]) => projects.map((project) => project.title.replace(`${WORD} `, ''));
const isOpen = (project: Project) => project.status === 'active';

describe('GET /api/projects: status', () => {
  it('lists open campaigns only by default, and with status=open', async () => {
    const byDefault = await explorePage(context.app, { q: WORD });
    expect(titles(byDefault.projects)).toEqual(['Open A', 'Open B', 'Open C']);
    expect(byDefault.total).toEqual({ count: 3, exact: true });
    expect(titles((await explorePage(context.app, { q: WORD, status: 'open' })).projects)).toEqual(['Open A', 'Open B', 'Open C']);
  });

  it('lists funded or failed campaigns only', async () => {
    expect(titles((await explorePage(context.app, { q: WORD, status: 'funded' })).projects)).toEqual(['Funded']);
    expect(titles((await explorePage(context.app, { q: WORD, status: 'failed' })).projects)).toEqual(['Failed']);
  });

  it.each([
    ['trending', ['Open A', 'Open B', 'Open C', 'Funded', 'Failed']],
    ['newest', ['Open B', 'Open C', 'Open A', 'Funded', 'Failed']],
    ['funding_goal', ['Open B', 'Open A', 'Open C', 'Funded', 'Failed']],
    ['min_investment', ['Open B', 'Open A', 'Open C', 'Funded', 'Failed']],
  ])('with status=all, %s puts every open campaign before the closed ones', async (sort, expected) => {
    expect(titles((await explorePage(context.app, { q: WORD, status: 'all', sort })).projects)).toEqual(expected);
  });

  it.each(exploreSorts.flatMap((sort) => [1, 2].map((limit) => [sort, limit] as const)))(
    'with status=all, %s in pages of %i: every project once, open ones first',
    async (sort, limit) => {
      const { projects } = await allPages(context.app, { q: WORD, status: 'all', sort, limit });
      const open = projects.filter(isOpen);
      const closed = projects.filter((project) => !isOpen(project));
      expect(projects.map((project) => project.id)).toEqual(
        [...open.sort(expectedOrder[sort]), ...closed.sort(expectedOrder[sort])].map((project) => project.id),
      );
      expect(projects).toHaveLength(5);
      expect(projects.slice(0, 3).every(isOpen)).toBe(true);
    },
  );

  it('answers 400 with a message for an unknown status', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/api/projects?status=closed` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Choose a status of open, funded, failed, all.' });
  });
});
