import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { userIdOf } from '../../test/money-fixtures';
import { send, signUpUser, useTestApp, type TestContext } from '../../test/test-app';
import { SEND_NOTICE_MAIL } from './notice-mail';

/** The mail row and the queue job of an account's one notice. */
async function mailStateOf(context: TestContext, email: string) {
  const userId = await userIdOf(context.database.db, email);
  const [row] = await queryRows(
    context.database.db,
    z.object({ notification_id: sqlColumn.integer, attempts: sqlColumn.integer, last_error: z.string().nullable(), sent: z.boolean() }),
    sql`select notification_id, attempts, last_error, sent from notification_mails where user_id = ${userId}`,
  );
  if (!row) return null;
  const jobs = await context.app.jobQueue.boss.findJobs<{ notificationId: number }>(SEND_NOTICE_MAIL, {
    data: { notificationId: row.notification_id },
  });
  return { ...row, jobStates: jobs.map((job) => job.state) };
}

async function changePassword(context: TestContext) {
  const { cookie, email, password } = await signUpUser(context.app);
  const started = Date.now();
  const response = await send(context.app, {
    method: 'POST',
    url: '/api/auth/password',
    cookie,
    payload: { currentPassword: password, newPassword: 'another horse battery staple' },
  });
  expect(response.statusCode).toBe(200);
  return { email, answeredInMs: Date.now() - started };
}

const METRICS_TOKEN = 'metrics-token-for-the-mail-tests-0123456789';

describe('a SMTP server that refuses', () => {
  let refusing = true;
  const received: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        if (refusing) return callback(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 }));
        received.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  const env: NodeJS.ProcessEnv = { SIGNUPS_PER_CLIENT: '1000', METRICS_TOKEN };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const context = useTestApp(env);

  it('keeps the mail owed with its error, retries it with backoff, and delivers it once the server takes it', async () => {
    const { email } = await changePassword(context);
    await expect
      .poll(() => mailStateOf(context, email), { timeout: 15_000, interval: 200 })
      .toMatchObject({ attempts: 1, sent: false, last_error: expect.stringContaining('Mailbox unavailable'), jobStates: ['retry'] });
    const metrics = await context.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toMatch(/^mail_send_failures_total [1-9]/m);
    expect(metrics.body).toMatch(/^job_queue_jobs\{queue="send-notice-mail",state="queued"\} [1-9]/m);
    refusing = false;
    await expect
      .poll(() => mailStateOf(context, email), { timeout: 30_000, interval: 500 })
      .toMatchObject({ attempts: 2, sent: true, last_error: null, jobStates: ['completed'] });
    expect(received.filter((address) => address === email)).toEqual([email]);
  }, 45_000);
});

describe('a SMTP server that hangs', () => {
  const silent = net.createServer(() => undefined);
  const env: NodeJS.ProcessEnv = { SIGNUPS_PER_CLIENT: '1000', SMTP_TIMEOUT_MS: '300' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));
  const context = useTestApp(env);

  it('never holds the request; the send gives up after SMTP_TIMEOUT_MS and is retried', async () => {
    const { email, answeredInMs } = await changePassword(context);
    expect(answeredInMs).toBeLessThan(2000);
    await expect
      .poll(() => mailStateOf(context, email), { timeout: 15_000, interval: 200 })
      .toMatchObject({ attempts: 1, sent: false, last_error: expect.stringMatching(/greeting|timeout/i), jobStates: ['retry'] });
  }, 30_000);
});
