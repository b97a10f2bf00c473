import type { FastifySchema, RouteOptions } from 'fastify';

/**
 * What the API document says about each operation beyond what its route declares (its zod
 * schemas, and the `summary` and `tags` in its `schema`, beside the route in the feature's
 * routes.ts): who may call it (security), the errors it can answer and an id. Derived here from
 * the route (its guard, method, path and inputs) so the routes need not repeat it. A route
 * without its own summary and tags fails plugins/route-guards.test.ts.
 */

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

/**
 * Gives every operation of the finished document its own id, and lists the tags the routes
 * gave. Done on the whole document because one route may serve several methods (they would
 * share an object).
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
      for (const tag of operation.tags ?? []) tags.add(tag);
    }
  }
  const described = new Set((document.tags ?? []).map((tag) => tag.name));
  document.tags = [
    ...(document.tags ?? []),
    ...[...tags].filter((tag) => !described.has(tag)).map((name) => ({ name, description: `The ${name} operations.` })),
  ];
  return document;
}
