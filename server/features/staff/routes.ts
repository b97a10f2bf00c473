import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  recoveryCodesSchema,
  staffListSchema,
  staffMeSchema,
  staffRoleChangeSchema,
  twoFactorConfirmSchema,
  twoFactorSetupSchema,
} from '@common/schemas/staff';
import { signedInUser } from '../../plugins/auth-guard';
import { readAudit, recordAudit } from './audit';
import { beginEnrolment, confirmEnrolment, hasSecondFactor, NOT_ENROLLING, SecretBox, WRONG_CODE } from './second-factor';
import { grantRole, listStaff, NO_SUCH_ACCOUNT, revokeRole, staffMe } from './staff-roles';

/** Under /api/operator: the staff account itself (its second factor), staff roles, and the audit log. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const box = new SecretBox(app.config.staff.secretKey);
  const { windowMs } = app.config.rateLimits;

  app.addHook('onReady', async () => {
    if (!app.config.staff.secretKeySet) {
      app.log.warn('STAFF_SECRET_KEY is not set: staff two-factor secrets are encrypted with the development key. Set it on a server.');
    }
  });

  app.get(
    '/me',
    {
      schema: {
        summary: "Read the staff account's roles, permissions and second factor",
        tags: ['operator'],
        response: { 200: staffMeSchema },
      },
      preValidation: app.requireStaff('staff', { enrolling: true }),
    },
    async (request) => staffMe(request.staffRoles ?? [], await hasSecondFactor(db, signedInUser(request).id)),
  );

  app.post(
    '/2fa/setup',
    {
      schema: {
        summary: 'Start two-factor set-up: a new authenticator secret with its QR code, waiting for a code',
        tags: ['operator'],
        response: { 200: twoFactorSetupSchema },
      },
      preValidation: app.requireStaff('staff', { enrolling: true }),
    },
    async (request) => beginEnrolment(db, box, signedInUser(request).id),
  );

  app.post(
    '/2fa/confirm',
    {
      schema: {
        summary: 'Confirm two-factor set-up with a code; answers the ten recovery codes once and signs out the other sessions',
        tags: ['operator'],
        body: twoFactorConfirmSchema,
        response: { 200: recoveryCodesSchema },
      },
      config: { apiDocs: { errors: { 400: WRONG_CODE, 409: NOT_ENROLLING, 429: 'Too many codes tried.' } } },
      preValidation: app.requireStaff('staff', { enrolling: true }),
    },
    async (request) => {
      const { id } = signedInUser(request);
      await app.rateLimiter.hit({
        key: `2fa-confirm:user:${id}`,
        limit: app.config.rateLimits.loginFailuresPerEmailAndClient,
        windowMs,
        message: `Too many codes tried. Please try again in ${Math.round(windowMs / 60_000)} minutes.`,
      });
      const recoveryCodes = await confirmEnrolment(db, box, id, request.body.code, new Date());
      await recordAudit(db, request, { action: 'staff.2fa_enrolled', target: `user:${id}` });
      // A session opened with the password alone does not outlive the factor: this one proved it.
      await app.sessions.endOthers(request, id);
      return { recoveryCodes };
    },
  );

  app.get(
    '/staff',
    {
      schema: { summary: 'List the staff accounts and their roles', tags: ['operator'], response: { 200: staffListSchema } },
      preValidation: app.requireStaff('grant_roles'),
    },
    async () => listStaff(db),
  );

  for (const change of ['grant', 'revoke'] as const) {
    app.post(
      `/staff/${change}`,
      {
        schema: {
          summary: change === 'grant' ? 'Grant a staff role to an account' : 'Revoke a staff role from an account',
          tags: ['operator'],
          body: staffRoleChangeSchema,
          response: { 200: staffListSchema },
        },
        config: { apiDocs: { errors: { 404: NO_SUCH_ACCOUNT } } },
        preValidation: app.requireStaff('grant_roles'),
      },
      async (request) => {
        const { email, role } = request.body;
        await db.transaction(async (tx) => {
          const changed =
            change === 'grant' ? await grantRole(tx, email, role, signedInUser(request).id) : await revokeRole(tx, email, role);
          await recordAudit(tx, request, {
            action: `staff.${change}`,
            target: `user:${changed.userId}`,
            before: { roles: changed.before },
            after: { roles: changed.after },
          });
        });
        return listStaff(db);
      },
    );
  }

  app.get(
    '/audit',
    {
      schema: {
        summary: 'Read the audit log, newest first, by staff member and target',
        tags: ['operator'],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
      preValidation: app.requireStaff('read_audit_log'),
    },
    async (request) => readAudit(db, request.query),
  );
};
