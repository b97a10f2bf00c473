import { z } from 'zod';
import { projectStatuses } from '../rules/campaigns';

/** One followed project as the dashboard's watchlist shows it. */
export const followedProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  projectImageUrl: z.string().nullable(),
  creatorId: z.number().int(),
  creatorName: z.string(),
  status: z.enum(projectStatuses),
  /** Decimal strings. */
  fundingGoal: z.string(),
  raisedAmount: z.string(),
  /** raisedAmount / fundingGoal × 100, one decimal, not capped. */
  progress: z.number(),
  /** timeline.endDate, YYYY-MM-DD (UTC): the campaign takes investments through that day. */
  endDate: z.string(),
  /** Whole days left on the sandbox clock; 0 once ended (common/rules/days-left.ts). */
  daysLeft: z.number().int(),
  followedAt: z.string(),
});
export type FollowedProject = z.infer<typeof followedProjectSchema>;

/** `GET /api/follows`: what the signed-in user follows, most recently followed first. */
export const followListSchema = z.array(followedProjectSchema);
export type FollowList = z.infer<typeof followListSchema>;
