import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerAsk, createOutlookEngine } from '@common/rules/outlook-engine';
import { projectOutlookSchema, type ProjectOutlookAnswer } from '@common/schemas/outlook';
import { projects } from '../../db/schema';
import { DEMO_MARKET_PROJECT_KEY } from '../../db/seed/demo-market';
import { createProject } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';

const context = useTestApp();

const outlookOf = async (projectId: number, query: string): Promise<ProjectOutlookAnswer> => {
  const response = await send(context.app, { method: 'GET', url: `/api/projects/${projectId}/outlook${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return projectOutlookSchema.parse(response.json());
};

/**
 * The project page's worker answers other amounts and horizons from the inputs of the server's
 * first answer (common/rules/outlook-engine.ts, `answerAsk`, which is all the worker runs): the
 * same figures as the server's own answer to that amount and horizon, to the cent.
 */
describe("the project page's worker and GET /api/projects/{id}/outlook", () => {
  it('agree for an open campaign, whatever the amount and horizon, its futures reused between amounts', async () => {
    const project = await createProject(context.database.db, { type: 'podcast_production' });
    const first = await outlookOf(project.id, '?paths=400');
    expect(first.inputs).toMatchObject({ amount: '100.00', years: 5, paths: 400, price: '10.00', onMarket: false, startsAt: null });
    const engine = createOutlookEngine();
    const { inputs, ...firstFigures } = first;
    expect(answerAsk(engine, { inputs, amount: inputs.amount, years: inputs.years })).toEqual(firstFigures);
    for (const [amount, years] of [
      ['250', 5],
      ['1234.56', 5],
      ['100', 1],
      ['5000', 10],
      ['317.5', 3],
    ] as const) {
      const { inputs: asked, ...server } = await outlookOf(project.id, `?paths=400&amount=${amount}&years=${years}`);
      expect(asked).toEqual({ ...inputs, amount: asked.amount, years });
      expect(answerAsk(engine, { inputs, amount: asked.amount, years }), `${amount} over ${years} years`).toEqual(server);
    }
  });

  it('agree for a funded project bought now on the market', async () => {
    const [demo] = await context.database.db.select().from(projects).where(eq(projects.demoKey, DEMO_MARKET_PROJECT_KEY));
    const { inputs, ...figures } = await outlookOf(demo!.id, '?paths=300&years=2');
    expect(inputs.onMarket).toBe(true);
    expect(inputs.startsAt).not.toBeNull();
    const engine = createOutlookEngine();
    expect(answerAsk(engine, { inputs, amount: inputs.amount, years: 2 })).toEqual(figures);
    const { inputs: asked, ...server } = await outlookOf(demo!.id, '?paths=300&years=4&amount=900');
    expect(asked).toEqual({ ...inputs, amount: '900.00', years: 4 });
    expect(answerAsk(engine, { inputs, amount: '900.00', years: 4 })).toEqual(server);
  });
});
