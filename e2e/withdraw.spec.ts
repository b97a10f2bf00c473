import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { signUpThroughApi } from './fixtures';
import { toastWith } from './portfolio-fixtures';
import { createProjectThroughApi } from './update-fixtures';

test('signed out, withdraw asks to sign in', async ({ page }) => {
  await page.goto('/withdraw');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to withdraw funds from your account.')).toBeVisible();
});

test('withdraws from beside Add Funds, shows the new balance, then returns to the dashboard and the activity', async ({ page }) => {
  await signUpThroughApi(page, 'investor', 500);
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Account Balance' });
  await expect(banner.getByRole('link', { name: 'Add Funds' })).toBeVisible();
  await banner.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByRole('heading', { name: 'Withdraw Funds', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current Balance' }).locator('..')).toContainText('$500.00');
  await expect(page.getByText('To: Demo bank account')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const amount = page.getByLabel('Amount to withdraw (USD)');
  await expect(amount).toHaveAttribute('type', 'number');
  await expect(amount).toHaveAttribute('min', '10');
  await expect(amount).toHaveAttribute('max', '500');
  await amount.fill('120.5');
  await expect(page.getByText('Amount to withdraw', { exact: true }).locator('..')).toContainText('$120.50');
  await expect(page.getByText('New balance').locator('..')).toContainText('$379.50');

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/funds/withdraw'));
  await page.getByRole('button', { name: 'Withdraw $120.50 (Demo)' }).click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual({ amount: '120.50', method: 'bank_transfer' });
  expect(request.headers()['idempotency-key']).toBeTruthy();
  await expect(toastWith(page, 'Funds Withdrawn Successfully!')).toContainText('Withdrew $120.50 from your account balance.');
  await expect(page.getByTestId('withdraw-result')).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  // Focus does not fall to the page's body with the redirect: it is on the dashboard's heading, where reading goes on.
  await expect(page.getByRole('heading', { name: 'Investment Dashboard', level: 1 })).toBeFocused();
  await expect(banner).toContainText('$379.50');

  await page.goto('/account-activity');
  const line = page.getByRole('listitem').filter({ hasText: 'Funds withdrawn' });
  await expect(line).toContainText('-$120.50');
  await expect(line).toContainText('To the demo bank account (no real money)');
});

test("keeps withdrawals to the contract's rules and the balance, under the field, without sending them", async ({ page }) => {
  await signUpThroughApi(page, 'investor', 500);
  await page.goto('/withdraw');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/funds/withdraw')) sent += 1;
  });
  const amount = page.getByLabel('Amount to withdraw (USD)');
  const submit = page.getByRole('button', { name: /^Withdraw/ });
  for (const [typed, message] of [
    ['9.99', 'Please withdraw at least $10.'],
    ['10000.01', 'Please withdraw no more than $10,000 at a time.'],
    ['500.01', 'Insufficient funds. Your balance is $500.00.'],
    ['12.345', 'Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.'],
  ]) {
    await amount.fill(typed ?? '');
    await submit.click();
    await expect(page.getByText(message ?? '')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('New balance').locator('..')).toContainText('$500.00');
  }
  expect(sent).toBe(0);
});

test("shows the server's refusal when the balance went down after the page was opened", async ({ page }) => {
  await signUpThroughApi(page, 'investor', 500);
  await page.goto('/withdraw');
  // Another tab takes $450 out: the page still shows $500.
  expect((await page.request.post('/api/funds/withdraw', { data: { amount: '450', method: 'bank_transfer' } })).status()).toBe(200);
  await page.getByLabel('Amount to withdraw (USD)').fill('100');
  await page.getByRole('button', { name: 'Withdraw $100.00 (Demo)' }).click();
  await expect(toastWith(page, 'Failed to Withdraw Funds')).toContainText('Insufficient funds. Your balance is $50.00.');
  await expect(page.getByRole('button', { name: 'Withdraw $100.00 (Demo)' })).toBeEnabled();
});

test('a creator sees no invest form on their own open campaign', async ({ page }) => {
  await signUpThroughApi(page, 'musician', 1000);
  const project = await createProjectThroughApi(page.request, 'Own Campaign Withdraw Spec');
  await page.goto(`/tour/${project.id}`);
  const aside = page.getByRole('complementary', { name: 'Your campaign' });
  await expect(aside.getByRole('heading', { name: 'Your campaign' })).toBeVisible();
  await expect(aside).toContainText("Creators can't invest in their own campaigns.");
  await expect(page.getByRole('button', { name: 'Invest Now' })).toHaveCount(0);
  // The hero's jump link (for phones) names what it jumps to.
  await expect(page.getByRole('link', { name: 'Make an investment', includeHidden: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Your campaign', includeHidden: true })).toHaveAttribute('href', /#/);
  await expect(aside.getByRole('link', { name: 'Open Creator Dashboard' })).toHaveAttribute(
    'href',
    `/dashboard?tab=creator&project=${project.id}`,
  );
});
