import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { projects } from '../db/schema';
import { queryRows, sqlColumn } from '../db/typed-sql';
import { closeCampaignNow } from '../features/campaigns';
import { createProject, fundedInvestor, investPayload, userIdOf, type ProjectRow } from './money-fixtures';
import { send } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Trader {
  cookie: string;
  email: string;
}

/**
 * A funded project whose shares were issued 13 months ago, so they can be resold now, and
 * `holders` investors who each hold `shares` shares of it ($10 a share, bought in the campaign).
 */
export async function tradableProject(
  app: FastifyInstance,
  db: Database,
  options: { holders: number; shares: number; cash?: number },
): Promise<{ project: ProjectRow; holders: Trader[] }> {
  // 10 shares sold before the sandbox meet the $100 goal, whatever the holders invest.
  const project = await createProject(db, { fundingGoalCents: 100_00, minInvestmentCents: 1_00, availableShares: 990 });
  const holders: Trader[] = [];
  for (let index = 0; index < options.holders; index += 1) {
    const investor = await fundedInvestor(app, options.cash ?? 1_000);
    // The least amount whose 95% buys the shares at $10.
    const amount = (Math.ceil((options.shares * 1000 * 100) / 95) / 100).toFixed(2);
    const response = await send(app, {
      method: 'POST',
      url: '/api/investments',
      cookie: investor.cookie,
      payload: investPayload(project.id, amount, options.shares),
    });
    expect(response.statusCode, response.body).toBe(201);
    holders.push(investor);
  }
  expect(await closeCampaignNow(db, project.id, new Date())).toBe('funded');
  await issuedDaysAgo(db, project.id, 400);
  const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
  if (!row) throw new Error('no project');
  return { project: row, holders };
}

/**
 * Moves a funded project's close (the shares' issue) `days` back. The quarters in between count
 * as paid already (none of them earned anything), so the share's indicative price stays the
 * share price until the next quarter's end.
 */
export async function issuedDaysAgo(db: Database, projectId: number, days: number): Promise<void> {
  await db.execute(sql`
    update projects set closed_at = ${new Date(Date.now() - days * DAY_MS).toISOString()}::timestamptz,
      payouts_through = date_trunc('quarter', now() at time zone 'UTC') at time zone 'UTC', value_bp = 10000
    where id = ${projectId}::int`);
}

/** The body of a limit order, as the ticket sends it. */
export const limitOrder = (projectId: number, side: 'buy' | 'sell', shares: number, limitPrice: string) => ({
  projectId,
  side,
  shares,
  limitPrice,
});

export function placeOrder(app: FastifyInstance, trader: Trader, order: object, headers: Record<string, string> = {}) {
  return send(app, { method: 'POST', url: '/api/market/orders', cookie: trader.cookie, payload: order, headers });
}

export const marketOf = async (app: FastifyInstance, projectId: number) =>
  (await send(app, { method: 'GET', url: `/api/market/projects/${projectId}` })).json();

/** A user's holdings of a project, oldest first, with their reserved shares. */
export async function holdingsOf(db: Database, email: string, projectId: number) {
  const userId = await userIdOf(db, email);
  return queryRows(
    db,
    z.object({
      shares: sqlColumn.integer,
      reserved: sqlColumn.integer,
      amount: sqlColumn.cents,
      origin: sqlColumn.text,
      status: sqlColumn.text,
    }),
    sql`select shares, reserved_shares as reserved, amount_cents as amount, origin, status from investments
        where user_id = ${userId}::int and project_id = ${projectId}::int order by id`,
  );
}
