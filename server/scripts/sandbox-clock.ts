/**
 * `npm run sandbox:clock -- --advance-days N`: moves the sandbox clock forward N days (1 to
 * 3650) on the configured database, then closes every campaign that fell due. Servers on
 * PostgreSQL decide by the new time from the moment it commits (server/clock.ts); a PGlite
 * server must be stopped first (it holds the folder). Without arguments it prints the sandbox time.
 */
import { parseArgs } from 'node:util';
import { advanceClockSchema } from '@common/schemas/sandbox';
import { SandboxClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { prepareDatabase } from '../prepare-database';
import { settleDueByClock } from '../jobs/settle-due';

class UsageError extends Error {}

function readAdvanceDays(): number | null {
  const { values } = parseArgs({ options: { 'advance-days': { type: 'string' } } });
  if (values['advance-days'] === undefined) return null;
  const parsed = advanceClockSchema.safeParse({ advanceDays: Number(values['advance-days']) });
  if (!parsed.success)
    throw new UsageError(parsed.error.issues[0]?.message ?? 'advanceDays must be a whole number of days from 1 to 3650.');
  return parsed.data.advanceDays;
}

async function main(): Promise<void> {
  const advanceDays = readAdvanceDays();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, { revenueSeed: config.sandboxSeed });
    const clock = await SandboxClock.open(database);
    try {
      if (advanceDays === null) {
        console.log(`Sandbox time: ${clock.now().toISOString()}`);
        return;
      }
      const now = await clock.advanceDays(advanceDays);
      const { closed, quartersPaid, remindersSent } = await settleDueByClock(database.db, clock);
      console.log(
        `Sandbox time: ${now.toISOString()} (${advanceDays} days later); ${closed} campaign(s) closed, ${quartersPaid} quarter(s) paid, ${remindersSent} reminder(s) sent.`,
      );
    } finally {
      await clock.close();
    }
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof UsageError;
  console.error(
    known ? (error as Error).message : `Moving the sandbox clock failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
