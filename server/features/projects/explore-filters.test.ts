import { beforeAll, describe, expect, it } from 'vitest';
import { projectSchema, type Project } from '@common/schemas/projects';
import { addCreatorWithProjects, explorePage, exploreRequest, uniqueWord } from '../../test/explore-fixtures';
import { useTestApp } from '../../test/test-app';

const context = useTestApp();

// Titles carry TITLE_WORD (in changing case); one creator's name carries NAME_WORD.
const TITLE_WORD = uniqueWord('zeph');
const NAME_WORD = uniqueWord('quill');
const upper = TITLE_WORD.toUpperCase();

beforeAll(async () => {
  const db = context.database.db;
  await addCreatorWithProjects(db, { name: `Harbor ${NAME_WORD} Trio`, category: 'indie music' }, [
    { title: `${upper} Debut EP`, type: 'album', goal: 24_000, raised: 23_760, min: 50 },
    { title: 'Untitled Studio Build', type: 'studio_setup', goal: 100_000, raised: 50_000, min: 100 },
  ]);
  await addCreatorWithProjects(db, { name: 'Static Voices', category: 'podcasts' }, [
    { title: `${TITLE_WORD} Season Three`, type: 'podcast_production', goal: 12_500, raised: 5_135, min: 25 },
  ]);
  await addCreatorWithProjects(db, { name: 'Dune Lights', category: 'Electronic Music' }, [
    { title: `Arena Run ${TITLE_WORD}`, type: 'tour', goal: 250_000, raised: 10_000, min: 1_000 },
    { title: `${TITLE_WORD} Marketing Push`, type: 'marketing', goal: 5_000, min: 10 },
    { title: `Lightform ${TITLE_WORD} Show`, type: 'other', goal: 60_000, raised: 6_000, min: 40 },
  ]);
  await addCreatorWithProjects(db, { name: 'Prairie Wind', category: 'country music' }, [
    { title: `Back Roads ${TITLE_WORD}`, type: 'tour', goal: 86_000, raised: 41_350, min: 250 },
    { title: `${TITLE_WORD} Gear`, type: 'equipment', goal: 40_000, raised: 20_000, min: 100 },
  ]);
});

const titles = (projects: Project[]) => projects.map((project) => project.title).sort();
const search = async (params: Record<string, string | number>) =>
  titles((await explorePage(context.app, { q: TITLE_WORD, ...params })).projects);

describe('GET /api/projects: search', () => {
  it('matches the title case-insensitively, trimmed, and answers the section 3 project shape', async () => {
    const page = await explorePage(context.app, { q: `  ${TITLE_WORD.toUpperCase()}  ` });
    expect(page.projects).toHaveLength(7);
    expect(page.projects.every((project) => project.title.toLowerCase().includes(TITLE_WORD))).toBe(true);
    for (const project of page.projects) {
      expect(projectSchema.parse(project).creator.id).toBe(project.creatorId);
    }
    expect(page.nextCursor).toBeNull();
    expect(page.total).toEqual({ count: 7, exact: true });
  });

  it("matches the creator's name, also for a project whose title does not match", async () => {
    expect(titles((await explorePage(context.app, { q: NAME_WORD.toUpperCase() })).projects)).toEqual(
      [`${upper} Debut EP`, 'Untitled Studio Build'].sort(),
    );
  });

  it('matches a phrase inside the title or the name', async () => {
    expect(titles((await explorePage(context.app, { q: `back roads ${TITLE_WORD}` })).projects)).toEqual([`Back Roads ${TITLE_WORD}`]);
    expect(titles((await explorePage(context.app, { q: `${NAME_WORD} trio` })).projects)).toHaveLength(2);
  });

  it('takes % and _ literally', async () => {
    expect((await explorePage(context.app, { q: `${TITLE_WORD}%` })).projects).toEqual([]);
    expect((await explorePage(context.app, { q: `${TITLE_WORD.slice(0, -1)}_` })).projects).toEqual([]);
    expect((await explorePage(context.app, { q: '%' })).total).toEqual({ count: 0, exact: true });
  });
});

describe('GET /api/projects: filters', () => {
  it.each([
    ['music', ['Arena Run', 'Back Roads', 'Debut EP', 'Gear', 'Lightform', 'Marketing Push']],
    ['indie', ['Debut EP']],
    ['electronic', ['Arena Run', 'Lightform', 'Marketing Push']],
    ['country', ['Back Roads', 'Gear']],
    ['podcasts', ['Season Three']],
    ['all', ['Arena Run', 'Back Roads', 'Debut EP', 'Gear', 'Lightform', 'Marketing Push', 'Season Three']],
  ])('category %s is a case-insensitive substring of the creator category', async (category, expected) => {
    const found = await search({ category });
    expect(found).toHaveLength(expected.length);
    for (const part of expected) expect(found.some((title) => title.includes(part))).toBe(true);
  });

  it.each([
    ['album', 1],
    ['tour', 2],
    ['equipment', 1],
    ['studio_setup', 0],
    ['podcast_production', 1],
    ['marketing', 1],
    ['other', 1],
    ['all', 7],
  ])('type %s keeps that type only', async (type, count) => {
    const page = await explorePage(context.app, { q: TITLE_WORD, type });
    expect(page.projects).toHaveLength(count);
    if (type !== 'all') expect(page.projects.every((project) => project.type === type)).toBe(true);
  });

  it('keeps funding goals within the range, bounds included', async () => {
    const goals = async (minGoal: number, maxGoal: number) =>
      (await explorePage(context.app, { q: TITLE_WORD, minGoal, maxGoal, sort: 'funding_goal' })).projects.map(
        (project) => project.fundingGoal,
      );
    expect(await goals(24_000, 86_000)).toEqual(['86000.00', '60000.00', '40000.00', '24000.00']);
    expect(await goals(0, 5_000)).toEqual(['5000.00']);
    expect(await goals(0, 0)).toEqual([]);
  });

  it('treats the top of the slider as "and above"', async () => {
    const goals = async (params: Record<string, number>) =>
      (await explorePage(context.app, { q: NAME_WORD, sort: 'funding_goal', ...params })).projects.map((project) => project.fundingGoal);
    expect(await goals({ maxGoal: 99_000 })).toEqual(['24000.00']);
    expect(await goals({ minGoal: 100_000, maxGoal: 100_000 })).toEqual(['100000.00']);
    const arena = await explorePage(context.app, { q: TITLE_WORD, minGoal: 100_000 });
    expect(arena.projects.map((project) => project.fundingGoal)).toEqual(['250000.00']);
    expect((await explorePage(context.app, { q: TITLE_WORD })).projects).toHaveLength(7);
  });

  it('combines every filter', async () => {
    expect(await search({ category: 'music', type: 'tour', minGoal: 50_000, maxGoal: 90_000 })).toEqual([`Back Roads ${TITLE_WORD}`]);
    expect(await search({ category: 'podcasts', type: 'tour' })).toEqual([]);
  });
});

describe('GET /api/projects: the count', () => {
  it('counts every match on the first page only', async () => {
    const first = await explorePage(context.app, { q: TITLE_WORD, limit: 2 });
    expect(first.projects).toHaveLength(2);
    expect(first.total).toEqual({ count: 7, exact: true });
    const second = await explorePage(context.app, { q: TITLE_WORD, limit: 2, cursor: first.nextCursor ?? '' });
    expect(second.total).toBeUndefined();
  });

  it('is exact up to 100 and an estimate of at least 100 above', async () => {
    const word = uniqueWord('many');
    const made = Array.from({ length: 101 }, (_, index) => ({ title: `${word} ${index}`, goal: 1_000 }));
    await addCreatorWithProjects(context.database.db, { name: 'Prolific Creator', category: 'pop music' }, made.slice(0, 100));
    expect((await explorePage(context.app, { q: word })).total).toEqual({ count: 100, exact: true });
    await addCreatorWithProjects(context.database.db, { name: 'Prolific Creator', category: 'pop music' }, made.slice(100));
    const page = await explorePage(context.app, { q: word });
    expect(page.projects).toHaveLength(24);
    expect(page.total?.exact).toBe(false);
    expect(page.total?.count).toBeGreaterThanOrEqual(100);
  });
});

describe('GET /api/projects: bad parameters', () => {
  it.each([
    ['sort=bogus', 'Sort by trending, newest, funding_goal, min_investment.'],
    ['category=jazz', 'Choose a category of all, music, indie, electronic, country, podcasts.'],
    ['type=concert', 'Choose a project type of all, album, tour, equipment, studio_setup, podcast_production, marketing, other.'],
    ['minGoal=-1', 'Funding goals are whole dollars from 0 to 100000.'],
    ['maxGoal=100001', 'Funding goals are whole dollars from 0 to 100000.'],
    ['minGoal=abc', 'Funding goals are whole dollars from 0 to 100000.'],
    ['minGoal=10.5', 'Funding goals are whole dollars from 0 to 100000.'],
    ['minGoal=60000&maxGoal=50000', 'The minimum funding goal must not be above the maximum.'],
    ['limit=0', 'Ask for 1 to 100 projects at a time.'],
    ['limit=101', 'Ask for 1 to 100 projects at a time.'],
    ['limit=many', 'Ask for 1 to 100 projects at a time.'],
    [`q=${'x'.repeat(101)}`, 'Search with at most 100 characters.'],
    ['q=a&q=b', 'Search with one text.'],
    ['cursor=not-a-cursor', 'This cursor is not valid for this list. Start again from the first page.'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/projects?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a cursor made for another sort, or tampered with', async () => {
    const { nextCursor } = await explorePage(context.app, { q: TITLE_WORD, limit: 1, sort: 'newest' });
    expect(nextCursor).not.toBeNull();
    const otherSort = await exploreRequest(context.app, { q: TITLE_WORD, limit: 1, sort: 'trending', cursor: nextCursor ?? '' });
    expect(otherSort.statusCode).toBe(400);
    const tampered = Buffer.from(JSON.stringify({ sort: 'newest', createdAt: "2025-01-01'; drop table projects; --", id: 1 })).toString(
      'base64url',
    );
    const answer = await exploreRequest(context.app, { sort: 'newest', cursor: tampered });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'This cursor is not valid for this list. Start again from the first page.' });
  });
});
