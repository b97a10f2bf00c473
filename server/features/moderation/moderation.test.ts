import { describe, expect, it, vi } from 'vitest';
import { questionListSchema } from '@common/schemas/questions';
import { auditPageSchema, moderationQueueSchema } from '@common/schemas/staff';
import { buildApp } from '../../app';
import { creatorWithProject } from '../../test/notification-fixtures';
import { enrolledStaff } from '../../test/staff-fixtures';
import { send, signUpUser, useTestApp } from '../../test/test-app';
import { CLAIMED_BY_ANOTHER } from './moderation';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000', QUESTIONS_PER_USER: '1000' });

/** A question on a new project, reported by `reports` accounts; answers its id and project. */
async function reportedQuestion(reports: number, body = 'Buy followers cheap at my site, best deal!') {
  const creator = await creatorWithProject(context.app, context.database.db);
  const asker = await signUpUser(context.app, { firstName: 'Spam', lastName: 'Poster' });
  const asked = await send(context.app, {
    method: 'POST',
    url: `/api/projects/${creator.project.id}/questions`,
    cookie: asker.cookie,
    payload: { body, promoter: false },
  });
  expect(asked.statusCode).toBe(201);
  const postId = Number(asked.json().id);
  for (let report = 0; report < reports; report += 1) {
    const reporter = await signUpUser(context.app);
    const reported = await send(context.app, {
      method: 'POST',
      url: `/api/posts/${postId}/reports`,
      cookie: reporter.cookie,
      payload: { reason: 'spam' },
    });
    expect(reported.statusCode).toBe(204);
  }
  return { postId, projectId: creator.project.id, asker };
}

const queue = async (cookie: string, name: 'reported' | 'hidden') =>
  moderationQueueSchema.parse((await send(context.app, { method: 'GET', url: `/api/operator/moderation?queue=${name}`, cookie })).json());

const publicPost = async (projectId: number, postId: number) =>
  questionListSchema
    .parse((await send(context.app, { method: 'GET', url: `/api/projects/${projectId}/questions` })).json())
    .questions.find((question) => question.id === postId);

describe('moderation', () => {
  it('queues a reported post, and a post three accounts reported as hidden, each with its text and reports', async () => {
    const moderator = await enrolledStaff(context.app, context.database.db, ['moderator']);
    const once = await reportedQuestion(1);
    const thrice = await reportedQuestion(3);
    const reported = await queue(moderator.cookie, 'reported');
    const hidden = await queue(moderator.cookie, 'hidden');
    expect(reported.items.map((item) => item.post.id)).toContain(once.postId);
    expect(reported.items.map((item) => item.post.id)).not.toContain(thrice.postId);
    const item = hidden.items.find((candidate) => candidate.post.id === thrice.postId);
    expect(item).toMatchObject({
      post: { body: 'Buy followers cheap at my site, best deal!', hidden: true },
      projectId: thrice.projectId,
      claim: null,
    });
    expect(item!.reports.map((report) => report.reason)).toEqual(['spam', 'spam', 'spam']);
  });

  it('lets one moderator hold an item: another is refused, then the holder removes it with a reason, audited', async () => {
    const first = await enrolledStaff(context.app, context.database.db, ['moderator']);
    const second = await enrolledStaff(context.app, context.database.db, ['moderator']);
    const { postId, projectId } = await reportedQuestion(3);
    const claimed = await send(context.app, {
      method: 'POST',
      url: `/api/operator/moderation/posts/${postId}/claim`,
      cookie: first.cookie,
    });
    expect(claimed.statusCode).toBe(200);
    expect(new Date(claimed.json().expiresAt).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    for (const attempt of ['claim', 'remove', 'keep'] as const) {
      const refused = await send(context.app, {
        method: 'POST',
        url: `/api/operator/moderation/posts/${postId}/${attempt}`,
        cookie: second.cookie,
        payload: attempt === 'remove' ? { reason: 'Spam link' } : undefined,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: CLAIMED_BY_ANOTHER });
    }
    expect((await queue(second.cookie, 'hidden')).items.find((item) => item.post.id === postId)?.claim).toMatchObject({
      expiresAt: claimed.json().expiresAt,
    });

    const removed = await send(context.app, {
      method: 'POST',
      url: `/api/operator/moderation/posts/${postId}/remove`,
      cookie: first.cookie,
      payload: { reason: 'Advertising a paid service' },
    });
    expect(removed.statusCode).toBe(204);
    expect(await publicPost(projectId, postId)).toMatchObject({
      body: null,
      removed: true,
      removedReason: 'Advertising a paid service',
      hidden: false,
    });
    expect((await queue(first.cookie, 'hidden')).items.map((item) => item.post.id)).not.toContain(postId);

    const admin = await enrolledStaff(context.app, context.database.db, ['admin']);
    const audit = auditPageSchema.parse(
      (await send(context.app, { method: 'GET', url: `/api/operator/audit?target=post:${postId}`, cookie: admin.cookie })).json(),
    );
    expect(audit.entries.map((entry) => [entry.action, entry.roles, entry.reason, entry.before, entry.after])).toEqual([
      [
        'post.remove',
        ['moderator'],
        'Advertising a paid service',
        { removed: false, removedReason: null },
        { removed: true, removedReason: 'Advertising a paid service' },
      ],
      ['post.claim', ['moderator'], null, null, null],
    ]);
  });

  it('restores a removed post, and keeps a hidden one as it is, each ending the hiding', async () => {
    const moderator = await enrolledStaff(context.app, context.database.db, ['moderator']);
    const removedOne = await reportedQuestion(3, 'A fair question about the tour dates, please?');
    const decide = (postId: number, kind: string, payload?: object) =>
      send(context.app, { method: 'POST', url: `/api/operator/moderation/posts/${postId}/${kind}`, cookie: moderator.cookie, payload });
    expect((await decide(removedOne.postId, 'restore')).statusCode).toBe(409);
    expect((await decide(removedOne.postId, 'remove', { reason: 'Looked like spam' })).statusCode).toBe(204);
    expect((await decide(removedOne.postId, 'restore')).statusCode).toBe(204);
    expect(await publicPost(removedOne.projectId, removedOne.postId)).toMatchObject({
      body: 'A fair question about the tour dates, please?',
      removed: false,
      hidden: false,
    });
    const kept = await reportedQuestion(3, 'Another honest question about the vinyl.');
    expect((await publicPost(kept.projectId, kept.postId))?.hidden).toBe(true);
    expect((await decide(kept.postId, 'keep')).statusCode).toBe(204);
    expect(await publicPost(kept.projectId, kept.postId)).toMatchObject({
      body: 'Another honest question about the vinyl.',
      hidden: false,
    });
    expect((await queue(moderator.cookie, 'hidden')).items.map((item) => item.post.id)).not.toContain(kept.postId);
    expect((await decide(999_999, 'keep')).statusCode).toBe(404);
  });

  it('bans an account from posting for N days with a reason; its posts are refused until then', async () => {
    const moderator = await enrolledStaff(context.app, context.database.db, ['moderator']);
    const { asker, projectId } = await reportedQuestion(1);
    const askerId = Number((await send(context.app, { method: 'GET', url: '/api/auth/user', cookie: asker.cookie })).json().id);
    const banned = await send(context.app, {
      method: 'POST',
      url: '/api/operator/moderation/bans',
      cookie: moderator.cookie,
      payload: { userId: askerId, days: 7, reason: 'Repeated advertising' },
    });
    expect(banned.statusCode).toBe(200);
    const until = new Date(banned.json().until);
    expect(Math.round((until.getTime() - Date.now()) / 86_400_000)).toBe(7);
    const refused = await send(context.app, {
      method: 'POST',
      url: `/api/projects/${projectId}/questions`,
      cookie: asker.cookie,
      payload: { body: 'Still trying to post my link here.', promoter: false },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: `A moderator stopped this account from posting until ${until.toISOString().slice(0, 10)}: Repeated advertising`,
    });
    const badDays = await send(context.app, {
      method: 'POST',
      url: '/api/operator/moderation/bans',
      cookie: moderator.cookie,
      payload: { userId: askerId, days: 0, reason: 'Repeated advertising' },
    });
    expect(badDays.statusCode).toBe(400);
  });

  it('tells every server of a decision at once: the other server drops its cached pages', async () => {
    const other = await buildApp({ config: context.config, database: context.database, clientFolder: null, logger: false });
    try {
      await other.ready();
      const dropped = vi.spyOn(other.responseCache, 'invalidate');
      const moderator = await enrolledStaff(context.app, context.database.db, ['moderator']);
      const { postId } = await reportedQuestion(1);
      expect(
        (
          await send(context.app, {
            method: 'POST',
            url: `/api/operator/moderation/posts/${postId}/remove`,
            cookie: moderator.cookie,
            payload: { reason: 'Spam' },
          })
        ).statusCode,
      ).toBe(204);
      await vi.waitFor(() => expect(dropped).toHaveBeenCalled(), { timeout: 900 });
    } finally {
      await other.close();
    }
  });
});
