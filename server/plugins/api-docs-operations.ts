import type { FastifySchema, RouteOptions } from 'fastify';

/**
 * What the API document says about each operation beyond its zod schemas: who may call it
 * (security), the errors it can answer, a summary, an id and a tag. Derived here from the route
 * (its guard, method, path and inputs) so the routes need not repeat it, and so a new route is
 * documented well enough to pass the lint (server/plugins/api-docs-lint.test.ts) from the start.
 */

/** The operations' one-line summaries; a route missing here gets one made from its method and path. */
const summaries: Record<string, string> = {
  'GET /api/health': 'Check that the server and its database answer',
  'GET /api/sandbox': 'Read the sandbox clock and its status',
  'POST /api/sandbox/clock': 'Move the sandbox clock (admin token)',
  'POST /api/auth/signup': 'Create an account and sign it in',
  'POST /api/auth/login': 'Sign in with email and password',
  'POST /api/auth/logout': 'Sign out of this session',
  'POST /api/auth/logout-all': 'Sign out of every session of the account',
  'GET /api/auth/user': 'Read the signed-in account',
  'GET /api/tours': 'List the tours',
  'GET /api/tours/{id}': 'Read one tour',
  'GET /api/projects': 'Explore the projects: search, filter, sort and page',
  'POST /api/projects': 'Create a project (creators)',
  'GET /api/creators/{id}': 'Read a creator',
  'GET /api/creators/{id}/projects': "List a creator's projects",
  'POST /api/upload-url': 'Get an address to upload a file to (creators)',
  'PUT /api/uploads/{id}': 'Upload a file to an address from upload-url',
  'GET /api/files/{id}': 'Download a stored file',
  'HEAD /api/files/{id}': "Read a stored file's type and length",
  'POST /api/funds/add': 'Add virtual money to the account',
  'POST /api/investments': 'Invest in a project',
  'GET /api/investments': "List the account's investments",
  'GET /api/investments/history': "List the account's closed investments",
  'DELETE /api/investments/{id}': 'Sell an investment back',
  'GET /api/portfolio/history': "Read the portfolio's value over time",
  'GET /api/ledger': "Read the account's ledger entries",
  'GET /api/payouts': "List the account's quarterly payouts",
  'GET /api/payouts/summary': "Count and sum the account's payouts, and list the years that had any",
  'GET /api/payouts/statement.csv': "Download a year's payout statement as CSV",
  'GET /api/projects/{id}/updates': "List a project's updates the caller may read",
  'POST /api/projects/{id}/updates': 'Post an update to a project (its creator)',
  'GET /api/follows': 'List the projects the account follows',
  'PUT /api/follows/projects/{id}': 'Follow a project',
  'DELETE /api/follows/projects/{id}': 'Stop following a project',
  'GET /api/notifications': "List the account's notifications and count the unread",
  'POST /api/notifications/read': 'Mark notifications read',
  'GET /api/notifications/stream': "Stream the account's new notifications (server-sent events)",
  'GET /api/creator/projects': "Summarise the creator's projects",
  'GET /api/creator/projects/{id}/dashboard': "Read one project's creator dashboard with its funding curve",
  'GET /api/creator/projects/{id}/investors': "List a project's investments (its creator)",
  'GET /api/creator/projects/{id}/investors.csv': "Download a project's investments as CSV (its creator)",
};

/** Routes that take the sandbox admin token as a bearer token instead of the session cookie. */
const adminTokenRoutes = new Set(['/api/sandbox/clock']);

/** The names of the auth guard's checks (server/plugins/auth-guard.ts). */
const sessionGuards = new Set(['requireUser', 'requireCreator']);

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const errorResponse = (description: string) => ({
  description,
  type: 'object',
  properties: { message: { type: 'string', description: 'What went wrong, for a person to read.' } },
  required: ['message'],
});

type SecurityRequirement = Record<string, string[]>;
type DocumentedSchema = FastifySchema & { hide?: boolean; security?: SecurityRequirement[]; response?: Record<string, unknown> };

function guardNames(route: RouteOptions): string[] {
  const hooks = route.preValidation === undefined ? [] : [route.preValidation].flat();
  return hooks.map((hook) => (hook as { name?: string }).name ?? '');
}

/** Adds the security requirement and the `{ message }` error answers that the route can give. */
export function describeOperation(schema: FastifySchema | undefined, route: RouteOptions, url: string): DocumentedSchema {
  const described: DocumentedSchema = { ...(schema as DocumentedSchema | undefined) };
  if (described.hide) return described;
  const methods = [route.method].flat().map(String);
  const guards = guardNames(route).filter((name) => sessionGuards.has(name));
  const adminOnly = adminTokenRoutes.has(url);

  described.security ??= adminOnly ? [{ adminToken: [] }] : guards.length > 0 ? [{ session: [] }] : [];

  const errors: Record<string, unknown> = {
    // Every route refuses a NUL in its address (request-guard.ts), and its zod schemas any invalid input.
    400: errorResponse('The request is not valid; the message says what to fix.'),
  };
  if (guards.length > 0) errors[401] = errorResponse('Not signed in.');
  if (adminOnly) errors[401] = errorResponse('The admin token is missing or wrong.');
  const creatorsOnly = guards.includes('requireCreator');
  if (creatorsOnly || methods.some((method) => stateChanging.has(method))) {
    errors[403] = errorResponse(
      creatorsOnly ? 'Only creator accounts can do this, or the request came from another site.' : 'The request came from another site.',
    );
  }
  if (url.includes('{') || url.includes(':')) errors[404] = errorResponse('Not found.');
  const success = Object.keys(described.response ?? {}).some((status) => status.startsWith('2'))
    ? {}
    : { 200: { type: 'null', description: 'Success.' } };
  described.response = { ...success, ...errors, ...described.response };
  return described;
}

interface OperationObject {
  operationId?: string;
  summary?: string;
  tags?: string[];
}

const operationMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `/api/tours/{id}` → `ToursById`; `/api/auth/logout-all` → `AuthLogoutAll`. */
function pascalPath(path: string): string {
  return path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `By-${segment.slice(1, -1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
}

/** Uploads and the stored files they make are one part of the API. */
const tagOf = (path: string): string => {
  const first = path.replace(/^\/api\/?/, '').split('/')[0] || 'api';
  return ['upload-url', 'uploads', 'files'].includes(first) ? 'uploads' : first;
};

/**
 * Gives every operation of the finished document its own id, summary and tag. Done on the
 * whole document because one route may serve several methods (GET and HEAD share an object).
 */
export function nameOperations<T extends { paths?: Record<string, unknown>; tags?: { name: string }[] }>(document: T): T {
  const seen = new Set<unknown>();
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const pathItem = item as Record<string, OperationObject | undefined>;
    for (const method of operationMethods) {
      const shared = pathItem[method];
      if (!shared) continue;
      const operation: OperationObject = seen.has(shared) ? { ...shared } : shared;
      seen.add(shared);
      pathItem[method] = operation;
      operation.operationId = `${method}${pascalPath(path)}`;
      operation.summary = summaries[`${method.toUpperCase()} ${path}`] ?? operation.summary ?? `${method.toUpperCase()} ${path}`;
      operation.tags ??= [tagOf(path)];
      for (const tag of operation.tags) tags.add(tag);
    }
  }
  const described = new Set((document.tags ?? []).map((tag) => tag.name));
  document.tags = [
    ...(document.tags ?? []),
    ...[...tags].filter((tag) => !described.has(tag)).map((name) => ({ name, description: `The ${name} operations.` })),
  ];
  return document;
}
