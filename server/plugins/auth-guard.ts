import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import type { SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route option `preValidation`: 401 unless signed in. */
    requireUser: preValidationAsyncHookHandler;
    /** Route option `preValidation`: 401 signed out, 403 with `message` unless a creator or both account. */
    requireCreator(message: string): preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by the guard for the routes it protects. */
    signedInUser: SessionUser | null;
  }
}

const NOT_SIGNED_IN = 'Please sign in to continue.';

/** Every hook the guard hands out, so a check can tell a guarded route from an unguarded one by identity. */
const guardHooks = new WeakSet<object>();

/** Whether `hook` is `app.requireUser` or one made by `app.requireCreator(…)`. */
export function isAuthGuard(hook: unknown): boolean {
  return typeof hook === 'function' && guardHooks.has(hook);
}

/**
 * The one auth guard. It runs before the body is validated, so a signed-out caller is told
 * 401 (and an investor 403) whatever the body holds.
 */
export const authGuard = fp(
  async (app) => {
    app.decorateRequest('signedInUser', null);

    const requireUser: preValidationAsyncHookHandler = async (request, reply) => {
      // An answer for one user must not be served to another from a shared or back-button cache.
      reply.header('cache-control', 'no-store');
      const user = await app.sessions.user(request);
      if (!user) throw new AppError(401, NOT_SIGNED_IN);
      request.signedInUser = user;
    };
    guardHooks.add(requireUser);
    app.decorate('requireUser', requireUser);
    app.decorate('requireCreator', (message: string): preValidationAsyncHookHandler => {
      const requireCreator: preValidationAsyncHookHandler = async function requireCreator(request, reply) {
        await requireUser.call(this, request, reply);
        const { accountType } = signedInUser(request);
        if (accountType !== 'creator' && accountType !== 'both') throw new AppError(403, message);
      };
      guardHooks.add(requireCreator);
      return requireCreator;
    });
  },
  { name: 'auth-guard', dependencies: ['app-services'] },
);

/** The user the guard let through; only for routes behind `requireUser` or `requireCreator`. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.signedInUser) throw new Error(`${request.routeOptions.url} reads the signed-in user without the auth guard`);
  return request.signedInUser;
}
