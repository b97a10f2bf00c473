import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHANNELS, notificationChannels } from '@common/schemas/notification-choices';
import { notificationKinds } from '@common/schemas/notifications';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { creatorWithProject } from '../../test/notification-fixtures';
import { SmtpCatcher, type CaughtMail } from '../../test/smtp-catcher';
import { send, signUpUser, useTestApp, type TestContext } from '../../test/test-app';
import { userIdOf } from '../../test/money-fixtures';
import { passwordChanged } from '../notifications';
import { resetSandbox } from '../sandbox';
import { z } from 'zod';
import { SEND_DIGESTS } from './digest';
import { claimNoticeMail, currentChannel, SEND_NOTICE_MAIL } from './notice-mail';
import { signUnsubscribeToken, UNSUBSCRIBE_TOKEN_LIFETIME_MS } from './unsubscribe-token';

const catcher = new SmtpCatcher();
const env: NodeJS.ProcessEnv = {
  SIGNUPS_PER_CLIENT: '1000',
  MAIL_TOKEN_SECRET: 'a-mail-token-secret-for-the-tests-0123456789',
  MAIL_DIGEST_HOUR_UTC: '5',
};
beforeAll(async () => {
  env.SMTP_URL = await catcher.listen();
});
afterAll(() => catcher.close());
const context: TestContext = useTestApp(env);

/** A mail's body as written: quoted-printable soft breaks and escapes undone. */
const decoded = (mail: CaughtMail) =>
  mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const header = (mail: CaughtMail, name: string) => new RegExp(`^${name}: (.+)$`, 'mi').exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];

async function changePassword(cookie: string, from: string, to: string) {
  const response = await send(context.app, {
    method: 'POST',
    url: '/api/auth/password',
    cookie,
    payload: { currentPassword: from, newPassword: to },
  });
  expect(response.statusCode).toBe(200);
}

async function mailRowsOf(userId: number) {
  return queryRows(
    context.database.db,
    z.object({ channel: z.string(), sent: z.boolean(), attempts: sqlColumn.integer }),
    sql`select channel, sent, attempts from notification_mails where user_id = ${userId} order by notification_id`,
  );
}

async function choose(cookie: string, choices: Record<string, string>) {
  const response = await send(context.app, { method: 'PUT', url: '/api/account/notifications', cookie, payload: { choices } });
  expect(response.statusCode).toBe(200);
  return response.json() as { choices: Record<string, string> };
}

describe('email choices (GET/PUT /api/account/notifications)', () => {
  it('answers 401 signed out, and every kind with its default to a new account', async () => {
    expect((await send(context.app, { method: 'GET', url: '/api/account/notifications' })).statusCode).toBe(401);
    const { cookie } = await signUpUser(context.app);
    const response = await send(context.app, { method: 'GET', url: '/api/account/notifications', cookie });
    expect(response.json()).toEqual({ choices: DEFAULT_CHANNELS });
    expect(DEFAULT_CHANNELS).toMatchObject({
      payout_posted: 'email',
      order_filled: 'email',
      password_changed: 'email',
      update_posted: 'digest',
      progress_50: 'in_app',
    });
  });

  it('changes only the kinds sent, and refuses an unknown channel or kind with a message, changing nothing', async () => {
    const { cookie } = await signUpUser(context.app);
    expect((await choose(cookie, { payout_posted: 'digest' })).choices).toEqual({ ...DEFAULT_CHANNELS, payout_posted: 'digest' });
    for (const choices of [{ payout_posted: 'sms' }, { nonsense: 'email' }]) {
      const refused = await send(context.app, { method: 'PUT', url: '/api/account/notifications', cookie, payload: { choices } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: expect.any(String) });
    }
    const after = await send(context.app, { method: 'GET', url: '/api/account/notifications', cookie });
    expect(after.json()).toEqual({ choices: { ...DEFAULT_CHANNELS, payout_posted: 'digest' } });
  });
});

describe('the channel the database reads for each kind', () => {
  it("is the kind's default until the account chooses, then its choice", async () => {
    const { cookie, email } = await signUpUser(context.app);
    const userId = await userIdOf(context.database.db, email);
    const channels = () =>
      Promise.all(
        notificationKinds.map(async (kind) => {
          const [row] = await queryRows(
            context.database.db,
            z.object({ channel: z.string() }),
            sql`select ${currentChannel(sql`${userId}::int`, sql`${kind}::text`)} as channel`,
          );
          return [kind, row?.channel];
        }),
      );
    expect(Object.fromEntries(await channels())).toEqual(DEFAULT_CHANNELS);
    const everyOther = Object.fromEntries(notificationKinds.map((kind, n) => [kind, notificationChannels[n % 3]!]));
    await choose(cookie, everyOther);
    expect(Object.fromEntries(await channels())).toEqual(everyOther);
  });
});

describe('a notice mailed at once', () => {
  it('mails a password change once: text and HTML, the sandbox notice, the link, and one-click unsubscribe headers', async () => {
    const { cookie, email, password } = await signUpUser(context.app);
    const before = catcher.mails.length;
    await changePassword(cookie, password, 'another horse battery staple');
    const mail = await catcher.mailTo(email, before);
    const body = decoded(mail);
    expect(header(mail, 'Subject')).toBe('Your password was changed');
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('Content-Type: text/html');
    expect(body).toContain('Sandbox demo. All projects and creators on Stagebacker Sandbox are fictional examples.');
    expect(body).toContain(`${context.config.publicUrl}/account`);
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${context.config.publicUrl}/api/unsubscribe\\?token=[A-Za-z0-9_.%-]+>$`),
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail, 'Message-ID')).toMatch(/^<notice-\d+@/);

    const userId = await userIdOf(context.database.db, email);
    await expect.poll(() => mailRowsOf(userId)).toEqual([{ channel: 'email', sent: true, attempts: 1 }]);
    // A retry of the job, or a second server's, finds it done and sends nothing.
    const [notice] = await queryRows(
      context.database.db,
      z.object({ id: sqlColumn.integer }),
      sql`select id from notifications where user_id = ${userId}`,
    );
    await context.app.jobQueue.boss.send(SEND_NOTICE_MAIL, { notificationId: notice!.id });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(catcher.mails.slice(before).filter((caught) => caught.to.includes(email))).toHaveLength(1);
  });

  it('is claimed by one sender at a time: a second claim while the first holds it is told to wait', async () => {
    const { email } = await signUpUser(context.app);
    const userId = await userIdOf(context.database.db, email);
    await context.database.db.transaction((tx) => passwordChanged(tx, userId, new Date()));
    const [row] = await queryRows(
      context.database.db,
      z.object({ id: sqlColumn.integer }),
      sql`select id from notifications where user_id = ${userId}`,
    );
    // Whichever sender (the app's worker or this test) claims first, the other is held off or finds it done.
    const claims = await Promise.all([
      claimNoticeMail(context.database.db, row!.id, 30),
      claimNoticeMail(context.database.db, row!.id, 30),
    ]);
    expect(claims.filter((claim) => claim.state === 'claimed').length).toBeLessThanOrEqual(1);
  });

  it('is not owed, nor queued, when the change that caused it rolls back', async () => {
    const { email } = await signUpUser(context.app);
    const userId = await userIdOf(context.database.db, email);
    await expect(
      context.database.db.transaction(async (tx) => {
        await passwordChanged(tx, userId, new Date());
        throw new Error('the change fails after its notice');
      }),
    ).rejects.toThrow('the change fails after its notice');
    expect(await mailRowsOf(userId)).toEqual([]);
    const queued = await queryRows(
      context.database.db,
      z.object({ count: sqlColumn.integer }),
      sql`select count(*) from pgboss.job j join notifications n on n.id = (j.data->>'notificationId')::int where n.user_id = ${userId}`,
    );
    expect(queued).toEqual([{ count: 0 }]);
  });

  it("honours the account's choice: in-app only writes no mail, the digest waits for the digest", async () => {
    const inApp = await signUpUser(context.app);
    const digest = await signUpUser(context.app);
    await choose(inApp.cookie, { password_changed: 'in_app' });
    await choose(digest.cookie, { password_changed: 'digest' });
    const before = catcher.mails.length;
    await changePassword(inApp.cookie, inApp.password, 'another horse battery staple');
    await changePassword(digest.cookie, digest.password, 'another horse battery staple');
    expect(await mailRowsOf(await userIdOf(context.database.db, inApp.email))).toEqual([]);
    expect(await mailRowsOf(await userIdOf(context.database.db, digest.email))).toEqual([{ channel: 'digest', sent: false, attempts: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(catcher.mails.slice(before).filter((mail) => [inApp.email, digest.email].some((to) => mail.to.includes(to)))).toEqual([]);
  });
});

describe('the daily digest', () => {
  it('is scheduled at MAIL_DIGEST_HOUR_UTC', async () => {
    const schedules = await context.app.jobQueue.boss.getSchedules(SEND_DIGESTS);
    expect(schedules).toEqual([expect.objectContaining({ name: SEND_DIGESTS, cron: '0 5 * * *', timezone: 'UTC' })]);
  });

  it("groups an account's waiting notices by project, those about no project last, and is sent once", async () => {
    const creator = await creatorWithProject(context.app, context.database.db, { title: 'Digest Tour' });
    const reader = await signUpUser(context.app);
    await choose(reader.cookie, { password_changed: 'digest' });
    expect(
      (await send(context.app, { method: 'PUT', url: `/api/follows/projects/${creator.project.id}`, cookie: reader.cookie })).statusCode,
    ).toBe(204);
    for (const title of ['First week', 'Second week']) {
      const posted = await send(context.app, {
        method: 'POST',
        url: `/api/projects/${creator.project.id}/updates`,
        cookie: creator.cookie,
        payload: { title, body: `${title} on the road.`, visibility: 'public' },
      });
      expect(posted.statusCode).toBe(201);
    }
    await changePassword(reader.cookie, reader.password, 'another horse battery staple');
    const before = catcher.mails.length;
    await context.app.jobQueue.boss.send(SEND_DIGESTS, null);
    const mail = await catcher.mailTo(reader.email, before, 15_000);
    const body = decoded(mail);
    expect(header(mail, 'Subject')).toBe('Your Stagebacker Sandbox digest: 3 notifications');
    const text = body.slice(body.indexOf('Your Stagebacker Sandbox digest: 3 notifications\r\n'));
    const order = [
      'Digest Tour\r\n',
      'Digest Tour: First week',
      'Digest Tour: Second week',
      'Your account\r\n',
      'Your password was changed',
    ].map((part) => text.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(body).toContain('Stop digest emails about');

    const userId = await userIdOf(context.database.db, reader.email);
    await expect
      .poll(() => mailRowsOf(userId))
      .toEqual([
        { channel: 'digest', sent: true, attempts: 1 },
        { channel: 'digest', sent: true, attempts: 1 },
        { channel: 'digest', sent: true, attempts: 1 },
      ]);
    await context.app.jobQueue.boss.send(SEND_DIGESTS, null, { singletonKey: 'again' });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(catcher.mails.slice(before).filter((caught) => caught.to.includes(reader.email))).toHaveLength(1);
  });
});

describe('unsubscribe links (/api/unsubscribe?token=)', () => {
  const secret = () => context.config.mail.tokenSecret;

  it('GET tells what a valid link turns off without turning it off; the one-click POST turns it off', async () => {
    const { cookie, email } = await signUpUser(context.app, { email: `ada-${Date.now()}@example.test` });
    const userId = await userIdOf(context.database.db, email);
    const token = signUnsubscribeToken(secret(), { userId, kind: 'payout_posted' }, new Date());
    const read = await send(context.app, { method: 'GET', url: `/api/unsubscribe?token=${token}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      kind: 'payout_posted',
      kindName: 'A quarterly payout to one of your holdings',
      email: 'a••@example.test',
      channel: 'email',
    });
    const oneClick = await context.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ kind: 'payout_posted', channel: 'in_app' });
    const choices = await send(context.app, { method: 'GET', url: '/api/account/notifications', cookie });
    expect(choices.json()).toEqual({ choices: { ...DEFAULT_CHANNELS, payout_posted: 'in_app' } });
  });

  it('refuses a tampered, a foreign-signed or an expired link with a message, changing nothing', async () => {
    const { cookie, email } = await signUpUser(context.app);
    const userId = await userIdOf(context.database.db, email);
    const valid = signUnsubscribeToken(secret(), { userId, kind: 'order_filled' }, new Date());
    const [payload, signature] = valid.split('.');
    const otherAccount = Buffer.from(JSON.stringify([userId + 1, 'order_filled', 9_999_999_999])).toString('base64url');
    const refused = [
      [`${otherAccount}.${signature}`, 'This unsubscribe link is not valid.'],
      [`${payload}.${signature!.slice(0, -2)}xx`, 'This unsubscribe link is not valid.'],
      [
        signUnsubscribeToken('another-secret-another-secret-0123456789', { userId, kind: 'order_filled' }, new Date()),
        'This unsubscribe link is not valid.',
      ],
      [
        signUnsubscribeToken(secret(), { userId, kind: 'order_filled' }, new Date(Date.now() - UNSUBSCRIBE_TOKEN_LIFETIME_MS - 1000)),
        expect.stringMatching(/^This unsubscribe link has expired\./),
      ],
    ] as const;
    for (const [token, message] of refused) {
      const response = await send(context.app, { method: 'POST', url: `/api/unsubscribe?token=${token}`, payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const choices = await send(context.app, { method: 'GET', url: '/api/account/notifications', cookie });
    expect(choices.json()).toEqual({ choices: DEFAULT_CHANNELS });
  });

  it("turns off only the named account's mail, whoever is signed in", async () => {
    const owner = await signUpUser(context.app);
    const other = await signUpUser(context.app);
    const token = signUnsubscribeToken(
      secret(),
      { userId: await userIdOf(context.database.db, owner.email), kind: 'order_filled' },
      new Date(),
    );
    expect(
      (await send(context.app, { method: 'POST', url: `/api/unsubscribe?token=${token}`, cookie: other.cookie, payload: {} })).statusCode,
    ).toBe(200);
    expect((await send(context.app, { method: 'GET', url: '/api/account/notifications', cookie: other.cookie })).json()).toEqual({
      choices: DEFAULT_CHANNELS,
    });
    expect((await send(context.app, { method: 'GET', url: '/api/account/notifications', cookie: owner.cookie })).json()).toEqual({
      choices: { ...DEFAULT_CHANNELS, order_filled: 'in_app' },
    });
  });
});

describe('a sandbox reset', () => {
  it('drops the mail still owed with the notices it was about, and keeps the accounts and their choices', async () => {
    const { cookie, email, password } = await signUpUser(context.app);
    await choose(cookie, { password_changed: 'digest' });
    await changePassword(cookie, password, 'another horse battery staple');
    const userId = await userIdOf(context.database.db, email);
    expect(await mailRowsOf(userId)).toHaveLength(1);
    await resetSandbox(context.database.db, { startingBalanceCents: context.config.startingBalanceCents, today: new Date() });
    expect(await mailRowsOf(userId)).toEqual([]);
    const choices = await send(context.app, { method: 'GET', url: '/api/account/notifications', cookie });
    expect(choices.json()).toEqual({ choices: { ...DEFAULT_CHANNELS, password_changed: 'digest' } });
  });
});
