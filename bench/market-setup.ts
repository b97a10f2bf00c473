/**
 * Books for the market benchmark: funded projects past the 12-month resale lock, each with a
 * maker who holds its shares (a campaign holding) and a book of resting asks. Written with SQL
 * in the shape the market leaves them (orders open, their shares reserved on the maker's
 * holding), so check:ledger holds: a sell order moves no money.
 */
import { sql } from 'drizzle-orm';
import { cents } from '@common/money';
import type { DatabaseHandle } from '../server/db/client';
import { creators, projects, users } from '../server/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every bench project's share: $1, so a limit may go up to $5.00 (500 one-cent levels). */
export const SHARE_PRICE_CENTS = 1_00;

export interface BenchBook {
  projectId: number;
  makerId: number;
  makerHoldingId: number;
}

/** One level of resting asks: `orders` orders of `shares` shares each at `price` cents. */
export interface AskLevel {
  price: number;
  orders: number;
  shares: number;
}

/** A funded project closed 400 days ago, its quarters counted as paid (its indicative price stays $1), all its shares one maker's. */
export async function addBook(database: DatabaseHandle, title: string, shares: number): Promise<BenchBook> {
  const { db } = database;
  const [creator] = await db
    .insert(creators)
    .values({ name: `Bench Creator ${title}`, category: 'indie music' })
    .returning();
  if (!creator) throw new Error('no creator');
  const closedAt = new Date(Date.now() - 400 * DAY_MS);
  const [project] = await db
    .insert(projects)
    .values({
      creatorId: creator.id,
      title,
      description: 'A project whose shares the market benchmark trades. Fictional.',
      fundingGoalCents: cents(shares * SHARE_PRICE_CENTS),
      minInvestmentCents: cents(1_00),
      sharePriceCents: cents(SHARE_PRICE_CENTS),
      totalShares: shares,
      availableShares: 0,
      demoRaisedCents: cents(0),
      raisedCents: cents(shares * SHARE_PRICE_CENTS),
      startDate: new Date(closedAt.getTime() - 60 * DAY_MS).toISOString().slice(0, 10),
      endDate: closedAt.toISOString().slice(0, 10),
      status: 'funded',
      closedAt,
    })
    .returning({ id: projects.id });
  if (!project) throw new Error('no project');
  await db.execute(sql`
    update projects set payouts_through = date_trunc('quarter', now() at time zone 'UTC') at time zone 'UTC', value_bp = 10000
    where id = ${project.id}::int`);
  const [maker] = await db
    .insert(users)
    .values({
      email: `bench-maker-${project.id}@example.test`,
      passwordHash: '!bench maker',
      firstName: 'Bench',
      lastName: `Maker ${project.id}`,
      accountType: 'investor',
    })
    .returning({ id: users.id });
  if (!maker) throw new Error('no maker');
  const holding = await database.db.execute<{ id: number }>(sql`
    insert into investments (user_id, project_id, investor_name, investor_email, amount_cents, fee_cents, shares, status, origin, created_at)
    values (${maker.id}::int, ${project.id}::int, 'Bench Maker', 'bench-maker@example.test', ${shares * SHARE_PRICE_CENTS}::bigint, 0,
            ${shares}::int, 'active', 'campaign', ${new Date(closedAt.getTime() - DAY_MS).toISOString()}::timestamptz)
    returning id`);
  const makerHoldingId = Number(holding.rows[0]?.id);
  return { projectId: project.id, makerId: maker.id, makerHoldingId };
}

/** Rests asks of the book's maker, oldest first in the order given, and reserves their shares on the maker's holding. */
export async function restAsks(database: DatabaseHandle, book: BenchBook, levels: AskLevel[]): Promise<number> {
  const orders = levels.flatMap((level) => Array.from({ length: level.orders }, () => ({ price: level.price, shares: level.shares })));
  const reserved = orders.reduce((sum, order) => sum + order.shares, 0);
  const now = new Date();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into market_orders (user_id, project_id, side, shares, limit_price_cents, reserved_cents, created_at, expires_at)
      select ${book.makerId}::int, ${book.projectId}::int, 'sell', o.shares, o.price, 0,
             ${now.toISOString()}::timestamptz + (o.n * interval '1 microsecond'), ${now.toISOString()}::timestamptz + interval '30 days'
      from jsonb_to_recordset(${JSON.stringify(orders.map((order, n) => ({ ...order, n })))}::jsonb) as o(n int, price bigint, shares int)
      order by o.n`);
    await tx.execute(
      sql`update investments set reserved_shares = reserved_shares + ${reserved}::int where id = ${book.makerHoldingId}::int`,
    );
  });
  return orders.length;
}
