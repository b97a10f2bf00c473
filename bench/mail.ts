/**
 * `npm run bench:mail`, on PostgreSQL (BENCH_DATABASE_URL, default the local server; a database of
 * its own, dropped after): 10,000 notices each owing one mail at once, mailed by two server
 * processes to a SMTP server in this process; the second server is killed with SIGKILL once 3,000
 * have arrived. Reports the time, and that none was lost and none came twice (or, for a mail its
 * dead sender had handed over before it could record it, that the repeat carries the same
 * Message-ID).
 */
import { prepareDatabase } from '../server/prepare-database';
import { mailAcrossTwoServers } from '../server/test/mail-across-servers';
import { createBenchDatabase } from './invest-setup';
import { printTable } from './lib/load';

const NOTICES = Number(process.env.BENCH_NOTICES ?? 10_000);
const KILL_AT = Math.round(NOTICES * 0.3);

const bench = await createBenchDatabase('postgres');
const { handle } = await bench.open();
try {
  await prepareDatabase(handle);
  const run = await mailAcrossTwoServers({
    database: handle,
    databaseUrl: bench.serverEnv.DATABASE_URL ?? '',
    notices: NOTICES,
    killAt: KILL_AT,
    timeoutMs: 15 * 60_000,
  });
  const lost = run.notices - run.delivered;
  const unexplained = run.repeats.filter((repeat) => repeat.attempts < 2).length;
  printTable(
    [
      'notices',
      'servers',
      'SIGKILL after',
      'seconds',
      'mails a second',
      'delivered',
      'lost',
      'received twice',
      'twice without a dead sender',
    ],
    [
      [
        run.notices,
        2,
        `${run.killedAfter ?? 'never'} mails`,
        run.seconds.toFixed(1),
        (run.delivered / run.seconds).toFixed(0),
        run.delivered,
        lost,
        run.repeats.length,
        unexplained,
      ],
    ],
  );
  if (lost > 0 || unexplained > 0) process.exitCode = 1;
} finally {
  await handle.close();
  await bench.drop();
}
