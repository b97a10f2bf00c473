import { sql } from 'drizzle-orm';
import { cents, type Cents } from '../../../common/money';
import type { Transaction } from '../../db/client';
import { creatorProceeds, PLATFORM_FEES, projectEscrow, SANDBOX } from './accounts';
import { postTransfer } from './post-transfer';

type Row = Record<string, unknown>;

export const DEMO_BACKERS = 'Fictional demo backers';

/** The platform's 5% of what the demo backers put in, rounded to the cent where it is posted. */
const demoFee = (demoRaised: Cents) => cents(Math.round((demoRaised * 5) / 100));

/**
 * A funded campaign's money: the escrow (its pending investments) goes to the creator's
 * proceeds less the investments' fees, which go to the platform; the demo backers' raise
 * arrives from the sandbox the same way. A constant number of transfers, however many
 * investments: the sums come from one query. Call it before the investments leave `pending`.
 */
export async function releaseEscrow(
  tx: Transaction,
  campaign: { projectId: number; creatorId: number; demoRaisedCents: Cents; at: Date },
): Promise<void> {
  const { projectId, creatorId, at } = campaign;
  const result = await tx.execute<Row>(sql`
    select coalesce(sum(amount_cents), 0)::text as held, coalesce(sum(fee_cents), 0)::text as fees
    from investments where project_id = ${projectId}::int and status = 'pending'`);
  const held = cents(Number(result.rows[0]?.held ?? 0));
  const fees = cents(Number(result.rows[0]?.fees ?? 0));
  const escrow = projectEscrow(projectId);
  const creator = creatorProceeds(creatorId);
  const common = { projectId, at };
  if (held > 0) {
    await postTransfer(tx, {
      ...common,
      code: 'release_to_creator',
      postings: [
        { account: escrow, amount: cents(-(held - fees)) },
        { account: creator, amount: cents(held - fees) },
      ],
    });
    await postTransfer(tx, {
      ...common,
      code: 'platform_fee',
      postings: [
        { account: escrow, amount: cents(-fees) },
        { account: PLATFORM_FEES, amount: fees },
      ],
    });
  }
  const demoRaised = campaign.demoRaisedCents;
  if (demoRaised > 0) {
    const fee = demoFee(demoRaised);
    const description = DEMO_BACKERS;
    await postTransfer(tx, {
      ...common,
      code: 'release_to_creator',
      description,
      postings: [
        { account: SANDBOX, amount: cents(-(demoRaised - fee)) },
        { account: creator, amount: cents(demoRaised - fee) },
      ],
    });
    await postTransfer(tx, {
      ...common,
      code: 'platform_fee',
      description,
      postings: [
        { account: SANDBOX, amount: cents(-fee) },
        { account: PLATFORM_FEES, amount: fee },
      ],
    });
  }
}

/**
 * Refunds every pending investment of a project in full, fee included: one transfer each,
 * written set-based (four statements, not one round trip per investment). Returns how many
 * were refunded. Call it before the investments leave `pending`.
 */
export async function refundEscrow(tx: Transaction, refund: { projectId: number; at: Date; description?: string }): Promise<number> {
  const at = refund.at.toISOString();
  const { projectId } = refund;
  const result = await tx.execute<Row>(sql`
    with refunded as (
      select id as investment_id, user_id, amount_cents, nextval(pg_get_serial_sequence('ledger_transfers', 'id')) as transfer_id
      from investments where project_id = ${projectId}::int and status = 'pending'
    ), transfers as (
      insert into ledger_transfers (id, code, description, project_id, investment_id, created_at)
      select transfer_id, 'failure_refund', ${refund.description ?? ''}::text, ${projectId}::int, investment_id, ${at}::timestamptz from refunded
    ), postings as (
      insert into ledger_postings (transfer_id, account_kind, account_id, amount_cents)
      select transfer_id, 'project_escrow', ${projectId}::int, -amount_cents from refunded
      union all
      select transfer_id, 'user_cash', user_id, amount_cents from refunded
    ), credited as (
      update users set balance_cents = users.balance_cents + per_user.total
      from (select user_id, sum(amount_cents) as total from refunded group by user_id) per_user
      where users.id = per_user.user_id
    ), emptied as (
      update projects set escrow_cents = escrow_cents - (select coalesce(sum(amount_cents), 0) from refunded)
      where id = ${projectId}::int
    )
    select count(*)::int as refunded from refunded`);
  return Number(result.rows[0]?.refunded ?? 0);
}
