import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { campaignClosesAt } from '@common/rules/campaigns';
import { earliestEarlyEndDate, earlyCloseOpensOn, formatCampaignDay, utcDay } from '@common/rules/campaign-changes';
import type { EarlyCloseRequest } from '@common/schemas/campaign-changes';
import type { Project } from '@common/schemas/projects';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database } from '../../db/client';
import { investments, projects } from '../../db/schema';
import { projectChanges } from '../../db/schema-updates-and-notifications';
import { AppError, notFound, PROJECT_NOT_FOUND } from '../../errors';
import { closingEarly } from '../notifications';
import { findProject } from '../projects';
import { lockCreatorsCampaign } from './edit-project';

export const GOAL_NOT_REACHED = 'A campaign can close early only once it has reached its goal.';

/**
 * `POST /api/projects/{id}/early-close` (decisions.md, "Campaign changes"; decision 0035): once
 * the campaign has been open 21 days and has reached its goal, the creator sets an earlier end
 * date at least 5 business days after today. Each failed condition is a 409 that names it. The
 * original end date is kept: if the goal is no longer met at the new date, the campaign runs on
 * to it (campaigns/close-campaigns.ts). The cancel window moves with the end date (48 hours
 * before the new close); open reconfirmations end by the new close at the latest. Backers and
 * followers are told, in the same transaction.
 */
export async function closeEarly(
  db: Database,
  userId: number,
  projectId: number,
  request: EarlyCloseRequest,
  time: BusinessTime,
): Promise<Project> {
  await db.transaction(async (tx) => {
    const now = await timeIn(tx, time);
    const project = await lockCreatorsCampaign(tx, userId, projectId);
    const today = utcDay(now);
    const opensOn = earlyCloseOpensOn(project.startDate);
    if (today < opensOn)
      throw new AppError(409, `A campaign can close early only after 21 days open: this one can from ${formatCampaignDay(opensOn)}.`);
    if (project.raisedCents < project.fundingGoalCents) throw new AppError(409, GOAL_NOT_REACHED);
    const { endDate } = request;
    if (endDate >= project.endDate)
      throw new AppError(409, `The new end date must be before the current one, ${formatCampaignDay(project.endDate)}.`);
    const earliest = earliestEarlyEndDate(now);
    if (endDate < earliest)
      throw new AppError(409, `The new end date must be at least 5 business days after today: ${formatCampaignDay(earliest)} or later.`);

    await tx
      .update(projects)
      .set({ endDate, originalEndDate: project.originalEndDate ?? project.endDate })
      .where(eq(projects.id, projectId));
    const closes = campaignClosesAt(endDate);
    await tx
      .update(investments)
      .set({ reconfirmBy: sql`least(${investments.reconfirmBy}, ${closes.toISOString()}::timestamptz)` })
      .where(and(eq(investments.projectId, projectId), eq(investments.status, 'pending'), isNotNull(investments.reconfirmBy)));
    const lines = [`Closing early: end date ${formatCampaignDay(project.endDate)} → ${formatCampaignDay(endDate)}.`];
    const [change] = await tx
      .insert(projectChanges)
      .values({ projectId, lines, material: false, reconfirmBy: null, createdAt: now })
      .returning({ id: projectChanges.id });
    if (!change) throw new Error('change not recorded');
    await closingEarly(tx, { changeId: change.id, projectId, title: project.title, endDate, at: now });
  });
  const updated = await findProject(db, projectId);
  if (!updated) throw notFound(PROJECT_NOT_FOUND);
  return updated;
}
