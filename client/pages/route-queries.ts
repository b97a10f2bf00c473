/**
 * The features whose queries the route table's first renders name, each through its public
 * entry, and the rules that choose among them. The table (./routes.ts) takes only their types
 * and is handed this module when a page is rendered on the server, so the entry script, which
 * reads the table to fetch the page's chunk, never pulls the features in. A new query of a
 * feature listed here needs no line: a new feature needs one.
 */
export * as explore from '@common/rules/explore';
export * as account from '@/features/account';
export * as annualReports from '@/features/annual-reports';
export * as auth from '@/features/auth';
export * as campaignChanges from '@/features/campaign-changes';
export * as creatorDashboard from '@/features/creator-dashboard';
export * as creators from '@/features/creators';
export * as follows from '@/features/follows';
export * as forecasts from '@/features/forecasts';
export * as halts from '@/features/halts';
export * as investorProfile from '@/features/investor-profile';
export * as ledger from '@/features/ledger';
export * as market from '@/features/market';
export * as notifications from '@/features/notifications';
export * as notificationChoices from '@/features/notification-choices';
export * as operator from '@/features/operator';
export * as outlook from '@/features/outlook';
export * as payouts from '@/features/payouts';
export * as portfolio from '@/features/portfolio';
export * as projects from '@/features/projects';
export * as questions from '@/features/questions';
export * as sandbox from '@/features/sandbox';
export * as statements from '@/features/statements';
export * as updates from '@/features/updates';
