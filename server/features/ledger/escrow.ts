import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, platformFeeCents, type Cents } from '@common/money';
import type { Transaction } from '../../db/client';
import { queryRow, queryRows, sqlColumn } from '../../db/typed-sql';
import { creatorProceeds, PLATFORM_FEES, projectEscrow, SANDBOX, userCash } from './accounts';
import { postTransfers, type Transfer } from './post-transfers';

export const DEMO_BACKERS = 'Fictional demo backers';

/**
 * A funded campaign's money: the escrow (its pending investments) goes to the creator's
 * proceeds less the investments' fees, which go to the platform; the demo backers' raise
 * arrives from the sandbox the same way, less the platform's fee on it. At most four
 * transfers, however many investments: the sums come from one query. Call it before the
 * investments leave `pending`.
 */
export async function releaseEscrow(
  tx: Transaction,
  campaign: { projectId: number; creatorId: number; demoRaisedCents: Cents; at: Date },
): Promise<void> {
  const { projectId, creatorId, at } = campaign;
  const escrowed = await queryRow(
    tx,
    z.object({ held: sqlColumn.cents, fees: sqlColumn.cents }),
    sql`select coalesce(sum(amount_cents), 0) as held, coalesce(sum(fee_cents), 0) as fees
        from investments where project_id = ${projectId}::int and status = 'pending'`,
  );
  const held = escrowed?.held ?? cents(0);
  const fees = escrowed?.fees ?? cents(0);
  const escrow = projectEscrow(projectId);
  const creator = creatorProceeds(creatorId);
  const common = { projectId, at };
  const transfers: Transfer[] = [];
  if (held > 0) {
    transfers.push(
      {
        ...common,
        code: 'release_to_creator',
        postings: [
          { account: escrow, amount: cents(-(held - fees)) },
          { account: creator, amount: cents(held - fees) },
        ],
      },
      {
        ...common,
        code: 'platform_fee',
        postings: [
          { account: escrow, amount: cents(-fees) },
          { account: PLATFORM_FEES, amount: fees },
        ],
      },
    );
  }
  const demoRaised = campaign.demoRaisedCents;
  if (demoRaised > 0) {
    const fee = platformFeeCents(demoRaised);
    const description = DEMO_BACKERS;
    transfers.push(
      {
        ...common,
        code: 'release_to_creator',
        description,
        postings: [
          { account: SANDBOX, amount: cents(-(demoRaised - fee)) },
          { account: creator, amount: cents(demoRaised - fee) },
        ],
      },
      {
        ...common,
        code: 'platform_fee',
        description,
        postings: [
          { account: SANDBOX, amount: cents(-fee) },
          { account: PLATFORM_FEES, amount: fee },
        ],
      },
    );
  }
  await postTransfers(tx, transfers);
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
