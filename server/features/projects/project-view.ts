import { centsToDecimal } from '@common/money';
import { projectTypes, type ProjectType } from '@common/project-types';
import type { Creator, Project } from '@common/schemas/projects';
import type { creators, projects } from '../../db/schema';

type CreatorRow = typeof creators.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

export function toCreatorView(creator: CreatorRow): Creator {
  return {
    id: creator.id,
    name: creator.name,
    category: creator.category,
    bio: creator.bio,
    imageUrl: creator.imageUrl,
    socialLinks: {
      ...(creator.spotifyUrl ? { spotify: creator.spotifyUrl } : {}),
      ...(creator.websiteUrl ? { website: creator.websiteUrl } : {}),
    },
    stats: {
      followers: creator.followers,
      totalViews: creator.totalViews,
      monthlyRevenue: centsToDecimal(creator.monthlyRevenueCents),
      averageEngagement: Number(creator.averageEngagement),
    },
  };
}

const asProjectType = (type: string): ProjectType => ((projectTypes as readonly string[]).includes(type) ? (type as ProjectType) : 'other');

/** A project in the spec's section 3 shape: money as decimal strings, the creator nested. */
export function toProjectView(project: ProjectRow, creator: CreatorRow): Project {
  return {
    id: project.id,
    title: project.title,
    description: project.description,
    type: asProjectType(project.type),
    musicGenre: project.musicGenre,
    creatorId: project.creatorId,
    creator: toCreatorView(creator),
    fundingGoal: centsToDecimal(project.fundingGoalCents),
    raisedAmount: centsToDecimal(project.raisedCents),
    minInvestment: centsToDecimal(project.minInvestmentCents),
    sharePrice: centsToDecimal(project.sharePriceCents),
    availableShares: project.availableShares,
    totalShares: project.totalShares,
    projectImageUrl: project.projectImageUrl,
    demoSongUrl: project.demoSongUrl,
    createdAt: project.createdAt.toISOString(),
    status: project.status,
    closedAt: project.closedAt ? project.closedAt.toISOString() : null,
    suspensionReason: project.suspensionReason,
    paidToInvestors: centsToDecimal(project.paidToInvestorsCents),
    payoutCount: project.payoutCount,
    timeline: { startDate: project.startDate, endDate: project.endDate, milestones: project.milestones },
    budget: {
      totalBudget: centsToDecimal(project.budgetTotalCents),
      breakdown: Object.fromEntries(Object.entries(project.budgetBreakdown).map(([key, cents]) => [key, centsToDecimal(cents)])),
    },
  };
}
