import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, cents, splitRevenue } from '@common/money';
import { nextQuarterEnd } from '@common/rules/quarters';
import { quarterRevenueCents, realizedDraws, valueBpAt } from '@common/rules/revenue-model';
import { projects } from '../../db/schema';
import { DEMO_MARKET_PROJECT_KEY } from '../../db/seed/demo-market';
import { send, useTestApp } from '../../test/test-app';
import { readRevenueSeed } from '../payouts';

const context = useTestApp();

/** Every public read about one project: what a visitor, a page or a script can ask of it. */
const publicReads = (projectId: number, creatorId: number) => [
  `/api/tours/${projectId}`,
  '/api/tours',
  `/api/market/projects/${projectId}`,
  `/api/creators/${creatorId}/projects`,
  `/api/projects/${projectId}/outlook?paths=500`,
  `/api/projects/${projectId}/outlook?paths=500&years=10&amount=5000&seed=1`,
  `/api/outlook/compare?projects=${projectId}&years=10&amount=5000`,
  `/api/projects/${projectId}/questions`,
  '/api/projects',
];

async function readAll(projectId: number, creatorId: number): Promise<string[]> {
  return Promise.all(
    publicReads(projectId, creatorId).map(async (url) => {
      const response = await send(context.app, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    }),
  );
}

/** The moment of asking, which an answer about buying now names, is no secret. */
const withoutAskedAt = (answer: string) => answer.replaceAll(/"startsAt":"[^"]*"/g, '"startsAt":"now"');

describe("a funded project's future", () => {
  it('is not in any public answer, and the public answers are the same whatever the secret seed', async () => {
    const [project] = await context.database.db.select().from(projects).where(eq(projects.demoKey, DEMO_MARKET_PROJECT_KEY));
    if (!project?.closedAt) throw new Error('the demo market project is funded');
    const earning = { id: project.id, type: project.type, fundingGoalCents: project.fundingGoalCents, fundedAt: project.closedAt };
    const seed = await readRevenueSeed(context.database.db);
    const draws = realizedDraws(seed, project.id);
    // The next eight quarters as the payout engine will pay them: revenue, the investors' pool, the share's value.
    const future: string[] = [];
    let quarterEnd = nextQuarterEnd(new Date());
    for (let quarter = 0; quarter < 8; quarter += 1, quarterEnd = nextQuarterEnd(quarterEnd)) {
      const revenue = quarterRevenueCents(earning, quarterEnd, draws);
      future.push(centsToDecimal(revenue), centsToDecimal(cents(splitRevenue(revenue).investors)));
      future.push(String(valueBpAt(earning, quarterEnd, draws)));
    }
    const answers = await readAll(project.id, project.creatorId);
    for (const answer of answers) for (const figure of future) expect(answer).not.toContain(`"${figure}"`);

    // The answers do not depend on the secret at all, so no number of reads can recover it.
    await context.database.db.execute(sql`update sandbox_state set revenue_seed = ${seed + 7_919}::int where id`);
    expect((await readAll(project.id, project.creatorId)).map(withoutAskedAt)).toEqual(answers.map(withoutAskedAt));
    await context.database.db.execute(sql`update sandbox_state set revenue_seed = ${seed}::int where id`);
  });
});
