import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatCentsAsUsd, sumCents } from '@common/money';
import { createdBudgetKeys } from '@common/project-types';
import { formatCampaignDay, reconfirmDeadline } from '@common/rules/campaign-changes';
import type { EditProjectRequest } from '@common/schemas/campaign-changes';
import type { Project } from '@common/schemas/projects';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { creators, investments, projects, uploads, type Milestone } from '../../db/schema';
import { projectChanges } from '../../db/schema-updates-and-notifications';
import { AppError, badRequest, notFound, PROJECT_NOT_FOUND } from '../../errors';
import { campaignChanged } from '../notifications';
import { findProject, projectFile } from '../projects';
import { fileAddress, parseIssuedAddress, UNUSED_UPLOAD_LIFETIME_HOURS } from '../uploads';

export const ONLY_THE_CREATOR_CHANGES = "Only the project's creator can change its campaign.";
export const CAMPAIGN_CLOSED = 'This campaign has closed and can no longer be changed.';
export const END_DATE_ONLY_LATER = 'The end date can only move later.';

type ProjectRow = typeof projects.$inferSelect;

/**
 * The project, locked for the change, after the checks every change makes: it exists (404), the
 * user is its creator (403), it is still raising money (409).
 */
export async function lockCreatorsCampaign(tx: Transaction, userId: number, projectId: number): Promise<ProjectRow> {
  const [found] = await tx
    .select({ project: projects, creatorUserId: creators.userId })
    .from(projects)
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .where(eq(projects.id, projectId))
    .for('update', { of: projects });
  if (!found) throw notFound(PROJECT_NOT_FOUND);
  if (found.creatorUserId !== userId) throw new AppError(403, ONLY_THE_CREATOR_CHANGES);
  if (found.project.status !== 'active') throw new AppError(409, CAMPAIGN_CLOSED);
  return found.project;
}

/**
 * Takes a new project image: an upload of this user's, received, recent and unused, marked used
 * by the project. Returns its address as stored, or null when it is the image the project has.
 */
async function claimImage(tx: Transaction, userId: number, project: ProjectRow, address: string): Promise<string | null> {
  const image = projectFile('image', address);
  if (project.projectImageUrl !== null && parseIssuedAddress(project.projectImageUrl)?.id === image.id) return null;
  const [row] = await tx
    .select({ upload: uploads, stale: sql<boolean>`${uploads.createdAt} < now() - ${UNUSED_UPLOAD_LIFETIME_HOURS} * interval '1 hour'` })
    .from(uploads)
    .where(eq(uploads.id, image.id))
    .for('update');
  image.check(row?.upload, userId, row?.stale ?? false);
  await tx
    .update(uploads)
    .set({ usedByProjectId: project.id })
    .where(and(eq(uploads.id, image.id), isNull(uploads.usedByProjectId)));
  return fileAddress(image.id);
}

const sameMilestones = (a: Milestone[], b: Milestone[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `PATCH /api/projects/{id}` (decisions.md, "Campaign changes"; decision 0035): the creator's
 * edit of an active campaign, in one transaction with its record on the project page. A change
 * of the end date or the budget is material: every pending investment must be reconfirmed
 * within 5 business days (or by the close, if sooner), and its backer is told.
 */
export async function editProject(
  db: Database,
  userId: number,
  projectId: number,
  edit: EditProjectRequest,
  time: BusinessTime,
): Promise<Project> {
  await db.transaction(async (tx) => {
    const now = await timeIn(tx, time);
    const project = await lockCreatorsCampaign(tx, userId, projectId);
    const lines: string[] = [];
    const set: Partial<ProjectRow> = {};
    let material = false;

    if (edit.title !== undefined && edit.title !== project.title) {
      set.title = edit.title;
      lines.push(`Title: ${project.title} → ${edit.title}.`);
    }
    if (edit.description !== undefined && edit.description !== project.description) {
      set.description = edit.description;
      lines.push('The description was rewritten.');
    }
    const image = edit.projectImageUrl === undefined ? null : await claimImage(tx, userId, project, edit.projectImageUrl);
    if (image !== null) {
      set.projectImageUrl = image;
      lines.push('The project image was replaced.');
    }
    if (edit.milestones !== undefined) {
      const milestones = edit.milestones.map((milestone) => ({ ...milestone, status: milestone.status ?? 'upcoming' }));
      if (!sameMilestones(milestones, project.milestones)) {
        set.milestones = milestones;
        lines.push('The milestones were changed.');
      }
    }
    const { budget } = edit;
    if (budget !== undefined) {
      const breakdown = Object.fromEntries(createdBudgetKeys.map((key) => [key, budget.breakdown[key]]));
      const total = sumCents(Object.values(breakdown));
      if (JSON.stringify(breakdown) !== JSON.stringify(project.budgetBreakdown)) {
        set.budgetBreakdown = breakdown;
        set.budgetTotalCents = total;
        material = true;
        lines.push(`Budget: ${formatCentsAsUsd(project.budgetTotalCents)} → ${formatCentsAsUsd(total)}, with its breakdown.`);
      }
    }
    if (edit.endDate !== undefined && edit.endDate !== project.endDate) {
      // Both are YYYY-MM-DD, so text order is date order.
      if (edit.endDate < project.endDate) throw badRequest(END_DATE_ONLY_LATER);
      set.endDate = edit.endDate;
      // A later end date set by the creator ends an early close.
      set.originalEndDate = null;
      material = true;
      lines.push(`End date: ${formatCampaignDay(project.endDate)} → ${formatCampaignDay(edit.endDate)}.`);
    }
    if (lines.length === 0) return;

    await tx.update(projects).set(set).where(eq(projects.id, projectId));
    const reconfirmBy = material ? reconfirmDeadline(now, set.endDate ?? project.endDate) : null;
    const [change] = await tx
      .insert(projectChanges)
      .values({ projectId, lines, material, reconfirmBy, createdAt: now })
      .returning({ id: projectChanges.id });
    if (!change) throw new Error('change not recorded');
    if (reconfirmBy) {
      // Every pending investment, one already reconfirmed included: the new terms need a new yes.
      await tx
        .update(investments)
        .set({ reconfirmBy })
        .where(and(eq(investments.projectId, projectId), eq(investments.status, 'pending')));
      await campaignChanged(tx, { id: change.id, projectId, title: set.title ?? project.title, lines, reconfirmBy, at: now });
    }
  });
  const updated = await findProject(db, projectId);
  if (!updated) throw notFound(PROJECT_NOT_FOUND);
  return updated;
}
