import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AMOUNT_FORMAT_MESSAGE } from '@common/schemas/amount';
import { projectSchema } from '@common/schemas/projects';
import { creators, projects, users } from '../../db/schema';
import { createProjectWithFiles, isoDay, postProject, projectPayload } from '../../test/create-project-helpers';
import { send, signUpUser } from '../../test/test-app';
import { signUpCreator, uploadFile, useUploadTestApp } from '../../test/upload-helpers';

const context = useUploadTestApp();
type Payload = ReturnType<typeof projectPayload>;

async function creatorIdOf(email: string) {
  const [row] = await context.database.db
    .select({ id: creators.id })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .where(eq(users.email, email));
  return row?.id;
}

describe('POST /api/projects', () => {
  it('creates an active project in the read shape, with server-made milestones, budget total and file addresses', async () => {
    const { cookie } = await signUpCreator(context.app);
    const { response, song, image } = await createProjectWithFiles(context.app, cookie, (payload) => ({
      ...payload,
      // The client's figures are not trusted: the server adds the budget up and writes the milestones.
      budget: { ...payload.budget, totalBudget: 1 },
      timeline: { ...payload.timeline, milestones: [{ name: 'Forged', date: '1999-01-01', description: 'x' }] },
    }));
    expect(response.statusCode, response.body).toBe(201);
    const project = projectSchema.parse(response.json());
    const id = (address: string) => address.split('/api/uploads/')[1]?.split('?')[0];
    expect(project).toMatchObject({
      title: 'Midnight Greenhouse EP',
      type: 'album',
      musicGenre: 'Indie',
      fundingGoal: '25000.00',
      minInvestment: '100.00',
      sharePrice: '25.50',
      raisedAmount: '0.00',
      totalShares: 1000,
      availableShares: 1000,
      status: 'active',
      demoSongUrl: `/api/files/${id(song)}`,
      projectImageUrl: `/api/files/${id(image)}`,
      creator: { name: 'Nova Reyes', category: 'indie music' },
    });
    expect(project.timeline).toEqual({
      startDate: isoDay(1),
      endDate: isoDay(90),
      milestones: [
        { name: 'Project Start', description: expect.any(String), date: isoDay(1), status: 'upcoming' },
        { name: 'Milestone 1', description: expect.any(String), date: isoDay(1), status: 'upcoming' },
        { name: 'Project Completion', description: expect.any(String), date: isoDay(90), status: 'upcoming' },
      ],
    });
    expect(project.budget).toEqual({
      totalBudget: '25000.00',
      breakdown: {
        production: '12000.00',
        equipment: '3000.00',
        marketing: '5000.50',
        distribution: '2000.00',
        talent: '2999.50',
        other: '0.00',
      },
    });
  });

  it('shows the project in /api/tours, /api/tours/{id} and the creator’s profile, and reuses the profile next time', async () => {
    const { cookie, email } = await signUpCreator(context.app, 'both');
    const first = (await createProjectWithFiles(context.app, cookie)).response.json();
    const second = (
      await createProjectWithFiles(context.app, cookie, (payload) => ({ ...payload, title: 'Second One', musicGenre: 'Jazz' }))
    ).response.json();
    expect(second.creatorId).toBe(first.creatorId);
    expect(second.creator.category).toBe('indie music');
    expect(await creatorIdOf(email)).toBe(first.creatorId);

    const tours = (await send(context.app, { method: 'GET', url: '/api/tours' })).json() as Array<{ id: number }>;
    expect(tours.map((project) => project.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect((await send(context.app, { method: 'GET', url: `/api/tours/${first.id}` })).json()).toEqual({ ...first, investorCount: 0 });
    const profile = await send(context.app, { method: 'GET', url: `/api/creators/${first.creatorId}` });
    expect(profile.json()).toMatchObject({ name: 'Nova Reyes', category: 'indie music' });
    const own = (await send(context.app, { method: 'GET', url: `/api/creators/${first.creatorId}/projects` })).json() as Array<{
      id: number;
    }>;
    expect(own.map((project) => project.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('reads a missing type as other and missing budget lines as 0', async () => {
    const { cookie } = await signUpCreator(context.app);
    const { response } = await createProjectWithFiles(context.app, cookie, ({ type: _type, ...payload }) => ({
      ...payload,
      totalShares: '40',
      budget: { breakdown: { production: '100.5' } },
    }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'other',
      totalShares: 40,
      budget: { totalBudget: '100.50', breakdown: { production: '100.50', other: '0.00' } },
    });
  });

  it('answers 401 signed out and 403 to investors, whatever the body, and creates nothing', async () => {
    const before = await context.database.db.$count(projects);
    const signedOut = await postProject(context.app, '', { title: '' });
    expect(signedOut.statusCode).toBe(401);
    const { cookie } = await signUpUser(context.app, { accountType: 'investor' });
    const investor = await postProject(context.app, cookie, projectPayload('/api/files/x', '/api/files/y'));
    expect(investor.statusCode).toBe(403);
    expect(investor.json()).toEqual({ message: 'Only creator accounts can create projects.' });
    expect(await context.database.db.$count(projects)).toBe(before);
  });
});

describe('POST /api/projects: section 5 on the server, with the spec’s messages', () => {
  const overrides: Array<[string, (payload: Payload) => unknown, string]> = [
    ['no title', ({ title: _title, ...payload }) => payload, 'Project title is required'],
    ['a blank title', (payload) => ({ ...payload, title: '   ' }), 'Project title is required'],
    ['a 101-character title', (payload) => ({ ...payload, title: 'x'.repeat(101) }), 'Title must be under 100 characters'],
    [
      'a 49-character description',
      (payload) => ({ ...payload, description: 'x'.repeat(49) }),
      'Description must be at least 50 characters',
    ],
    [
      'a 2001-character description',
      (payload) => ({ ...payload, description: 'x'.repeat(2001) }),
      'Description must be under 2000 characters',
    ],
    ['an unknown type', (payload) => ({ ...payload, type: 'concert' }), 'Choose a project type.'],
    ['no genre', (payload) => ({ ...payload, musicGenre: '' }), 'Music genre is required'],
    ['a genre not on the list', (payload) => ({ ...payload, musicGenre: 'Polka' }), 'Choose a music genre from the list.'],
    ['a zero funding goal', (payload) => ({ ...payload, fundingGoal: '0' }), 'Must be a positive number'],
    ['a negative minimum', (payload) => ({ ...payload, minInvestment: '-5' }), 'Must be a positive number'],
    ['a share price in words', (payload) => ({ ...payload, sharePrice: 'ten' }), 'Must be a positive number'],
    ['an empty share price', (payload) => ({ ...payload, sharePrice: '' }), 'Must be a positive number'],
    ['a price with 3 decimals', (payload) => ({ ...payload, sharePrice: '10.125' }), AMOUNT_FORMAT_MESSAGE],
    ['zero shares', (payload) => ({ ...payload, totalShares: 0 }), 'Must be a positive integer'],
    ['fractional shares', (payload) => ({ ...payload, totalShares: 10.5 }), 'Must be a positive integer'],
    ['shares in words', (payload) => ({ ...payload, totalShares: 'many' }), 'Must be a positive integer'],
    ['too many shares', (payload) => ({ ...payload, totalShares: 2_000_000_000 }), 'Total shares must be at most 1,000,000,000.'],
    ['no start date', (payload) => ({ ...payload, timeline: { ...payload.timeline, startDate: '' } }), 'Start date is required'],
    ['no end date', (payload) => ({ ...payload, timeline: { startDate: isoDay(1) } }), 'End date is required'],
    [
      'an impossible date',
      (payload) => ({ ...payload, timeline: { ...payload.timeline, startDate: '2026-02-30' } }),
      'Start date must be a valid date.',
    ],
    [
      'a negative budget line',
      (payload) => ({ ...payload, budget: { breakdown: { ...payload.budget.breakdown, talent: -1 } } }),
      'Must be a valid number',
    ],
    [
      'a budget line in words',
      (payload) => ({ ...payload, budget: { breakdown: { ...payload.budget.breakdown, other: 'lots' } } }),
      'Must be a valid number',
    ],
    ['no demo song', ({ demoSongUrl: _song, ...payload }) => payload, 'Please upload a demo song to showcase your music.'],
    ['no project image', (payload) => ({ ...payload, projectImageUrl: '' }), 'Please upload a project image or photo.'],
    ['an unknown field', (payload) => ({ ...payload, raisedAmount: '1000000' }), 'Unrecognized key: "raisedAmount"'],
  ];

  it.each(overrides)('%s: 400, nothing created', async (_name, change, message) => {
    const { cookie, email } = await signUpCreator(context.app);
    const song = await uploadFile(context.app, cookie, 'music');
    const image = await uploadFile(context.app, cookie, 'image');
    const before = await context.database.db.$count(projects);
    const response = await postProject(context.app, cookie, change(projectPayload(song, image)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await context.database.db.$count(projects)).toBe(before);
    expect(await creatorIdOf(email)).toBeUndefined();
  });

  // The end date must not come before the start (issue 16); that refusal is in server/reliability/input-errors.test.ts.
  it('accepts a 100-character title, a 2000-character description and one day of timeline (the spec checks no totals)', async () => {
    const { cookie } = await signUpCreator(context.app);
    const { response } = await createProjectWithFiles(context.app, cookie, (payload) => ({
      ...payload,
      title: 'x'.repeat(100),
      description: 'y'.repeat(2000),
      minInvestment: '50000',
      timeline: { startDate: isoDay(30), endDate: isoDay(30) },
    }));
    expect(response.statusCode, response.body).toBe(201);
  });
});
