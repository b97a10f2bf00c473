import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, formatCentsAsUsd, platformFeeCents, type Cents } from '@common/money';
import type { Transaction } from '../../db/client';
import { queryOne, queryRows, sqlColumn } from '../../db/typed-sql';
import { PLATFORM_FEES, projectEscrow, SANDBOX, userCash } from './accounts';
import { creatorAccount } from './creator-account';
import { postTransfer, postTransfers } from './post-transfers';

export const DEMO_BACKERS = 'Fictional demo backers';

/** A funded campaign's line in its creator's books: the raise, the platform's fee and what the creator keeps. */
export const fundedCampaignDescription = (raised: Cents, fee: Cents) =>
  `Raised ${formatCentsAsUsd(raised)} · Platform fee ${formatCentsAsUsd(fee)} · Net ${formatCentsAsUsd(cents(raised - fee))}`;

/**
 * A funded campaign's money, in one transfer: the escrow (its pending investments) and the demo
 * backers' raise (from the sandbox) go to the creator less the platform's fee (the investments'
 * 5% fees, and 5% of the demo raise), so the fee and the net are both on the books. The creator
 * is paid into their cash when they have an account (`creatorAccount`). The sums come from one
 * query, however many investments. Call it before the investments leave `pending`.
 */
export async function releaseEscrow(
  tx: Transaction,
  campaign: { projectId: number; creatorId: number; demoRaisedCents: Cents; at: Date },
): Promise<void> {
  const { projectId, creatorId, at, demoRaisedCents: demoRaised } = campaign;
  const escrowed = await queryOne(
    tx,
    z.object({ held: sqlColumn.cents, fees: sqlColumn.cents }),
    sql`select coalesce(sum(amount_cents), 0) as held, coalesce(sum(fee_cents), 0) as fees
        from investments where project_id = ${projectId}::int and status = 'pending'`,
  );
  const held = escrowed.held;
  const raised = cents(held + demoRaised);
  if (raised === 0) return;
  const fee = cents(escrowed.fees + platformFeeCents(demoRaised));
  await postTransfer(tx, {
    code: 'release_to_creator',
    projectId,
    at,
    description: fundedCampaignDescription(raised, fee),
    postings: [
      { account: projectEscrow(projectId), amount: cents(-held) },
      { account: SANDBOX, amount: cents(-demoRaised) },
      { account: await creatorAccount(tx, creatorId), amount: cents(raised - fee) },
      { account: PLATFORM_FEES, amount: fee },
    ],
  });
}

/**
 * Refunds every pending investment of a project in full, fee included: one transfer each,
 * posted together (two statements, however many investments). Returns how many were
 * refunded. Call it before the investments leave `pending`.
 */
export async function refundEscrow(tx: Transaction, refund: { projectId: number; at: Date; description?: string }): Promise<number> {
  const { projectId, at } = refund;
  const pending = await queryRows(
    tx,
    z.object({ investmentId: sqlColumn.integer, userId: sqlColumn.integer, amount: sqlColumn.cents }),
    sql`select id as "investmentId", user_id as "userId", amount_cents as amount
        from investments where project_id = ${projectId}::int and status = 'pending' order by id`,
  );
  await postTransfers(
    tx,
    pending.map(({ investmentId, userId, amount }) => ({
      code: 'failure_refund',
      description: refund.description ?? '',
      projectId,
      investmentId,
      at,
      postings: [
        { account: projectEscrow(projectId), amount: cents(-amount) },
        { account: userCash(userId), amount },
      ],
    })),
  );
  return pending.length;
}
