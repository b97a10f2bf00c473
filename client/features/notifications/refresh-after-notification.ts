import type { InvalidateQueryFilters, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Notification, NotificationKind } from '@common/schemas/notifications';
import { queryKeys } from '@/lib/query-keys';

/** A kind of data a notification's news changes: the queries that show it, for the notification's project (null: unknown). */
type Changed = (projectId: string | null) => InvalidateQueryFilters[];

/** The header's balance and Account Activity. */
const cash: Changed = () => [{ queryKey: queryKeys.currentUser() }, { queryKey: queryKeys.ledger.all() }];

/** The dashboard's rows (open and closed positions), the Net worth card, the value chart and the returns. */
const holdings: Changed = () => [
  { queryKey: queryKeys.investments.all() },
  { queryKey: queryKeys.portfolio.summary() },
  { queryKey: queryKeys.portfolio.history() },
  { queryKey: queryKeys.portfolio.performance() },
  // The income calendar's paid quarters and estimates follow the holdings and their payouts.
  { queryKey: queryKeys.portfolio.incomeCalendar() },
];

/** The dashboard's payouts section and its summary. */
const payouts: Changed = () => [{ queryKey: queryKeys.payouts.all() }];

/** The project page (/tour/{id}); every project page when the project is unknown. */
const projectPage: Changed = (projectId) => [{ queryKey: projectId === null ? queryKeys.tours.all() : queryKeys.tours.detail(projectId) }];

/** The cards that show a project's raise and status: explore's pages and the creators' project lists (the project's creator is not in the notification). */
const projectCards: Changed = () => [
  // explore's pages only: `['/api/projects', id, 'updates']` shares the prefix.
  { queryKey: queryKeys.explore.all(), predicate: ({ queryKey }) => queryKey.length <= 2 },
  { queryKey: queryKeys.creators.all(), predicate: ({ queryKey }) => queryKey[2] === 'projects' },
];

/** The creator dashboard tab: its list of projects (status, days left, raise) and that project's dashboard and investors. */
const creatorTab: Changed = (projectId) =>
  projectId === null
    ? [{ queryKey: queryKeys.creatorDashboard.all() }]
    : [{ queryKey: queryKeys.creatorDashboard.all(), exact: true }, { queryKey: [...queryKeys.creatorDashboard.all(), projectId] }];

/** `['/api/projects', id, 'updates']` of any project (queryKeys.updates.list). */
const isUpdateList = (queryKey: QueryKey) => queryKey[0] === '/api/projects' && queryKey[2] === 'updates';

/** The project's updates; every project's when the project is unknown. */
const updates: Changed = (projectId) => [
  projectId === null ? { predicate: ({ queryKey }) => isUpdateList(queryKey) } : { queryKey: queryKeys.updates.list(projectId) },
];

/** `['/api/projects', id, 'questions']` of any project (queryKeys.questions.list). */
const isQuestionList = (queryKey: QueryKey) => queryKey[0] === '/api/projects' && queryKey[2] === 'questions';

/** The project's questions and answers; every project's when the project is unknown. */
const questions: Changed = (projectId) => [
  projectId === null ? { predicate: ({ queryKey }) => isQuestionList(queryKey) } : { queryKey: queryKeys.questions.list(projectId) },
];

/** The project's market (its book, last price and trades; every project's when unknown) and the user's orders (My orders). */
const market: Changed = (projectId) => [
  { queryKey: projectId === null ? queryKeys.market.all() : queryKeys.market.project(projectId) },
  { queryKey: queryKeys.market.orders() },
];

/** Every annual-report query: a project's reports and badge, a creator's badge, the creator's own list and forms. */
const annualReports: Changed = () => [
  { predicate: ({ queryKey }) => queryKey.includes('annual-reports') || queryKey[0] === '/api/creator/annual-reports' },
];

/**
 * The sandbox clock (the footer's date, the days left everywhere): news sent because time
 * passed (a close, a quarter's end, a reminder) may come from the clock moved in the sandbox.
 */
const clock: Changed = () => [{ queryKey: queryKeys.sandbox.status() }];

/**
 * What each kind of notification changes on screen. A kind not listed here (one added on the
 * server since this page loaded, or to the schema without a row here) refreshes `otherwise`.
 */
const changedBy: { readonly [Kind in NotificationKind]?: readonly Changed[] } = {
  // A new update on the project page; its creator posted it, so nothing of the creator's changes.
  update_posted: [updates, projectPage],
  // The raise moved: the project, the cards and its creator's tab.
  progress_50: [projectPage, projectCards, creatorTab],
  progress_100: [projectPage, projectCards, creatorTab],
  // Shares issued: the rows leave escrow for holdings; the project closes; its creator's cash gets the net proceeds.
  campaign_funded: [holdings, cash, projectPage, projectCards, creatorTab, clock],
  // Refunded: the cash comes back, the row moves to the closed positions; the project closes.
  campaign_failed: [holdings, cash, projectPage, projectCards, creatorTab, clock],
  // Cash in, the holding's returns, the payouts, the project's quarters and its creator's revenue paid.
  payout_posted: [cash, holdings, payouts, projectPage, creatorTab, clock],
  // Nothing changed but the time: the days left.
  closing_soon: [projectPage, clock],
  update_due: [creatorTab, clock],
  // A fill moves cash and shares between the user's balance and holdings (a buy's better price comes back as cash).
  order_filled: [cash, holdings, projectPage, market],
  // What the order held comes back: a buy's cash, a sell's shares.
  order_expired: [cash, holdings, projectPage, market],
  // To a creator: new backers raised the project and joined its investors.
  new_backers: [creatorTab, projectPage, projectCards],
  // To a creator: their 70% of a quarter's revenue is in their cash, and on the creator tab.
  revenue_share_paid: [cash, creatorTab, clock],
  // The campaign changed: the project page (its changes, its dates) and the row's reconfirmation deadline.
  campaign_changed: [projectPage, projectCards, holdings],
  // The unconfirmed investment was cancelled: its cash comes back, the row moves to the closed positions.
  reconfirmation_lapsed: [cash, holdings, projectPage, projectCards, clock],
  // A new end date: the days left and the cancel window everywhere.
  closing_early: [projectPage, projectCards, holdings],
  early_close_withdrawn: [projectPage, projectCards, holdings, clock],
  // To a creator: a question on the project page and the one awaiting their answer on their tab.
  question_asked: [questions, creatorTab],
  // To the asker: the creator's answer under their question.
  question_answered: [questions],
  // Refunded like a failed campaign: the cash comes back, the row closes, the project shows it suspended.
  campaign_suspended: [holdings, cash, projectPage, projectCards, creatorTab],
  // To a creator: the report's due or overdue now (the reports list and the badges), because time passed.
  annual_report_due: [annualReports, clock],
  // A report on the project page, and the overdue badge gone.
  annual_report_filed: [annualReports],
};

/** For kinds not in the table: what a notification about the user's money or a project can change. */
const otherwise: readonly Changed[] = [cash, holdings, payouts, projectPage, creatorTab];

/** The queries a notification's news makes stale. */
export function changedQueries(notification: Pick<Notification, 'kind' | 'projectId'>): InvalidateQueryFilters[] {
  const kind: string = notification.kind;
  const changed = Object.hasOwn(changedBy, kind) ? (changedBy[kind as NotificationKind] ?? otherwise) : otherwise;
  // `?? null`: a server from before projectId sends none.
  const projectId = notification.projectId === null || notification.projectId === undefined ? null : String(notification.projectId);
  return changed.flatMap((part) => part(projectId));
}

/**
 * Refreshes what a notification that just arrived changes, so an open page shows it without a
 * reload: the queries on screen refetch, the others refetch when next shown.
 */
export async function refreshAfterNotification(
  queryClient: QueryClient,
  notification: Pick<Notification, 'kind' | 'projectId'>,
): Promise<void> {
  await Promise.all(changedQueries(notification).map((filters) => queryClient.invalidateQueries(filters)));
}
