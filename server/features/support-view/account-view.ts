import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, centsToDecimal } from '@common/money';
import type { SupportView } from '@common/schemas/operator-views';
import type { Transaction } from '../../db/client';
import { investments, projects } from '../../db/schema';
import { marketOrders } from '../../db/schema-market';
import { notifications } from '../../db/schema-updates-and-notifications';
import { queryOne, sqlColumn } from '../../db/typed-sql';
import { limitStatus } from '../investor-profile';
import { portfolioSummary } from '../portfolio';
import { accountBrief } from './find-accounts';

const NOTICES_SHOWN = 20;

const decimalOrNull = (amount: Parameters<typeof centsToDecimal>[0] | null) => (amount === null ? null : centsToDecimal(amount));

/**
 * What Support sees of an account, read in the caller's transaction (the one that audits the
 * view), with the limit at `now`; null when no account has this id. It only reads.
 */
export async function supportView(tx: Transaction, userId: number, now: Date): Promise<SupportView | null> {
  const account = await accountBrief(tx, userId);
  if (!account) return null;
  const held = await tx
    .select({
      id: investments.id,
      projectId: investments.projectId,
      projectTitle: projects.title,
      origin: investments.origin,
      status: investments.status,
      shares: investments.shares,
      amountCents: investments.amountCents,
      marketSoldShares: investments.marketSoldShares,
      marketSoldCostCents: investments.marketSoldCostCents,
      closedAt: investments.closedAt,
      createdAt: investments.createdAt,
    })
    .from(investments)
    .innerJoin(projects, eq(projects.id, investments.projectId))
    .where(eq(investments.userId, userId))
    .orderBy(desc(investments.createdAt), desc(investments.id));
  const orders = await tx
    .select({
      id: marketOrders.id,
      projectId: marketOrders.projectId,
      projectTitle: projects.title,
      side: marketOrders.side,
      shares: marketOrders.shares,
      filledShares: marketOrders.filledShares,
      limitPriceCents: marketOrders.limitPriceCents,
      reservedCents: marketOrders.reservedCents,
      createdAt: marketOrders.createdAt,
      expiresAt: marketOrders.expiresAt,
    })
    .from(marketOrders)
    .innerJoin(projects, eq(projects.id, marketOrders.projectId))
    .where(and(eq(marketOrders.userId, userId), eq(marketOrders.status, 'open')))
    .orderBy(desc(marketOrders.id));
  const notices = await tx
    .select({ kind: notifications.kind, title: notifications.title, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(NOTICES_SHOWN);
  // Open sessions only: an expired one can sign no one in.
  const signIns = await queryOne(
    tx,
    z.object({ count: sqlColumn.integer, lastSeenAt: sqlColumn.timestamp.nullable() }),
    sql`select count(*) as count, max(last_seen_at) as "lastSeenAt" from sessions where user_id = ${userId}::int and expires_at > now()`,
  );
  const limit = await limitStatus(tx, userId, now);
  return {
    account,
    balances: await portfolioSummary(tx, userId),
    // As the account's own list shows them: an open holding keeps the shares and the cost of what it
    // still holds after sales on the market, a closed one every share and its whole amount.
    investments: held.map(({ amountCents, marketSoldShares, marketSoldCostCents, closedAt, createdAt, ...investment }) => ({
      ...investment,
      shares: closedAt === null ? investment.shares : investment.shares + marketSoldShares,
      amount: centsToDecimal(closedAt === null ? cents(amountCents - marketSoldCostCents) : amountCents),
      createdAt: createdAt.toISOString(),
    })),
    openOrders: orders.map(({ limitPriceCents, reservedCents, createdAt, expiresAt, ...order }) => ({
      ...order,
      limitPrice: centsToDecimal(limitPriceCents),
      reserved: centsToDecimal(reservedCents),
      createdAt: createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    })),
    limit: {
      declared: limit.declared,
      accredited: limit.accredited,
      limit: decimalOrNull(limit.limitCents),
      used12m: centsToDecimal(limit.usedCents),
      remaining: decimalOrNull(limit.remainingCents),
      windowStartsAt: limit.windowStartsAt.toISOString(),
    },
    notices: notices.map((notice) => ({
      kind: notice.kind,
      title: notice.title,
      createdAt: notice.createdAt.toISOString(),
      read: notice.readAt !== null,
    })),
    sessions: { count: signIns.count, lastSeenAt: signIns.lastSeenAt?.toISOString() ?? null },
  };
}
