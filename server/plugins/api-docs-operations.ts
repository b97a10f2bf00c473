import type { FastifySchema, RouteOptions } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '@common/schemas/idempotency';
import { STAFF_FORBIDDEN, STAFF_NEEDS_TWO_FACTOR } from '@common/rules/staff';
import { isAuthGuard, staffGuardOf } from './auth-guard';

/**
 * What the API document says about each operation beyond what its route declares (its zod
 * schemas, and the `summary` and `tags` in its `schema`, beside the route in the feature's
 * routes.ts): who may call it (security), every status it can answer and an id. Derived here
 * from the route (its guard, method, path and inputs) so the routes need not repeat it; what
 * cannot be seen from outside the handler (a rate limit, a conflict, an Idempotency-Key) the
 * route says in `config.apiDocs`. A route without its own summary and tags fails
 * plugins/route-guards.test.ts; plugins/api-docs-statuses.test.ts provokes answers and checks
 * that each is documented.
 */

/** The error statuses a route's own work may answer, each with `{ message }`. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 411 | 413 | 415 | 416 | 422 | 429 | 503 | 507;

export interface ApiDocsMarker {
  /** It honours an `Idempotency-Key` header (features/idempotency): a retry with the same key replays the answer. */
  idempotent?: true;
  /** Statuses its own work answers beyond those derived from the route, with what each means (a rate limit's 429, a 409). */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** It asks neither the database nor Redis anything, so it never answers 503 (liveness). */
  noDependency?: true;
  /** Its body is a file's raw bytes, of one of these types, instead of JSON. */
  rawBody?: { contentTypes: readonly string[]; description: string };
  /** Its 200 can also be a file (`?format=…`): each media type with what it holds, beside the JSON the response schema describes. */
  downloads?: Record<string, { description: string; binary?: true }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the API document cannot tell from the route itself (plugins/api-docs-operations.ts). */
    apiDocs?: ApiDocsMarker;
  }
}

/** Routes that take the sandbox admin token as a bearer token instead of the session cookie. */
const adminTokenRoutes = new Set(['/api/sandbox/clock']);

/** The methods the request guard checks for cross-site calls, and whose bodies fastify parses (a DELETE's too). */
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const retryAfter = { 'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' } };

/** An error answer: `{ message }` (the Error component), with Retry-After where the status sends it. */
const errorResponse = (status: number, description: string) => ({
  description,
  ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

type SecurityRequirement = Record<string, string[]>;
type DocumentedSchema = FastifySchema & {
  hide?: boolean;
  security?: SecurityRequirement[];
  response?: Record<string, unknown>;
  headers?: unknown;
  body?: unknown;
};

function guardsOf(route: RouteOptions) {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat().filter(isAuthGuard);
  return {
    guarded: hooks.length > 0,
    creatorsOnly: hooks.some((hook) => (hook as { name?: string }).name === 'requireCreator'),
    staff: hooks.map(staffGuardOf).find(Boolean),
  };
}

/** What each error status of the route means, derived from the route, then what it declares. */
function errorsOf(route: RouteOptions, url: string, bodyLimitBytes: number): Map<number, string[]> {
  const methods = [route.method].flat().map(String);
  const { guarded, creatorsOnly, staff } = guardsOf(route);
  const marker = route.config?.apiDocs ?? {};
  const errors = new Map<number, string[]>();
  const add = (status: number, description: string) => errors.set(status, [...(errors.get(status) ?? []), description]);

  // Every route refuses a NUL in its address (request-guard.ts), and its zod schemas any invalid input.
  add(400, 'The request is not valid; the message says what to fix.');
  if (guarded) add(401, 'Not signed in.');
  if (adminTokenRoutes.has(url)) add(401, 'The admin token is missing or wrong.');
  if (creatorsOnly) add(403, 'Only creator accounts can do this.');
  if (staff) {
    add(
      403,
      `${STAFF_FORBIDDEN} (not staff, or no role with the permission ${staff.permission === 'staff' ? 'of any staff role' : staff.permission})`,
    );
    if (!staff.enrolling) add(403, STAFF_NEEDS_TWO_FACTOR);
  }
  if (methods.some((method) => stateChanging.has(method))) add(403, 'The request came from another site.');
  if (url.includes('{') || url.includes(':')) add(404, 'Not found.');
  if (marker.idempotent) {
    add(409, 'A request with this Idempotency-Key is still being processed.');
    add(422, 'This Idempotency-Key was already used for a different request.');
  }
  if (!marker.rawBody && methods.some((method) => stateChanging.has(method))) {
    add(413, `The body is larger than ${Number((bodyLimitBytes / 1024 / 1024).toFixed(1))} MB.`);
    add(415, 'The body is not application/json.');
  }
  for (const [status, description] of Object.entries(marker.errors ?? {})) add(Number(status), description);
  if (!marker.noDependency) add(503, 'The database (or Redis) did not answer in time.');
  return errors;
}

const idempotencyKeyHeader = {
  type: 'string',
  pattern: IDEMPOTENCY_KEY_PATTERN.source,
  description:
    'Any unique value (a UUID, say). A retry with the same key and the same request answers what the first one did, without doing it twice.',
};

const reasons: Record<string, string> = { 200: 'OK.', 201: 'Created.', 503: 'Not available.' };

/** A named schema's answer ({ $ref }) as a response with a description: the swagger plugin cannot read one from the component. */
function named(status: string, answer: unknown): unknown {
  const ref = (answer as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return answer;
  return { description: reasons[status] ?? 'Answer.', content: { 'application/json': { schema: { $ref: ref } } } };
}

/** A JSON answer that can also come as files: one content entry per media type, the JSON's schema first. */
function withDownloads(answer: unknown, downloads: NonNullable<ApiDocsMarker['downloads']>): unknown {
  const json = (answer as { content?: Record<string, unknown> }).content?.['application/json'] ?? { schema: answer };
  const files = Object.entries(downloads).map(([type, file]) => [
    type,
    { schema: { type: 'string', ...(file.binary ? { format: 'binary' } : {}), description: file.description } },
  ]);
  return { description: reasons[200], content: { 'application/json': json, ...Object.fromEntries(files) } };
}

/** Adds the security requirement, every error answer the route can give, and the inputs the route reads itself. */
export function describeOperation(
  schema: FastifySchema | undefined,
  route: RouteOptions,
  url: string,
  { bodyLimitBytes }: { bodyLimitBytes: number },
): DocumentedSchema {
  const described: DocumentedSchema = { ...(schema as DocumentedSchema | undefined) };
  if (described.hide) return described;
  const marker = route.config?.apiDocs ?? {};
  const adminOnly = adminTokenRoutes.has(url);

  described.security ??= adminOnly ? [{ adminToken: [] }] : guardsOf(route).guarded ? [{ session: [] }] : [];
  if (marker.idempotent) {
    described.headers = { type: 'object', properties: { 'Idempotency-Key': idempotencyKeyHeader } };
  }
  if (marker.rawBody) {
    const file = { schema: { type: 'string', format: 'binary', description: marker.rawBody.description } };
    described.body = { content: Object.fromEntries(marker.rawBody.contentTypes.map((type) => [type, file])) };
  }

  const errors = Object.fromEntries(
    [...errorsOf(route, url, bodyLimitBytes)].map(([status, descriptions]) => [status, errorResponse(status, descriptions.join(' '))]),
  );
  const own = Object.fromEntries(Object.entries(described.response ?? {}).map(([status, answer]) => [status, named(status, answer)]));
  if (marker.downloads) own[200] = withDownloads(own[200], marker.downloads);
  const success = Object.keys(own).some((status) => status.startsWith('2')) ? {} : { 200: { type: 'null', description: 'Success.' } };
  described.response = { ...success, ...errors, ...own };
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
