import { expect, test } from './test';
import { cents, centsToDecimal, decimalToCents, formatCentsAsShortUsd, formatCentsAsUsd } from '@common/money';
import type { ClosedInvestment } from '@common/schemas/investments';
import { expectNoSeriousA11yViolations } from './accessibility';
import { addFundsThroughApi, signUpThroughApi } from './fixtures';
import { expectNoHorizontalScroll, investThroughApi, toastWith } from './portfolio-fixtures';

/** How the dashboard writes a cancel deadline: in UTC, so it reads the same in every time zone. */
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

test('a new investment is "In escrow" on the dashboard, cancellable until 48 hours before the close', async ({ page, ownProject }) => {
  await signUpThroughApi(page, 'investor', 1000);
  const project = await ownProject();
  const investment = await investThroughApi(page.request, project, decimalToCents(project.minInvestment));
  expect(investment.status).toBe('pending');
  if (!investment.cancellableUntil) throw new Error('a pending investment has a cancel deadline');

  await page.goto('/dashboard');
  const row = page.getByRole('article', { name: project.title });
  await expect(row.getByText('In escrow', { exact: true })).toBeVisible();
  await expect(row).toContainText(`Cancellable for a full refund until ${deadline.format(new Date(investment.cancellableUntil))}`);
  await expect(row.getByRole('button', { name: /^Sell/ })).toBeEnabled();
});

test('cancelling a pending investment refunds it in full and moves it to History as cancelled', async ({ page, ownProject }) => {
  await signUpThroughApi(page, 'investor', 1000);
  const project = await ownProject();
  const amountCents = decimalToCents(project.minInvestment);
  await investThroughApi(page.request, project, amountCents);

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Account Balance' })).toContainText(formatCentsAsUsd(cents(1000_00 - amountCents)));
  const history = page.getByRole('region', { name: 'History', exact: true });
  await expect(history).toContainText('No closed positions yet.');

  const row = page.getByRole('article', { name: project.title });
  await row.getByRole('button', { name: /^Sell/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Sell Investment' });
  await expect(dialog).toContainText(`Are you sure you want to sell your investment in "${project.title}"? This action cannot be undone.`);
  await expect(dialog).toContainText(
    `This investment is still held in escrow, so it is refunded in full: all ${formatCentsAsShortUsd(amountCents)}, fee included, goes back to your balance.`,
  );
  await dialog.getByRole('button', { name: 'Sell Investment' }).click();
  await expect(toastWith(page, 'Investment Sold Successfully')).toContainText(
    'Your investment has been sold and funds have been returned to your account.',
  );
  await expect(page.getByRole('heading', { name: 'No Investments Yet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account Balance' })).toContainText('$1,000.00');

  const closed = history.getByRole('article', { name: project.title });
  await expect(closed.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(closed).toContainText(`Amount${formatCentsAsShortUsd(amountCents)}`);
  await expect(closed).toContainText(`Proceeds${formatCentsAsShortUsd(amountCents)}`);
  await expect(closed).toContainText('Realized returns$0');
  const [position] = (await (await page.request.get('/api/investments/history')).json()) as ClosedInvestment[];
  expect(position).toMatchObject({ status: 'cancelled', proceeds: centsToDecimal(amountCents), realizedReturns: '0.00' });
  await expect(closed).toContainText(
    `Closed${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(position?.closedAt ?? ''))}`,
  );
});

test('account activity explains the balance line by line, from the dashboard', async ({ page, ownProject }) => {
  await signUpThroughApi(page, 'investor', 1500);
  const project = await ownProject();
  const amountCents = decimalToCents(project.minInvestment);
  await investThroughApi(page.request, project, amountCents);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Account Activity' }).click();
  await expect(page).toHaveURL(/\/account-activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Activity' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Account activity, newest first' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const hold = lines.nth(0);
  await expect(hold).toContainText('Investment held in escrow');
  await expect(hold).toContainText(`-${formatCentsAsUsd(amountCents)}`);
  await expect(hold).toContainText(`Balance ${formatCentsAsUsd(cents(1500_00 - amountCents))}`);
  await expect(hold.getByRole('link')).toHaveAttribute('href', `/tour/${project.id}`);
  const deposit = lines.nth(1);
  await expect(deposit).toContainText('Funds added');
  await expect(deposit).toContainText('+$1,500.00');
  await expect(deposit).toContainText('Balance $1,500.00');
  await expect(page.getByTestId('activity-balance')).toHaveText(formatCentsAsUsd(cents(1500_00 - amountCents)));
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('older account activity loads with Load more, and the oldest line starts from zero', async ({ page }) => {
  await signUpThroughApi(page, 'investor');
  // 27 deposits of $10: more than one page of 25 lines.
  for (let index = 0; index < 27; index += 1) await addFundsThroughApi(page.request, 10);
  await page.goto('/account-activity');
  const lines = page.getByRole('list', { name: 'Account activity, newest first' }).getByRole('listitem');
  await expect(lines).toHaveCount(25);
  await expect(lines.first()).toContainText('Balance $270.00');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(lines).toHaveCount(27);
  await expect(lines.last()).toContainText('Balance $10.00');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('account activity: signed out it asks to sign in; signed in it fits a phone and passes axe', async ({ page, ownProject }) => {
  // Two axe scans, a sign-up and a project of its own: more than 30 s on a slow runner.
  test.slow();
  await page.goto('/account-activity');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signUpThroughApi(page, 'investor', 800);
  await addFundsThroughApi(page.request, 200);
  const project = await ownProject();
  await investThroughApi(page.request, project, decimalToCents(project.minInvestment));
  await page.goto('/account-activity');
  await expect(page.getByRole('list', { name: 'Account activity, newest first' }).getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
});
