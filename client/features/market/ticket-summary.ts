/**
 * What the order ticket says about an order before it is placed: what a buy reserves and pays
 * at most, what a sell pays after the 2% fee, a warning when the limit is far from the
 * indicative price, and the resale lock. Pure, from the rules the server applies
 * (common/rules/market.ts), so the ticket and the server never disagree.
 */
import { decimalToCents, formatCentsAsUsd, type Cents } from '@common/money';
import {
  buyReservationCents,
  FAR_FROM_INDICATIVE_PERCENT,
  isFarFromIndicative,
  limitPriceInRange,
  limitPriceRangeMessage,
  SELLER_FEE_PERCENT,
  sellerProceedsCents,
} from '@common/rules/market';
import { AMOUNT_FORMAT_MESSAGE } from '@common/schemas/amount';
import { ORDER_SHARES_MESSAGE, parseLimitPrice, type MarketView, type OrderSide } from '@common/schemas/market';
import { formatDayUtc } from '@/lib/dates';

export interface TicketInput {
  side: OrderSide;
  shares: string;
  limitPrice: string;
}

export type TicketSummary =
  | { kind: 'incomplete' }
  | { kind: 'problem'; message: string }
  | {
      kind: 'buy';
      shares: number;
      limitCents: Cents;
      /** shares × limit: held from the balance when the order is placed. */
      reservedCents: Cents;
    }
  | {
      kind: 'sell';
      shares: number;
      limitCents: Cents;
      valueCents: Cents;
      feeCents: Cents;
      proceedsCents: Cents;
    };

const WHOLE_SHARES = /^\d{1,10}$/;

/** The order's figures, a problem with what was typed, or nothing yet while a field is empty. */
export function ticketSummary(input: TicketInput, indicativePrice: string): TicketSummary {
  const sharesText = input.shares.trim();
  const limitText = input.limitPrice.trim();
  if (sharesText === '' || limitText === '') return { kind: 'incomplete' };
  const shares = WHOLE_SHARES.test(sharesText) ? Number(sharesText) : Number.NaN;
  if (!Number.isSafeInteger(shares) || shares < 1) return { kind: 'problem', message: ORDER_SHARES_MESSAGE };
  const limitCents = parseLimitPrice(limitText);
  if (limitCents === null) return { kind: 'problem', message: AMOUNT_FORMAT_MESSAGE };
  const indicativeCents = decimalToCents(indicativePrice);
  if (!limitPriceInRange(limitCents, indicativeCents)) return { kind: 'problem', message: limitPriceRangeMessage(indicativeCents) };
  if (input.side === 'buy') return { kind: 'buy', shares, limitCents, reservedCents: buyReservationCents(shares, limitCents) };
  return { kind: 'sell', shares, limitCents, ...sellerProceedsCents(shares, limitCents) };
}

const sharesWord = (shares: number) => `${shares.toLocaleString('en-US')} ${shares === 1 ? 'share' : 'shares'}`;

/** The summary's sentences, in the order the ticket shows them. */
export function summaryLines(summary: TicketSummary): string[] {
  switch (summary.kind) {
    case 'incomplete':
      return ['Enter the shares and a limit price to see what the order would cost or pay.'];
    case 'problem':
      return [summary.message];
    case 'buy':
      return [
        `You pay up to ${formatCentsAsUsd(summary.reservedCents)} for ${sharesWord(summary.shares)} at ${formatCentsAsUsd(summary.limitCents)} or less a share.`,
        `${formatCentsAsUsd(summary.reservedCents)} is reserved from your balance now; if the order trades at a better price, the difference comes back at once.`,
      ];
    case 'sell':
      return [
        `You receive ${formatCentsAsUsd(summary.proceedsCents)} after the ${SELLER_FEE_PERCENT}% fee (${formatCentsAsUsd(summary.feeCents)}) for ${sharesWord(summary.shares)} at ${formatCentsAsUsd(summary.limitCents)} a share; a higher bid pays more.`,
        `Your ${sharesWord(summary.shares)} are reserved for this order until it fills, or you cancel it, or it expires.`,
      ];
  }
}

/** The warning when the limit is more than 30% from the indicative price, else null. */
export function farPriceWarning(summary: TicketSummary, indicativePrice: string): string | null {
  if (summary.kind !== 'buy' && summary.kind !== 'sell') return null;
  const indicativeCents = decimalToCents(indicativePrice);
  if (!isFarFromIndicative(summary.limitCents, indicativeCents)) return null;
  const percent = Math.round((Math.abs(summary.limitCents - indicativeCents) * 100) / indicativeCents);
  const direction = summary.limitCents > indicativeCents ? 'above' : 'below';
  return (
    `Your limit is ${percent}% ${direction} the indicative value of ${formatCentsAsUsd(indicativeCents)} a share ` +
    `(more than ${FAR_FROM_INDICATIVE_PERCENT}% away). Check the price before you place the order.`
  );
}

/** While the shares are still in their 12-month resale lock: when they can be sold, for the side chosen. */
export function lockNotice(side: OrderSide, market: Pick<MarketView, 'tradableFrom'>, now: Date): string | null {
  if (!market.tradableFrom || Date.parse(market.tradableFrom) <= now.getTime()) return null;
  const date = formatDayUtc(market.tradableFrom);
  return side === 'sell'
    ? `Shares of this project are locked until ${date} (12 months after they were issued): a sell order before then is refused.`
    : `Shares bought now stay locked until ${date}: they can be resold from then on.`;
}
