import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questionListSchema } from '@common/schemas/questions';
import { ledgerPostings, projects, users } from '../../db/schema';
import { projectPosts } from '../../db/schema-updates-and-notifications';
import { DEMO_TRADER_PASSWORD_HASH } from '../../db/seed/demo-market';
import { DEMO_CONVERSATION_PROJECT_KEY, demoQuestions, demoVoiceEmails, demoVoices } from '../../db/seed/demo-questions';
import { expectLedgerClean } from '../../test/money-fixtures';
import { send, signUpUser, useTestApp } from '../../test/test-app';
import { resetSandbox } from './reset-sandbox';
import { seedDemoData } from './seed-demo';

const context = useTestApp({ QUESTIONS_PER_USER: '1000' });

async function conversation() {
  const [project] = await context.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.demoKey, DEMO_CONVERSATION_PROJECT_KEY));
  const response = await send(context.app, { method: 'GET', url: `/api/projects/${project!.id}/questions` });
  expect(response.statusCode).toBe(200);
  return { projectId: project!.id, ...questionListSchema.parse(response.json()) };
}

describe('the demo conversation', () => {
  it('shows questions answered by the creator, one from a disclosed paid promoter, one awaiting its answer, and the answer rate', async () => {
    const { questions, total, responsiveness } = await conversation();
    expect(total).toBe(demoQuestions.length);
    expect(questions.map((question) => question.body)).toEqual(demoQuestions.map((question) => question.body).reverse());
    const promoted = questions.filter((question) => question.promoter);
    expect(promoted.map((question) => question.author.name)).toEqual([`${demoVoices.promoter.firstName} R.`]);
    expect(questions.flatMap((question) => question.answers.map((answer) => [answer.author.name, answer.author.badge]))).toEqual(
      Array(3).fill(['Neon T.', 'creator']),
    );
    expect(questions[0]!.answers).toEqual([]);
    // Median of 3, 6 and 20 hours; all three questions older than a week answered.
    expect(responsiveness).toEqual({ answeredPercent: 100, typicalHours: 6 });
  });

  it('speaks through accounts nobody can sign in to, holding no money', async () => {
    for (const email of demoVoiceEmails) {
      const signIn = await send(context.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_TRADER_PASSWORD_HASH },
      });
      expect(signIn.statusCode).toBe(401);
    }
    const voices = await context.database.db
      .select({ balanceCents: users.balanceCents })
      .from(users)
      .where(inArray(users.email, demoVoiceEmails));
    expect(voices.map((voice) => voice.balanceCents)).toEqual(demoVoiceEmails.map(() => 0));
  });

  it('is written once: a second start adds nothing', async () => {
    const before = await context.database.db.$count(projectPosts);
    await seedDemoData(context.database.db, new Date(Date.now() + 86_400_000));
    expect(await context.database.db.$count(projectPosts)).toBe(before);
  });

  it('comes back as seeded at a sandbox reset, without what others posted, and the books stay clean', async () => {
    const { projectId } = await conversation();
    const asker = await signUpUser(context.app);
    const asked = await send(context.app, {
      method: 'POST',
      url: `/api/projects/${projectId}/questions`,
      cookie: asker.cookie,
      payload: { body: 'Is the live debut going to be filmed?', promoter: false },
    });
    expect(asked.statusCode).toBe(201);
    expect((await conversation()).total).toBe(demoQuestions.length + 1);

    await resetSandbox(context.database.db, { startingBalanceCents: context.config.startingBalanceCents, today: new Date() });
    const { questions, responsiveness } = await conversation();
    expect(questions.map((question) => question.body)).toEqual(demoQuestions.map((question) => question.body).reverse());
    expect(responsiveness).toEqual({ answeredPercent: 100, typicalHours: 6 });
    // Not opened with the starting balance like the people's accounts.
    const voices = await context.database.db.select({ id: users.id }).from(users).where(inArray(users.email, demoVoiceEmails));
    expect(voices).toHaveLength(demoVoiceEmails.length);
    expect(
      await context.database.db.$count(
        ledgerPostings,
        and(
          eq(ledgerPostings.accountKind, 'user_cash'),
          inArray(
            ledgerPostings.accountId,
            voices.map((voice) => voice.id),
          ),
        ),
      ),
    ).toBe(0);
    await expectLedgerClean(context.database.db);
  });
});
