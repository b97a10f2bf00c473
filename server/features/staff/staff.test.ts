import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rolesGrant, STAFF_FORBIDDEN, STAFF_NEEDS_TWO_FACTOR, staffRoles, type StaffRole } from '@common/rules/staff';
import { TWO_FACTOR_REQUIRED } from '@common/schemas/auth';
import { auditPageSchema, staffMeSchema } from '@common/schemas/staff';
import { staffGuardOf } from '../../plugins/auth-guard';
import { enrolledStaff, staffWithoutSecondFactor, totpCode } from '../../test/staff-fixtures';
import { send, signUpUser, useTestApp } from '../../test/test-app';
import { creatorWithProject } from '../../test/notification-fixtures';
import { WRONG_CODE } from './second-factor';

interface StaffRoute {
  method: string;
  url: string;
  permission: ReturnType<typeof staffGuardOf> & object;
}
const staffRoutes: StaffRoute[] = [];
function record(route: RouteOptions): void {
  const guard = [route.preValidation].flat().map(staffGuardOf).find(Boolean);
  if (!guard) return;
  for (const method of [route.method].flat().map(String))
    if (method !== 'HEAD') staffRoutes.push({ method, url: route.url, permission: guard });
}
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { onRoute: record });

/** A request any guard lets through to its checks: ids that exist nowhere, bodies the routes validate after the guard. */
const callRoute = (route: StaffRoute, cookie: string | undefined) =>
  send(context.app, {
    method: route.method as 'GET',
    url: route.url.replace(/:id\b/g, '999999'),
    cookie,
    payload: route.method === 'GET' ? undefined : {},
  });

describe('every staff route', () => {
  it('answers each kind of caller as its permission says: 401, 403 for non-staff and missing permissions, 403 until enrolled', async () => {
    expect(staffRoutes.length).toBeGreaterThanOrEqual(6);
    const investor = await signUpUser(context.app);
    const creator = await creatorWithProject(context.app, context.database.db);
    const unenrolledAdmin = await staffWithoutSecondFactor(context.app, context.database.db, ['admin']);
    const staff = Object.fromEntries(
      await Promise.all(staffRoles.map(async (role) => [role, await enrolledStaff(context.app, context.database.db, [role])] as const)),
    ) as unknown as Record<StaffRole, { cookie: string }>;

    const cells: string[] = [];
    for (const route of staffRoutes) {
      const { permission, enrolling } = route.permission;
      const key = `${route.method} ${route.url}`;
      const answer = async (cookie: string | undefined) => {
        const response = await callRoute(route, cookie);
        return `${response.statusCode} ${response.statusCode < 500 && response.statusCode >= 400 ? response.json().message : ''}`.trim();
      };
      const expectations: Array<[string, string | undefined, (answer: string) => boolean]> = [
        ['anonymous', undefined, (got) => got.startsWith('401')],
        ['investor', investor.cookie, (got) => got === `403 ${STAFF_FORBIDDEN}`],
        ['creator', creator.cookie, (got) => got === `403 ${STAFF_FORBIDDEN}`],
        [
          'admin without a second factor',
          unenrolledAdmin.cookie,
          (got) => (enrolling ? !got.startsWith('401') && !got.startsWith('403') : got === `403 ${STAFF_NEEDS_TWO_FACTOR}`),
        ],
        ...staffRoles.map((role): [string, string | undefined, (got: string) => boolean] => [
          role,
          staff[role].cookie,
          (got) =>
            permission === 'staff' || rolesGrant([role], permission)
              ? !got.startsWith('401') && !got.startsWith('403')
              : got === `403 ${STAFF_FORBIDDEN}`,
        ]),
      ];
      for (const [who, cookie, expected] of expectations) {
        const got = await answer(cookie);
        if (!expected(got)) cells.push(`${key} as ${who}: ${got}`);
      }
    }
    expect(cells, 'cells of the matrix answered otherwise than the route table says').toEqual([]);
  });
});

describe('two-factor sign-in for staff', () => {
  it('enrols with a code from the new secret, then asks for the code after the password, each code once', async () => {
    const staff = await enrolledStaff(context.app, context.database.db, ['moderator']);
    expect(staff.recoveryCodes).toHaveLength(10);
    expect(new Set(staff.recoveryCodes).size).toBe(10);
    const me = await send(context.app, { method: 'GET', url: '/api/operator/me', cookie: staff.cookie });
    expect(staffMeSchema.parse(me.json())).toEqual({
      roles: ['moderator'],
      permissions: expect.arrayContaining(['moderate_posts']),
      enrolled: true,
    });

    const login = (code?: string) =>
      send(context.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: staff.email, password: staff.password, ...(code ? { code } : {}) },
      });
    const withoutCode = await login();
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toEqual({ message: TWO_FACTOR_REQUIRED });
    expect(withoutCode.cookies.find((cookie) => cookie.name === 'sb_session')).toBeUndefined();
    expect((await login('000000')).json()).toEqual({ message: WRONG_CODE });
    // The code of the step enrolment used is taken; the next step's is accepted once.
    expect((await login(totpCode(staff.secret))).statusCode).toBe(401);
    expect((await login(totpCode(staff.secret, 1))).statusCode).toBe(200);
    expect((await login(totpCode(staff.secret, 1))).statusCode).toBe(401);
    // A recovery code works once.
    const [recovery] = staff.recoveryCodes;
    expect((await login(recovery)).statusCode).toBe(200);
    const reused = await login(recovery);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: WRONG_CODE });
  });

  it('stores the secret encrypted and the recovery codes hashed', async () => {
    const staff = await enrolledStaff(context.app, context.database.db, ['support']);
    const stored = await context.database.db.execute<{ secret: string; hashes: string[] }>(sql`
      select f.secret, array(select code_hash from staff_recovery_codes r where r.user_id = f.user_id) as hashes
      from staff_second_factors f join users u on u.id = f.user_id where u.email = ${staff.email}`);
    const [row] = stored.rows;
    expect(row!.secret).not.toContain(staff.secret);
    expect(row!.hashes).toHaveLength(10);
    for (const code of staff.recoveryCodes) expect(row!.hashes).not.toContain(code);
  });

  it('refuses a wrong code at enrolment and a confirmation with nothing waiting', async () => {
    const account = await staffWithoutSecondFactor(context.app, context.database.db, ['finance']);
    const nothing = await send(context.app, {
      method: 'POST',
      url: '/api/operator/2fa/confirm',
      cookie: account.cookie,
      payload: { code: '123456' },
    });
    expect(nothing.statusCode).toBe(409);
    await send(context.app, { method: 'POST', url: '/api/operator/2fa/setup', cookie: account.cookie });
    const wrong = await send(context.app, {
      method: 'POST',
      url: '/api/operator/2fa/confirm',
      cookie: account.cookie,
      payload: { code: '12345' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('staff roles and the audit log', () => {
  it('an admin grants and revokes in the console, each change audited with who, roles, target, before and after', async () => {
    const admin = await enrolledStaff(context.app, context.database.db, ['admin']);
    const someone = await signUpUser(context.app);
    const grant = await send(context.app, {
      method: 'POST',
      url: '/api/operator/staff/grant',
      cookie: admin.cookie,
      payload: { email: someone.email, role: 'moderator' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json().find((member: { email: string }) => member.email === someone.email)).toMatchObject({
      roles: ['moderator'],
      enrolled: false,
    });
    const revoke = await send(context.app, {
      method: 'POST',
      url: '/api/operator/staff/revoke',
      cookie: admin.cookie,
      payload: { email: someone.email, role: 'moderator' },
    });
    expect(revoke.json().some((member: { email: string }) => member.email === someone.email)).toBe(false);
    const unknown = await send(context.app, {
      method: 'POST',
      url: '/api/operator/staff/grant',
      cookie: admin.cookie,
      payload: { email: 'nobody@example.com', role: 'admin' },
    });
    expect(unknown.statusCode).toBe(404);

    const audit = auditPageSchema.parse(
      (
        await send(context.app, {
          method: 'GET',
          url: `/api/operator/audit?target=user:${grant.json().find((member: { email: string }) => member.email === someone.email).userId}`,
          cookie: admin.cookie,
        })
      ).json(),
    );
    expect(audit.entries.map((entry) => [entry.action, entry.roles, entry.before, entry.after])).toEqual([
      ['staff.revoke', ['admin'], { roles: ['moderator'] }, { roles: [] }],
      ['staff.grant', ['admin'], { roles: [] }, { roles: ['moderator'] }],
    ]);
    expect(audit.entries[0]!.requestId).toEqual(expect.any(String));
  });

  it('refuses an UPDATE, a DELETE and a TRUNCATE of the audit log in the database itself', async () => {
    const admin = await enrolledStaff(context.app, context.database.db, ['admin']);
    expect(admin.recoveryCodes).toHaveLength(10);
    const { db } = context.database;
    const [before] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from audit_log`)).rows;
    expect(Number(before!.count)).toBeGreaterThan(0);
    // Drizzle wraps the database's refusal; its cause is the trigger's exception.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(db.execute(sql`update audit_log set reason = 'rewritten'`))).toMatch(/append-only: UPDATE is refused/);
    expect(await refusal(db.execute(sql`delete from audit_log`))).toMatch(/append-only: DELETE is refused/);
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE is refused/);
    const [after] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from audit_log`)).rows;
    expect(after!.count).toBe(before!.count);
  });
});
