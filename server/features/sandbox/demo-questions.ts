import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { creators, projects, users } from '../../db/schema';
import { projectPosts } from '../../db/schema-updates-and-notifications';
import { DEMO_TRADER_PASSWORD_HASH } from '../../db/seed/demo-market';
import {
  DEMO_CONVERSATION_CREATOR_KEY,
  DEMO_CONVERSATION_PROJECT_KEY,
  demoQuestions,
  demoVoiceEmails,
  demoVoices,
  type DemoVoiceKey,
} from '../../db/seed/demo-questions';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The demo voices' accounts: their demo emails and the demo's mark in place of a password hash (shared with the demo traders). */
const isDemoVoice = and(inArray(users.email, demoVoiceEmails), eq(users.passwordHash, DEMO_TRADER_PASSWORD_HASH));

/**
 * The demo conversation on its project, when the project is there and carries none yet: the
 * voices' accounts (created when missing; an email someone signed up with is not the demo's, and
 * that voice's posts are left out), the demo creator answering through its voice, and the posts
 * dated from `today` back.
 */
export async function insertDemoConversation(tx: Transaction, today: Date): Promise<void> {
  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.demoKey, DEMO_CONVERSATION_PROJECT_KEY));
  if (!project) return;
  await tx
    .insert(users)
    .values(
      Object.entries(demoVoices).map(([key, voice]) => ({
        ...voice,
        passwordHash: DEMO_TRADER_PASSWORD_HASH,
        accountType: key === 'creator' ? ('creator' as const) : ('investor' as const),
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const accounts = await tx.select({ id: users.id, email: users.email }).from(users).where(isDemoVoice);
  const ids = new Map(accounts.map((account) => [account.email, account.id]));
  const voiceId = (voice: DemoVoiceKey) => ids.get(demoVoices[voice].email);
  const [said] = await tx
    .select({ posts: sql<number>`count(*)::int` })
    .from(projectPosts)
    .where(and(eq(projectPosts.projectId, project.id), inArray(projectPosts.authorId, [...ids.values()])));
  if (ids.size === 0 || (said?.posts ?? 0) > 0) return;

  const creatorAccount = voiceId('creator');
  if (creatorAccount !== undefined) {
    await tx
      .update(creators)
      .set({ userId: creatorAccount })
      .where(and(eq(creators.demoKey, DEMO_CONVERSATION_CREATOR_KEY), isNull(creators.userId)));
  }
  for (const question of demoQuestions) {
    const askerId = voiceId(question.voice);
    if (askerId === undefined) continue;
    const askedAt = new Date(today.getTime() - question.daysAgo * DAY_MS);
    const [asked] = await tx
      .insert(projectPosts)
      .values({ projectId: project.id, authorId: askerId, body: question.body, promoter: question.promoter, createdAt: askedAt })
      .returning({ id: projectPosts.id });
    const answers = question.answers.flatMap((answer) => {
      const authorId = voiceId(answer.voice);
      return authorId === undefined
        ? []
        : [
            {
              projectId: project.id,
              questionId: asked!.id,
              authorId,
              body: answer.body,
              promoter: false,
              createdAt: new Date(askedAt.getTime() + answer.hoursLater * HOUR_MS),
            },
          ];
    });
    if (answers.length > 0) await tx.insert(projectPosts).values(answers);
  }
}

/** For a sandbox reset, before the books restart: the demo voices go (their posts with them), to come back with the demo projects. */
export async function removeDemoVoices(tx: Transaction): Promise<void> {
  await tx.delete(users).where(isDemoVoice);
}
