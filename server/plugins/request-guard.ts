import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A cross-site form or script must not act for a signed-in user: state-changing calls are
 * refused when the browser says the request is cross-site or the Origin is not this host.
 */
export function registerRequestGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError(403, 'Cross-site requests are not allowed.');
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new AppError(403, 'Cross-site requests are not allowed.');
    }
    if (originHost !== request.headers.host) {
      throw new AppError(403, 'Cross-site requests are not allowed.');
    }
  });
}
