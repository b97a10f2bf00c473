/**
 * `npm run bench:notifications`, on PostgreSQL (BENCH_DATABASE_URL, default the local server; a
 * database of its own, dropped after):
 * 1. an update posted to a project with 10,000 followers: the update and its 10,000
 *    notifications in one transaction, set-based (goal: under 2 s);
 * 2. 1,000 idle notification streams held by one server process (goal: under 100 MB more
 *    resident memory), then one notification to the streams' user, timed until every stream
 *    has it.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../server/prepare-database';
import { MAX_STREAMS_PER_USER } from '../server/features/notifications/live-hub';
import { postUpdate } from '../server/features/updates';
import { signUpAt } from '../server/test/server-client';
import { openStream, type OpenStream } from '../server/test/notification-fixtures';
import { startServerProcess } from '../server/test/server-process';
import { createBenchDatabase } from './invest-setup';
import { printTable } from './lib/load';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const MB = 1024 * 1024;

/** The server process's resident memory, from the kernel. */
const residentBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bench = await createBenchDatabase('postgres');
const { handle } = await bench.open();
const { db } = handle;

try {
  await prepareDatabase(handle);
  // 1. One update, 10,000 followers.
  const creator = await db.execute<{ id: number }>(sql`
    insert into users (email, password_hash, first_name, last_name, account_type) values ('fanout-creator@example.test', 'x', 'Bench', 'Creator', 'creator') returning id`);
  const creatorUserId = Number(creator.rows[0]?.id);
  const project = await db.execute<{ id: number }>(sql`
    with maker as (insert into creators (name, category, user_id) values ('Bench Creator', 'indie music', ${creatorUserId}::int) returning id)
    insert into projects (creator_id, title, description, type, funding_goal_cents, min_investment_cents, share_price_cents, total_shares, available_shares, start_date, end_date)
    select id, 'Bench Fan-out', 'A project the notifications benchmark posts to. Fictional.', 'album', 1000000, 10000, 1000, 1000, 1000, current_date - 1, current_date + 30
    from maker returning id`);
  const projectId = Number(project.rows[0]?.id);
  await db.execute(sql`
    with follower as (
      insert into users (email, password_hash, first_name, last_name, account_type)
      select 'fanout-' || g || '@example.test', 'x', 'Bench', 'Follower', 'investor' from generate_series(1, ${FOLLOWERS}::int) g returning id
    )
    insert into follows (user_id, project_id) select id, ${projectId}::int from follower`);
  await db.execute(sql`analyze`);
  const started = performance.now();
  await postUpdate(
    db,
    creatorUserId,
    projectId,
    { title: 'Studio diary', body: 'Ten thousand people will read this.', visibility: 'public' },
    new Date(),
  );
  const fanOutMs = Math.round(performance.now() - started);
  const [sent] = (
    await db.execute<{ count: number }>(sql`select count(*)::int as count from notifications where project_id = ${projectId}::int`)
  ).rows;

  // 2. 1,000 idle streams on one server process.
  // Every stream comes from this one process: the per-client limit would refuse all but 20.
  const server = await startServerProcess({
    ...bench.serverEnv,
    SIGNUPS_PER_CLIENT: '1000',
    STREAMS_PER_CLIENT: String(STREAMS),
    CONNECTIONS_PER_CLIENT: String(STREAMS + 100),
    LOG_LEVEL: 'warn',
  });
  const streams: OpenStream[] = [];
  try {
    // A user holds at most MAX_STREAMS_PER_USER streams (tabs); the 1,000 are held by 100 readers.
    const readers: Array<Awaited<ReturnType<typeof signUpAt>>> = [];
    for (let signedUp = 0; signedUp < STREAMS / MAX_STREAMS_PER_USER; signedUp += 1)
      readers.push(await signUpAt(server.url, 'stream-bench'));
    await pause(1000);
    const before = residentBytes(server.pid);
    for (let opened = 0; opened < STREAMS; opened += 50) {
      streams.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, STREAMS - opened) }, (_, n) =>
            openStream(server.url, readers[Math.floor((opened + n) / MAX_STREAMS_PER_USER)]!.cookie),
          ),
        )),
      );
    }
    await pause(2000);
    const after = residentBytes(server.pid);
    const refused = streams.filter((stream) => stream.status !== 200).length;
    // One notification to the readers the streams belong to: how long until all 1,000 have it.
    await db.execute(
      sql`insert into follows (user_id, project_id) select unnest(${`{${readers.map((reader) => reader.id).join(',')}}`}::int[]), ${projectId}::int`,
    );
    const deliveredFrom = performance.now();
    await postUpdate(db, creatorUserId, projectId, { title: 'Live', body: 'To every stream.', visibility: 'public' }, new Date());
    await Promise.all(streams.map((stream) => stream.waitFor(1, 10_000)));
    const deliveredMs = Math.round(performance.now() - deliveredFrom);
    const grownMb = (after - before) / MB;

    console.log(
      `Fan-out: one update to ${FOLLOWERS.toLocaleString('en-US')} followers: ${fanOutMs} ms, ${sent?.count} notifications (goal under 2 s: ${fanOutMs < 2000 ? 'yes' : 'NO'})\n`,
    );
    printTable(
      ['streams', 'refused', 'RSS before MB', 'RSS after MB', 'growth MB', 'per stream KB', 'growth < 100 MB', 'one event to all, ms'],
      [
        [
          STREAMS,
          refused,
          (before / MB).toFixed(1),
          (after / MB).toFixed(1),
          grownMb.toFixed(1),
          ((after - before) / 1024 / STREAMS).toFixed(1),
          grownMb < 100 ? 'yes' : 'NO',
          deliveredMs,
        ],
      ],
    );
    if (fanOutMs >= 2000 || grownMb >= 100 || refused > 0) process.exitCode = 1;
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
} finally {
  await handle.close();
  await bench.drop();
}
