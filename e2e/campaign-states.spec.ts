import { expect, test, type Page } from './test';
import { cancellableUntil, campaignClosesAt } from '@common/rules/campaigns';
import { daysLeft, formatDaysLeft } from '@common/rules/days-left';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expectNoHorizontalScroll, findProject } from './project-data';
import { renderPagesInBrowser } from './fixtures';

/** How the page writes a campaign deadline: in UTC, so it reads the same in every time zone. */
const deadline = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const utcDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

async function expectNoInvestForm(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Campaign Closed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Make Investment' })).toHaveCount(0);
  await expect(page.getByLabel('Investment amount (USD)')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Review Terms & Invest|Invest Now/ })).toHaveCount(0);
}

test('a funded project shows FUNDED with its date, and why it takes no investment', async ({ page }) => {
  const project = await findProject(page, 'Basement to Booth: Home Studio Build');
  expect(project.status).toBe('funded');
  if (!project.closedAt) throw new Error('a funded project has closed');
  await page.goto(`/tour/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByText('FUNDED', { exact: true })).toBeVisible();
  const status = page.getByTestId('campaign-status');
  await expect(status).toContainText('Campaign funded');
  await expect(status).toContainText(`Funded on ${utcDay.format(new Date(project.closedAt))}.`);
  await expectNoInvestForm(page);
  const closed = page.getByRole('complementary', { name: 'Campaign closed' });
  await expect(closed).toContainText(`This campaign reached its goal and closed on ${utcDay.format(new Date(project.closedAt))}`);
  await expect(closed.getByRole('link', { name: 'Explore Open Projects' })).toHaveAttribute('href', '/explore');
});

test('a failed project shows FAILED, that every investor was refunded, and takes no investment', async ({ page }) => {
  const project = await findProject(page, 'Midnight Standards: Vinyl Release Campaign');
  expect(project.status).toBe('failed');
  await page.goto(`/tour/${project.id}`);
  await expect(page.getByText('FAILED', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Investment Overview' }).getByText('Ended', { exact: true })).toBeVisible();
  await expect(page.getByTestId('campaign-status')).toContainText('every investor was refunded');
  await expectNoInvestForm(page);
  await expect(page.getByRole('complementary', { name: 'Campaign closed' })).toContainText(
    'without reaching its goal, so it no longer takes investments. Every investor was refunded in full.',
  );
});

test('an active project says its money is held in escrow and until when an investment can be cancelled', async ({ page }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  await page.goto(`/tour/${project.id}`);
  await expect(page.getByText('ACTIVE', { exact: true })).toBeVisible();
  const status = page.getByTestId('campaign-status');
  await expect(status).toContainText('Investments are held in escrow until the goal is reached.');
  await expect(status).toContainText(`Campaign closes${deadline.format(campaignClosesAt(project.timeline.endDate))}`);
  await expect(status).toContainText(`Cancel for a full refund until${deadline.format(cancellableUntil(project.timeline.endDate))}`);
  await expect(page.getByRole('region', { name: 'Make Investment' })).toBeVisible();
});

// One test per page: an axe scan of a funded page with its market takes up to 20 s on a slow runner.
for (const [state, title] of [
  ['funded', 'Basement to Booth: Home Studio Build'],
  ['failed', 'Midnight Standards: Vinyl Release Campaign'],
] as const) {
  test(`a ${state} project page fits a phone and has no serious accessibility violation`, async ({ page }) => {
    const project = await findProject(page, title);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/tour/${project.id}`);
    await expect(page.getByRole('heading', { name: 'Campaign Closed' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('link', { name: 'Why the campaign is closed' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
}

test('days left and the footer follow the sandbox clock, not the browser’s', async ({ page }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  const sandboxNow = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000);
  await renderPagesInBrowser(page);
  await page.route('**/api/sandbox', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), now: sandboxNow.toISOString() } });
  });
  await page.goto(`/tour/${project.id}`);
  const expected = formatDaysLeft(daysLeft(project.timeline.endDate, sandboxNow));
  await expect(page.getByRole('region', { name: 'Investment Overview' })).toContainText(expected);
  const sandboxDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(sandboxNow);
  await expect(page.getByRole('contentinfo')).toContainText(`Sandbox date: ${sandboxDay}`);

  await page.goto('/explore');
  // Rendered in the browser, the list waits for its read: on a busy CI machine it still said "Loading projects…" at 7 s.
  await expect(page.getByRole('article', { name: project.title })).toContainText(expected, { timeout: 15_000 });
});

test('the footer shows no sandbox date while the sandbox runs on today', async ({ page }) => {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Investment Opportunities' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Securities offered');
  await expect(page.getByRole('contentinfo')).not.toContainText('Sandbox date');
});

test('the funded demo project shows the quarters it has really paid its investors, from the first start', async ({ page }) => {
  let project = await findProject(page, 'Basement to Booth: Home Studio Build');
  // The server pays due quarters in the background as it starts.
  await expect.poll(async () => (project = await findProject(page, project.title)).payoutCount).toBeGreaterThanOrEqual(2);
  const paid = formatCentsAsUsd(decimalToCents(project.paidToInvestors));
  await page.goto(`/tour/${project.id}`);
  await expect(page.getByText(`Paid to investors: ${paid} over ${project.payoutCount} quarters`)).toBeVisible();
  await page.goto(`/musician/${project.creatorId}`);
  await expect(page.getByText(`Paid to investors: ${paid} over ${project.payoutCount} quarters`)).toBeVisible();
});
