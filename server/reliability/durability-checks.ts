import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { decimalToCents } from '@common/money';
import type { Database } from '../db/client';
import { idempotencyKeys, investments, ledgerPostings, ledgerTransfers } from '../db/schema';
import { checkLedger } from '../features/ledger/check-ledger';
import type { Acknowledged, Investor } from './money-load';

/**
 * Read from the database itself after a crash: every acknowledged request is there as it was
 * answered, every stored Idempotency-Key did its work exactly once (no claim without its
 * investment or deposit, no investment or deposit without its key), and the books balance.
 * Every invest and deposit of these investors is sent with a key, so the counts must match.
 */
export async function expectAcknowledgedDurable(
  db: Database,
  acknowledged: Acknowledged[],
  investors: Investor[],
  context: string,
): Promise<void> {
  const userIds = investors.map((investor) => investor.id);
  const keys = await db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.userId, userIds));
  const stored = new Map(keys.map((row) => [`${row.userId}:${row.key}`, row]));
  for (const request of acknowledged) {
    const row = stored.get(`${request.investor.id}:${request.key}`);
    expect(row, `${context}: acknowledged ${request.key} is stored`).toBeDefined();
    expect({ status: row?.responseStatus, body: row?.responseBody }, `${context}: ${request.key} as answered`).toEqual({
      status: request.status,
      body: request.answer,
    });
  }

  const rows = await db.select().from(investments).where(inArray(investments.userId, userIds));
  const investmentsById = new Map(rows.map((row) => [row.id, row]));
  for (const request of acknowledged.filter((candidate) => candidate.path === '/api/investments')) {
    expect(investmentsById.get(request.answer.id), `${context}: investment of ${request.key}`).toMatchObject({
      userId: request.investor.id,
      amountCents: decimalToCents(request.answer.amount),
      shares: request.answer.shares,
      status: 'pending',
    });
  }

  const deposits = await db
    .select({ userId: ledgerPostings.accountId })
    .from(ledgerPostings)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
    .where(
      and(eq(ledgerPostings.accountKind, 'user_cash'), inArray(ledgerPostings.accountId, userIds), eq(ledgerTransfers.code, 'deposit')),
    );
  for (const userId of userIds) {
    const keysOf = (prefix: string) => keys.filter((row) => row.userId === userId && row.key.startsWith(prefix)).length;
    expect(
      {
        investments: rows.filter((row) => row.userId === userId).length,
        deposits: deposits.filter((row) => row.userId === userId).length,
      },
      `${context}: user ${userId} has one investment or deposit per stored key`,
    ).toEqual({ investments: keysOf('invest-'), deposits: keysOf('funds-') });
  }
  expect(await checkLedger(db), context).toEqual([]);
}
