import { z } from 'zod';
import { cents, parseCents, type Cents } from '../money';
import { MAX_SERIAL, serialIdText } from './serial-id';
import { AMOUNT_FORMAT_MESSAGE } from './amount';

export const orderSides = ['buy', 'sell'] as const;
export type OrderSide = (typeof orderSides)[number];
export const orderStatuses = ['open', 'filled', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const PROJECT_MESSAGE = 'projectId must be the id of a funded project, such as 3.';
const SIDE_MESSAGE = 'side must be "buy" or "sell".';
export const ORDER_SHARES_MESSAGE = 'Shares must be a whole number of at least 1.';

/**
 * A limit price as typed ("12.50", 12.5, "0", "-1") in cents, its sign kept; null when it is no
 * dollar amount with at most 2 decimals. Zero and below are prices all the same, outside every
 * project's range, so the ticket and the server answer them with the range, not the format.
 */
export function parseLimitPrice(value: string | number): Cents | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const below = text.startsWith('-');
  const price = parseCents(below ? text.slice(1) : text);
  return price === null || !below ? price : cents(-price);
}

const limitPriceSchema = z.union([z.string(), z.number()], { error: AMOUNT_FORMAT_MESSAGE }).transform((value, context) => {
  const price = parseLimitPrice(value);
  if (price === null) {
    context.addIssue({ code: 'custom', message: AMOUNT_FORMAT_MESSAGE });
    return z.NEVER;
  }
  return price;
});

/**
 * `POST /api/market/orders`. The price's range (0.01 to 5 × the indicative price) depends on
 * the project, so the server checks it against the project (common/rules/market.ts).
 */
export const placeOrderSchema = z.strictObject({
  projectId: z.number({ error: PROJECT_MESSAGE }).int(PROJECT_MESSAGE).min(1, PROJECT_MESSAGE).max(MAX_SERIAL, PROJECT_MESSAGE),
  side: z.enum(orderSides, { error: SIDE_MESSAGE }),
  shares: z.coerce
    .number({ error: ORDER_SHARES_MESSAGE })
    .int(ORDER_SHARES_MESSAGE)
    .min(1, ORDER_SHARES_MESSAGE)
    .max(MAX_SERIAL, ORDER_SHARES_MESSAGE),
  limitPrice: limitPriceSchema,
});
export type PlaceOrderPayload = z.input<typeof placeOrderSchema>;
export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;

export const orderFillSchema = z.object({ price: z.string(), shares: z.number().int(), fee: z.string(), at: z.string() });

export const orderSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  side: z.enum(orderSides),
  shares: z.number().int(),
  filledShares: z.number().int(),
  limitPrice: z.string(),
  /** Null until the first fill. */
  averagePrice: z.string().nullable(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
  fills: z.array(orderFillSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** `GET /api/market/orders?status=open|all&cursor=…&limit=…`: newest first. */
export const ordersQuerySchema = z.strictObject({
  status: z.enum(['open', 'all'], { error: 'status must be "open" or "all".' }).default('open'),
  cursor: serialIdText('cursor must be the nextCursor of an earlier page.').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100.' })
    .int('limit must be a whole number from 1 to 100.')
    .min(1, 'limit must be a whole number from 1 to 100.')
    .max(100, 'limit must be a whole number from 1 to 100.')
    .default(50),
});
export const orderPageSchema = z.object({ items: z.array(orderSchema), nextCursor: z.string().nullable() });
export type OrderPage = z.infer<typeof orderPageSchema>;

const levelSchema = z.object({ price: z.string(), shares: z.number().int() });
export type BookLevel = z.infer<typeof levelSchema>;

/** `GET /api/market/projects/{id}`: public, names no user. */
export const marketViewSchema = z.object({
  projectId: z.number().int(),
  tradable: z.boolean(),
  /** When the project's shares can first be resold (12 months after issue); null before it funds. */
  tradableFrom: z.string().nullable(),
  indicativePrice: z.string(),
  lastPrice: z.string().nullable(),
  bestBid: z.string().nullable(),
  bestAsk: z.string().nullable(),
  /** Aggregated by price, best first. */
  bids: z.array(levelSchema),
  asks: z.array(levelSchema),
  /** The value traded over the last 30 sandbox days. */
  volume30d: z.string(),
  /** The last 50, newest first. */
  trades: z.array(z.object({ price: z.string(), shares: z.number().int(), at: z.string() })),
});
export type MarketView = z.infer<typeof marketViewSchema>;
