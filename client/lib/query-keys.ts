import type { HistoryRange } from '@common/schemas/portfolio';

/**
 * Every query key of the app. A key's parts are the API path's segments (joined with slashes
 * they give the URL, as the spec describes data loads), so a shorter key is a prefix of the
 * longer ones and invalidating it refreshes them too. A query string becomes the last part.
 */
export const queryKeys = {
  currentUser: () => ['/api/auth/user'] as const,
  /** The account page's settings: the account and its creator profile. */
  account: () => ['/api/account'] as const,
  tours: {
    /** The project list and every project by id. */
    all: () => ['/api/tours'] as const,
    detail: (id: string) => ['/api/tours', id] as const,
  },
  explore: {
    all: () => ['/api/projects'] as const,
    /** The pages of one search; `params` is its query string. */
    list: (params: string) => ['/api/projects', params] as const,
  },
  creators: {
    /** Every creator and every creator's project list. */
    all: () => ['/api/creators'] as const,
    detail: (id: string) => ['/api/creators', id] as const,
    projects: (id: string) => ['/api/creators', id, 'projects'] as const,
  },
  investments: {
    /** Open positions, and (as a prefix) the closed ones too. */
    all: () => ['/api/investments'] as const,
    /** Closed positions: sold, cancelled, refunded. */
    history: () => ['/api/investments', 'history'] as const,
    /** A holding's forecast at purchase with what it was paid. */
    outlook: (id: number) => ['/api/investments', String(id), 'outlook'] as const,
  },
  /** The signed-in user's investor profile and 12-month investment limit. */
  investorProfile: () => ['/api/investor-profile'] as const,
  ledger: {
    /** The pages of the signed-in user's cash account. */
    all: () => ['/api/ledger'] as const,
  },
  payouts: {
    /** Everything about the signed-in user's payouts. */
    all: () => ['/api/payouts'] as const,
    latest: (limit: number) => ['/api/payouts', 'latest', limit] as const,
    summary: () => ['/api/payouts', 'summary'] as const,
  },
  statements: {
    /** The years with activity, and (as a prefix) every year's statement. */
    all: () => ['/api/statements'] as const,
    year: (year: number) => ['/api/statements', String(year)] as const,
  },
  portfolio: {
    /** The history of every timeframe. */
    history: () => ['/api/portfolio/history'] as const,
    historyRange: (range: HistoryRange) => ['/api/portfolio/history', range] as const,
    summary: () => ['/api/portfolio/summary'] as const,
    /** The returns of every timeframe. */
    performance: () => ['/api/portfolio/performance'] as const,
    performanceRange: (range: HistoryRange) => ['/api/portfolio/performance', range] as const,
    /** Payouts by quarter and the next four quarters' estimates. */
    incomeCalendar: () => ['/api/portfolio/income-calendar'] as const,
  },
  sandbox: {
    status: () => ['/api/sandbox'] as const,
  },
  updates: {
    /** Every page of a project's updates. */
    list: (projectId: string) => ['/api/projects', projectId, 'updates'] as const,
  },
  questions: {
    /** Every page of a project's questions with their answers. */
    list: (projectId: string) => ['/api/projects', projectId, 'questions'] as const,
  },
  /** A project's simulated outlook with the defaults (`GET /api/projects/{id}/outlook`). */
  outlook: (projectId: string) => ['/api/projects', projectId, 'outlook'] as const,
  /** What the creator changed in a campaign, and when. */
  projectChanges: (projectId: string) => ['/api/projects', projectId, 'changes'] as const,
  follows: {
    /** The signed-in user's watchlist. */
    all: () => ['/api/follows'] as const,
  },
  notifications: {
    /** The latest page of the signed-in user's notifications, with the unread count. */
    all: () => ['/api/notifications'] as const,
  },
  forecasts: {
    /** Projects side by side and split across them; `params` is the query string (projects, amount). */
    compare: (params: string) => ['/api/outlook/compare', `?${params}`] as const,
    /** How often paid quarters fell inside the band forecast at funding. */
    calibration: () => ['/api/outlook/calibration'] as const,
  },
  /** The signed-in user's channel (in the site only, email at once, daily digest) for each kind of notification. */
  notificationChoices: () => ['/api/account/notifications'] as const,
  /** What an emailed unsubscribe link would turn off, read from its token. */
  unsubscribe: (token: string) => ['/api/unsubscribe', `?token=${token}`] as const,
  market: {
    /** Everything of the market: every project's book and the signed-in user's orders. */
    all: () => ['/api/market'] as const,
    /** A project's public book, last price and trades. */
    project: (projectId: string) => ['/api/market', 'projects', projectId] as const,
    /** The signed-in user's orders, every status filter. */
    orders: () => ['/api/market', 'orders'] as const,
    ordersList: (status: 'open' | 'all') => ['/api/market', 'orders', `?status=${status}`] as const,
  },
  /** What an admin halted, public: `GET /api/halts`. */
  halts: () => ['/api/halts'] as const,
  operator: {
    /** Everything of the operator console. */
    all: () => ['/api/operator'] as const,
    me: () => ['/api/operator', 'me'] as const,
    moderation: (queue: 'reported' | 'hidden') => ['/api/operator', 'moderation', `?queue=${queue}`] as const,
    staff: () => ['/api/operator', 'staff'] as const,
    audit: (filters: string) => ['/api/operator', 'audit', filters] as const,
  },
  annualReports: {
    /** A project's filed reports and overdue years (public). */
    project: (projectId: string) => ['/api/projects', projectId, 'annual-reports'] as const,
    /** A creator's overdue reports, for the profile's badge (public). */
    creatorProfile: (creatorId: string) => ['/api/creators', creatorId, 'annual-reports'] as const,
    /** The signed-in creator's reports, owed and filed. */
    mine: () => ['/api/creator/annual-reports'] as const,
    /** The filing form of one project's year. */
    form: (projectId: string, year: string) => ['/api/creator/projects', projectId, 'annual-reports', year] as const,
  },
  creatorDashboard: {
    /** The creator's projects and, as a prefix, each one's dashboard and investors. */
    all: () => ['/api/creator/projects'] as const,
    dashboard: (projectId: string) => ['/api/creator/projects', projectId, 'dashboard'] as const,
    investors: (projectId: string) => ['/api/creator/projects', projectId, 'investors'] as const,
    questions: (projectId: string) => ['/api/creator/projects', projectId, 'questions'] as const,
  },
};
