/**
 * The market between investors (decisions.md, "The market between investors"): limit orders on
 * the shares of funded projects and the fills that match them. Kept apart from schema.ts, which
 * holds accounts, projects and money; drizzle.config.ts and the database client read it too.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Cents } from '@common/money';
import { orderSides, orderStatuses } from '@common/schemas/market';
import { centsColumn, investments, projects, users } from './schema';

export const marketOrders = pgTable(
  'market_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    side: text('side', { enum: orderSides }).notNull(),
    shares: integer('shares').notNull(),
    filledShares: integer('filled_shares').notNull().default(0),
    limitPriceCents: centsColumn('limit_price_cents').notNull(),
    /** A buy order's cash still held in the market's holding account: its unfilled shares at its limit. */
    reservedCents: centsColumn('reserved_cents')
      .notNull()
      .default(0 as Cents),
    status: text('status', { enum: orderStatuses }).notNull().default('open'),
    /** Sandbox clock. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it filled, was cancelled or expired. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    // The book: open orders of a project by side and price, oldest first at each price.
    index('market_orders_book')
      .on(table.projectId, table.side, table.limitPriceCents, table.id)
      .where(sql`${table.status} = 'open'`),
    index('market_orders_user').on(table.userId, table.id),
    index('market_orders_open_expiry')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
    check('market_orders_shares_valid', sql`${table.shares} > 0 and ${table.filledShares} between 0 and ${table.shares}`),
    check('market_orders_price_positive', sql`${table.limitPriceCents} > 0`),
    check('market_orders_reserved_non_negative', sql`${table.reservedCents} >= 0`),
    check('market_orders_side_valid', sql`${table.side} in ('buy', 'sell')`),
    check('market_orders_status_valid', sql`${table.status} in ('open', 'filled', 'cancelled', 'expired')`),
    // Only an open order has anything left; a filled one has all its shares.
    check(
      'market_orders_status_matches_fill',
      sql`(${table.status} = 'filled') = (${table.filledShares} = ${table.shares}) and (${table.status} = 'open' or ${table.reservedCents} = 0)`,
    ),
  ],
);

/** One trade: shares of a sell order bought by a buy order, at the resting order's price. */
export const marketFills = pgTable(
  'market_fills',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    buyOrderId: integer('buy_order_id')
      .notNull()
      .references(() => marketOrders.id, { onDelete: 'cascade' }),
    sellOrderId: integer('sell_order_id')
      .notNull()
      .references(() => marketOrders.id, { onDelete: 'cascade' }),
    shares: integer('shares').notNull(),
    priceCents: centsColumn('price_cents').notNull(),
    /** The seller's 2% of the trade value, rounded half up to the cent. */
    feeCents: centsColumn('fee_cents').notNull(),
    transferId: integer('transfer_id').notNull(),
    /** Sandbox clock. */
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('market_fills_project').on(table.projectId, table.id),
    index('market_fills_buy_order').on(table.buyOrderId),
    index('market_fills_sell_order').on(table.sellOrderId),
    check('market_fills_valid', sql`${table.shares} > 0 and ${table.priceCents} > 0 and ${table.feeCents} >= 0`),
  ],
);

/**
 * Which holding of the seller's a fill's shares came from and which holding of the buyer's they
 * became: the seller's part sold (its share of the cost, its proceeds) is a partial sale.
 */
export const marketLots = pgTable(
  'market_lots',
  {
    id: serial('id').primaryKey(),
    fillId: integer('fill_id')
      .notNull()
      .references(() => marketFills.id, { onDelete: 'cascade' }),
    sellerInvestmentId: integer('seller_investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    buyerInvestmentId: integer('buyer_investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    shares: integer('shares').notNull(),
    /** The part of the seller's cost these shares carried away. */
    costCents: centsColumn('cost_cents').notNull(),
    /** What the seller received for them: their trade value less their part of the fee. */
    proceedsCents: centsColumn('proceeds_cents').notNull(),
  },
  (table) => [
    index('market_lots_seller').on(table.sellerInvestmentId),
    index('market_lots_fill').on(table.fillId),
    check('market_lots_shares_positive', sql`${table.shares} > 0`),
  ],
);
