import { cents, sumCents, type Cents, type RevenueSplit } from '@common/money';
import type { Transaction } from '../../db/client';
import { investorPool, PLATFORM_FEES, SANDBOX, userCash } from './accounts';
import { creatorAccount } from './creator-account';
import { postTransfer, postTransfers, type Transfer } from './post-transfers';

/**
 * Books a project's revenue from the sandbox: the creator's 70% (into their cash when they have an
 * account), the platform's part, and the investors' pool until it is paid.
 */
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
      { account: await creatorAccount(tx, creatorId), amount: split.creator },
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
 * investor's cash), all posted together so 10,000 holders take one statement, and what is not
 * an investor's back to the sandbox (the demo backers' part, or the whole pool when nobody held
 * a share), named by `sandboxNote`. Lines of zero cents are not posted. Returns each paid
 * holding's transfer id.
 */
export async function payInvestorPool(
  tx: Transaction,
  payout: { projectId: number; at: Date; description: string; lines: readonly PayoutLine[]; toSandbox: Cents; sandboxNote: string },
): Promise<Map<number, number>> {
  const { projectId, at, description } = payout;
  const pool = investorPool(projectId);
  const lines = payout.lines.filter((line) => line.amount > 0);
  const transfers: Transfer[] = lines.map((line) => ({
    code: 'payout',
    projectId,
    investmentId: line.investmentId,
    at,
    description,
    postings: [
      { account: pool, amount: cents(-line.amount) },
      { account: userCash(line.userId), amount: line.amount },
    ],
  }));
  if (payout.toSandbox > 0) {
    transfers.push({
      code: 'payout',
      projectId,
      at,
      description: `${description} · ${payout.sandboxNote}`,
      postings: [
        { account: pool, amount: cents(-payout.toSandbox) },
        { account: SANDBOX, amount: payout.toSandbox },
      ],
    });
  }
  const posted = await postTransfers(tx, transfers);
  if (!posted) throw new Error(`the investors' pool of project ${projectId} could not be paid`);
  return new Map(lines.map((line, index) => [line.investmentId, posted.transferIds[index] ?? 0]));
}
