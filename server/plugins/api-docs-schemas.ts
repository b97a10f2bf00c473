import { z } from 'zod';
import {
  accountProfileSchema,
  accountSchema,
  changePasswordSchema,
  creatorProfileSchema,
  creatorProfileUpdateSchema,
  forgotPasswordAnswerSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@common/schemas/account';
import { currentUserSchema, loginSchema, signupSchema } from '@common/schemas/auth';
import { earlyCloseSchema, editProjectSchema, projectChangeListSchema, projectChangeSchema } from '@common/schemas/campaign-changes';
import { createProjectSchema } from '@common/schemas/create-project';
import {
  creatorDashboardSchema,
  creatorProjectListSchema,
  creatorProjectSummarySchema,
  projectInvestorListSchema,
  projectInvestorSchema,
} from '@common/schemas/creator-dashboard';
import { errorSchema } from '@common/schemas/errors';
import { explorePageSchema } from '@common/schemas/explore';
import { followedProjectSchema, followListSchema } from '@common/schemas/follows';
import { addFundsResultSchema, addFundsSchema } from '@common/schemas/funds';
import { healthSchema, healthUnavailableSchema, livenessSchema, readinessSchema, readinessUnavailableSchema } from '@common/schemas/health';
import { closedInvestmentSchema, investmentRequestSchema, investmentSchema, saleResultSchema } from '@common/schemas/investments';
import { investorProfileSchema, investorProfileUpdateSchema } from '@common/schemas/investor-profile';
import { ledgerEntrySchema, ledgerPageSchema } from '@common/schemas/ledger';
import { statementSaleSchema, statementYearsSchema, yearStatementSchema } from '@common/schemas/statements';
import { marketViewSchema, orderFillSchema, orderPageSchema, orderSchema, placeOrderSchema } from '@common/schemas/market';
import { outlookInputsSchema, outlookSchema, projectOutlookSchema } from '@common/schemas/outlook';
import { calibrationSchema, compareSchema } from '@common/schemas/outlook-compare';
import { holdingOutlookSchema, incomeCalendarSchema, incomeQuarterSchema } from '@common/schemas/holding-outlook';
import { notificationChoicesPayloadSchema, notificationChoicesSchema, unsubscribeResultSchema } from '@common/schemas/notification-choices';
import {
  accountBriefSchema,
  accountPostingsSchema,
  accountSearchSchema,
  ledgerCheckRunSchema,
  ledgerTransferSchema,
  supportViewRequestSchema,
  supportViewSchema,
  trialBalanceSchema,
} from '@common/schemas/operator-views';
import {
  auditEntrySchema,
  auditPageSchema,
  moderationItemSchema,
  moderationQueueSchema,
  postingBanSchema,
  recoveryCodesSchema,
  removePostSchema,
  staffListSchema,
  staffMemberSchema,
  staffMeSchema,
  staffRoleChangeSchema,
  twoFactorConfirmSchema,
  twoFactorSetupSchema,
} from '@common/schemas/staff';
import {
  createPostSchema,
  creatorQuestionListSchema,
  postSchema,
  questionListSchema,
  questionSchema,
  reportPostSchema,
  responsivenessSchema,
} from '@common/schemas/questions';
import { markReadSchema, notificationPageSchema, notificationSchema, unreadCountSchema } from '@common/schemas/notifications';
import { payoutListSchema, payoutSchema, payoutSummarySchema } from '@common/schemas/payouts';
import {
  holdingPerformanceSchema,
  performanceFlowSchema,
  portfolioHistorySchema,
  portfolioPerformanceSchema,
  portfolioSummarySchema,
} from '@common/schemas/portfolio';
import { creatorSchema, messageSchema, milestoneSchema, projectDetailSchema, projectSchema } from '@common/schemas/projects';
import { advanceClockSchema, clockSchema, sandboxStatusSchema } from '@common/schemas/sandbox';
import { createUpdateSchema, projectUpdateSchema, updateListSchema } from '@common/schemas/updates';
import { uploadedFileSchema, uploadUrlRequestSchema, uploadUrlResponseSchema } from '@common/schemas/uploads';
import { withdrawResultSchema, withdrawSchema } from '@common/schemas/withdraw';

/**
 * The payloads the API document names under components.schemas, so that a client generated from
 * it has a type for each (`components['schemas']['Project']`). The schemas stay in common/ as
 * they are; the names are given here, in zod's global registry, which fastify-type-provider-zod
 * reads to write `$ref`s instead of inline copies. Request bodies and answers only: the
 * swagger plugin cannot read a `$ref` as a list of query or path parameters.
 */
export const namedSchemas = {
  Error: errorSchema,
  Message: messageSchema,
  Health: healthSchema,
  HealthUnavailable: healthUnavailableSchema,
  Liveness: livenessSchema,
  Readiness: readinessSchema,
  ReadinessUnavailable: readinessUnavailableSchema,
  SandboxStatus: sandboxStatusSchema,
  AdvanceClock: advanceClockSchema,
  SandboxClock: clockSchema,
  Signup: signupSchema,
  Login: loginSchema,
  CurrentUser: currentUserSchema,
  ChangePassword: changePasswordSchema,
  ForgotPassword: forgotPasswordSchema,
  ForgotPasswordAnswer: forgotPasswordAnswerSchema,
  ResetPassword: resetPasswordSchema,
  Account: accountSchema,
  AccountProfileUpdate: accountProfileSchema,
  CreatorProfile: creatorProfileSchema,
  CreatorProfileUpdate: creatorProfileUpdateSchema,
  Creator: creatorSchema,
  Milestone: milestoneSchema,
  Project: projectSchema,
  ProjectDetail: projectDetailSchema,
  ExplorePage: explorePageSchema,
  CreateProject: createProjectSchema,
  CreateUpdate: createUpdateSchema,
  ProjectUpdate: projectUpdateSchema,
  UpdateList: updateListSchema,
  EditProject: editProjectSchema,
  EarlyClose: earlyCloseSchema,
  ProjectChange: projectChangeSchema,
  ProjectChangeList: projectChangeListSchema,
  UploadUrlRequest: uploadUrlRequestSchema,
  UploadUrl: uploadUrlResponseSchema,
  UploadedFile: uploadedFileSchema,
  AddFunds: addFundsSchema,
  AddFundsResult: addFundsResultSchema,
  Withdraw: withdrawSchema,
  WithdrawResult: withdrawResultSchema,
  InvestmentRequest: investmentRequestSchema,
  Investment: investmentSchema,
  ClosedInvestment: closedInvestmentSchema,
  SaleResult: saleResultSchema,
  InvestorProfileUpdate: investorProfileUpdateSchema,
  InvestorProfile: investorProfileSchema,
  PlaceOrder: placeOrderSchema,
  OrderFill: orderFillSchema,
  Order: orderSchema,
  OrderPage: orderPageSchema,
  MarketView: marketViewSchema,
  PortfolioHistory: portfolioHistorySchema,
  PortfolioSummary: portfolioSummarySchema,
  PerformanceFlow: performanceFlowSchema,
  HoldingPerformance: holdingPerformanceSchema,
  PortfolioPerformance: portfolioPerformanceSchema,
  LedgerEntry: ledgerEntrySchema,
  LedgerPage: ledgerPageSchema,
  Payout: payoutSchema,
  PayoutList: payoutListSchema,
  PayoutSummary: payoutSummarySchema,
  StatementSale: statementSaleSchema,
  YearStatement: yearStatementSchema,
  StatementYears: statementYearsSchema,
  FollowedProject: followedProjectSchema,
  FollowList: followListSchema,
  Notification: notificationSchema,
  NotificationPage: notificationPageSchema,
  MarkRead: markReadSchema,
  UnreadCount: unreadCountSchema,
  NotificationChoices: notificationChoicesSchema,
  NotificationChoicesUpdate: notificationChoicesPayloadSchema,
  UnsubscribeResult: unsubscribeResultSchema,
  CreatePost: createPostSchema,
  Post: postSchema,
  Question: questionSchema,
  Responsiveness: responsivenessSchema,
  QuestionList: questionListSchema,
  CreatorQuestionList: creatorQuestionListSchema,
  ReportPost: reportPostSchema,
  Outlook: outlookSchema,
  OutlookInputs: outlookInputsSchema,
  ProjectOutlook: projectOutlookSchema,
  OutlookCompare: compareSchema,
  OutlookCalibration: calibrationSchema,
  HoldingOutlook: holdingOutlookSchema,
  IncomeQuarter: incomeQuarterSchema,
  IncomeCalendar: incomeCalendarSchema,
  StaffMe: staffMeSchema,
  TwoFactorSetup: twoFactorSetupSchema,
  TwoFactorConfirm: twoFactorConfirmSchema,
  RecoveryCodes: recoveryCodesSchema,
  StaffRoleChange: staffRoleChangeSchema,
  StaffMember: staffMemberSchema,
  StaffList: staffListSchema,
  AuditEntry: auditEntrySchema,
  AuditPage: auditPageSchema,
  ModerationItem: moderationItemSchema,
  ModerationQueue: moderationQueueSchema,
  RemovePost: removePostSchema,
  PostingBan: postingBanSchema,
  AccountSearch: accountSearchSchema,
  AccountBrief: accountBriefSchema,
  SupportViewRequest: supportViewRequestSchema,
  SupportView: supportViewSchema,
  TrialBalance: trialBalanceSchema,
  AccountPostings: accountPostingsSchema,
  LedgerTransfer: ledgerTransferSchema,
  LedgerCheckRun: ledgerCheckRunSchema,
  CreatorProjectSummary: creatorProjectSummarySchema,
  CreatorProjectList: creatorProjectListSchema,
  CreatorDashboard: creatorDashboardSchema,
  ProjectInvestor: projectInvestorSchema,
  ProjectInvestorList: projectInvestorListSchema,
} satisfies Record<string, z.ZodType>;

/** Gives each schema its name in zod's registry, keeping what the registry already held for it (a `.describe()`). */
export function nameSchemas(): void {
  for (const [id, schema] of Object.entries(namedSchemas)) {
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}
