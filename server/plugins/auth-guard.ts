import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { rolesGrant, STAFF_FORBIDDEN, STAFF_NEEDS_TWO_FACTOR, type StaffPermission, type StaffRole } from '@common/rules/staff';
import { staffRoleGrants, staffSecondFactors } from '../db/schema-staff';
import { AppError } from '../errors';
import type { SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route option `preValidation`: 401 unless signed in. */
    requireUser: preValidationAsyncHookHandler;
    /** Route option `preValidation`: 401 signed out, 403 with `message` unless a creator or both account. */
    requireCreator(message: string): preValidationAsyncHookHandler;
    /**
     * Route option `preValidation` of every staff route: 401 signed out; 403 "Your account cannot
     * do this." unless one of the account's staff roles grants `permission`; 403 "Set up
     * two-factor…" for staff without a second factor (`enrolling`: the set-up routes themselves).
     */
    requireStaff(permission: StaffPermission | 'staff', options?: { enrolling?: boolean }): preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by the guard for the routes it protects. */
    signedInUser: SessionUser | null;
    /** The staff roles of the signed-in account, set by the staff guard. */
    staffRoles: StaffRole[] | null;
  }
}

const NOT_SIGNED_IN = 'Please sign in to continue.';

/** Every hook the guard hands out, so a check can tell a guarded route from an unguarded one by identity. */
const guardHooks = new WeakSet<object>();

/** What each staff guard asks, so the route matrix test can tell every staff route's expected answers. */
const staffGuards = new WeakMap<object, { permission: StaffPermission | 'staff'; enrolling: boolean }>();

/** The permission a staff guard asks for, or undefined when `hook` is not one. */
export const staffGuardOf = (hook: unknown) => (typeof hook === 'function' ? staffGuards.get(hook) : undefined);

/** Whether `hook` is `app.requireUser` or one made by `app.requireCreator(…)` or `app.requireStaff(…)`. */
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
    app.decorateRequest('staffRoles', null);
    app.decorate('requireStaff', (permission: StaffPermission | 'staff', options: { enrolling?: boolean } = {}) => {
      const requireStaff: preValidationAsyncHookHandler = async function requireStaff(request, reply) {
        await requireUser.call(this, request, reply);
        const { id } = signedInUser(request);
        const [access] = await app.database.db
          .select({
            roles: sql<StaffRole[]>`coalesce(array_agg(${staffRoleGrants.role}) filter (where ${staffRoleGrants.role} is not null), '{}')`,
            enrolled: sql<boolean>`bool_or(${staffSecondFactors.enrolledAt} is not null)`,
          })
          .from(staffRoleGrants)
          .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, staffRoleGrants.userId))
          .where(eq(staffRoleGrants.userId, id));
        const roles = access?.roles ?? [];
        if (roles.length === 0) throw new AppError(403, STAFF_FORBIDDEN);
        if (!options.enrolling && !access?.enrolled) throw new AppError(403, STAFF_NEEDS_TWO_FACTOR);
        if (permission !== 'staff' && !rolesGrant(roles, permission)) throw new AppError(403, STAFF_FORBIDDEN);
        request.staffRoles = roles;
      };
      guardHooks.add(requireStaff);
      staffGuards.set(requireStaff, { permission, enrolling: options.enrolling ?? false });
      return requireStaff;
    });
  },
  { name: 'auth-guard', dependencies: ['app-services'] },
);

/** The user the guard let through; only for routes behind `requireUser` or `requireCreator`. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.signedInUser) throw new Error(`${request.routeOptions.url} reads the signed-in user without the auth guard`);
  return request.signedInUser;
}
