import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creatorQuestionListSchema, questionListSchema, type QuestionList } from '@common/schemas/questions';
import { fundedInvestor, investPayload, userIdOf } from '../../test/money-fixtures';
import { creatorWithProject, notificationsOf } from '../../test/notification-fixtures';
import { send, signUpUser, useTestApp } from '../../test/test-app';
import { resetSandbox } from '../sandbox';
import { responsiveness } from './read-questions';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000', QUESTIONS_PER_USER: '1000' });

const ask = (cookie: string, projectId: number, body: string, promoter = false) =>
  send(context.app, { method: 'POST', url: `/api/projects/${projectId}/questions`, cookie, payload: { body, promoter } });
const answer = (cookie: string, questionId: number, body: string, promoter = false) =>
  send(context.app, { method: 'POST', url: `/api/questions/${questionId}/answers`, cookie, payload: { body, promoter } });
const report = (cookie: string, postId: number, reason = 'spam') =>
  send(context.app, { method: 'POST', url: `/api/posts/${postId}/reports`, cookie, payload: { reason } });

async function threadsOf(projectId: number, cursor?: string): Promise<QuestionList> {
  const response = await send(context.app, {
    method: 'GET',
    url: `/api/projects/${projectId}/questions${cursor ? `?cursor=${cursor}` : ''}`,
  });
  expect(response.statusCode).toBe(200);
  return questionListSchema.parse(response.json());
}

describe('questions and answers on a project', () => {
  it('are read signed out, newest question first, answers oldest first, with badges the server computes', async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const projectId = creator.project.id;
    const backer = await fundedInvestor(context.app, 1000);
    const invested = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie: backer.cookie,
      payload: investPayload(projectId, '100', 9),
    });
    expect(invested.statusCode, invested.body).toBe(201);
    // A backer who cancelled (or sold) keeps the badge: they held an investment in it.
    expect(
      (await send(context.app, { method: 'DELETE', url: `/api/investments/${invested.json().id}`, cookie: backer.cookie })).statusCode,
    ).toBe(200);
    const stranger = await signUpUser(context.app, { firstName: 'Sam', lastName: 'Stranger' });

    const first = await ask(backer.cookie, projectId, 'When does the tour start, and where?');
    expect(first.statusCode).toBe(201);
    const second = await ask(stranger.cookie, projectId, 'Is the album coming out on vinyl too?', true);
    expect(second.statusCode).toBe(201);
    expect((await answer(creator.cookie, first.json().id, 'In March, in Lisbon, then across Spain.')).statusCode).toBe(201);
    expect((await answer(stranger.cookie, first.json().id, 'I saw the dates on their site as well.')).statusCode).toBe(201);

    const { questions, total, nextCursor } = await threadsOf(projectId);
    expect(total).toBe(2);
    expect(nextCursor).toBeNull();
    expect(questions.map((question) => question.body)).toEqual([
      'Is the album coming out on vinyl too?',
      'When does the tour start, and where?',
    ]);
    expect(questions[0]).toMatchObject({
      author: { name: 'Sam S.', badge: null },
      promoter: true,
      removed: false,
      hidden: false,
      answers: [],
    });
    expect(questions[1]!.author.badge).toBe('backer');
    expect(questions[1]!.answers.map((post) => [post.author.badge, post.body])).toEqual([
      ['creator', 'In March, in Lisbon, then across Spain.'],
      [null, 'I saw the dates on their site as well.'],
    ]);
  });

  it('answers 401 signed out, 404 for a project or question that does not exist, and refuses a bad body, changing nothing', async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const projectId = creator.project.id;
    const signedOut = await send(context.app, {
      method: 'POST',
      url: `/api/projects/${projectId}/questions`,
      payload: { body: 'A question long enough', promoter: false },
    });
    expect(signedOut.statusCode).toBe(401);
    const asker = await signUpUser(context.app);
    expect((await send(context.app, { method: 'GET', url: '/api/projects/99999999/questions' })).statusCode).toBe(404);
    expect((await ask(asker.cookie, 99_999_999, 'A question long enough')).statusCode).toBe(404);
    expect((await answer(asker.cookie, 99_999_999, 'An answer long enough')).statusCode).toBe(404);
    for (const body of ['too short', ' '.repeat(20) + 'short    ', 'x'.repeat(2001)]) {
      const refused = await ask(asker.cookie, projectId, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'Write between 10 and 2,000 characters.' });
    }
    const noPromoter = await send(context.app, {
      method: 'POST',
      url: `/api/projects/${projectId}/questions`,
      cookie: asker.cookie,
      payload: { body: 'A question long enough' },
    });
    expect(noPromoter.statusCode).toBe(400);
    expect((await threadsOf(projectId)).total).toBe(0);
  });

  it("never lets the project's creator post as a paid promoter", async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const refused = await ask(creator.cookie, creator.project.id, 'Should we add a second date in Porto?', true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: "A project's creator posts as its creator, not as a paid promoter." });
    expect((await threadsOf(creator.project.id)).total).toBe(0);
  });

  it('pages questions by cursor, 20 a page', async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const asker = await signUpUser(context.app);
    for (let n = 1; n <= 21; n += 1)
      expect((await ask(asker.cookie, creator.project.id, `Question number ${n} of many`)).statusCode).toBe(201);
    const page = await threadsOf(creator.project.id);
    expect(page.questions).toHaveLength(20);
    expect(page.questions[0]!.body).toBe('Question number 21 of many');
    const next = await threadsOf(creator.project.id, page.nextCursor!);
    expect(next.questions.map((question) => question.body)).toEqual(['Question number 1 of many']);
    expect(next.nextCursor).toBeNull();
  });

  it('tells the creator of each question once, and the asker when the creator answers (not when another does)', async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const asker = await signUpUser(context.app);
    const other = await signUpUser(context.app);
    const question = (await ask(asker.cookie, creator.project.id, 'Will there be a livestream of the show?')).json();
    await answer(other.cookie, question.id, 'They streamed the last one, I think.');
    await answer(creator.cookie, question.id, 'Yes, on the night, for backers.');
    const toCreator = (await notificationsOf(context.app, creator.cookie)).items.filter((notice) => notice.kind === 'question_asked');
    expect(toCreator.map((notice) => notice.title)).toEqual([`New question on ${creator.project.title}`]);
    const toAsker = (await notificationsOf(context.app, asker.cookie)).items.filter((notice) => notice.kind === 'question_answered');
    expect(toAsker.map((notice) => [notice.title, notice.body])).toEqual([
      [`Casey answered your question on ${creator.project.title}`, 'Yes, on the night, for backers.'],
    ]);
    expect((await notificationsOf(context.app, other.cookie)).items.filter((notice) => notice.kind.startsWith('question_'))).toEqual([]);
  });
});

describe('reports', () => {
  it('are one per account and post; nobody reports their own; three accounts hide the post', async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const asker = await signUpUser(context.app);
    const question = (await ask(asker.cookie, creator.project.id, 'Buy my mixtape at a link in my profile!')).json();
    const own = await report(asker.cookie, question.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: "You can't report your own post." });
    const reporters = [await signUpUser(context.app), await signUpUser(context.app), await signUpUser(context.app)];
    expect((await report(reporters[0]!.cookie, question.id)).statusCode).toBe(204);
    const again = await report(reporters[0]!.cookie, question.id, 'abuse');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already reported this post.' });
    expect((await report(reporters[1]!.cookie, question.id)).statusCode).toBe(204);
    expect((await threadsOf(creator.project.id)).questions[0]).toMatchObject({
      hidden: false,
      body: 'Buy my mixtape at a link in my profile!',
    });
    expect((await report(reporters[2]!.cookie, question.id, 'misleading')).statusCode).toBe(204);
    expect((await threadsOf(creator.project.id)).questions[0]).toMatchObject({ hidden: true, body: null, removed: false });
    expect((await report(reporters[0]!.cookie, 99_999_999)).statusCode).toBe(404);
    const badReason = await send(context.app, {
      method: 'POST',
      url: `/api/posts/${question.id}/reports`,
      cookie: asker.cookie,
      payload: { reason: 'boring' },
    });
    expect(badReason.statusCode).toBe(400);
  });

  it('a removed post keeps its place with the reason and no body, and its question takes no answers', async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const asker = await signUpUser(context.app);
    const question = (await ask(asker.cookie, creator.project.id, 'Something a moderator will remove.')).json();
    await context.database.db.execute(
      sql`update project_posts set removed_at = now(), reviewed_at = now(), removed_reason = 'Spam' where id = ${Number(question.id)}::int`,
    );
    expect((await threadsOf(creator.project.id)).questions[0]).toMatchObject({
      id: question.id,
      body: null,
      removed: true,
      removedReason: 'Spam',
      hidden: false,
    });
    const refused = await answer(creator.cookie, question.id, 'An answer to a removed question.');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This question was removed by a moderator and takes no answers.' });
  });
});

describe("the creator's responsiveness", () => {
  it('is the part of the questions older than 7 days the creator answered and the median time to their first answer, once there are 3', async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const asker = await signUpUser(context.app);
    const askerId = await userIdOf(context.database.db, asker.email);
    const projectId = creator.project.id;
    const now = new Date('2027-06-01T12:00:00Z');
    const at = (daysAgo: number, hoursAfter = 0) => new Date(now.getTime() - daysAgo * 86_400_000 + hoursAfter * 3_600_000).toISOString();
    const post = async (authorId: number, createdAt: string, questionId: number | null = null) => {
      const result = await context.database.db.execute<{ id: number }>(sql`
        insert into project_posts (project_id, question_id, author_id, body, promoter, created_at)
        values (${projectId}::int, ${questionId}::int, ${authorId}::int, 'A post of the fixture', false, ${createdAt}::timestamptz) returning id`);
      return Number(result.rows[0]!.id);
    };
    const first = await post(askerId, at(30));
    await post(creator.userId, at(30, 2), first);
    await post(creator.userId, at(30, 20), first); // only the first answer counts
    const second = await post(askerId, at(20));
    await post(askerId, at(20, 1), second); // not the creator's
    await post(creator.userId, at(20, 10), second);
    await post(askerId, at(3)); // too young to count
    await post(askerId, at(200)); // older than 180 days
    expect(await responsiveness(context.database.db, projectId, now)).toBeNull();
    await post(askerId, at(10)); // unanswered
    expect(await responsiveness(context.database.db, projectId, now)).toEqual({ answeredPercent: 67, typicalHours: 6 });
  });
});

describe("the creator's dashboard", () => {
  it("lists the questions awaiting the creator's answer first, longest waiting first, and counts them beside the project", async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const projectId = creator.project.id;
    const asker = await signUpUser(context.app);
    const other = await signUpUser(context.app);
    const asked = [];
    for (const body of ['First: when is the tour?', 'Second: any vinyl?', 'Third: to be removed.', 'Fourth: a stranger answers.']) {
      asked.push(Number((await ask(asker.cookie, projectId, body)).json().id));
    }
    const [first, second, third, fourth] = asked as [number, number, number, number];
    expect((await answer(creator.cookie, second, 'Yes, a pressing of 300.')).statusCode).toBe(201);
    expect((await answer(other.cookie, fourth, 'Not the creator answering here.')).statusCode).toBe(201);
    await context.database.db.execute(
      sql`update project_posts set removed_at = now(), reviewed_at = now(), removed_reason = 'Spam' where id = ${third}::int`,
    );

    const response = await send(context.app, {
      method: 'GET',
      url: `/api/creator/projects/${projectId}/questions`,
      cookie: creator.cookie,
    });
    expect(response.statusCode).toBe(200);
    const list = creatorQuestionListSchema.parse(response.json());
    expect(list.questions.map((question) => [question.id, question.awaitsCreator])).toEqual([
      [first, true],
      [fourth, true],
      [third, false],
      [second, false],
    ]);
    expect(list).toMatchObject({ total: 4, unanswered: 2 });

    const summaries = await send(context.app, { method: 'GET', url: '/api/creator/projects', cookie: creator.cookie });
    expect(summaries.json().find((project: { id: number }) => project.id === projectId).questions).toEqual({
      total: 4,
      unanswered: 2,
      responsiveness: null,
    });
    const dashboard = await send(context.app, {
      method: 'GET',
      url: `/api/creator/projects/${projectId}/dashboard`,
      cookie: creator.cookie,
    });
    expect(dashboard.json().questions).toEqual({ total: 4, unanswered: 2, responsiveness: null });
  });

  it("is the project's creator's alone", async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const otherCreator = await creatorWithProject(context.app, context.database.db);
    const investor = await signUpUser(context.app);
    const url = `/api/creator/projects/${creator.project.id}/questions`;
    expect((await send(context.app, { method: 'GET', url })).statusCode).toBe(401);
    for (const cookie of [otherCreator.cookie, investor.cookie]) {
      const refused = await send(context.app, { method: 'GET', url, cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toEqual(expect.any(String));
    }
  });
});

describe('a sandbox reset', () => {
  it('takes the questions and answers on the demo projects with the rest of the sandbox history', async () => {
    const [demo] = (await context.database.db.execute<{ id: number }>(sql`select id from projects order by id limit 1`)).rows;
    const asker = await signUpUser(context.app);
    expect((await ask(asker.cookie, Number(demo!.id), 'Is this demo project still open for backers?')).statusCode).toBe(201);
    expect((await threadsOf(Number(demo!.id))).total).toBe(1);
    await resetSandbox(context.database.db, { startingBalanceCents: context.config.startingBalanceCents, today: new Date() });
    expect((await threadsOf(Number(demo!.id))).total).toBe(0);
  });
});
