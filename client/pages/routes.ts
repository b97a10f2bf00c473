/**
 * Every route of the spec, declared once: its path, its page (a file of client/pages, its own
 * chunk), its head when that does not depend on data, and the queries its first render shows.
 * The router, the entry script (which fetches the page's chunk alongside the app's), the server's
 * render (which runs those queries before rendering) and the server's page head, robots.txt and
 * sitemap all read this table.
 *
 * It imports nothing from the client at run time (the features' query options come in as `q`,
 * typed from ./route-queries.ts: `q.projects.projectQuery`) and names pages by file, not by `import()`, so the entry script stays small
 * and the server can read the heads without bundling the pages. A head that depends on data (a
 * project's title, a creator's name) stays beside that data: the server's page head reads the
 * row, the page sets the title from its query.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { documentTitle, SITE_NAME, type PageMeta } from '@common/page-meta';
import type { CurrentUser } from '@common/schemas/auth';
import type * as RouteQueries from './route-queries';

/** A query's options as the features declare them (`queryOptions` or `infiniteQueryOptions`). */
export interface FirstRenderQuery {
  queryKey: QueryKey;
  /** Present on an infinite query's options: its first page is what a first render shows. */
  initialPageParam?: unknown;
}

/** What a first render's queries depend on. */
export interface RouteVisit {
  path: string;
  params: Record<string, string>;
  search: URLSearchParams;
  /** The signed-in user, or null for a visitor. */
  user: CurrentUser | null;
  /** Reads a query first, for a query chosen from another's answer. */
  fetch: QueryClient['fetchQuery'];
}

/** The queries a first render shows; `false` and the like leave one out (a visitor's page, another tab). */
export type FirstRenderQueries = (
  q: typeof RouteQueries,
  visit: RouteVisit,
) => Array<FirstRenderQuery | false | null | undefined> | Promise<Array<FirstRenderQuery | false | null | undefined>>;

export interface PageRoute {
  /** A wouter pattern: `:name` matches one segment. */
  path: string;
  /** The page's file in client/pages, without `.tsx`. */
  page: string;
  /** Absent where the head depends on data. */
  meta?: PageMeta;
  queries?: FirstRenderQueries;
}

const SANDBOX_NOTE = 'Virtual money and fictional projects: no real money moves.';

/**
 * What the app shell shows on every page besides the signed-in user (the header asks for it
 * before anything else): the footer's sandbox status, and a signed-in user's notifications for
 * the bell (the landing page too shows a signed-in user the full header).
 */
export const appShellQueries: FirstRenderQueries = (q, { user }) => [
  q.sandbox.sandboxStatusQuery,
  user && q.notifications.notificationsQuery,
];

export const pageRoutes: PageRoute[] = [
  {
    path: '/',
    page: 'landing',
    meta: {
      title: `${SITE_NAME}: Invest in the Creator Economy`,
      description: `Back music and audio creators' tours, albums, studio gear and podcasts, and share in their success. ${SANDBOX_NOTE}`,
      public: true,
    },
  },
  {
    path: '/sandbox-access',
    page: 'sandbox-access',
    meta: { title: documentTitle('Your Sandbox Access'), description: `Your access to the ${SITE_NAME}. ${SANDBOX_NOTE}`, noindex: true },
  },
  {
    path: '/how-it-works',
    page: 'how-it-works',
    meta: {
      title: documentTitle('How It Works'),
      description: `How investing, quarterly revenue-share payouts and returns work in the sandbox. ${SANDBOX_NOTE}`,
      public: true,
    },
    // "How good are the forecasts?": the calibration figure.
    queries: (q) => [q.forecasts.calibrationQuery],
  },
  {
    path: '/for-creators',
    page: 'for-creators',
    meta: {
      title: documentTitle('For Creators'),
      description: `How music and audio creators raise money for their projects, and the guidelines they follow. ${SANDBOX_NOTE}`,
      public: true,
    },
  },
  {
    path: '/contact',
    page: 'contact',
    meta: { title: documentTitle('Contact Us'), description: `How to reach the ${SITE_NAME} team.`, public: true },
  },
  {
    path: '/support',
    page: 'support',
    meta: { title: documentTitle('Help Center'), description: `Answers to common questions about the ${SITE_NAME}.`, public: true },
  },
  {
    path: '/privacy',
    page: 'privacy',
    meta: { title: documentTitle('Privacy Policy'), description: `How the ${SITE_NAME} handles your data.`, public: true },
  },
  {
    path: '/terms',
    page: 'terms',
    meta: { title: documentTitle('Terms of Service'), description: `The user licence agreement of the ${SITE_NAME}.`, public: true },
  },
  {
    path: '/login',
    page: 'login',
    meta: { title: documentTitle('Sign In'), description: `Sign in to the ${SITE_NAME}.`, noindex: true },
  },
  {
    path: '/forgot-password',
    page: 'forgot-password',
    meta: { title: documentTitle('Forgot Password'), description: `Get a link to reset your ${SITE_NAME} password.`, noindex: true },
  },
  {
    path: '/reset-password',
    page: 'reset-password',
    meta: { title: documentTitle('Reset Password'), description: `Choose a new ${SITE_NAME} password.`, noindex: true },
  },
  {
    path: '/signup',
    page: 'signup',
    meta: { title: documentTitle('Create Account'), description: `Create your ${SITE_NAME} account. ${SANDBOX_NOTE}` },
    // Whether sign-ups are paused, and why.
    queries: (q, { user }) => [!user && q.halts.haltsQuery],
  },
  {
    path: '/dashboard',
    page: 'dashboard',
    meta: { title: documentTitle('Investment Dashboard'), description: `Your sandbox portfolio, payouts and returns.`, noindex: true },
    queries: async (q, { user, search, fetch }) => {
      if (!user) return [];
      const always = [
        q.portfolio.investmentsQuery,
        q.portfolio.investmentHistoryQuery,
        q.portfolio.portfolioSummaryQuery,
        q.payouts.latestPayoutsQuery(q.payouts.LATEST_PAYOUTS_COUNT),
        q.payouts.payoutSummaryQuery,
        q.follows.followsQuery,
        q.market.myOrdersQuery('open'),
        // On the overview, which shows whenever the tab named cannot (a creator's tab for an investor).
        q.portfolio.incomeCalendarQuery,
      ];
      if (search.get('tab') === 'analytics' && search.get('analyticsTab') === 'performance') {
        return [
          ...always,
          q.portfolio.portfolioHistoryQuery(q.portfolio.DEFAULT_TIMEFRAME),
          q.portfolio.portfolioPerformanceQuery(q.portfolio.DEFAULT_TIMEFRAME),
        ];
      }
      if (search.get('tab') !== 'creator' || !q.auth.canCreateProjects(user)) return always;
      // The Creator tab: the creator's projects, then the chosen one's questions, curve and investors.
      const projects = await fetch(q.creatorDashboard.creatorDashboardProjectsQuery).catch(() => []);
      const project = q.creatorDashboard.selectedCreatorProject(projects, search.get('project'));
      if (!project) return always;
      return [
        ...always,
        q.questions.creatorQuestionsQuery(String(project.id)),
        q.creatorDashboard.creatorDashboardQuery(String(project.id)),
        q.creatorDashboard.projectInvestorsQuery(String(project.id)),
        q.annualReports.myAnnualReportsQuery,
      ];
    },
  },
  {
    path: '/add-funds',
    page: 'add-funds',
    meta: { title: documentTitle('Add Funds'), description: `Add virtual funds to your sandbox balance.`, noindex: true },
  },
  {
    path: '/withdraw',
    page: 'withdraw',
    meta: { title: documentTitle('Withdraw Funds'), description: `Withdraw virtual funds from your sandbox balance.`, noindex: true },
  },
  {
    path: '/account',
    page: 'account',
    meta: {
      title: documentTitle('Account Settings'),
      description: `Your name, profile image, password, investor profile and creator profile.`,
      noindex: true,
    },
    // The creator profile's section reads the account's settings, the investor profile its own; the rest is the signed-in user.
    queries: (q, { user }) => [q.auth.canCreateProjects(user) && q.account.accountQuery, user && q.investorProfile.investorProfileQuery],
  },
  {
    path: '/account/notifications',
    page: 'account-notifications',
    meta: {
      title: documentTitle('Notification Choices'),
      description: `Which notifications are also emailed to you: at once, in a daily digest, or none.`,
      noindex: true,
    },
    queries: (q, { user }) => [user && q.notificationChoices.notificationChoicesQuery],
  },
  {
    path: '/operator',
    page: 'operator',
    meta: { title: documentTitle('Operator Console'), description: `The console of ${SITE_NAME} staff.`, noindex: true },
    queries: (q, { user }) => [user && q.operator.staffMeQuery],
  },
  {
    path: '/operator/2fa',
    page: 'operator-2fa',
    meta: { title: documentTitle('Two-Factor Sign-In'), description: `Two-factor sign-in for ${SITE_NAME} staff.`, noindex: true },
  },
  {
    path: '/unsubscribe',
    page: 'unsubscribe',
    meta: { title: documentTitle('Unsubscribe'), description: `Stop the emails of one kind of ${SITE_NAME} notification.`, noindex: true },
    // Reads what the link would turn off, and changes nothing: only the page's button unsubscribes.
    queries: (q, { search }) => {
      const token = search.get('token') ?? '';
      return [q.notificationChoices.tokenProblem(token) === null && q.notificationChoices.unsubscribeLinkQuery(token)];
    },
  },
  {
    path: '/statements',
    page: 'statements',
    meta: {
      title: documentTitle('Statements'),
      description: `Your yearly sandbox statements: every figure from the books, to view or download as CSV or PDF.`,
      noindex: true,
    },
    // The years with activity, then the chosen one's statement (the newest unless ?year= names another).
    queries: async (q, { user, search, fetch }) => {
      if (!user) return [];
      const years = await fetch(q.statements.statementYearsQuery).catch(() => null);
      const year = years ? q.statements.chosenYear(years.years, search.get('year')) : null;
      return [q.statements.statementYearsQuery, year !== null && q.statements.yearStatementQuery(year)];
    },
  },
  {
    path: '/account-activity',
    page: 'account-activity',
    meta: { title: documentTitle('Account Activity'), description: `Every movement of your sandbox balance.`, noindex: true },
    queries: (q, { user }) => [user && q.ledger.ledgerQuery],
  },
  {
    path: '/explore',
    page: 'explore',
    meta: {
      title: documentTitle('Explore Investment Opportunities'),
      description: `Search and filter fictional tours, albums, studio builds and podcasts raising money. ${SANDBOX_NOTE}`,
      public: true,
    },
    queries: (q, { search }) => [
      q.projects.exploreQuery({
        ...q.explore.defaultExploreFilters,
        category: q.explore.parseExploreCategory(search.get('category')),
        status: q.explore.parseExploreStatus(search.get('status')),
      }),
    ],
  },
  {
    path: '/compare',
    page: 'compare',
    meta: {
      title: documentTitle('Compare Projects'),
      description: `The same money in up to four projects side by side, and split across them: simulated, hypothetical outlooks. ${SANDBOX_NOTE}`,
      public: true,
    },
    // The comparison the address asks for, and the projects offered to add.
    queries: (q, { search }) => {
      const request = q.forecasts.readCompareSearch(search);
      return [request.ids.length > 0 && q.forecasts.compareQuery(request.ids, request.amountCents), q.forecasts.compareChoicesQuery];
    },
  },
  {
    path: '/musician/:id',
    page: 'musician',
    queries: (q, { params }) => [
      q.creators.creatorQuery(params.id ?? ''),
      q.creators.creatorProjectsQuery(params.id ?? ''),
      q.annualReports.creatorOverdueReportsQuery(params.id ?? ''),
    ],
  },
  {
    path: '/tour/:id',
    page: 'tour',
    // The Follow button's state, the visitor's own investments ("You backed this") and, on an open campaign, their
    // investment limit, whether the Updates section shows the creator's form, the first page of questions, the campaign's changes,
    // a funded project's market with any halt of its trading, and what an investment could earn (simulated).
    queries: async (q, { params, user, fetch }) => {
      const project = await fetch(q.projects.projectQuery(params.id ?? '')).catch(() => null);
      return [
        q.projects.projectQuery(params.id ?? ''),
        q.updates.updatesQuery(params.id ?? ''),
        q.questions.questionsQuery(params.id ?? ''),
        q.campaignChanges.projectChangesQuery(params.id ?? ''),
        project?.status === 'funded' && q.annualReports.projectAnnualReportsQuery(params.id ?? ''),
        user && q.follows.followsQuery,
        user && q.portfolio.investmentsQuery,
        user && project?.status === 'active' && q.investorProfile.investorProfileQuery,
        q.auth.canCreateProjects(user) && q.creatorDashboard.creatorDashboardProjectsQuery,
        project?.status === 'funded' && q.market.marketViewQuery(params.id ?? ''),
        project?.status === 'funded' && q.halts.haltsQuery,
        // "What could this earn?" for the minimum and 5 years, readable without JavaScript.
        q.outlook.hasOutlook(project?.status) && q.outlook.projectOutlookQuery(params.id ?? ''),
      ];
    },
  },
  {
    path: '/creator/projects/:id/annual-reports/:year',
    page: 'annual-report',
    meta: {
      title: documentTitle('Annual Report'),
      description: `File a funded project's annual report: a business update, the use of funds and the year's revenue from the books.`,
      noindex: true,
    },
    queries: (q, { params, user }) => [
      q.auth.canCreateProjects(user) && q.annualReports.annualReportFormQuery(params.id ?? '', params.year ?? ''),
    ],
  },
  {
    path: '/create-project',
    page: 'create-project',
    meta: { title: documentTitle('Create Project'), description: `Start a fictional campaign in the sandbox.`, noindex: true },
    // Whether new projects are paused, and why (shown with the form).
    queries: (q, { user }) => [q.auth.canCreateProjects(user) && q.halts.haltsQuery],
  },
];

/** The page an unknown path shows. */
export const NOT_FOUND_PAGE = 'not-found';

/** The route at `path` and the values of its `:name` segments; none for an unknown path. */
export function routeAt(path: string): { route: PageRoute; params: Record<string, string> } | undefined {
  const actual = path.split('/');
  for (const route of pageRoutes) {
    const expected = route.path.split('/');
    if (expected.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const matched = expected.every((part, index) => {
      const segment = actual[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== '';
    });
    if (matched) return { route, params };
  }
  return undefined;
}

/** The head of the page at `path` when it does not depend on data. */
export const staticMetaAt = (path: string): PageMeta | undefined => routeAt(path)?.route.meta;

/** The routes whose head does not depend on data, with that head. */
export const staticPages = (): Array<{ path: string; meta: PageMeta }> =>
  pageRoutes.flatMap(({ path, meta }) => (meta ? [{ path, meta }] : []));
