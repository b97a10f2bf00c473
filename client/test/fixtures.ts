import { currentUserSchema, type CurrentUser } from '@common/schemas/auth';
import { investmentSchema, saleResultSchema, type Investment, type SaleResult } from '@common/schemas/investments';
import {
  DEFAULT_CHANNELS,
  notificationChoicesSchema,
  unsubscribeResultSchema,
  type NotificationChoices,
  type UnsubscribeResult,
} from '@common/schemas/notification-choices';
import { projectSchema, type Project } from '@common/schemas/projects';
import { postSchema, questionListSchema, questionSchema, type Post, type Question, type QuestionList } from '@common/schemas/questions';
import { sandboxStatusSchema, type SandboxStatus } from '@common/schemas/sandbox';

/** Test data shaped (and checked) by the API's own schemas in common/schemas/. */

export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return currentUserSchema.parse({
    id: 7,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    accountType: 'investor',
    accountBalance: '1000.00',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export function aProject(overrides: Partial<Project> = {}): Project {
  return projectSchema.parse({
    id: 3,
    title: 'Midnight Tour',
    description: 'A fictional tour across twelve cities, with a live album recorded on the way.',
    type: 'tour',
    musicGenre: 'Indie',
    creatorId: 11,
    creator: {
      id: 11,
      name: 'The Night Owls',
      category: 'Musician',
      bio: 'A fictional band.',
      imageUrl: null,
      socialLinks: {},
      stats: { followers: 1000, totalViews: 5000, monthlyRevenue: '100.00', averageEngagement: 4.5 },
    },
    fundingGoal: '10000.00',
    raisedAmount: '2500.00',
    minInvestment: '50.00',
    sharePrice: '5.00',
    availableShares: 1000,
    totalShares: 2000,
    projectImageUrl: null,
    demoSongUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    status: 'active',
    closedAt: null,
    suspensionReason: null,
    paidToInvestors: '0.00',
    payoutCount: 0,
    timeline: { startDate: '2025-01-01', endDate: '2099-12-31', milestones: [] },
    budget: { totalBudget: '10000.00', breakdown: {} },
    ...overrides,
  });
}

export function anInvestment(overrides: Partial<Investment> = {}): Investment {
  return investmentSchema.parse({
    id: 21,
    projectId: 3,
    investorName: 'Ada Lovelace',
    investorEmail: 'ada@example.com',
    amount: '250.00',
    fee: '12.50',
    shares: 47,
    reservedShares: 0,
    origin: 'campaign',
    returns: '0.00',
    currentValue: '250.00',
    payoutsReceived: '0.00',
    status: 'active',
    investmentDate: '2025-02-01T00:00:00.000Z',
    cancellableUntil: null,
    reconfirmBy: null,
    closedAt: null,
    project: {
      id: 3,
      title: 'Midnight Tour',
      type: 'tour',
      raisedAmount: '2500.00',
      fundingGoal: '10000.00',
      creator: { name: 'The Night Owls' },
      timeline: { startDate: '2025-01-01', endDate: '2099-12-31' },
      status: 'active',
    },
    ...overrides,
  });
}

/** `DELETE /api/investments/{id}`'s answer for `investment`, closed as sold (or cancelled, when it was pending). */
export function aSale(investment: Investment, accountBalance: string): SaleResult {
  const proceeds = investment.status === 'pending' ? investment.amount : investment.currentValue;
  return saleResultSchema.parse({
    investment: {
      ...investment,
      status: investment.status === 'pending' ? 'cancelled' : 'sold',
      closedAt: '2025-03-01T00:00:00.000Z',
      suspensionReason: null,
      proceeds,
      realizedReturns: '0.00',
      partialSale: false,
    },
    accountBalance,
  });
}

export function aSandboxStatus(): SandboxStatus {
  return sandboxStatusSchema.parse({ nextResetAt: null, startingBalance: '0.00', now: new Date().toISOString() });
}

/** `GET /api/account/notifications`'s answer: the defaults, with `overrides`. */
export function someNotificationChoices(overrides: Partial<NotificationChoices> = {}): { choices: NotificationChoices } {
  return notificationChoicesSchema.parse({ choices: { ...DEFAULT_CHANNELS, ...overrides } });
}

/** `GET /api/unsubscribe?token=`'s answer: what a link would turn off. */
export function anUnsubscribeResult(overrides: Partial<UnsubscribeResult> = {}): UnsubscribeResult {
  return unsubscribeResultSchema.parse({
    kind: 'update_posted',
    kindName: 'A project you follow or backed posted an update',
    email: 'a***@example.com',
    channel: 'digest',
    ...overrides,
  });
}

/** One question or answer as anyone reads it: shown, by a visitor without a badge, unless overridden. */
export function aPost(overrides: Partial<Post> = {}): Post {
  return postSchema.parse({
    id: 101,
    body: 'Will the tour stop in Lisbon this year?',
    author: { id: 31, name: 'Grace H.', badge: null },
    promoter: false,
    createdAt: '2025-03-01T12:00:00.000Z',
    removed: false,
    removedReason: null,
    hidden: false,
    ...overrides,
  });
}

export function aQuestion(overrides: Partial<Question> = {}): Question {
  return questionSchema.parse({ ...aPost(), answers: [], ...overrides });
}

/** `GET /api/projects/{id}/questions`' answer: one page, its total the questions given unless said. */
export function aQuestionList(overrides: Partial<QuestionList> = {}): QuestionList {
  const questions = overrides.questions ?? [];
  return questionListSchema.parse({ questions, nextCursor: null, total: questions.length, responsiveness: null, ...overrides });
}
