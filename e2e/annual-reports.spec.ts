import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import { campaignClosesAt } from '@common/rules/campaigns';
import { annualReportDueDate } from '@common/rules/annual-reports';
import type { AnnualReportForm, ProjectAnnualReports } from '@common/schemas/annual-reports';
import type { NotificationPage } from '@common/schemas/notifications';
import type { SandboxStatus } from '@common/schemas/sandbox';
import { expectNoSeriousA11yViolations } from './accessibility';
import { invest, useOwnServer } from './own-server';
import { expectNoHorizontalScroll } from './project-data';
import { expect, test, waitForHydration, type Locator, type Page } from './test';
import { createProjectThroughApi } from './update-fixtures';

/**
 * Issue 45, items 4 and 5: a funded project that paid revenue owes its creator's annual report;
 * the creator is reminded, the report shows overdue after its due date on the project page and
 * the profile, the creator files it from the dashboard, the badge goes and a backer is told.
 * Its own server, since it moves the sandbox clock.
 */
const SCREENSHOTS = 'docs/screenshots';
const DAY_MS = 24 * 60 * 60 * 1000;
const UPDATE =
  'The record is out: we pressed 500 vinyl copies, played twelve release shows and started writing the next one in the spring.';

test.describe.configure({ mode: 'serial' });

const { signedUp, advanceClock } = useOwnServer('annual-reports-spec-sandbox-admin-token');

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Moves the sandbox clock on to the first whole day at or after `target`. */
async function advanceTo(request: APIRequestContext, target: Date): Promise<void> {
  const { now } = await get<SandboxStatus>(request, '/api/sandbox');
  const days = Math.ceil((target.getTime() - new Date(now).getTime()) / DAY_MS);
  if (days > 0) await advanceClock(request, days);
}

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

/** At 375 px: no sideways scroll, and a screenshot of the whole page or, given `at`, of the screen scrolled to it. */
async function atPhoneWidth(page: Page, shot: string, at?: Locator): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page);
  if (at) await at.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.screenshot({ path: `${SCREENSHOTS}/${shot}`, fullPage: !at });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a creator is reminded, shows overdue, files the annual report; the badge goes and a backer is told', async ({ browser }) => {
  test.setTimeout(300_000);
  const creator = await signedUp(browser, 'musician');
  const project = await createProjectThroughApi(creator.request, `Lighthouse Sessions ${Date.now()}`, {
    fundingGoal: '1000',
    minInvestment: '100',
    sharePrice: '10',
  });
  const backer = await signedUp(browser, 'investor');
  await invest(backer.request, project, '1000.00');

  // Funded at its close; the year of the close pays revenue, so its report is due 120 days after that year ends.
  const year = campaignClosesAt(project.timeline.endDate).getUTCFullYear();
  const dueDate = annualReportDueDate(year);
  const dueAt = new Date(`${dueDate}T00:00:00Z`);
  const reportPath = `/creator/projects/${project.id}/annual-reports/${year}`;

  // Three weeks before the due date: the 30-day reminder has gone to the creator, once.
  await advanceTo(creator.request, new Date(dueAt.getTime() - 21 * DAY_MS));
  const notices = await get<NotificationPage>(creator.request, '/api/notifications?limit=100');
  const reminders = notices.items.filter((item) => item.kind === 'annual_report_due');
  expect(reminders.map((item) => item.title)).toEqual([`Annual report for ${year} due: ${project.title}`]);

  // The creator sees it in the bell, and the Creator tab lists the report with its link.
  const dashboard = await openPage(creator, '/dashboard?tab=creator');
  await dashboard.getByRole('button', { name: /^Notifications/ }).click();
  await expect(dashboard.getByRole('menu', { name: 'Notifications' })).toContainText(`Annual report for ${year} due: ${project.title}`);
  await dashboard.keyboard.press('Escape');
  const fileLink = dashboard.getByRole('link', { name: `File report: ${project.title}, ${year}` });
  await expect(fileLink).toBeVisible();
  await dashboard.screenshot({ path: `${SCREENSHOTS}/annual-report-dashboard-desktop.png`, fullPage: true });

  // The day after the due date: "Annual report overdue" on the project page and the creator's profile.
  await advanceTo(creator.request, new Date(dueAt.getTime() + 1 * DAY_MS));
  const projectPage = await openPage(backer, `/tour/${project.id}`);
  await expect(projectPage.getByText('Annual report overdue').first()).toBeVisible();
  await expect(projectPage.getByRole('status').filter({ hasText: 'Annual report overdue' })).toContainText(`${year}`);
  await expectNoSeriousA11yViolations(projectPage);
  await projectPage.screenshot({ path: `${SCREENSHOTS}/annual-report-overdue-desktop.png`, fullPage: false });
  await atPhoneWidth(
    projectPage,
    'annual-report-overdue-375.png',
    projectPage.getByRole('status').filter({ hasText: 'Annual report overdue' }),
  );
  const profile = await openPage(backer, `/musician/${project.creatorId}`);
  await expect(profile.getByText('Annual report overdue')).toBeVisible();
  await expect(profile.getByText(`Not filed: ${project.title}, ${year}`, { exact: false })).toBeVisible();
  await profile.screenshot({ path: `${SCREENSHOTS}/annual-report-profile-overdue-desktop.png` });

  // The creator files it from the Creator tab: the revenue is the books', shown read-only.
  await dashboard.reload();
  await dashboard.getByRole('link', { name: `File report: ${project.title}, ${year}` }).click();
  await expect(dashboard).toHaveURL(new RegExp(`${reportPath}$`));
  await expect(dashboard.getByRole('heading', { level: 1, name: `Annual Report ${year}` })).toBeVisible();
  const form = await get<AnnualReportForm>(creator.request, `/api/creator/projects/${project.id}/annual-reports/${year}`);
  expect(decimalToCents(form.revenue)).toBeGreaterThan(0);
  const revenue = dashboard.getByRole('textbox', { name: `Revenue in ${year} (from the books)` });
  await expect(revenue).toHaveValue(formatCentsAsUsd(decimalToCents(form.revenue)));
  await expect(revenue).toHaveAttribute('readonly', '');
  await expectNoSeriousA11yViolations(dashboard);
  await dashboard.getByRole('textbox', { name: 'Business update' }).fill(UPDATE);
  await dashboard.getByRole('spinbutton', { name: 'Production: amount used ($)' }).fill('6100');
  await dashboard.getByRole('textbox', { name: 'Production: note (optional)' }).fill('Pressing cost a little more than planned.');
  await dashboard.getByRole('spinbutton', { name: 'Marketing: amount used ($)' }).fill('3900');
  await dashboard.screenshot({ path: `${SCREENSHOTS}/annual-report-form-desktop.png`, fullPage: true });
  await atPhoneWidth(dashboard, 'annual-report-form-375.png');
  await dashboard.getByRole('button', { name: 'File report' }).click();
  await expect(dashboard.getByRole('heading', { level: 3, name: `Annual report ${year}`, exact: true })).toBeVisible();

  // Filed: the backer is told once, the badge is gone, and the report is on the project page.
  const backerNotices = await get<NotificationPage>(backer.request, '/api/notifications?limit=100');
  expect(backerNotices.items.filter((item) => item.kind === 'annual_report_filed').map((item) => item.title)).toEqual([
    `${project.title} filed its annual report for ${year}`,
  ]);
  const reports = await get<ProjectAnnualReports>(backer.request, `/api/projects/${project.id}/annual-reports`);
  expect(reports.overdue).toEqual([]);
  expect(reports.reports.map((report) => [report.year, report.revenue])).toEqual([[year, form.revenue]]);

  await projectPage.reload();
  await waitForHydration(projectPage);
  await expect(projectPage.getByText('Annual report overdue')).toHaveCount(0);
  const section = projectPage.getByRole('region', { name: 'Annual reports' });
  await expect(section).toContainText(`Annual report ${year}`);
  await expect(section).toContainText(formatCentsAsUsd(decimalToCents(form.revenue)));
  await expect(section).toContainText(UPDATE);
  await projectPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(projectPage.getByRole('menu', { name: 'Notifications' })).toContainText(
    `${project.title} filed its annual report for ${year}`,
  );
  await projectPage.keyboard.press('Escape');
  await section.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(projectPage);
  await section.screenshot({ path: `${SCREENSHOTS}/annual-report-project-desktop.png` });
  await projectPage.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(projectPage);
  await section.screenshot({ path: `${SCREENSHOTS}/annual-report-project-375.png` });
  await profile.reload();
  await waitForHydration(profile);
  await expect(profile.getByText('Annual report overdue')).toHaveCount(0);

  await Promise.all([creator.close(), backer.close()]);
});
