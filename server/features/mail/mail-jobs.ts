import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationKind } from '@common/schemas/notifications';
import { NOTIFICATIONS_CHANNEL } from '../notifications';
import { accountsWithDigests, claimDigest, releaseDigest, settleDigest, SEND_DIGEST, SEND_DIGESTS, type DigestJob } from './digest';
import { digestMail, noticeMail } from './mail-content';
import { createMailer, type Mailer } from './mailer';
import {
  claimNoticeMail,
  claimSecondsFor,
  enqueueOwedMails,
  releaseNoticeMail,
  SEND_NOTICE_MAIL,
  settleNoticeMail,
  type NoticeMailJob,
} from './notice-mail';
import { signUnsubscribeToken } from './unsubscribe-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMTP_URL's mail server, or the log without it. */
    mailer: Mailer;
  }
}

/** The queue whose cron job, each minute, enqueues what a wake-up missed (a server stopped between a commit and its dispatch). */
const ENQUEUE_OWED_MAIL = 'enqueue-owed-mail';

/**
 * A mail is retried for about a day: 10 s, 20 s, 40 s… up to an hour apart. A sender that dies
 * stops its job's heartbeat, and the job is retried within about 20 s.
 */
const MAIL_RETRIES = {
  retryLimit: 12,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 300,
  heartbeatSeconds: 10,
};

/** The unsubscribe links of a mail about `kind`: the one-click address (RFC 8058) and the page that confirms. */
function unsubscribeLinks(app: FastifyInstance, userId: number, kind: NotificationKind) {
  const token = signUnsubscribeToken(app.config.mail.tokenSecret, { userId, kind }, new Date());
  const query = `token=${encodeURIComponent(token)}`;
  return { oneClick: `${app.config.publicUrl}/api/unsubscribe?${query}`, page: `${app.config.publicUrl}/unsubscribe?${query}` };
}

const listUnsubscribeHeaders = (oneClick: string) => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

async function sendNoticeMail(app: FastifyInstance, notificationId: number): Promise<void> {
  const { db } = app.database;
  const claim = await claimNoticeMail(db, notificationId, claimSecondsFor(app.config.mail.timeoutMs));
  if (claim.state === 'done') return;
  if (claim.state === 'held') throw new Error(`Another server is sending the mail of notification ${notificationId}; trying again later.`);
  if (!claim.stillWanted) return settleNoticeMail(db, notificationId, false);
  const links = unsubscribeLinks(app, claim.userId, claim.notice.kind);
  const content = noticeMail(claim.notice, { origin: app.config.publicUrl, unsubscribeUrl: links.page });
  try {
    await app.mailer.send({
      to: claim.email,
      ...content,
      messageId: `<notice-${notificationId}@${new URL(app.config.publicUrl).hostname}>`,
      headers: listUnsubscribeHeaders(links.oneClick),
    });
  } catch (error) {
    await releaseNoticeMail(db, notificationId, error);
    throw error;
  }
  await settleNoticeMail(db, notificationId, true);
}

async function sendDigest(app: FastifyInstance, userId: number): Promise<void> {
  const { db } = app.database;
  const claim = await claimDigest(db, userId, claimSecondsFor(app.config.mail.timeoutMs));
  if (!claim) return;
  if (claim.notices.length > 0) {
    const kinds = [...new Set(claim.notices.map((notice) => notice.kind))];
    const links = new Map(kinds.map((kind) => [kind, unsubscribeLinks(app, userId, kind)]));
    const content = digestMail(claim.notices, {
      origin: app.config.publicUrl,
      unsubscribeUrls: new Map([...links].map(([kind, link]) => [kind, link.page])),
    });
    // One-click (RFC 8058) takes one address: a digest of a single kind carries it, a mixed one links each kind in its footer.
    const [onlyKind] = kinds.length === 1 ? kinds : [];
    try {
      await app.mailer.send({
        to: claim.email,
        ...content,
        messageId: `<digest-${userId}-${claim.notificationIds.join('-').slice(0, 200)}@${new URL(app.config.publicUrl).hostname}>`,
        headers: onlyKind ? listUnsubscribeHeaders(links.get(onlyKind)!.oneClick) : {},
      });
    } catch (error) {
      await releaseDigest(db, claim, error);
      throw error;
    }
  }
  await settleDigest(db, claim);
}

/**
 * Mail for notifications on the job queue: each notice's mail a job with retries and backoff, put
 * on the queue right after the commit that wrote it (every server is woken by the notification;
 * one takes it) and by a cron job each minute; the daily digest at MAIL_DIGEST_HOUR_UTC, one job
 * an account. A job's claim on its row makes a retry or a second server skip a mail already sent.
 */
export const notificationMail = fp(
  async (app) => {
    const mailer = createMailer(app.config.mail, app.log);
    app.decorate('mailer', mailer);
    if (mailer.delivers && !app.config.mail.tokenSecretSet) {
      app.log.warn('No MAIL_TOKEN_SECRET is set: the unsubscribe links of mail sent before a restart will not work after it.');
    }
    const { db } = app.database;
    const { boss } = app.jobQueue;

    let dispatching: Promise<void> | null = null;
    let wokenAgain = false;
    const dispatch = (): void => {
      if (dispatching) {
        wokenAgain = true;
        return;
      }
      dispatching = (async () => {
        do {
          wokenAgain = false;
          while ((await enqueueOwedMails(db, boss)) > 0);
        } while (wokenAgain);
      })()
        .catch((error: unknown) => app.log.error({ err: error }, 'enqueueing notification mail failed; the next minute tries again'))
        .finally(() => {
          dispatching = null;
        });
    };

    app.jobQueue.define({
      name: ENQUEUE_OWED_MAIL,
      queue: { policy: 'stately', retryLimit: 0 },
      cron: '* * * * *',
      run: async () => {
        while ((await enqueueOwedMails(db, boss)) > 0);
      },
    });
    app.jobQueue.define<NoticeMailJob>({
      name: SEND_NOTICE_MAIL,
      queue: MAIL_RETRIES,
      batchSize: 10,
      localConcurrency: 2,
      pollingIntervalSeconds: 1,
      run: (job) => sendNoticeMail(app, job.data.notificationId),
    });
    app.jobQueue.define({
      name: SEND_DIGESTS,
      queue: { policy: 'stately' },
      cron: `0 ${app.config.mail.digestHourUtc} * * *`,
      run: async () => {
        const accounts = await accountsWithDigests(db);
        if (accounts.length > 0)
          await boss.insert(
            SEND_DIGEST,
            accounts.map((userId) => ({ data: { userId } satisfies DigestJob })),
          );
      },
    });
    app.jobQueue.define<DigestJob>({
      name: SEND_DIGEST,
      queue: MAIL_RETRIES,
      batchSize: 5,
      run: (job) => sendDigest(app, job.data.userId),
    });

    let stopListening: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopListening = await app.database.listen(NOTIFICATIONS_CHANNEL, dispatch);
      dispatch();
    });
    app.addHook('onClose', async () => {
      await stopListening?.();
      await dispatching;
      mailer.close();
    });
  },
  { name: 'notification-mail', dependencies: ['job-queue'] },
);
