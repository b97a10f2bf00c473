import { z } from 'zod';
import { orderSides } from './market';
import { serialIdText } from './serial-id';

export const ledgerCodes = [
  'opening_balance',
  'deposit',
  'investment_hold',
  'cancel_refund',
  'failure_refund',
  'release_to_creator',
  'platform_fee',
  'sale',
  'revenue',
  'payout',
  'reset',
  'withdrawal',
  /** Proceeds held for a creator before creators' money went to their cash, moved there once (migration 0009). */
  'proceeds_to_cash',
  /** A buy order's cash, held in the market's holding account while the order is open. */
  'order_hold',
  /** What is left of a buy order's hold, back to its buyer when it is cancelled or expires. */
  'order_release',
  /** A fill: the buyer's hold pays the seller (less the 2% fee) and the platform, and any better price goes back to the buyer. */
  'trade',
] as const;

/** `GET /api/ledger?cursor=…&limit=…`. */
export const ledgerQuerySchema = z.strictObject({
  cursor: serialIdText('cursor must be the nextCursor of an earlier page.').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100.' })
    .int('limit must be a whole number from 1 to 100.')
    .min(1)
    .max(100)
    .default(50),
});

/** One line of the user's cash account: every dollar of the balance explained. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  /** The sandbox date of the posting: lines are listed by it, newest first (ties by id). */
  at: z.string(),
  code: z.enum(ledgerCodes),
  /** Signed decimal string: money in is positive. */
  amount: z.string(),
  /** The balance right after this line, in that order. */
  balanceAfter: z.string(),
  description: z.string(),
  projectId: z.number().int().nullable(),
  /** The project's title, for the line's link; null when the project is gone or none is concerned. */
  projectTitle: z.string().nullable(),
  investmentId: z.number().int().nullable(),
  /**
   * On a trade line, the account holder's side of the fill: `sell`, the proceeds less the fee (which
   * the description names); `buy`, what their buy order held beyond the price coming back. Null on any other line.
   */
  tradeSide: z.enum(orderSides).nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** One page of lines; `nextCursor` is the last line's id, or null after the oldest. */
export const ledgerPageSchema = z.object({ items: z.array(ledgerEntrySchema), nextCursor: z.string().nullable() });
export type LedgerPage = z.infer<typeof ledgerPageSchema>;
