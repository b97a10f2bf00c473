import { dollarsToCents, sumCents } from '../../../common/money';
import type { Database, Transaction } from '../client';
import { creators, projects, type Milestone } from '../schema';
import { demoCreators, demoProjects } from './demo-data';
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
  return {
    demoKey: project.key,
    creatorId,
    title: project.title,
    description: project.description,
    type: project.type,
    musicGenre: project.musicGenre,
    fundingGoalCents: dollarsToCents(project.fundingGoal),
    demoRaisedCents: dollarsToCents(project.raisedAmount),
    raisedCents: dollarsToCents(project.raisedAmount),
    minInvestmentCents: dollarsToCents(project.minInvestment),
    sharePriceCents: dollarsToCents(project.sharePrice),
    totalShares: project.totalShares,
    availableShares: project.availableShares,
    projectImageUrl: project.imageUrl,
    status: 'active',
    startDate: isoDate(today, project.startDayOffset),
    endDate: isoDate(today, project.endDayOffset),
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

/** Inserts the demo creators and projects that are missing, keyed by their demo keys. */
export async function insertMissingDemoData(tx: Transaction, today: Date): Promise<void> {
  await tx.insert(creators).values(demoCreators.map(demoCreatorRow)).onConflictDoNothing({ target: creators.demoKey });
  const creatorRows = await tx.select({ id: creators.id, demoKey: creators.demoKey }).from(creators);
  const creatorIds = new Map(creatorRows.map((row) => [row.demoKey, row.id]));
  await tx
    .insert(projects)
    .values(
      demoProjects.map((project) => {
        const creatorId = creatorIds.get(project.creatorKey);
        if (creatorId === undefined) throw new Error(`Demo project ${project.key} names an unknown creator ${project.creatorKey}`);
        return demoProjectRow(project, creatorId, today);
      }),
    )
    .onConflictDoNothing({ target: projects.demoKey });
}

/** The demo data on first start; a second start changes nothing. */
export function seedDemoData(db: Database, today = new Date()): Promise<void> {
  return db.transaction((tx) => insertMissingDemoData(tx, today));
}
