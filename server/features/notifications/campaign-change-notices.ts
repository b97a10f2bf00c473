import { sql } from 'drizzle-orm';
import { formatMomentUtc } from '@common/dates';
import { formatCentsAsUsd, type Cents } from '@common/money';
import { cancellableUntil } from '@common/rules/campaigns';
import { formatCampaignDay } from '@common/rules/campaign-changes';
import type { Transaction } from '../../db/client';
import { creatorAccountOf, followersOf } from './audiences';
import { notify, sameBody } from './notify';

/** The campaign-change notices (decision 0035), each sent inside the transaction that makes the change, last. */

const pendingBackersOf = (projectId: number) =>
  sql`select user_id from investments where project_id = ${projectId}::int and status = 'pending'`;

/** A material change: every backer with a pending investment must reconfirm it by `reconfirmBy`. */
export function campaignChanged(
  tx: Transaction,
  change: { id: number; projectId: number; title: string; lines: string[]; reconfirmBy: Date; at: Date },
): Promise<number> {
  return notify(
    tx,
    {
      key: `project-change:${change.id}`,
      kind: 'campaign_changed',
      title: `${change.title} changed: please reconfirm your investment`,
      link: '/dashboard',
      projectId: change.projectId,
      at: change.at,
    },
    sameBody(
      pendingBackersOf(change.projectId),
      `${change.lines.join(' ')} Reconfirm your investment by ${formatMomentUtc(change.reconfirmBy)} or it will be cancelled with a full refund, fee included.`,
    ),
  );
}

/** A pending investment was not reconfirmed in time: cancelled, `amountCents` refunded. */
export function reconfirmationLapsed(
  tx: Transaction,
  lapse: { investmentId: number; userId: number; projectId: number; title: string; amountCents: Cents; at: Date },
): Promise<number> {
  return notify(
    tx,
    {
      key: `reconfirmation-lapsed:${lapse.investmentId}`,
      kind: 'reconfirmation_lapsed',
      title: `${lapse.title}: investment cancelled`,
      link: '/dashboard#investment-history',
      projectId: lapse.projectId,
      at: lapse.at,
    },
    sameBody(
      sql`select ${lapse.userId}::int`,
      `You did not reconfirm your investment after the campaign changed, so it was cancelled and ${formatCentsAsUsd(lapse.amountCents)} refunded in full, fee included.`,
    ),
  );
}

const backersAndFollowers = (projectId: number) =>
  sql`(${pendingBackersOf(projectId)} union ${followersOf(projectId)}) except ${creatorAccountOf(projectId)}`;

/** The creator set an earlier end date: backers and followers hear the date and until when they may cancel. */
export function closingEarly(
  tx: Transaction,
  close: { changeId: number; projectId: number; title: string; endDate: string; at: Date },
): Promise<number> {
  return notify(
    tx,
    {
      key: `project-change:${close.changeId}`,
      kind: 'closing_early',
      title: `${close.title} closes early, on ${formatCampaignDay(close.endDate)}`,
      link: `/tour/${close.projectId}`,
      projectId: close.projectId,
      at: close.at,
    },
    sameBody(
      backersAndFollowers(close.projectId),
      `The campaign now closes at the end of ${formatCampaignDay(close.endDate)} (UTC). A pending investment can be cancelled until ${formatMomentUtc(cancellableUntil(close.endDate))}.`,
    ),
  );
}

/** The goal was no longer met at the early date: the campaign runs on to its original end date. */
export function earlyCloseWithdrawn(
  tx: Transaction,
  change: { changeId: number; projectId: number; title: string; endDate: string; at: Date },
): Promise<number> {
  return notify(
    tx,
    {
      key: `project-change:${change.changeId}`,
      kind: 'early_close_withdrawn',
      title: `${change.title} runs on to ${formatCampaignDay(change.endDate)}`,
      link: `/tour/${change.projectId}`,
      projectId: change.projectId,
      at: change.at,
    },
    sameBody(
      backersAndFollowers(change.projectId),
      `The campaign no longer met its goal on its early end date, so it runs on to its original end date, ${formatCampaignDay(change.endDate)}. A pending investment can be cancelled until ${formatMomentUtc(cancellableUntil(change.endDate))}.`,
    ),
  );
}
