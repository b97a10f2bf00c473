import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { isAuthGuard } from './auth-guard';
import { publicRoutes } from './public-routes';

interface SeenRoute {
  key: string;
  method: string;
  url: string;
  guarded: boolean;
  schema: { hide?: boolean; summary?: unknown; tags?: unknown } | undefined;
}

/** Every route the app registers, one entry per method, as the app builds (the admin and metrics tokens make the clock and metrics routes exist). */
const routes: SeenRoute[] = [];
function record(route: RouteOptions): void {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
  for (const method of [route.method].flat().map(String)) {
    routes.push({
      key: `${method} ${route.url}`,
      method,
      url: route.url,
      guarded: hooks.some(isAuthGuard),
      schema: route.schema as SeenRoute['schema'],
    });
  }
}
useTestApp(
  { SANDBOX_ADMIN_TOKEN: 'route-guards-admin-token-for-tests', METRICS_TOKEN: 'route-guards-metrics-token-for-tests' },
  { onRoute: record },
);

/** A GET entry of the public list also covers the HEAD of its path, and a path covers its twin with a trailing slash. */
function listedPublic(route: SeenRoute): boolean {
  const url = route.url.replace(/(.)\/$/, '$1');
  return `${route.method} ${url}` in publicRoutes || (route.method === 'HEAD' && `GET ${url}` in publicRoutes);
}

describe('every route is guarded or explicitly public', () => {
  it('sees the routes and tells the guarded ones', () => {
    expect(routes.length).toBeGreaterThan(40);
    const guarded = new Set(routes.filter((route) => route.guarded).map((route) => route.key));
    expect([...guarded]).toEqual(
      expect.arrayContaining(['POST /api/funds/add', 'POST /api/funds/withdraw', 'POST /api/projects', 'GET /api/auth/user']),
    );
    expect(guarded.has('GET /api/tours')).toBe(false);
  });

  it('has the auth guard on every route not listed in plugins/public-routes.ts', () => {
    const unguarded = routes.filter((route) => !route.guarded && !listedPublic(route)).map((route) => route.key);
    expect(
      unguarded,
      'These routes have no auth guard: add `preValidation: app.requireUser` (or app.requireCreator(message)) to their options, ' +
        'or list them with the reason in server/plugins/public-routes.ts',
    ).toEqual([]);
  });

  it('lists in plugins/public-routes.ts only routes that exist and are not guarded', () => {
    const registered = new Set(routes.map((route) => route.key));
    const missing = Object.keys(publicRoutes).filter((key) => !registered.has(key));
    expect(missing, 'plugins/public-routes.ts names routes the app no longer registers: remove them').toEqual([]);
    const guarded = routes.filter((route) => route.guarded && route.key in publicRoutes).map((route) => route.key);
    expect(guarded, 'plugins/public-routes.ts names routes that now take the auth guard: remove them').toEqual([]);
  });
});

describe('every documented route describes itself', () => {
  it('gives its summary and tags in its own schema, beside the route', () => {
    const undocumented = routes
      .filter((route) => route.schema?.hide !== true)
      .filter((route) => typeof route.schema?.summary !== 'string' || !Array.isArray(route.schema.tags) || route.schema.tags.length === 0)
      .map((route) => route.key);
    expect(undocumented, "These routes need `schema: { summary: '…', tags: ['…'], … }` in their feature's routes.ts").toEqual([]);
  });
});
