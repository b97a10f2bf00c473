import { z } from 'zod';
import { projectStatuses } from '../rules/campaigns';
import { projectTypes } from '../project-types';

export const creatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  bio: z.string(),
  imageUrl: z.string().nullable(),
  socialLinks: z.object({ spotify: z.string().optional(), website: z.string().optional() }),
  stats: z.object({
    followers: z.number(),
    totalViews: z.number(),
    monthlyRevenue: z.string(),
    averageEngagement: z.number(),
  }),
});
export type Creator = z.infer<typeof creatorSchema>;

export const milestoneSchema = z.object({
  name: z.string(),
  description: z.string(),
  date: z.string(),
  status: z.string(),
});

export const projectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.enum(projectTypes),
  musicGenre: z.string().nullable(),
  creatorId: z.number().int(),
  creator: creatorSchema,
  fundingGoal: z.string(),
  raisedAmount: z.string(),
  minInvestment: z.string(),
  sharePrice: z.string(),
  availableShares: z.number().int(),
  totalShares: z.number().int(),
  projectImageUrl: z.string().nullable(),
  demoSongUrl: z.string().nullable(),
  createdAt: z.string(),
  /** active while it raises money, then funded or failed (decisions.md, Campaigns and escrow), or suspended by two admins. */
  status: z.enum(projectStatuses),
  /** When the campaign closed; null while active. */
  closedAt: z.string().nullable(),
  /** Why the campaign was suspended; null unless it was. */
  suspensionReason: z.string().nullable(),
  /** What the project has paid its investors (demo backers included) in quarterly payouts so far, decimal string. */
  paidToInvestors: z.string(),
  /** How many quarters it has paid. */
  payoutCount: z.number().int(),
  timeline: z.object({ startDate: z.string(), endDate: z.string(), milestones: z.array(milestoneSchema) }),
  budget: z.object({ totalBudget: z.string(), breakdown: z.record(z.string(), z.string()) }),
});
export type Project = z.infer<typeof projectSchema>;

/** `GET /api/tours/{id}`: the project as its page reads it. */
export const projectDetailSchema = projectSchema.extend({
  /** Accounts holding a pending or active investment in it (the fictional demo backers are not accounts). */
  investorCount: z.number().int(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const messageSchema = z.object({ message: z.string() });
