import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { simulateFutures, splitOutlook } from '@common/rules/outlook';
import { outlookInputsFromWire } from '@common/rules/outlook-inputs';
import { outlookSchema, projectOutlookSchema } from '@common/schemas/outlook';
import { COMPARE_MAX_PROJECTS, COMPARE_PATHS, COMPARE_PROJECTS_MESSAGE, COMPARE_TOO_MANY_MESSAGE } from '@common/rules/compare';
import { compareSchema } from '@common/schemas/outlook-compare';
import { projects } from '../../db/schema';
import { DEMO_MARKET_PROJECT_KEY } from '../../db/seed/demo-market';
import { createProject } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { compareFiguresOf, evenParts, SUSPENDED_NOTHING_TO_FORECAST, unknownProjectsMessage } from './compare';
import { NOTHING_TO_FORECAST } from './outlook';

const context = useTestApp();

const compare = async (query: string) => {
  const response = await send(context.app, { method: 'GET', url: `/api/outlook/compare${query}` });
  return { response, answer: response.statusCode === 200 ? compareSchema.parse(response.json()) : null };
};

describe('GET /api/outlook/compare', () => {
  it('answers the same amount in each project side by side and split evenly, the same for the same inputs', async () => {
    const album = await createProject(context.database.db, { type: 'album', title: 'An Album' });
    const tour = await createProject(context.database.db, { type: 'tour', title: 'A Tour', sharePriceCents: 25_00 });
    const { answer } = await compare(`?projects=${tour.id},${album.id}&amount=800&years=3`);
    expect(answer).not.toBeNull();
    expect(answer!.amount).toBe('800.00');
    expect(answer!.years).toBe(3);
    // In the order asked, each with its own price and figures.
    expect(answer!.projects.map((project) => [project.id, project.title, project.sharePrice, project.onMarket])).toEqual([
      [tour.id, 'A Tour', '25.00', false],
      [album.id, 'An Album', '10.00', false],
    ]);
    for (const project of answer!.projects) {
      expect(project.notComparable).toBeNull();
      const { irr, anyLoss, moneyBackIn3Years } = project.figures!;
      expect(Number(irr.p10)).toBeLessThanOrEqual(Number(irr.p50));
      expect(Number(irr.p50)).toBeLessThanOrEqual(Number(irr.p90));
      for (const chance of [anyLoss, moneyBackIn3Years]) expect(chance).toMatch(/^\d{1,3}\.\d$/);
    }
    expect(answer!.split).toMatchObject({ perProject: '400.00', projectIds: [tour.id, album.id] });
    // The split is $400 in each project, their futures taken path by path together, from each project's own inputs.
    const halves = await Promise.all(
      [tour, album].map(async (project) => {
        const url = `/api/projects/${project.id}/outlook?amount=400&years=3&paths=${COMPARE_PATHS}`;
        const { inputs } = projectOutlookSchema.parse((await send(context.app, { method: 'GET', url })).json());
        const { project: simulated, request } = outlookInputsFromWire(inputs);
        return { futures: simulateFutures(simulated, request), holding: request };
      }),
    );
    expect(answer!.split!.figures).toEqual(compareFiguresOf(splitOutlook(halves)));
    expect((await compare(`?projects=${tour.id},${album.id}&amount=800&years=3`)).answer).toEqual(answer);

    const more = (await compare(`?projects=${tour.id},${album.id}&amount=5000&years=3`)).answer!;
    expect(more.split?.perProject).toBe('2500.00');
    expect(more.projects[0]!.figures).not.toEqual(answer!.projects[0]!.figures);
  });

  it('gives each project the figures of its own outlook for the same amount, paths and horizon, funded or open', async () => {
    const [demo] = await context.database.db.select().from(projects).where(eq(projects.demoKey, DEMO_MARKET_PROJECT_KEY));
    const open = await createProject(context.database.db, { type: 'studio' });
    const { answer } = await compare(`?projects=${demo!.id},${open.id}&amount=1500&years=4`);
    for (const project of answer!.projects) {
      const own = await send(context.app, {
        method: 'GET',
        url: `/api/projects/${project.id}/outlook?amount=1500&years=4&paths=${COMPARE_PATHS}`,
      });
      expect(project.figures).toEqual(compareFiguresOf(outlookSchema.parse(own.json())));
    }
    expect(answer!.projects[0]!.onMarket).toBe(true);
    // A new amount reuses the futures already simulated, and gives what a first simulation would.
    const again = (await compare(`?projects=${demo!.id},${open.id}&amount=300&years=4`)).answer!;
    const own = await send(context.app, {
      method: 'GET',
      url: `/api/projects/${open.id}/outlook?amount=300&years=4&paths=${COMPARE_PATHS}`,
    });
    expect(again.projects[1]!.figures).toEqual(compareFiguresOf(outlookSchema.parse(own.json())));
  });

  it('compares one project with no split, and $1,000 over five years by default', async () => {
    const project = await createProject(context.database.db);
    const { answer } = await compare(`?projects=${project.id}`);
    expect(answer).toMatchObject({ amount: '1000.00', years: 5, split: null });
    expect(answer!.projects).toHaveLength(1);
  });

  it('lists a failed or suspended campaign with why it cannot be compared, and splits across the others', async () => {
    const open = await createProject(context.database.db);
    const other = await createProject(context.database.db, { type: 'podcast_production' });
    const failed = await createProject(context.database.db, { status: 'failed', closedAt: new Date() });
    const suspended = await createProject(context.database.db, { status: 'suspended', suspensionReason: 'A test' });
    const { answer } = await compare(`?projects=${failed.id},${open.id},${suspended.id},${other.id}`);
    expect(answer!.projects.map((project) => project.notComparable)).toEqual([
      NOTHING_TO_FORECAST,
      null,
      SUSPENDED_NOTHING_TO_FORECAST,
      null,
    ]);
    expect(answer!.projects[0]!.figures).toBeNull();
    expect(answer!.split).toMatchObject({ perProject: '500.00', projectIds: [open.id, other.id] });
    expect((await compare(`?projects=${failed.id},${open.id}`)).answer!.split).toBeNull();
  });

  it('refuses what it cannot compare with a clear message', async () => {
    const project = await createProject(context.database.db);
    const tooMany = Array.from({ length: COMPARE_MAX_PROJECTS + 1 }, (_, index) => project.id + index).join(',');
    const cases: Array<[string, string | RegExp]> = [
      ['', COMPARE_PROJECTS_MESSAGE],
      ['?projects=', COMPARE_PROJECTS_MESSAGE],
      ['?projects=abc', COMPARE_PROJECTS_MESSAGE],
      ['?projects=1,,x', COMPARE_PROJECTS_MESSAGE],
      ['?projects=-1', COMPARE_PROJECTS_MESSAGE],
      ['?projects=1.5', COMPARE_PROJECTS_MESSAGE],
      [`?projects=${tooMany}`, COMPARE_TOO_MANY_MESSAGE],
      [`?projects=${project.id}&amount=0`, /amount/],
      [`?projects=${project.id}&amount=lots`, /amount/],
      [`?projects=${project.id}&amount=2000000`, /amount/],
      [`?projects=${project.id}&years=11`, /years/],
      [`?projects=${project.id}&paths=100`, /paths/],
    ];
    for (const [query, message] of cases) {
      const { response } = await compare(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(message);
    }
    // The same project twice is compared once.
    expect((await compare(`?projects=${project.id},${project.id}`)).answer!.projects).toHaveLength(1);
    const unknown = await compare(`?projects=${project.id},999998,999999`);
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.response.json()).toEqual({ message: unknownProjectsMessage([999_998, 999_999]) });
  });
});

describe('evenParts', () => {
  it('splits an amount into parts that differ by at most a cent and add up to it', () => {
    expect(evenParts(1000, 3)).toEqual([334, 333, 333]);
    expect(evenParts(1000, 4)).toEqual([250, 250, 250, 250]);
    expect(evenParts(1001, 2)).toEqual([501, 500]);
  });
});
