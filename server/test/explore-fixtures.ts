import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { dollarsToCents } from '@common/money';
import { explorePageSchema, type ExplorePage } from '@common/schemas/explore';
import type { Project } from '@common/schemas/projects';
import type { Database } from '../db/client';
import { creators, projects } from '../db/schema';
import { send } from './test-app';

/** A word no other row of the database contains, so a search for it finds this test's rows only. */
export const uniqueWord = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

export interface ExploreProjectSpec {
  title: string;
  type?: string;
  goal: number;
  raised?: number;
  min?: number;
  createdAt?: Date;
  status?: 'active' | 'funded' | 'failed';
}

/** A creator and its projects, amounts in dollars; share price $1 so any raise is whole shares. */
export async function addCreatorWithProjects(
  db: Database,
  creator: { name: string; category: string },
  specs: ExploreProjectSpec[],
): Promise<(typeof projects.$inferSelect)[]> {
  const [row] = await db.insert(creators).values(creator).returning();
  if (!row) throw new Error('no creator');
  return db
    .insert(projects)
    .values(
      specs.map((spec) => ({
        creatorId: row.id,
        title: spec.title,
        description: 'A project made by an explore test. Fictional.',
        type: spec.type ?? 'album',
        fundingGoalCents: dollarsToCents(spec.goal),
        demoRaisedCents: dollarsToCents(spec.raised ?? 0),
        raisedCents: dollarsToCents(spec.raised ?? 0),
        minInvestmentCents: dollarsToCents(spec.min ?? 100),
        sharePriceCents: dollarsToCents(1),
        totalShares: spec.goal,
        availableShares: spec.goal - (spec.raised ?? 0),
        startDate: '2025-01-01',
        endDate: '2099-12-31',
        ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
        ...(spec.status ? { status: spec.status } : {}),
      })),
    )
    .returning();
}

export function exploreRequest(app: FastifyInstance, params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return send(app, { method: 'GET', url: `/api/projects?${query}` });
}

/** One page, checked against the response schema. */
export async function explorePage(app: FastifyInstance, params: Record<string, string | number>): Promise<ExplorePage> {
  const response = await exploreRequest(app, params);
  expect(response.statusCode, response.body).toBe(200);
  return explorePageSchema.parse(response.json());
}

/** Every page from the first, following nextCursor; fails on a page past the last. */
export async function allPages(
  app: FastifyInstance,
  params: Record<string, string | number>,
): Promise<{ pages: ExplorePage[]; projects: Project[] }> {
  const pages: ExplorePage[] = [];
  let cursor: string | null = null;
  do {
    const page: ExplorePage = await explorePage(app, { ...params, ...(cursor ? { cursor } : {}) });
    pages.push(page);
    cursor = page.nextCursor;
    expect(pages.length).toBeLessThan(500);
  } while (cursor);
  return { pages, projects: pages.flatMap((page) => page.projects) };
}

const progressOf = (project: Project) => Number(project.raisedAmount) / Number(project.fundingGoal);

/** The spec's sort orders, with the id tie-break the API promises, as an oracle for the tests. */
export const expectedOrder: Record<string, (a: Project, b: Project) => number> = {
  trending: (a, b) => progressOf(b) - progressOf(a) || b.id - a.id,
  newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  funding_goal: (a, b) => Number(b.fundingGoal) - Number(a.fundingGoal) || b.id - a.id,
  min_investment: (a, b) => Number(a.minInvestment) - Number(b.minInvestment) || a.id - b.id,
};
