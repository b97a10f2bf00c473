import type { Page } from '@playwright/test';
import { cents, centsToDecimal, decimalToCents, type Cents } from '@common/money';
import type { Investment } from '@common/schemas/investments';
import type { Payout, PayoutSummary } from '@common/schemas/payouts';
import { renderPagesInBrowser } from './fixtures';

/**
 * The shared e2e server cannot move the sandbox clock, so no quarter ever ends there: these
 * build payouts and paid holdings to the schemas in common/ and serve them in place of the API.
 */

let nextPayoutId = 1;

/** One payout line as `GET /api/payouts` sends it. */
export function payoutLine(
  line: Pick<Payout, 'projectId' | 'projectTitle' | 'quarter' | 'amount' | 'shares' | 'postedAt'> & Partial<Payout>,
): Payout {
  return { id: nextPayoutId++, investmentId: 1, investorPool: '1500.00', ...line };
}

/** Serves these lines (newest first) as the signed-in user's payouts: `/api/payouts`, with or without `?limit`, and its summary. */
export async function servePayouts(page: Page, payouts: Payout[]): Promise<void> {
  await renderPagesInBrowser(page);
  await page.route(/\/api\/payouts(\?[^/]*)?$/, (route) => {
    const limit = new URL(route.request().url()).searchParams.get('limit');
    return route.fulfill({ json: limit === null ? payouts : payouts.slice(0, Number(limit)) });
  });
  const summary: PayoutSummary = {
    count: payouts.length,
    total: centsToDecimal(cents(payouts.reduce((total, payout) => total + decimalToCents(payout.amount), 0))),
    years: [...new Set(payouts.map((payout) => new Date(payout.postedAt).getUTCFullYear()))].sort((a, b) => b - a),
  };
  await page.route('**/api/payouts/summary', (route) => route.fulfill({ json: summary }));
}

/**
 * The holding as an active investment (shares issued) that has received `payoutsCents` in
 * payouts and whose value moved by `valueChangeCents`: returns = payouts + (value - amount).
 */
export function paidHolding(holding: Investment, payoutsCents: number, valueChangeCents: number): Investment {
  const amount = decimalToCents(holding.amount);
  const value: Cents = cents(amount + valueChangeCents);
  return {
    ...holding,
    status: 'active',
    cancellableUntil: null,
    payoutsReceived: centsToDecimal(cents(payoutsCents)),
    currentValue: centsToDecimal(value),
    returns: centsToDecimal(cents(payoutsCents + valueChangeCents)),
  };
}

/** Serves the real `GET /api/investments` with each holding changed by `change`. */
export async function serveInvestments(page: Page, change: (holding: Investment) => Investment): Promise<void> {
  await renderPagesInBrowser(page);
  await page.route('**/api/investments', async (route) => {
    const response = await route.fetch();
    const served = ((await response.json()) as Investment[]).map(change);
    await route.fulfill({ response, json: served });
  });
}

const utcDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Apr 1, 2027": how the dashboard writes a quarter boundary or a posting day. */
export function formatUtcDay(value: Date | string): string {
  return utcDay.format(new Date(value));
}
