import type { BrowserContext, Locator } from '@playwright/test';
import { cents, centsToDecimal, decimalToCents } from '@common/money';
import type { MarketView, Order } from '@common/schemas/market';
import { invest, post, useOwnServer } from './own-server';
import { expect, test, waitForHydration, type Page } from './test';
import { createProjectThroughApi } from './update-fixtures';

/**
 * The market in the browser (issue 26, item 4): a seller places a sell order through the
 * ticket, a buyer fills part of it through the ticket, the depth table agrees with the API, and
 * the seller cancels the rest from My orders.
 *
 * Shares can be resold 12 months after the project's close, which needs the sandbox clock moved,
 * which the shared e2e server must never do: this test starts a server of its own (the same
 * build, a fresh database, an admin token), as the page budgets do.
 */
const SCREENSHOTS = 'test-results/market';

test.describe.configure({ mode: 'serial' });

const { signedUp, advanceClock } = useOwnServer('market-spec-sandbox-admin-token');

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

/** A table's body rows as their cells' texts. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
}

/** A screenshot of one part of the page, without the sticky header or a toast over it. */
async function shot(part: Locator, name: string) {
  await part.screenshot({
    path: `${SCREENSHOTS}/${name}.png`,
    style: 'header, [aria-label^="Notifications"] { visibility: hidden !important; }',
  });
}

const usd = (price: string) => `$${Number(price).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The API's levels as the depth table shows them. */
const levelRows = (levels: MarketView['bids']) =>
  levels.length === 0 ? [['None']] : levels.map((level) => [usd(level.price), String(level.shares)]);

async function expectTablesMatchApi(page: Page, projectId: number) {
  const market = page.getByRole('region', { name: 'Market' });
  const view = (await (await page.request.get(`/api/market/projects/${projectId}`)).json()) as MarketView;
  await expect.poll(() => tableRows(market.getByRole('table', { name: 'Asks (sell orders)' }))).toEqual(levelRows(view.asks));
  await expect.poll(() => tableRows(market.getByRole('table', { name: 'Bids (buy orders)' }))).toEqual(levelRows(view.bids));
  return view;
}

test('a sell order placed through the ticket, partly filled by a buyer through the ticket, the rest cancelled from My orders', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A funded project of the test's own: one investor backs its whole goal, then the clock moves past the 12-month lock.
  const creator = await signedUp(browser, 'musician');
  const project = await createProjectThroughApi(creator.request, `Market Sessions ${Date.now()}`, {
    fundingGoal: '1000',
    minInvestment: '100',
    sharePrice: '10',
  });
  const seller = await signedUp(browser, 'investor');
  await invest(seller.request, project, '1100.00');
  const buyer = await signedUp(browser, 'investor');
  await post(buyer.request, '/api/funds/add', { amount: '500.00', paymentMethod: 'credit_card' });
  // Past the campaign's end (60 days) and 12 months after it.
  await advanceClock(seller.request, 60 + 366 + 5);

  // The seller asks 5 shares at the indicative value through the ticket, by keyboard.
  const sellerPage = await openPage(seller, `/tour/${project.id}`);
  const market = sellerPage.getByRole('region', { name: 'Market' });
  await expect(market.getByRole('heading', { name: 'Market' })).toBeVisible();
  const indicative = ((await (await sellerPage.request.get(`/api/market/projects/${project.id}`)).json()) as MarketView).indicativePrice;
  const ticket = market.getByRole('form', { name: 'Place an order' });
  await ticket.getByRole('radio', { name: 'Sell' }).check();
  await ticket.getByLabel('Shares').fill('5');
  await ticket.getByLabel('Limit price (USD a share)').fill(indicative);
  await expect(ticket.getByTestId('ticket-summary')).toContainText('after the 2% fee');
  await shot(ticket, 'ticket-sell-desktop');
  await ticket.getByRole('button', { name: 'Place sell order' }).focus();
  await sellerPage.keyboard.press('Enter');
  await expect(sellerPage.getByText('Order placed.', { exact: true })).toBeVisible();
  // The button was disabled while the order went out: focus goes back to the ticket, not to <body>.
  await expect(ticket.getByRole('heading', { name: 'Place an order' })).toBeFocused();
  await expect(market.getByTestId('market-best-ask')).toHaveText(usd(indicative));
  await expectTablesMatchApi(sellerPage, project.id);

  // The seller's dashboard lists the open order, nothing filled yet.
  const dashboard = await openPage(seller, '/dashboard#my-orders');
  const myOrders = dashboard.getByRole('region', { name: 'My orders' });
  const orders = (await (await dashboard.request.get('/api/market/orders?status=open')).json()) as { items: Order[] };
  const order = orders.items.find((item) => item.projectId === project.id);
  if (!order) throw new Error('The seller has no open order');
  const row = myOrders.getByTestId(`order-${order.id}`);
  await expect(row).toContainText(project.title);
  await expect(row.locator('td').nth(2)).toHaveText('0');
  // The holding says how many of its shares the order holds.
  await expect(dashboard.getByTestId('reserved-shares')).toHaveText('5 reserved for sale');
  // Not offered for sale to the sandbox while the order holds its shares (the server would answer 409).
  const holding = dashboard.getByRole('article', { name: new RegExp(project.title) });
  await expect(holding.getByRole('button', { name: `Sell ${project.title}` })).toBeDisabled();
  await expect(holding).toContainText('Cancel that order to sell the holding.');
  await shot(holding, 'holding-reserved-desktop');

  // The buyer takes 2 of them through the ticket.
  const buyerPage = await openPage(buyer, `/tour/${project.id}`);
  const buyerMarket = buyerPage.getByRole('region', { name: 'Market' });
  const buyerTicket = buyerMarket.getByRole('form', { name: 'Place an order' });
  await buyerTicket.getByLabel('Shares').fill('2');
  await buyerTicket.getByLabel('Limit price (USD a share)').fill(indicative);
  await expect(buyerTicket.getByTestId('ticket-summary')).toContainText(
    `You pay up to ${usd(centsToDecimal(cents(decimalToCents(indicative) * 2)))}`,
  );
  await shot(buyerTicket, 'ticket-buy-desktop');
  await buyerTicket.getByRole('button', { name: 'Place buy order' }).click();
  await expect(buyerPage.getByText('Order filled.', { exact: true })).toBeVisible();
  await expect(buyerTicket.getByRole('heading', { name: 'Place an order' })).toBeFocused();
  await expect(buyerMarket.getByTestId('market-last-price')).toHaveText(usd(indicative));
  const view = await expectTablesMatchApi(buyerPage, project.id);
  expect(view.asks).toEqual([{ price: indicative, shares: 3 }]);
  await expect(
    buyerMarket
      .getByRole('table', { name: /Recent trades/ })
      .locator('tbody tr')
      .first(),
  ).toContainText(usd(indicative));
  await shot(buyerMarket, 'market-desktop');
  await buyerPage.setViewportSize({ width: 390, height: 844 });
  // A limit far from the indicative value on a phone: the warning under the summary.
  await buyerTicket.getByLabel('Shares').fill('1');
  await buyerTicket.getByLabel('Limit price (USD a share)').fill(centsToDecimal(cents(Math.round(decimalToCents(indicative) * 1.5))));
  await expect(buyerTicket.getByTestId('far-price-warning')).toContainText('50% above the indicative value');
  await shot(buyerMarket, 'market-phone');
  // An order the server refuses (too little cash for 1,000 shares) leaves focus on its button, to correct and send again.
  await buyerTicket.getByLabel('Shares').fill('1000');
  await buyerTicket.getByLabel('Limit price (USD a share)').fill(indicative);
  const place = buyerTicket.getByRole('button', { name: 'Place buy order' });
  await place.focus();
  await buyerPage.keyboard.press('Enter');
  await expect(buyerPage.getByText('Order Failed', { exact: true })).toBeVisible();
  await expect(place).toBeFocused();

  // The seller's order: 2 of 5 filled, still open, on the dashboard opened before the fill (the bell's stream refreshes it).
  await expect(row.locator('td').nth(2)).toHaveText('2');
  await expect(dashboard.getByTestId('reserved-shares')).toHaveText('3 reserved for sale');
  const [stored] = ((await (await dashboard.request.get('/api/market/orders?status=open')).json()) as { items: Order[] }).items;
  expect(stored).toMatchObject({ id: order.id, side: 'sell', shares: 5, filledShares: 2, status: 'open' });
  await dashboard.setViewportSize({ width: 390, height: 844 });
  await shot(myOrders, 'my-orders-phone');
  await dashboard.setViewportSize({ width: 1280, height: 900 });
  await myOrders.getByRole('button', { name: `Cancel order #${order.id}` }).focus();
  await dashboard.keyboard.press('Enter');
  await expect(dashboard.getByText('Order cancelled.', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  // The cancelled row and its button are gone: focus goes to My orders, not to <body>.
  await expect(myOrders.getByRole('heading', { name: 'My orders' })).toBeFocused();
  await expect(dashboard.getByTestId('reserved-shares')).toHaveCount(0);
  await expect(holding.getByRole('button', { name: `Sell ${project.title}` })).toBeEnabled();
  await myOrders.getByLabel('Show').selectOption('all');
  await expect(myOrders.getByTestId(`order-${order.id}`)).toContainText('Cancelled');
  await shot(myOrders, 'my-orders-desktop');

  // The book is empty again, in the table and in the API.
  await buyerPage.reload();
  await waitForHydration(buyerPage);
  const after = await expectTablesMatchApi(buyerPage, project.id);
  expect(after.asks).toEqual([]);

  await Promise.all([creator.close(), seller.close(), buyer.close()]);
});
