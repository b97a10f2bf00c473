/**
 * The demo market (decisions.md, "The market between investors": one funded demo project is
 * tradable from the first start, with a few resting demo orders on each side).
 *
 * EVERYTHING IN THIS FILE IS FICTIONAL SANDBOX CONTENT. The demo traders are accounts of the
 * sandbox itself: nobody can sign in to them (their password hash is no hash), their emails are
 * under the reserved example.com domain, and their money is virtual like everyone's.
 *
 * Three sellers bought shares in the funded demo project's campaign (campaign holdings, their
 * money posted through the ledger like any investor's: an opening transfer from the sandbox, a
 * hold into escrow, the escrow released to the creator at the close) and each keeps one ask
 * above the indicative price; three buyers each keep one bid below it. The orders are placed
 * through the market's own service, so their cash and shares are really reserved.
 */
import { amountForShares, dollarsToCents, sumCents, type Cents } from '@common/money';
import type { OrderSide } from '@common/schemas/market';

/** The funded demo project whose shares trade from the first start (its close is 13 months before the seed). */
export const DEMO_MARKET_PROJECT_KEY = 'basement-to-booth-studio';

/** Stored as the demo traders' password hash: no password verifies against it, and it marks the account as the demo's. */
export const DEMO_TRADER_PASSWORD_HASH = '!demo-trader: no password signs in';

/** Each demo trader's cash when the account opens (whole dollars), from the sandbox. */
export const DEMO_TRADER_CASH = 1_000;

/** How many days before the campaign's close the selling traders invested in it. */
export const DEMO_TRADERS_INVESTED_DAYS_BEFORE_CLOSE = 20;

export interface DemoTrader {
  email: string;
  firstName: string;
  lastName: string;
  /** Shares bought in the demo project's campaign; 0 for a trader who only buys. */
  campaignShares: number;
  /** The one order the trader keeps resting: its limit is `priceBp` basis points of the indicative price. */
  order: { side: OrderSide; shares: number; priceBp: number };
}

export const demoTraders: DemoTrader[] = [
  {
    email: 'demo-seller-1@example.com',
    firstName: 'Demo',
    lastName: 'Seller One',
    campaignShares: 60,
    order: { side: 'sell', shares: 20, priceBp: 10_300 },
  },
  {
    email: 'demo-seller-2@example.com',
    firstName: 'Demo',
    lastName: 'Seller Two',
    campaignShares: 40,
    order: { side: 'sell', shares: 15, priceBp: 10_600 },
  },
  {
    email: 'demo-seller-3@example.com',
    firstName: 'Demo',
    lastName: 'Seller Three',
    campaignShares: 30,
    order: { side: 'sell', shares: 10, priceBp: 11_000 },
  },
  {
    email: 'demo-buyer-1@example.com',
    firstName: 'Demo',
    lastName: 'Buyer One',
    campaignShares: 0,
    order: { side: 'buy', shares: 10, priceBp: 9_700 },
  },
  {
    email: 'demo-buyer-2@example.com',
    firstName: 'Demo',
    lastName: 'Buyer Two',
    campaignShares: 0,
    order: { side: 'buy', shares: 15, priceBp: 9_400 },
  },
  {
    email: 'demo-buyer-3@example.com',
    firstName: 'Demo',
    lastName: 'Buyer Three',
    campaignShares: 0,
    order: { side: 'buy', shares: 20, priceBp: 9_000 },
  },
];

export const demoTraderEmails = demoTraders.map((trader) => trader.email);

/**
 * What the demo traders' campaign holdings take of a demo project's raise: their shares (out of
 * the demo backers') and their amounts, each the least amount whose 95% buys its shares, as an
 * investor's would be. The project's demo raise is its raise less their shares at the share
 * price, and its raised amount the demo raise plus their amounts.
 */
export function demoTraderHoldingsOf(projectKey: string, sharePriceCents: Cents): { shares: number; amountCents: Cents } {
  if (projectKey !== DEMO_MARKET_PROJECT_KEY) return { shares: 0, amountCents: dollarsToCents(0) };
  const holders = demoTraders.filter((trader) => trader.campaignShares > 0);
  return {
    shares: holders.reduce((sum, trader) => sum + trader.campaignShares, 0),
    amountCents: sumCents(holders.map((trader) => amountForShares(trader.campaignShares, sharePriceCents))),
  };
}
