/**
 * The market's rules shared by the order ticket and the server (decisions.md, "The market
 * between investors"). Times are the sandbox clock's; money is integer cents.
 */
import { formatDayUtc } from '../dates';
import { cents, formatCentsAsUsd, type Cents } from '../money';

/** Shares can be resold 12 months after they were issued (the project's close). */
export const RESALE_LOCK_MONTHS = 12;
/** An open order expires 30 sandbox days after it was placed. */
export const ORDER_LIFETIME_DAYS = 30;
export const SELLER_FEE_PERCENT = 2;
/** A limit price may be at most this many times the indicative price. */
export const MAX_PRICE_MULTIPLE = 5;
/** The ticket warns when a limit is further than this from the indicative price. */
export const FAR_FROM_INDICATIVE_PERCENT = 30;

export const SELF_TRADE_MESSAGE = 'This order would trade with your own open order.';
export const NOT_TRADABLE_MESSAGE = 'Only shares of a funded project can be traded.';
export const HOLDING_RESERVED_MESSAGE = 'Shares of this holding are reserved by an open sell order. Cancel that order to sell the holding.';

/** The seller's 2% of a trade's value, rounded half up to the cent. */
export function sellerFeeCents(valueCents: Cents): Cents {
  return cents(Math.floor((valueCents * SELLER_FEE_PERCENT + 50) / 100));
}

/** The price the sandbox values a share at: the share price at the model's latest revaluation. */
export function indicativePriceCents(sharePriceCents: Cents, valueBp: number): Cents {
  return cents(Math.round((sharePriceCents * valueBp) / 10_000));
}

export function maxLimitPriceCents(indicativePrice: Cents): Cents {
  return cents(indicativePrice * MAX_PRICE_MULTIPLE);
}

export const limitPriceRangeMessage = (indicativePrice: Cents) =>
  `The limit price must be from $0.01 to ${formatCentsAsUsd(maxLimitPriceCents(indicativePrice))} a share.`;

export function limitPriceInRange(limitPrice: Cents, indicativePrice: Cents): boolean {
  return limitPrice >= 1 && limitPrice <= maxLimitPriceCents(indicativePrice);
}

/** Whether a limit is far enough from the indicative price for the ticket to warn. */
export function isFarFromIndicative(limitPrice: Cents, indicativePrice: Cents): boolean {
  return Math.abs(limitPrice - indicativePrice) * 100 > indicativePrice * FAR_FROM_INDICATIVE_PERCENT;
}

/** When shares issued at `issuedAt` can first be resold: the same day and time 12 calendar months later (UTC). */
export function resaleAllowedFrom(issuedAt: Date): Date {
  const from = new Date(issuedAt);
  const day = from.getUTCDate();
  from.setUTCDate(1);
  from.setUTCMonth(from.getUTCMonth() + RESALE_LOCK_MONTHS);
  // 29 February issues become tradable on the last day of February.
  const lastDay = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 0)).getUTCDate();
  from.setUTCDate(Math.min(day, lastDay));
  return from;
}

export function orderExpiresAt(placedAt: Date): Date {
  return new Date(placedAt.getTime() + ORDER_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
}

/** What a buy order holds at once: its shares at its limit. */
export const buyReservationCents = (shares: number, limitPrice: Cents): Cents => cents(shares * limitPrice);

/** What a seller receives for `shares` at `price`: the trade value less the 2% fee. */
export function sellerProceedsCents(shares: number, price: Cents): { valueCents: Cents; feeCents: Cents; proceedsCents: Cents } {
  const valueCents = cents(shares * price);
  const feeCents = sellerFeeCents(valueCents);
  return { valueCents, feeCents, proceedsCents: cents(valueCents - feeCents) };
}

/** The answer to a sell order for more shares than can be sold: how many can, and from when the locked ones can. */
export function tooFewSharesMessage(sellable: number, locked: number, lockedUntil: Date | null): string {
  const can =
    sellable === 0
      ? 'You have no shares of this project you can sell now.'
      : `You can sell at most ${sellable} share${sellable === 1 ? '' : 's'} of this project now.`;
  if (locked === 0 || lockedUntil === null) return can;
  // The day as the ticket's lock notice writes it.
  return `${can} ${locked} more ${locked === 1 ? 'is' : 'are'} locked until ${formatDayUtc(lockedUntil)}.`;
}
