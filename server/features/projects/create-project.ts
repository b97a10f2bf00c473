import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { decimalToCents, sumCents } from '@common/money';
import { createdBudgetKeys } from '@common/project-types';
import { createdMilestones } from '@common/rules/created-milestones';
import type { CreateProjectRequest } from '@common/schemas/create-project';
import type { Project } from '@common/schemas/projects';
import type { Database, Transaction } from '../../db/client';
import { creators, projects, uploads } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import type { SessionUser } from '../../plugins/sessions';
import { fileAddress, UNUSED_UPLOAD_LIFETIME_HOURS } from '../uploads';
import { projectFile, type ProjectFile } from './project-files';
import { toProjectView } from './project-view';

export const END_BEFORE_START = 'End date must be on or after the start date.';

/** The account's creator profile, made from its name on the first project. */
async function ensureCreator(tx: Transaction, user: SessionUser, musicGenre: string) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  const genre = musicGenre.toLowerCase();
  await tx
    .insert(creators)
    .values({
      userId: user.id,
      name,
      category: `${genre} music`,
      bio: `${name} makes ${genre} music. This profile was made from a Stagebacker Sandbox account.`,
    })
    .onConflictDoNothing({ target: creators.userId });
  const [creator] = await tx.select().from(creators).where(eq(creators.userId, user.id)).limit(1);
  if (!creator) throw new Error('creator profile missing after insert');
  return creator;
}

/** Locks the two uploads and checks each is this user's, of its kind, received, recent and unused. */
async function claimFiles(tx: Transaction, user: SessionUser, song: ProjectFile, image: ProjectFile): Promise<void> {
  const rows = await tx
    .select({ upload: uploads, stale: sql<boolean>`${uploads.createdAt} < now() - ${UNUSED_UPLOAD_LIFETIME_HOURS} * interval '1 hour'` })
    .from(uploads)
    .where(inArray(uploads.id, [song.id, image.id]))
    .for('update');
  for (const file of [song, image]) {
    const row = rows.find((candidate) => candidate.upload.id === file.id);
    file.check(row?.upload, user.id, row?.stale ?? false);
  }
}

/**
 * Creates a creator's project, approved at once as the sandbox does: the files must be uploads
 * this server received from this user, and are marked used in the same transaction; the
 * milestones and the budget total are the server's own.
 */
export async function createProject(db: Database, user: SessionUser, request: CreateProjectRequest): Promise<Project> {
  const song = projectFile('music', request.demoSongUrl);
  const image = projectFile('image', request.projectImageUrl);
  const breakdown = Object.fromEntries(createdBudgetKeys.map((key) => [key, request.budget.breakdown[key]]));
  const { startDate, endDate } = request.timeline;
  // Both are YYYY-MM-DD, so text order is date order.
  if (endDate < startDate) throw badRequest(END_BEFORE_START);
  return db.transaction(async (tx) => {
    await claimFiles(tx, user, song, image);
    const creator = await ensureCreator(tx, user, request.musicGenre);
    const [project] = await tx
      .insert(projects)
      .values({
        creatorId: creator.id,
        title: request.title,
        description: request.description,
        type: request.type,
        musicGenre: request.musicGenre,
        fundingGoalCents: decimalToCents(request.fundingGoal),
        minInvestmentCents: decimalToCents(request.minInvestment),
        sharePriceCents: decimalToCents(request.sharePrice),
        totalShares: request.totalShares,
        availableShares: request.totalShares,
        projectImageUrl: fileAddress(image.id),
        demoSongUrl: fileAddress(song.id),
        status: 'active',
        startDate,
        endDate,
        milestones: createdMilestones(startDate, endDate),
        budgetTotalCents: sumCents(Object.values(breakdown)),
        budgetBreakdown: breakdown,
      })
      .returning();
    if (!project) throw new Error('insert returned no project');
    const used = await tx
      .update(uploads)
      .set({ usedByProjectId: project.id })
      .where(and(inArray(uploads.id, [song.id, image.id]), isNull(uploads.usedByProjectId)))
      .returning({ id: uploads.id });
    if (used.length !== 2) throw new AppError(409, 'These files are already used by another project. Please upload them again.');
    return toProjectView(project, creator);
  });
}
