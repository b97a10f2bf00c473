import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { cents, centsToDecimal, decimalToCents, formatCentsAsShortUsd, formatCentsAsUsd, quoteInvestment } from '@common/money';
import type { ClosedInvestment, Investment } from '@common/schemas/investments';
import type { LedgerPage } from '@common/schemas/ledger';
import type { MarketView, Order } from '@common/schemas/market';
import type { PortfolioPerformance } from '@common/schemas/portfolio';
import { invest, post, useOwnServer } from './own-server';
import { formatUtcDay } from './payout-fixtures';
import { expect, test, waitForHydration, type Page } from './test';
import { createProjectThroughApi } from './update-fixtures';

/**
 * Issue 46's journey, its market part: a funded campaign, the clock a year past the lock, part of
 * a holding sold on the market, then every screen that shows that holding, its fees and the
 * raise, each figure checked against the ledger and the market's fills rather than the screen's
 * own API. Its own server, since it moves the sandbox clock.
 */
const SCREENSHOTS = 'test-results/journey';

test.describe.configure({ mode: 'serial' });

const { signedUp, advanceClock } = useOwnServer('journey-spec-sandbox-admin-token');

/** A GET that must succeed, its JSON answer. */
async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Every ledger line of the signed-in user. */
async function ledgerOf(request: APIRequestContext): Promise<LedgerPage['items']> {
  const lines: LedgerPage['items'] = [];
  let cursor: string | null = null;
  do {
    const page: LedgerPage = await get<LedgerPage>(request, `/api/ledger?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    lines.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return lines;
}

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

test('a holding partly sold on the market: its cost, history and fees on every screen agree with the ledger', async ({ browser }) => {
  test.setTimeout(180_000);
  const creator = await signedUp(browser, 'musician');
  const project = await createProjectThroughApi(creator.request, `Journey Sessions ${Date.now()}`, {
    fundingGoal: '1000',
    minInvestment: '100',
    sharePrice: '10',
  });
  const seller = await signedUp(browser, 'investor');
  const buyer = await signedUp(browser, 'investor');
  await invest(seller.request, project, '1000.00');
  await invest(buyer.request, project, '500.00');
  // Past the campaign's end (60 days) and the 12-month lock after it.
  await advanceClock(seller.request, 60 + 366 + 5);

  // 20 of the seller's 95 shares change hands at the indicative price.
  const { indicativePrice } = await get<MarketView>(seller.request, `/api/market/projects/${project.id}`);
  await post(seller.request, '/api/market/orders', {
    projectId: project.id,
    side: 'sell',
    shares: 20,
    limitPrice: indicativePrice,
  });
  await post(buyer.request, '/api/market/orders', { projectId: project.id, side: 'buy', shares: 20, limitPrice: indicativePrice });

  // What the ledger and the fills say: $1,000 paid ($50 of it the fee) for 95 shares; the trade's proceeds and 2% fee.
  const lines = await ledgerOf(seller.request);
  const paid = -lines.filter((line) => line.code === 'investment_hold').reduce((sum, line) => sum + decimalToCents(line.amount), 0);
  const proceeds = lines.filter((line) => line.code === 'trade').reduce((sum, line) => sum + decimalToCents(line.amount), 0);
  expect(paid).toBe(1000_00);
  const { items: orders } = await get<{ items: Order[] }>(seller.request, '/api/market/orders?status=all');
  const sellerFee = orders.flatMap((order) => order.fills).reduce((sum, fill) => sum + decimalToCents(fill.fee), 0);
  expect(proceeds + sellerFee).toBe(20 * decimalToCents(indicativePrice));
  const soldCost = Math.round((paid * 20) / 95);
  const keptCost = cents(paid - soldCost);
  const feesPaid = cents(quoteInvestment(cents(paid), cents(10_00)).feeCents + sellerFee);

  // The API: the rest at its proportional cost, the part sold realized in history, nothing counted twice.
  const [holding] = await get<Investment[]>(seller.request, '/api/investments');
  expect(holding).toMatchObject({ shares: 75, amount: centsToDecimal(keptCost) });
  const history = await get<ClosedInvestment[]>(seller.request, '/api/investments/history');
  expect(history).toMatchObject([
    { partialSale: true, shares: 20, amount: centsToDecimal(cents(soldCost)), proceeds: centsToDecimal(cents(proceeds)) },
  ]);

  // The seller's dashboard shows the same figures.
  const dashboard = await openPage(seller, '/dashboard');
  const row = dashboard.getByRole('article', { name: project.title }).first();
  await expect(row).toContainText(`Amount${formatCentsAsShortUsd(keptCost)}`);
  await expect(row).toContainText('75 shares');
  await expect(dashboard.getByText('Total Invested').locator('..')).toContainText(formatCentsAsUsd(keptCost));
  await expect(dashboard.getByText('Fees paid', { exact: true }).locator('..')).toContainText(formatCentsAsUsd(feesPaid));
  const closed = dashboard.locator('#investment-history').getByRole('article', { name: project.title });
  await expect(closed).toContainText(`Amount${formatCentsAsShortUsd(cents(soldCost))}`);

  await dashboard.screenshot({ path: `${SCREENSHOTS}/seller-dashboard-desktop.png`, fullPage: true });
  await dashboard.setViewportSize({ width: 390, height: 844 });
  await dashboard.screenshot({ path: `${SCREENSHOTS}/seller-dashboard-phone.png`, fullPage: true });

  // The Performance tab's fees agree: every fee, the 5% and the 2%.
  const performance = await get<PortfolioPerformance>(seller.request, '/api/portfolio/performance?range=all');
  expect(decimalToCents(performance.breakdown.fees)).toBe(feesPaid);

  // The buyer holds the project twice, and each holding says which it is.
  const bought = await get<Investment[]>(buyer.request, '/api/investments');
  expect(bought.map((investment) => investment.origin).sort()).toEqual(['campaign', 'market']);
  const buyerDashboard = await openPage(buyer, '/dashboard');
  for (const investment of bought) {
    const origin = investment.origin === 'market' ? 'Bought on the market' : 'Invested in the campaign';
    await expect(
      buyerDashboard.getByRole('article', { name: `${project.title} ${origin} on ${formatUtcDay(investment.investmentDate)}` }),
    ).toBeVisible();
  }
  await buyerDashboard.screenshot({ path: `${SCREENSHOTS}/buyer-dashboard-desktop.png`, fullPage: true });
  await buyerDashboard.goto('/dashboard?tab=analytics&analyticsTab=performance');
  await expect(buyerDashboard.getByRole('region', { name: 'Best Performer' })).toContainText(project.title);
  await buyerDashboard.screenshot({ path: `${SCREENSHOTS}/buyer-performance-desktop.png`, fullPage: true });

  // The creator's raise does not move with the trade: $1,500 from 2 investments of 95 and 47 shares, as at funding.
  const creatorPage = await openPage(creator, `/dashboard?tab=creator&project=${project.id}`);
  await expect(
    creatorPage
      .locator('dt', { hasText: /^Raised at funding$/ })
      .locator('..')
      .first(),
  ).toContainText('$1,500.00');
  await expect(creatorPage.getByText('2 investments · 142 shares ·', { exact: false })).toContainText('$1,500.00');
  await creatorPage.screenshot({ path: `${SCREENSHOTS}/creator-dashboard-desktop.png`, fullPage: true });

  await Promise.all([creator.close(), seller.close(), buyer.close()]);
});
