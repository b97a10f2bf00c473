import { campaignClosesAt } from '@common/rules/campaigns';
import { cents, dollarsToCents, sumCents, type Cents } from '@common/money';
import type { Transaction } from '../client';
import { creators, projects, type Milestone } from '../schema';
import { demoCreators, demoProjects } from './demo-data';
import { demoTraderHoldingsOf } from './demo-market';
import type { DemoCreator, DemoProject } from './demo-types';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (today: Date, dayOffset: number) => new Date(today.getTime() + dayOffset * DAY_MS).toISOString().slice(0, 10);

/** A demo project's row as it is on the day of seeding: dates are relative so the sandbox never starts out of date. */
export function demoProjectRow(project: DemoProject, creatorId: number, today: Date) {
  const milestones: Milestone[] = project.milestones.map((milestone) => ({
    name: milestone.name,
    description: milestone.description,
    date: isoDate(today, milestone.dayOffset),
    status: milestone.status,
  }));
  const breakdown = Object.fromEntries(Object.entries(project.budget).map(([key, amount]) => [key, dollarsToCents(amount)]));
  const endDate = isoDate(today, project.endDayOffset);
  // The demo traders' campaign holdings (demo-market.ts) are part of the raise, as investments are.
  const sharePriceCents = dollarsToCents(project.sharePrice);
  const traders = demoTraderHoldingsOf(project.key, sharePriceCents);
  const demoRaisedCents = cents(dollarsToCents(project.raisedAmount) - traders.shares * sharePriceCents);
  // A demo campaign whose end date has passed is seeded closed, as the closer would have left it.
  const closed = project.endDayOffset < 0;
  return {
    demoKey: project.key,
    creatorId,
    title: project.title,
    description: project.description,
    type: project.type,
    musicGenre: project.musicGenre,
    fundingGoalCents: dollarsToCents(project.fundingGoal),
    demoRaisedCents,
    raisedCents: cents(demoRaisedCents + traders.amountCents),
    minInvestmentCents: dollarsToCents(project.minInvestment),
    sharePriceCents,
    totalShares: project.totalShares,
    availableShares: project.availableShares,
    projectImageUrl: project.imageUrl,
    status: closed ? (project.raisedAmount >= project.fundingGoal ? ('funded' as const) : ('failed' as const)) : ('active' as const),
    closedAt: closed ? campaignClosesAt(endDate) : null,
    // Paid quarters are posted afresh by the payouts job (features/payouts) after a seed or reset.
    valueBp: 10_000,
    payoutsThrough: null,
    paidToInvestorsCents: dollarsToCents(0),
    payoutCount: 0,
    startDate: isoDate(today, project.startDayOffset),
    endDate,
    originalEndDate: null,
    milestones,
    budgetTotalCents: sumCents(Object.values(breakdown)),
    budgetBreakdown: breakdown,
    createdAt: new Date(today.getTime() - project.createdDaysAgo * DAY_MS),
  };
}

export function demoCreatorRow(creator: DemoCreator) {
  return {
    demoKey: creator.key,
    name: creator.name,
    category: creator.category,
    bio: creator.bio,
    imageUrl: creator.imageUrl,
    spotifyUrl: creator.spotifyUrl ?? null,
    websiteUrl: creator.websiteUrl ?? null,
    followers: creator.followers,
    totalViews: creator.totalViews,
    monthlyRevenueCents: dollarsToCents(creator.monthlyRevenue),
    averageEngagement: creator.averageEngagement.toFixed(2),
  };
}

/** A demo project as inserted: what its funded campaign's release on the ledger (and the demo traders' holdings) need. */
export type SeededProject = {
  id: number;
  demoKey: string | null;
  creatorId: number;
  status: string;
  demoRaisedCents: Cents;
  sharePriceCents: Cents;
  closedAt: Date | null;
};

/** The columns of a SeededProject, for `returning`. */
export const seededProjectColumns = {
  id: projects.id,
  demoKey: projects.demoKey,
  creatorId: projects.creatorId,
  status: projects.status,
  demoRaisedCents: projects.demoRaisedCents,
  sharePriceCents: projects.sharePriceCents,
  closedAt: projects.closedAt,
};

/**
 * Inserts the demo creators and projects that are missing, keyed by their demo keys, and returns
 * the projects it inserted. It writes no money: the caller posts the funded campaigns' releases
 * in the same transaction (features/sandbox/seed-demo.ts).
 */
export async function insertMissingDemoData(tx: Transaction, today: Date): Promise<SeededProject[]> {
  await tx.insert(creators).values(demoCreators.map(demoCreatorRow)).onConflictDoNothing({ target: creators.demoKey });
  const creatorRows = await tx.select({ id: creators.id, demoKey: creators.demoKey }).from(creators);
  const creatorIds = new Map(creatorRows.map((row) => [row.demoKey, row.id]));
  return tx
    .insert(projects)
    .values(
      demoProjects.map((project) => {
        const creatorId = creatorIds.get(project.creatorKey);
        if (creatorId === undefined) throw new Error(`Demo project ${project.key} names an unknown creator ${project.creatorKey}`);
        return demoProjectRow(project, creatorId, today);
      }),
    )
    .onConflictDoNothing({ target: projects.demoKey })
    .returning(seededProjectColumns);
}
