import { expect, test } from './test';
import { cents, formatCentsAsUsd, platformFeeCents } from '@common/money';
import { addFundsThroughApi, newAccount, signUpThroughApi } from './fixtures';
import { investThroughApi } from './portfolio-fixtures';
import { createProjectThroughApi } from './update-fixtures';

test("a funded campaign's raise, less the 5% fee, reaches its creator's balance, Account Activity and Creator tab", async ({
  page,
  request,
}) => {
  // A creator's campaign of 10 shares at $100: one investor buying every share funds it at once.
  await signUpThroughApi(page, 'musician');
  const title = `Creator Money ${newAccount().lastName}`;
  const project = await createProjectThroughApi(page.request, title, {
    fundingGoal: '1000',
    minInvestment: '100',
    sharePrice: '100',
    totalShares: 10,
  });
  const investor = newAccount();
  expect((await request.post('/api/auth/signup', { data: { ...investor, accountType: 'investor' } })).status()).toBe(201);
  await addFundsThroughApi(request, 2000);
  const raised = cents(1052_64);
  const invested = await investThroughApi(request, project, raised);
  expect(invested.shares).toBe(10);
  const fee = platformFeeCents(raised);
  const net = cents(raised - fee);

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Account Balance' })).toContainText(formatCentsAsUsd(net));

  await page.goto('/account-activity');
  const line = page.getByRole('listitem').filter({ hasText: `Campaign funded: ${title}` });
  await expect(line).toContainText(`+${formatCentsAsUsd(net)}`);
  await expect(line).toContainText(
    `Raised ${formatCentsAsUsd(raised)} · Platform fee ${formatCentsAsUsd(fee)} · Net ${formatCentsAsUsd(net)}`,
  );

  await page.goto(`/dashboard?tab=creator&project=${project.id}`);
  // The first figure of that name: the all-projects card's, then the project's (one project: the same amounts).
  const figure = (term: string) =>
    page
      .locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
      .locator('..')
      .first();
  await expect(figure('Raised at funding')).toContainText(formatCentsAsUsd(raised));
  await expect(figure('Platform fee (5%)')).toContainText(formatCentsAsUsd(fee));
  await expect(figure('Net proceeds')).toContainText(formatCentsAsUsd(net));
  await expect(figure('Revenue paid to you (your 70%)')).toContainText('$0.00');
  await expect(page.getByRole('heading', { name: 'Your proceeds, all projects' })).toBeVisible();
});
