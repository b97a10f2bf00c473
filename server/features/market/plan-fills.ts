import { cents, type Cents } from '@common/money';
import { sellerFeeCents } from '@common/rules/market';
import type { OrderSide } from '@common/schemas/market';

/** An order on the book or arriving at it, with what is left of it. */
export interface BookOrder {
  id: number;
  userId: number;
  side: OrderSide;
  remaining: number;
  limitPrice: Cents;
}

/** One of a seller's holdings with shares reserved for sale; they are taken oldest first. */
export interface ReservedHolding {
  id: number;
  userId: number;
  shares: number;
  reservedShares: number;
  amountCents: Cents;
  marketSoldShares: number;
  marketSoldCostCents: Cents;
}

/** The part of a fill that came from one holding of the seller's and becomes one holding of the buyer's. */
export interface PlannedLot {
  sellerInvestmentId: number;
  shares: number;
  /** The part of the holding's remaining cost these shares carry away. */
  costCents: Cents;
  /** The seller's proceeds for them: their value less their part of the fee. */
  proceedsCents: Cents;
  /** What the buyer paid for them: the buyer's holding's amount. */
  valueCents: Cents;
}

export interface PlannedFill {
  makerOrderId: number;
  buyOrderId: number;
  sellOrderId: number;
  buyerId: number;
  sellerId: number;
  shares: number;
  price: Cents;
  valueCents: Cents;
  feeCents: Cents;
  /** What the buy order held for these shares (its limit), of which `releaseCents` goes back to the buyer. */
  heldCents: Cents;
  releaseCents: Cents;
  lots: PlannedLot[];
}

/** A seller's holding after the fills: what is left of it. */
export interface HoldingAfter {
  id: number;
  shares: number;
  reservedShares: number;
  marketSoldShares: number;
  marketSoldCostCents: Cents;
  /** The proceeds of this call's lots from it; the holding closes as sold when no share is left. */
  proceedsCents: Cents;
}

export interface FillPlan {
  fills: PlannedFill[];
  /** The incoming order's shares left after the fills. */
  takerRemaining: number;
  /** Every resting order touched, with what is left of it. */
  makersRemaining: Map<number, number>;
  holdings: Map<number, HoldingAfter>;
}

/** Whether a resting order's price is acceptable to the incoming order. */
export function crosses(taker: Pick<BookOrder, 'side' | 'limitPrice'>, restingPrice: Cents): boolean {
  return taker.side === 'buy' ? restingPrice <= taker.limitPrice : restingPrice >= taker.limitPrice;
}

/**
 * Continuous matching with price-time priority (decisions.md): `resting` is the opposite side
 * of the book, best price first and oldest first at each price. The incoming order trades at
 * each resting order's price while it crosses; each fill's fee is the seller's 2% rounded half
 * up; a buy order gets back at once what its limit held beyond the price. The shares leave the
 * seller's reserved holdings oldest first, each carrying its part of the holding's cost
 * (in proportion to its shares, all of what is left with the last share) and its part of the
 * seller's proceeds (the fee split so that the parts sum to the fill's fee).
 */
export function planFills(taker: BookOrder, resting: readonly BookOrder[], reservedHoldings: readonly ReservedHolding[]): FillPlan {
  const holdings = new Map<number, HoldingAfter>();
  const queues = new Map<number, ReservedHolding[]>();
  for (const holding of reservedHoldings) {
    const queue = queues.get(holding.userId) ?? [];
    queue.push(holding);
    queues.set(holding.userId, queue);
    holdings.set(holding.id, {
      id: holding.id,
      shares: holding.shares,
      reservedShares: holding.reservedShares,
      marketSoldShares: holding.marketSoldShares,
      marketSoldCostCents: holding.marketSoldCostCents,
      proceedsCents: cents(0),
    });
  }
  const amountOf = new Map(reservedHoldings.map((holding) => [holding.id, holding.amountCents]));

  const fills: PlannedFill[] = [];
  const makersRemaining = new Map<number, number>();
  let takerRemaining = taker.remaining;
  for (const maker of resting) {
    if (takerRemaining === 0 || !crosses(taker, maker.limitPrice)) break;
    const shares = Math.min(takerRemaining, maker.remaining);
    const [buy, sell] = taker.side === 'buy' ? [taker, maker] : [maker, taker];
    const price = maker.limitPrice;
    const valueCents = cents(shares * price);
    const heldCents = cents(shares * buy.limitPrice);
    const lots = takeShares(queues.get(sell.userId) ?? [], holdings, amountOf, shares, price);
    fills.push({
      makerOrderId: maker.id,
      buyOrderId: buy.id,
      sellOrderId: sell.id,
      buyerId: buy.userId,
      sellerId: sell.userId,
      shares,
      price,
      valueCents,
      feeCents: sellerFeeCents(valueCents),
      heldCents,
      releaseCents: cents(heldCents - valueCents),
      lots,
    });
    takerRemaining -= shares;
    makersRemaining.set(maker.id, maker.remaining - shares);
  }
  return { fills, takerRemaining, makersRemaining, holdings };
}

function takeShares(
  queue: ReservedHolding[],
  holdings: Map<number, HoldingAfter>,
  amountOf: Map<number, Cents>,
  shares: number,
  price: Cents,
): PlannedLot[] {
  const lots: PlannedLot[] = [];
  let needed = shares;
  let taken = 0;
  for (const reserved of queue) {
    if (needed === 0) break;
    const holding = holdings.get(reserved.id);
    if (!holding || holding.reservedShares === 0) continue;
    const lotShares = Math.min(needed, holding.reservedShares);
    const costLeft = (amountOf.get(reserved.id) ?? 0) - holding.marketSoldCostCents;
    const costCents = cents(lotShares === holding.shares ? costLeft : Math.round((costLeft * lotShares) / holding.shares));
    // The fee up to and including this lot, less the fee before it: the lots' fees sum to the fill's.
    const feeCents = sellerFeeCents(cents((taken + lotShares) * price)) - sellerFeeCents(cents(taken * price));
    const valueCents = cents(lotShares * price);
    const proceedsCents = cents(valueCents - feeCents);
    lots.push({ sellerInvestmentId: reserved.id, shares: lotShares, costCents, proceedsCents, valueCents });
    holding.shares -= lotShares;
    holding.reservedShares -= lotShares;
    holding.marketSoldShares += lotShares;
    holding.marketSoldCostCents = cents(holding.marketSoldCostCents + costCents);
    holding.proceedsCents = cents(holding.proceedsCents + proceedsCents);
    needed -= lotShares;
    taken += lotShares;
  }
  if (needed !== 0) throw new Error(`the seller's holdings hold ${shares - needed} of the ${shares} shares reserved for sale`);
  return lots;
}
