import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { queryRows, sqlColumn } from '../db/typed-sql';
import { passwordChanged } from '../features/notifications';
import { SmtpCatcher } from './smtp-catcher';
import { startServerProcess, type ServerProcess } from './server-process';

export interface MailRun {
  notices: number;
  /** From both servers answering to the last notice's first delivery. */
  seconds: number;
  /** Notices delivered at least once, and mails received for them in all. */
  delivered: number;
  received: number;
  /** Notices delivered more than once, each with its row's tries (a repeat needs a sender that died mid-send). */
  repeats: Array<{ notificationId: number; times: number; attempts: number }>;
  /** Mails received when the second server was killed (null: never killed). */
  killedAfter: number | null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `notices` password-change notices of as many new accounts (each owes one mail at once), then
 * two real server processes on the PostgreSQL database at `databaseUrl` mailing them to an
 * in-process SMTP server; the second is killed with SIGKILL once `killAt` of them have arrived.
 * Waits until every notice has arrived or `timeoutMs` passes. The database must be prepared.
 */
export async function mailAcrossTwoServers(options: {
  database: DatabaseHandle;
  databaseUrl: string;
  notices: number;
  killAt: number | null;
  timeoutMs: number;
}): Promise<MailRun> {
  const { db } = options.database;
  const ids = await db.transaction(async (tx) => {
    const accounts = await queryRows(
      tx,
      z.object({ id: sqlColumn.integer }),
      sql`insert into users (email, password_hash, first_name, last_name, account_type)
          select 'mail-run-' || n || '-' || md5(random()::text) || '@example.test', 'x', 'Mail', 'Reader', 'investor'
          from generate_series(1, ${options.notices}::int) as n returning id`,
    );
    for (const account of accounts) await passwordChanged(tx, account.id, new Date());
    const written = await queryRows(
      tx,
      z.object({ id: sqlColumn.integer }),
      sql`select n.id from notifications n where n.kind = 'password_changed' and n.user_id = any(${`{${accounts.map((account) => account.id).join(',')}}`}::int[])`,
    );
    return new Set(written.map((row) => row.id));
  });

  const catcher = new SmtpCatcher();
  const smtpUrl = await catcher.listen();
  const env = {
    DATABASE_URL: options.databaseUrl,
    SMTP_URL: smtpUrl,
    SMTP_TIMEOUT_MS: '2000',
    MAIL_TOKEN_SECRET: 'mail-across-servers-token-secret-0123456789',
    LOG_LEVEL: 'error',
  };
  const servers: ServerProcess[] = [];
  const ours = (raw: string) => {
    const id = Number(/^Message-ID: <notice-(\d+)@/im.exec(raw)?.[1]);
    return ids.has(id) ? id : null;
  };
  try {
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    const started = performance.now();
    let killedAfter: number | null = null;
    const deliveredIds = () => new Set(catcher.mails.map((mail) => ours(mail.raw)).filter((id) => id !== null));
    for (;;) {
      const delivered = deliveredIds();
      if (killedAfter === null && options.killAt !== null && delivered.size >= options.killAt) {
        killedAfter = delivered.size;
        await servers[1]!.kill('SIGKILL');
      }
      if (delivered.size === ids.size || performance.now() - started > options.timeoutMs) break;
      await pause(100);
    }
    const seconds = (performance.now() - started) / 1000;
    const times = new Map<number, number>();
    for (const mail of catcher.mails) {
      const id = ours(mail.raw);
      if (id !== null) times.set(id, (times.get(id) ?? 0) + 1);
    }
    const repeated = [...times].filter(([, count]) => count > 1);
    const attempts = repeated.length
      ? await queryRows(
          db,
          z.object({ notification_id: sqlColumn.integer, attempts: sqlColumn.integer }),
          sql`select notification_id, attempts from notification_mails where channel = 'email'
              and notification_id = any(${`{${repeated.map(([id]) => id).join(',')}}`}::int[])`,
        )
      : [];
    return {
      notices: ids.size,
      seconds,
      delivered: times.size,
      received: [...times.values()].reduce((sum, count) => sum + count, 0),
      repeats: repeated.map(([notificationId, count]) => ({
        notificationId,
        times: count,
        attempts: attempts.find((row) => row.notification_id === notificationId)?.attempts ?? 0,
      })),
      killedAfter,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await catcher.close();
  }
}
