/**
 * How many shares a holding is and how many split the investors' pool with it, as the payout
 * engine splits each quarter's pool: the simulator's share arithmetic (./outlook.ts).
 */
import { quoteInvestment, type Cents } from '../money';

/** The project row's facts that decide how many shares split the investors' pool. */
export interface OfferedShares {
  totalShares: number;
  availableShares: number;
  fundingGoalCents: Cents;
  sharePriceCents: Cents;
  funded: boolean;
}

/** The shares among which a quarter's pool is split, before a purchase. */
export interface PoolShares {
  /** Once funded, every share the campaign issued; while it raises money, those sold so far. */
  sharesIssued: number;
  /** While the campaign raises money, the shares it must sell to reach its goal (at most those it offers); null once funded. */
  sharesToReachGoal: number | null;
}

/**
 * The pool's shares from the project's row. The shares the campaign offered and never sold take
 * no part. `ownShares` are a holding's own, bought in a campaign still raising money: they are
 * among those sold and are counted once, as the purchase's.
 */
export function poolSharesOf(project: OfferedShares, ownShares = 0): PoolShares {
  const sold = project.totalShares - project.availableShares;
  if (project.funded) return { sharesIssued: sold, sharesToReachGoal: null };
  const toReachGoal = Math.ceil(project.fundingGoalCents / Math.max(1, project.sharePriceCents));
  return { sharesIssued: Math.max(0, sold - ownShares), sharesToReachGoal: Math.min(project.totalShares, toReachGoal) };
}

/**
 * The shares a quarter's pool is split among when `shares` are bought. Once funded, those issued:
 * a purchase on the market (or a campaign holding) is among them. While the campaign raises money
 * the purchase issues new shares: those sold so far and these, and at least enough to reach the goal.
 */
export function sharesSharingPool(project: PoolShares, shares: number): number {
  if (project.sharesToReachGoal === null) return Math.max(1, project.sharesIssued);
  return Math.max(1, project.sharesIssued + shares, project.sharesToReachGoal);
}

/** The shares an amount buys: whole shares, after the platform's 5% in the campaign. */
export function sharesBought(request: { amountCents: Cents; priceCents: Cents; onMarket: boolean }): number {
  if (request.priceCents <= 0) return 0;
  return request.onMarket
    ? Math.floor(request.amountCents / request.priceCents)
    : quoteInvestment(request.amountCents, request.priceCents).shares;
}

/**
 * The investor's part of a quarter's pool when `shares` of the `sharing` shares are theirs, as the
 * payout engine splits it between two holders (the largest remainder, ties to the investor). A
 * market purchase of more shares than were issued would hold them all: the whole pool.
 */
export function investorPart(poolCents: number, shares: number, sharing: number): number {
  if (shares <= 0) return 0;
  if (shares >= sharing) return poolCents;
  const others = sharing - shares;
  const mine = Math.floor((poolCents * shares) / sharing);
  const theirs = Math.floor((poolCents * others) / sharing);
  const left = poolCents - mine - theirs;
  const myRemainder = (poolCents * shares) % sharing;
  const theirRemainder = (poolCents * others) % sharing;
  return left > 0 && myRemainder >= theirRemainder ? mine + 1 : mine;
}
