import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPostingsSchema,
  ledgerAccountParamsSchema,
  ledgerCheckRunSchema,
  ledgerPostingsQuerySchema,
  ledgerTransferSchema,
  trialBalanceSchema,
} from '@common/schemas/operator-views';
import { isSerialId } from '@common/schemas/serial-id';
import { notFound } from '../../errors';
import { signedInUser } from '../../plugins/auth-guard';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { checkLedger } from '../ledger';
import { recordAudit } from '../staff';
import { keepLedgerCheck, latestLedgerCheck } from './check-runs';
import { accountPostings, ledgerTransfer } from './postings';
import { trialBalance } from './trial-balance';

export const NO_TRANSFER_WITH_ID = 'No transfer has this id.';
const NO_LEDGER_ACCOUNT = 'No ledger account has this id.';

/** Under /api/operator/ledger: Finance reads the books and runs the ledger check; nothing here moves money. */
export const ledgerExplorerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/trial-balance',
    {
      schema: {
        summary: 'Read the trial balance: each kind of account summed from its postings, and the total (zero when the books balance)',
        tags: ['operator'],
        response: { 200: trialBalanceSchema },
      },
      preValidation: app.requireStaff('view_ledger'),
    },
    async () => trialBalance(db),
  );

  app.get(
    '/accounts/:kind/:id/postings',
    {
      schema: {
        summary: "Read one ledger account's postings, newest first, with its balance",
        tags: ['operator'],
        params: ledgerAccountParamsSchema,
        querystring: ledgerPostingsQuerySchema,
        response: { 200: accountPostingsSchema },
      },
      config: { apiDocs: { errors: { 404: NO_LEDGER_ACCOUNT } } },
      preValidation: app.requireStaff('view_ledger'),
    },
    async (request) => {
      const { kind, id } = request.params;
      // The platform's own accounts have id 0.
      if (!isSerialId(id, true)) throw notFound(NO_LEDGER_ACCOUNT);
      return accountPostings(db, { kind, id: Number(id) }, request.query.cursor ?? null);
    },
  );

  app.get(
    '/transfers/:id',
    {
      schema: {
        summary: 'Read one transfer with every leg',
        tags: ['operator'],
        params: idParamsSchema,
        response: { 200: ledgerTransferSchema },
      },
      config: { apiDocs: { errors: { 404: NO_TRANSFER_WITH_ID } } },
      preValidation: app.requireStaff('view_ledger'),
    },
    async (request) => {
      const transfer = await ledgerTransfer(db, parseId(request.params.id, NO_TRANSFER_WITH_ID));
      if (!transfer) throw notFound(NO_TRANSFER_WITH_ID);
      return transfer;
    },
  );

  app.get(
    '/checks/latest',
    {
      schema: {
        summary: 'Read the last run of the ledger check (daily or on demand), or null before the first',
        tags: ['operator'],
        response: { 200: ledgerCheckRunSchema.nullable() },
      },
      preValidation: app.requireStaff('view_ledger'),
    },
    async () => latestLedgerCheck(db),
  );

  app.post(
    '/checks',
    {
      schema: {
        summary: 'Run the ledger check now; the run is kept and audited',
        tags: ['operator'],
        response: { 200: ledgerCheckRunSchema },
      },
      preValidation: app.requireStaff('run_ledger_check'),
    },
    async (request) => {
      const violations = await checkLedger(db);
      return db.transaction(async (tx) => {
        const run = await keepLedgerCheck(tx, `staff:${signedInUser(request).id}`, violations);
        await recordAudit(tx, request, { action: 'ledger.check', target: 'ledger', after: { violations: violations.length } });
        return run;
      });
    },
  );
};
