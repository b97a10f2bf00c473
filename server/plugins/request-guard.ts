import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A cross-site form or script must not act for a signed-in user: state-changing calls are
 * refused when the browser says the request is cross-site or the Origin is not this host.
 */
export function registerRequestGuard(app: FastifyInstance): void {
  // One hook with a callback rather than two async ones: it runs on every request, and each
  // async hook cost a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      // PostgreSQL text cannot hold NUL, so a %00 reaching a query would fail as a 500. (Path ids
      // are checked by their routes' own patterns, which answer 404.)
      if (holdsNul(request.query)) throw badRequest('The address holds a character that is not allowed (NUL).');
      if (stateChanging.has(request.method)) refuseCrossSite(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

/** A state-changing call the browser marks cross-site, or whose Origin is not this host, is refused. */
function refuseCrossSite(request: FastifyRequest): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError(403, 'Cross-site requests are not allowed.');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError(403, 'Cross-site requests are not allowed.');
  }
  if (originHost !== request.headers.host) throw new AppError(403, 'Cross-site requests are not allowed.');
}

function holdsNul(values: unknown): boolean {
  if (typeof values === 'string') return values.includes('\0');
  if (Array.isArray(values)) return values.some(holdsNul);
  if (values && typeof values === 'object') return Object.entries(values).some(([key, value]) => key.includes('\0') || holdsNul(value));
  return false;
}
