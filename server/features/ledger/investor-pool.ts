import { sql } from 'drizzle-orm';
import { cents, sumCents, type Cents } from '../../../common/money';
import { arrayLiteral } from '../../db/array-literal';
import type { Transaction } from '../../db/client';
import { creatorProceeds, investorPool, PLATFORM_FEES, SANDBOX } from './accounts';
import { postTransfer } from './post-transfer';

type Row = Record<string, unknown>;

/** A project's revenue for a quarter, split as the landing page promises. */
export interface RevenueSplit {
  creator: Cents;
  investors: Cents;
  platform: Cents;
}

/** 25% to investors and 5% to the platform, each rounded to the cent; the creator gets the rest (about 70%). */
export function splitRevenue(revenue: Cents): RevenueSplit {
  const investors = cents(Math.round((revenue * 25) / 100));
  const platform = cents(Math.round((revenue * 5) / 100));
  return { creator: cents(revenue - investors - platform), investors, platform };
}

/** Books a project's revenue from the sandbox: the creator's and platform's parts, and the investors' pool until it is paid. */
export async function bookRevenue(
  tx: Transaction,
  revenue: { projectId: number; creatorId: number; split: RevenueSplit; at: Date; description: string },
): Promise<void> {
  const { projectId, creatorId, split, at, description } = revenue;
  const total = sumCents([split.creator, split.investors, split.platform]);
  if (total === 0) return;
  await postTransfer(tx, {
    code: 'revenue',
    projectId,
    at,
    description,
    postings: [
      { account: SANDBOX, amount: cents(-total) },
      { account: creatorProceeds(creatorId), amount: split.creator },
      { account: PLATFORM_FEES, amount: split.platform },
      { account: investorPool(projectId), amount: split.investors },
    ],
  });
}

export interface PayoutLine {
  investmentId: number;
  userId: number;
  amount: Cents;
}

/**
 * Pays a project's investors' pool out: one `payout` transfer per holding (pool to the
 * investor's cash), written set-based so 10,000 holders take a few statements, and what is
 * not an investor's back to the sandbox (the demo backers' part, or the whole pool when nobody
 * held a share), named by `sandboxNote`. Lines of zero cents are not posted. Returns each paid
 * holding's transfer id.
 */
export async function payInvestorPool(
  tx: Transaction,
  payout: { projectId: number; at: Date; description: string; lines: readonly PayoutLine[]; toSandbox: Cents; sandboxNote: string },
): Promise<Map<number, number>> {
  const { projectId, at, description } = payout;
  const lines = payout.lines.filter((line) => line.amount > 0);
  const transferIds = new Map<number, number>();
  if (lines.length > 0) {
    const result = await tx.execute<Row>(sql`
      with line as (
        select investment_id, user_id, amount_cents, nextval(pg_get_serial_sequence('ledger_transfers', 'id')) as transfer_id
        from unnest(${arrayLiteral(lines.map((line) => line.investmentId))}::int[],
                    ${arrayLiteral(lines.map((line) => line.userId))}::int[],
                    ${arrayLiteral(lines.map((line) => line.amount))}::bigint[]) as paid(investment_id, user_id, amount_cents)
      ), transfers as (
        insert into ledger_transfers (id, code, description, project_id, investment_id, created_at)
        select transfer_id, 'payout', ${description}::text, ${projectId}::int, investment_id, ${at.toISOString()}::timestamptz from line
      ), postings as (
        insert into ledger_postings (transfer_id, account_kind, account_id, amount_cents)
        select transfer_id, 'investor_pool', ${projectId}::int, -amount_cents from line
        union all
        select transfer_id, 'user_cash', user_id, amount_cents from line
      ), credited as (
        update users set balance_cents = users.balance_cents + per_user.total
        from (select user_id, sum(amount_cents) as total from line group by user_id) per_user
        where users.id = per_user.user_id
      )
      select investment_id, transfer_id from line`);
    for (const row of result.rows) transferIds.set(Number(row.investment_id), Number(row.transfer_id));
  }
  if (payout.toSandbox > 0) {
    await postTransfer(tx, {
      code: 'payout',
      projectId,
      at,
      description: `${description} · ${payout.sandboxNote}`,
      postings: [
        { account: investorPool(projectId), amount: cents(-payout.toSandbox) },
        { account: SANDBOX, amount: payout.toSandbox },
      ],
    });
  }
  return transferIds;
}
