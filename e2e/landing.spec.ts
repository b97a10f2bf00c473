import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './accessibility';

test('the landing page shows the hero, the sandbox badge and the market figures', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Invest in the Creator Economy' })).toBeVisible();
  await expect(page.getByText('EXCLUSIVE SANDBOX ACCESS')).toBeVisible();
  await expect(page.getByText('Join our mailing list for exclusive early access to the platform')).toBeVisible();
  for (const figure of ['$26.2B', '523M', '$104B', '43%', '$17.5B', '$31.7B']) {
    await expect(page.getByText(figure).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Stagebacker Sandbox home' })).toHaveAttribute('href', '/');
});

test('the landing page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
