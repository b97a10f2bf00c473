import type { ProjectType } from '@common/project-types';

/** A fictional creator of the demo data. `key` is its stable identity across seeds and resets. */
export interface DemoCreator {
  key: string;
  name: string;
  /** Lower-case words the explore filter matches by substring, e.g. 'indie music'. */
  category: string;
  bio: string;
  /** Path under client/public, e.g. '/demo/creator-nova-reyes.svg'. */
  imageUrl: string;
  spotifyUrl?: string;
  websiteUrl?: string;
  followers: number;
  totalViews: number;
  /** Whole US dollars. */
  monthlyRevenue: number;
  /** Percent with up to one decimal, e.g. 6.4. */
  averageEngagement: number;
}

export interface DemoMilestone {
  name: string;
  description: string;
  /** Days from the seed date (negative = in the past). */
  dayOffset: number;
  status: 'completed' | 'in_progress' | 'upcoming';
}

/** A fictional project of the demo data; money in whole dollars, dates relative to the day of seeding. */
export interface DemoProject {
  key: string;
  creatorKey: string;
  title: string;
  description: string;
  type: ProjectType;
  musicGenre: string;
  fundingGoal: number;
  raisedAmount: number;
  minInvestment: number;
  sharePrice: number;
  totalShares: number;
  availableShares: number;
  imageUrl: string;
  startDayOffset: number;
  endDayOffset: number;
  /** Days before the seed date that the project was listed. */
  createdDaysAgo: number;
  milestones: DemoMilestone[];
  budget: { venues: number; equipment: number; travel: number; marketing: number; crew: number; other: number };
}
