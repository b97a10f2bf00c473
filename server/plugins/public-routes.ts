/**
 * The routes that answer without the auth guard (`app.requireUser` or `app.requireCreator`,
 * server/plugins/auth-guard.ts), each with the reason. Every other route takes the guard in its
 * options (`preValidation`); plugins/route-guards.test.ts fails on a route that has neither, and
 * on an entry here that names no route or a guarded one.
 *
 * A key is the method and the path as registered (`:id`, not `{id}`). A GET entry also covers
 * the HEAD of the same path, and a path its twin with a trailing slash (`/api/docs/`). The sandbox clock exists only when SANDBOX_ADMIN_TOKEN is set, and
 * /metrics only when METRICS_TOKEN is (the test sets both). The built client's files (served by plugins/static-client.ts when the client is
 * built) are not routes of the test's app and are not listed.
 */
export const publicRoutes: Readonly<Record<string, string>> = {
  // The API document and its browsable page (@fastify/swagger-ui): describes the API, holds no data.
  'GET /api/docs': 'the documentation page',
  'GET /api/docs/json': 'the OpenAPI document',
  'GET /api/docs/yaml': 'the OpenAPI document',
  'GET /api/docs/static/index.html': "the documentation page's files",
  'GET /api/docs/static/swagger-initializer.js': "the documentation page's files",
  'GET /api/docs/static/*': "the documentation page's files",

  // Operations.
  'GET /api/health': 'monitors and load balancers probe it without an account',
  'GET /api/health/live': 'process managers probe it without an account (liveness)',
  'GET /api/health/ready': 'load balancers probe it without an account (readiness)',
  'GET /api/sandbox': 'the sandbox clock and next reset, shown to visitors',
  'GET /api/projects/:id/outlook': 'a simulation anyone may run on a public project (hypothetical figures, never the realized draws)',
  'GET /api/outlook/compare': 'the same simulation of up to four public projects side by side, and split across them (hypothetical)',
  'GET /api/outlook/calibration': "how often realized payouts fell inside the forecasts' bands: public project figures, no one's holdings",
  'GET /api/halts': 'what an admin halted (trading, sign-ups, new projects) and why, shown to visitors where it applies',
  'POST /api/sandbox/clock': 'no session: its own preValidation checks the sandbox admin token (a bearer token)',
  'GET /metrics':
    'no session: its own preValidation checks METRICS_TOKEN (a bearer token for Prometheus); without it the route does not exist',

  // Questions and answers are public to read (Regulation Crowdfunding's communication channel); posting needs an account.
  'GET /api/projects/:id/questions': "a project's questions and answers, public like the project",

  // A funded project's annual reports are public like the project; the overdue badge shows to visitors too. Filing needs the creator.
  'GET /api/projects/:id/annual-reports': "a project's filed annual reports and overdue years, shown on its public page",
  'GET /api/creators/:id/annual-reports': "a creator's overdue reports, the badge on the public musician page",

  // An email's unsubscribe link works without signing in (RFC 8058): its signed token names the account and the kind.
  'GET /api/unsubscribe': 'reads what a signed unsubscribe link turns off; the token, not a session, names the account',
  'POST /api/unsubscribe': 'one-click unsubscribe from a mail client (RFC 8058); the signed token, not a session, names the account',

  // Getting a session, and ending one.
  'POST /api/auth/signup': 'creates the account and its session',
  'POST /api/auth/login': 'starts a session',
  'POST /api/auth/logout': 'ends the session if there is one; signed out, there is nothing to end',
  'POST /api/auth/forgot-password': 'asks for a reset link by email, signed out by nature; rate limited per address and email',
  'POST /api/auth/reset-password': 'authorised by the single-use token of the emailed link, not a session',

  // What a visitor may read (the spec's public pages: landing, Explore, tour, musician).
  'GET /api/tours': 'the public list of tours',
  'GET /api/tours/:id': 'a public tour page',
  'GET /api/projects': 'Explore, open to visitors',
  'GET /api/creators/:id': 'a public musician page',
  'GET /api/creators/:id/projects': "a public musician page's tours",
  'GET /api/projects/:id/changes': "a project's campaign changes, shown on its public page",
  'GET /api/projects/:id/updates': 'public updates for anyone; the handler reads the session, if any, for investors-only ones',

  // Uploads: the capability is in the address, not the session.
  'PUT /api/uploads/:id': 'authorised by the one-time token in the address that POST /api/upload-url (guarded) gave',
  'GET /api/files/:id':
    "a project's files are public; a file not yet in a project is answered only to its uploader's session (checked in the handler)",

  // For search engines (server/features/pages/).
  'GET /robots.txt': 'for search engines',
  'GET /sitemap.xml': 'for search engines',
  'GET /api/market/projects/:id': "a project's market is public, like the project page it sits on; it names no user",
};
