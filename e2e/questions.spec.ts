import type { Browser } from '@playwright/test';
import { expect, test, waitForHydration } from './test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { signUpThroughApi, type SignupAccountType } from './fixtures';
import { findProject } from './project-data';
import { createProjectThroughApi } from './update-fixtures';

async function person(browser: Browser, accountType: SignupAccountType) {
  const page = await (await browser.newContext()).newPage();
  return { page, account: await signUpThroughApi(page, accountType) };
}

test('a visitor reads the demo conversation without JavaScript: the creator’s answers, the paid promoter, the answer rate', async ({
  browser,
}) => {
  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto('/explore');
  const project = await findProject(visitor, 'Tidewater Modular: Live Synth Rig');
  await visitor.goto(`/tour/${project.id}`);
  const section = visitor.locator('#questions');
  await expect(section.getByRole('heading', { name: 'Questions (4)' })).toBeVisible();
  await expect(section.getByText('The creator answered 100% of questions, typically within 6 hours')).toBeVisible();
  const promoted = section.getByRole('article', { name: 'Question by Priya R.' });
  await expect(promoted.getByText('Paid promoter')).toBeVisible();
  await expect(section.getByRole('article', { name: 'Answer by Neon T.' })).toHaveCount(3);
  await expect(section.getByRole('article', { name: 'Answer by Neon T.' }).first().getByText('Creator', { exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Sign in to ask a question' })).toBeVisible();
  await section.screenshot({ path: 'test-results/questions/demo-conversation-desktop.png' });
});

test('an investor asks by keyboard, the creator answers from the dashboard, the asker is told and reads the thread by keyboard', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpThroughApi(page, 'musician');
  const project = await createProjectThroughApi(page.request, `Questions Tour ${Date.now()}`);
  const asker = await person(browser, 'investor');
  const question = 'Will the album come out on vinyl as well?';
  const reply = 'Yes: 500 copies on coloured vinyl, for backers first.';

  await asker.page.goto(`/tour/${project.id}#questions`);
  // A page of its own context: until React has hydrated the server's HTML, the button does nothing.
  await waitForHydration(asker.page);
  const section = asker.page.locator('#questions');
  await expect(section.getByRole('heading', { name: 'Questions (0)' })).toBeVisible();
  // The ask form by keyboard alone: open, type, pass the promoter checkbox (left unticked), post.
  await section.getByRole('button', { name: 'Ask a question' }).focus();
  await asker.page.keyboard.press('Enter');
  await expect(section.getByLabel('Your question')).toBeFocused();
  await asker.page.keyboard.type(question);
  await asker.page.keyboard.press('Tab');
  await expect(section.getByLabel('I am paid, or will be, to promote this project')).toBeFocused();
  await expect(section.getByLabel('I am paid, or will be, to promote this project')).not.toBeChecked();
  await asker.page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: 'Post question' })).toBeFocused();
  await asker.page.keyboard.press('Enter');
  await expect(section.getByRole('heading', { name: 'Questions (1)' })).toBeVisible();
  await expect(section.getByText(question)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Ask a question' })).toBeFocused();
  await expectNoSeriousA11yViolations(asker.page);

  // The creator answers from the Creator tab, where the question waits first.
  await page.goto(`/dashboard?tab=creator&project=${project.id}`);
  const figure = page.getByText('Questions awaiting your answer', { exact: true }).locator('..');
  await expect(figure).toContainText('1 of 1');
  const waiting = page.getByRole('list', { name: 'Questions, awaiting your answer first' });
  await expect(waiting.getByText('Awaiting your answer')).toBeVisible();
  await expect(waiting.getByText(question)).toBeVisible();
  await waiting.getByRole('button', { name: /^Answer .+’s question$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(waiting.getByLabel('Your answer')).toBeFocused();
  await expect(waiting.getByLabel('I am paid, or will be, to promote this project')).toHaveCount(0);
  await page.keyboard.type(reply);
  await page.keyboard.press('Tab');
  await expect(waiting.getByRole('button', { name: 'Post answer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Every question has your answer.')).toBeVisible();
  await expect(figure).toContainText('0 of 1');
  const answer = waiting.getByRole('article', { name: /^Answer by / });
  await expect(answer).toContainText(reply);
  await expect(answer.getByText('Creator', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/questions/dashboard-desktop.png', fullPage: true });

  // The asker is told, and reads the thread by keyboard: the report dialog opens and closes back on its button.
  await expect(asker.page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 1 unread');
  await asker.page.getByRole('button', { name: /^Notifications/ }).click();
  await asker.page.getByRole('menuitem', { name: new RegExp(`answered your question on ${project.title}`) }).click();
  await expect(asker.page).toHaveURL(new RegExp(`/tour/${project.id}#questions$`));
  const thread = asker.page.locator('#questions').getByRole('article', { name: /^Answer by / });
  await expect(thread).toContainText(reply);
  const report = thread.getByRole('button', { name: /^Report / });
  await report.focus();
  await asker.page.keyboard.press('Enter');
  await expect(asker.page.getByRole('dialog', { name: 'Report this post' })).toBeVisible();
  await asker.page.keyboard.press('Escape');
  await expect(asker.page.getByRole('dialog')).toHaveCount(0);
  await expect(report).toBeFocused();

  await asker.page.locator('#questions').screenshot({ path: 'test-results/questions/section-desktop.png' });
  await asker.page.setViewportSize({ width: 375, height: 800 });
  // Charts and tables follow the new width on their next layout.
  await expect.poll(() => asker.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await asker.page.locator('#questions').screenshot({ path: 'test-results/questions/section-phone.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/questions/dashboard-phone.png', fullPage: true });
});
