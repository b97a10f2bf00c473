import { expect, test, type Page } from './test';
import { formatMomentUtc } from '@common/dates';
import { cancellableUntil } from '@common/rules/campaigns';
import { signUpThroughApi } from './fixtures';
import { toasts } from './project-data';

const investButton = (page: Page) => page.getByRole('button', { name: /^(Review Terms & Invest|Invest Now|Processing\.\.\.)$/ });

async function expectToast(page: Page, title: string, description: string) {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

test('the investment limit: declared on the account page, shown on the invest form, a refusal with its figures, then "You backed this"', async ({
  page,
  ownProject,
}) => {
  // The account page, then the invest form through a refusal and an investment: 26 s on a busy CI machine.
  test.slow();
  await signUpThroughApi(page, 'investor', 3000);
  const project = await ownProject({ sharePrice: '10', minInvestment: '100', totalShares: 1000, fundingGoal: '10000' });

  // Without a profile the floor applies; a net worth under $124,000 keeps it at $2,500 (5% of $20,000 is less).
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Investor profile' });
  await expect(section.getByText('Your 12-month limit')).toBeVisible();
  await section.getByLabel('Net worth (USD)').fill('20000');
  await section.getByLabel('Annual income (USD)').fill('30000');
  await section.getByLabel('Date of birth').fill('1990-04-12');
  await section.getByRole('button', { name: 'Save investor profile' }).click();
  await expect(toasts(page).getByText('Investor profile saved', { exact: true })).toBeVisible();
  await expect(section.locator('dd').first()).toHaveText('$2,500');

  await page.goto(`/tour/${project.id}`);
  const limit = page.getByTestId('investor-limit');
  await expect(limit).toContainText('Your 12-month limit');
  await expect(limit).toContainText('Left to invest');
  await expect(limit.getByRole('link', { name: 'Your investor profile' })).toHaveAttribute('href', '/account#investor-profile-heading');

  await page.getByLabel('Investment amount (USD)').fill('2600');
  await expect(limit).toContainText('If this project failed you could lose $2,600, 13% of your declared net worth: more than 10%.');
  await investButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Investment Agreement & Risk Disclosure' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(3);
  for (const box of await dialog.getByRole('checkbox').all()) await box.check();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await investButton(page).click();
  await expectToast(page, 'Investment Failed', 'This amount is over your investment limit of $2,500 for 12 months. You have $2,500 left.');

  await page.getByLabel('Investment amount (USD)').fill('1000');
  await expect(limit).toContainText('If this project failed you could lose $1,000, 5% of your declared net worth.');
  await investButton(page).click();
  await expect(page.getByTestId('investment-result')).toBeVisible();

  const backed = page.getByRole('region', { name: 'You backed this' });
  await expect(backed).toContainText('95 shares for $1,000');
  await expect(backed).toContainText(
    `In escrow: you may cancel for a full refund until ${formatMomentUtc(cancellableUntil(project.timeline.endDate))}`,
  );
  await expect(limit.locator('dd').nth(1)).toHaveText('$1,500');
  await expect(page.locator('dt', { hasText: /^Investors$/ }).locator('..')).toContainText('1');

  // The box is the visitor's own: it stays after a reload, rendered by the server.
  await page.reload();
  await expect(page.getByRole('region', { name: 'You backed this' })).toContainText('95 shares for $1,000');
});
