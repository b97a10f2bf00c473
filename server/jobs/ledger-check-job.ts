import fp from 'fastify-plugin';
import { checkLedger } from '../features/ledger';
import { keepLedgerCheck } from '../features/ledger-explorer';

/** The queue of the daily ledger check. */
export const CHECK_LEDGER = 'check-ledger';

/**
 * Daily at 03:15 UTC, the money invariants `npm run check:ledger` checks, on the running database.
 * Each run is kept (trigger 'daily') for the operator console's ledger view. A broken invariant
 * fails the job with the violations as its error, kept on the queue and counted in /metrics
 * (`job_queue_jobs{queue="check-ledger",state="failed"}`); a clean run is logged.
 */
export const ledgerCheckJob = fp(
  async (app) => {
    app.jobQueue.define({
      name: CHECK_LEDGER,
      queue: { policy: 'stately', retryLimit: 0 },
      cron: '15 3 * * *',
      run: async () => {
        const violations = await checkLedger(app.database.db);
        await keepLedgerCheck(app.database.db, 'daily', violations);
        if (violations.length > 0) {
          throw new Error(`Ledger check: ${violations.length} violation(s): ${violations.slice(0, 20).join('; ')}`);
        }
        app.log.info('Ledger check: clean');
      },
    });
  },
  { name: 'ledger-check-job', dependencies: ['job-queue'] },
);
