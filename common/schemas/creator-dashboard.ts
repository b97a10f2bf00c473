import { z } from 'zod';
import { investmentStatuses, projectStatuses, type InvestmentStatus } from '../rules/campaigns';
import { responsivenessSchema } from './questions';

/** The raise at one moment: a step at every investment, cancellation and refund. */
export const fundingPointSchema = z.object({
  at: z.string(),
  /** Decimal string: what the project had raised right after this moment. */
  raised: z.string(),
});

export const creatorProceedsSchema = z.object({
  raised: z.string(),
  platformFee: z.string(),
  net: z.string(),
  revenuePaid: z.string(),
});
export type CreatorProceeds = z.infer<typeof creatorProceedsSchema>;

/** One of the creator's projects as the Creator tab of /dashboard summarises it. Money as decimal strings. */
export const creatorProjectSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  projectImageUrl: z.string().nullable(),
  status: z.enum(projectStatuses),
  fundingGoal: z.string(),
  raisedAmount: z.string(),
  /** raisedAmount / fundingGoal × 100, one decimal, not capped. */
  progress: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  daysLeft: z.number().int(),
  closedAt: z.string().nullable(),
  /** Distinct accounts that backed the campaign (pending, active or sold since); buyers on the market are not counted. */
  investors: z.number().int(),
  followers: z.number().int(),
  /** In escrow: the amounts of pending investments. */
  pendingAmount: z.string(),
  /** Invested amounts of the holdings whose shares were issued at funding (fees included; still held or sold since). */
  releasedAmount: z.string(),
  /** Pending investments cancelled by their investors, and their amounts (refunded in full). */
  cancellations: z.object({ count: z.number().int(), amount: z.string() }),
  /** Pending investments refunded because the campaign failed. */
  refunds: z.object({ count: z.number().int(), amount: z.string() }),
  /** Simulated revenue booked since funding, and the creator's 70% of it. */
  revenue: z.object({ total: z.string(), creatorShare: z.string() }),
  /** Paid to investors (demo backers included) over `count` quarters. */
  payouts: z.object({ total: z.string(), count: z.number().int() }),
  /**
   * What the campaign paid its creator, from the books: the raise at its funded close, the
   * platform's 5% fee on it, the net credited to the creator, and the creator's 70% revenue
   * share paid to date. All "0.00" until the campaign funds.
   */
  proceeds: creatorProceedsSchema,
  lastUpdateAt: z.string().nullable(),
  daysSinceLastUpdate: z.number().int().nullable(),
  /** 28 days (sandbox clock) since the last update, or since the project started without one, on a project not failed. */
  updateDue: z.boolean(),
  /** The project's questions, those awaiting the creator's answer, and how the creator answers (as the project page says it). */
  questions: z.object({ total: z.number().int(), unanswered: z.number().int(), responsiveness: responsivenessSchema }),
});
export type CreatorProjectSummary = z.infer<typeof creatorProjectSummarySchema>;

/** `GET /api/creator/projects`: the signed-in creator's projects, newest first. */
export const creatorProjectListSchema = z.array(creatorProjectSummarySchema);

/** `GET /api/creator/projects/{id}/dashboard`: one project's summary with its funding curve. */
export const creatorDashboardSchema = creatorProjectSummarySchema.extend({
  /** From the project's start (the demo backers' raise) to now, in time order. */
  curve: z.array(fundingPointSchema),
});
export type CreatorDashboard = z.infer<typeof creatorDashboardSchema>;

/** One investment in the creator's campaign, with the shares issued for it; the CSV export has the same columns. */
export const projectInvestorSchema = z.object({
  investmentId: z.number().int(),
  name: z.string(),
  email: z.string(),
  shares: z.number().int(),
  amount: z.string(),
  status: z.enum(investmentStatuses),
  /** When the investment was made. */
  date: z.string(),
});
export type ProjectInvestor = z.infer<typeof projectInvestorSchema>;

const statusTotalSchema = z.object({ count: z.number().int(), shares: z.number().int(), amount: z.string() });

/**
 * `GET /api/creator/projects/{id}/investors`: every investment ever made in the campaign, newest
 * first, with totals per status; holdings bought on the market are not among them. The amounts of the pending ones equal the project's escrow on
 * the ledger; all of them, the holds the ledger posted into it.
 */
export const projectInvestorListSchema = z.object({
  items: z.array(projectInvestorSchema),
  totals: z.object({
    count: z.number().int(),
    shares: z.number().int(),
    amount: z.string(),
    byStatus: z.object(
      Object.fromEntries(investmentStatuses.map((status) => [status, statusTotalSchema])) as Record<
        InvestmentStatus,
        typeof statusTotalSchema
      >,
    ),
  }),
});
export type ProjectInvestorList = z.infer<typeof projectInvestorListSchema>;

/** `GET /api/creator/projects/{id}/investors.csv`: the header row, in order. */
export const investorCsvColumns = ['name', 'email', 'shares', 'amount', 'status', 'date'] as const;
