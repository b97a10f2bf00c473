import type { BrowserContext, Locator } from '@playwright/test';
import { cents, centsToDecimal, decimalToCents, formatCentsAsUsd } from '@common/money';
import type { HoldingOutlook, IncomeCalendar } from '@common/schemas/holding-outlook';
import type { Investment } from '@common/schemas/investments';
import type { Payout } from '@common/schemas/payouts';
import { expectNoSeriousA11yViolations } from './accessibility';
import { invest, useOwnServer } from './own-server';
import { expect, test, waitForHydration, type Page } from './test';
import { createProjectThroughApi } from './update-fixtures';

/**
 * Each holding over its band (issue 44, item 5) and the income calendar (issue 45, item 3): an
 * investor whose campaigns funded and have paid quarters sees, on the dashboard, each holding's
 * payouts over the band forecast when it was bought, and the calendar of payouts paid and
 * estimated. Payouts need the sandbox clock moved, which the shared e2e server must never do:
 * this spec starts a server of its own (e2e/own-server.ts), as the payouts' budgets do.
 */
const SCREENSHOTS = 'docs/screenshots';

test.describe.configure({ mode: 'serial' });

const { signedUp, advanceClock } = useOwnServer('holding-outlook-spec-sandbox-admin-token');

async function openDashboard(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/dashboard');
  await waitForHydration(page);
  return page;
}

/** A screenshot of one part of the page, without the sticky header or a toast over it. */
async function shot(part: Locator, name: string) {
  await part.screenshot({
    path: `${SCREENSHOTS}/${name}.png`,
    style: 'header, [aria-label^="Notifications"] { visibility: hidden !important; }',
  });
}

async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A GET that must succeed, its JSON, and how long it took. */
async function timedGet<T>(context: BrowserContext, path: string): Promise<{ body: T; ms: number }> {
  const started = performance.now();
  const response = await context.request.get(path);
  const ms = performance.now() - started;
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return { body: (await response.json()) as T, ms };
}

test('an investor with paid holdings sees each one over its band forecast at purchase, and the income calendar', async ({ browser }) => {
  test.setTimeout(240_000);
  const creator = await signedUp(browser, 'musician');
  // Each campaign sells every share it offers (the investor buys them all), so the payouts split the pool as the forecast does.
  const album = await createProjectThroughApi(creator.request, `Band Sessions ${Date.now()}`, {
    fundingGoal: '1000',
    minInvestment: '100',
    sharePrice: '10',
    totalShares: 100,
  });
  const tour = await createProjectThroughApi(creator.request, `Band Tour ${Date.now()}`, {
    type: 'tour',
    fundingGoal: '500',
    minInvestment: '100',
    sharePrice: '10',
    totalShares: 57,
  });
  const investor = await signedUp(browser, 'investor');
  // $1,053 buys 100 shares and $600 buys 57, after the 5% platform fee.
  await invest(investor.request, album, '1053.00');
  await invest(investor.request, tour, '600.00');
  // Past both campaigns' end (60 days) and about five quarters of payouts.
  await advanceClock(investor.request, 60 + 460);

  const payouts = (await timedGet<Payout[]>(investor, '/api/payouts')).body;
  const [holding] = (await timedGet<Investment[]>(investor, '/api/investments')).body.filter((one) => one.projectId === album.id);
  if (!holding) throw new Error('no holding in the album');
  const band = await timedGet<HoldingOutlook>(investor, `/api/investments/${holding.id}/outlook`);
  const calendar = await timedGet<IncomeCalendar>(investor, '/api/portfolio/income-calendar');
  // Each read again, once the project's futures are kept.
  const bandAgain = await timedGet<HoldingOutlook>(investor, `/api/investments/${holding.id}/outlook`);
  const calendarAgain = await timedGet<IncomeCalendar>(investor, '/api/portfolio/income-calendar');
  const timings =
    `GET /api/investments/{id}/outlook: ${band.ms.toFixed(0)} ms, again ${bandAgain.ms.toFixed(0)} ms; ` +
    `GET /api/portfolio/income-calendar (2 holdings): ${calendar.ms.toFixed(0)} ms, again ${calendarAgain.ms.toFixed(0)} ms`;
  console.log(timings);
  test.info().annotations.push({ type: 'timings', description: timings });

  const albumLines = payouts.filter((line) => line.investmentId === holding.id);
  expect(albumLines.length).toBeGreaterThanOrEqual(4);
  const paidQuarters = band.body.quarters.filter((quarter) => quarter.paid !== null);
  expect(paidQuarters.map((quarter) => [quarter.quarter, quarter.paid])).toEqual(
    albumLines.map((line) => [line.quarter, line.amount]).sort(([a], [b]) => String(a).localeCompare(String(b))),
  );

  // The holding's panel: closed until asked for, then the band, the dots and the figures behind them.
  const page = await openDashboard(investor);
  const row = page.getByRole('article', { name: new RegExp(album.title) });
  const toggle = row.getByRole('button', { name: /Payouts against the forecast/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(row.getByText('Hypothetical', { exact: true })).toBeVisible();
  await expect(row.getByText(/The forecast made when you bought: \$1,053 invested in the campaign at \$10\.00 a share/)).toBeVisible();
  await expect(row.getByTestId('holding-band-area')).toBeVisible();
  await expect(row.getByTestId('holding-band-paid').locator('circle')).toHaveCount(paidQuarters.length);
  const paidTotal = albumLines.reduce((sum, line) => sum + decimalToCents(line.amount), 0);
  await expect(row.getByText(`Paid so far: ${formatCentsAsUsd(cents(paidTotal))} over ${albumLines.length} quarters`)).toBeVisible();

  // The table behind the chart, by keyboard: the next stop after the toggle is its disclosure.
  await page.keyboard.press('Tab');
  const summary = row.getByText('Show the chart’s figures as a table');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  const table = row.getByRole('table');
  await expect(table).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(row.getByRole('region', { name: /: table$/ })).toBeFocused();
  const tableRows = await table.locator('tbody tr').evaluateAll((rows) => rows.map((one) => one.textContent ?? ''));
  expect(tableRows).toHaveLength(band.body.quarters.length);
  for (const [index, quarter] of band.body.quarters.entries()) {
    const paid = quarter.paid === null ? '—Not paid' : formatCentsAsUsd(decimalToCents(quarter.paid));
    expect(tableRows[index]).toContain(`${formatCentsAsUsd(decimalToCents(quarter.p50))}`);
    expect(tableRows[index]?.endsWith(paid), `${tableRows[index]} ends with ${paid}`).toBe(true);
  }

  // The income calendar: the payouts by quarter as paid, the next four quarters as estimated.
  const region = page.getByRole('region', { name: 'Income calendar' });
  const byQuarter = new Map<string, number>();
  for (const line of payouts) byQuarter.set(line.quarter, (byQuarter.get(line.quarter) ?? 0) + decimalToCents(line.amount));
  const paid = calendar.body.quarters.filter((quarter) => quarter.status === 'paid');
  expect(paid.map((quarter) => [quarter.quarter, quarter.amount])).toEqual(
    [...byQuarter.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([quarter, amount]) => [quarter, centsToDecimal(cents(amount))]),
  );
  const calendarRows = region.getByRole('table').locator('tbody tr');
  await expect(calendarRows).toHaveCount(calendar.body.quarters.length);
  for (const [index, quarter] of calendar.body.quarters.entries()) {
    const [year, part] = quarter.quarter.split('-');
    await expect(calendarRows.nth(index)).toHaveText(
      `${part} ${year}${formatCentsAsUsd(decimalToCents(quarter.amount))}${quarter.status === 'paid' ? 'Paid' : 'Estimated'}`,
    );
  }
  await expect(region.getByText('Estimated', { exact: true })).toHaveCount(4);

  await expectNoSeriousA11yViolations(page);
  await shot(row, 'holding-band-desktop');
  await shot(region, 'income-calendar-desktop');

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await expect(row.getByTestId('holding-band-area')).toBeVisible();
  await shot(row, 'holding-band-375');
  await shot(region, 'income-calendar-375');
  await expectNoSeriousA11yViolations(page);
});
