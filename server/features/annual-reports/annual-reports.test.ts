import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cents, centsToDecimal, decimalToCents } from '@common/money';
import {
  annualReportFormSchema,
  annualReportSchema,
  creatorAnnualReportListSchema,
  projectAnnualReportsSchema,
} from '@common/schemas/annual-reports';
import { queryRow, sqlColumn } from '../../db/typed-sql';
import { settleDue } from '../../jobs/settle-due';
import { createProject, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { creatorWithProject, notificationsOf } from '../../test/notification-fixtures';
import { send, signUpUser, useTestApp } from '../../test/test-app';
import { FixedClock } from '../../test/test-clock';
import { closeCampaignNow } from '../campaigns';
import { z } from 'zod';

const clock = new FixedClock(new Date('2030-11-15T12:00:00Z'));
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });

const get = (url: string, cookie?: string) => send(context.app, { method: 'GET', url, cookie });
const settleAt = async (iso: string) => settleDue(context.database.db, clock.set(new Date(iso)));

const UPDATE = 'We played forty shows, pressed the vinyl run and put the rest of the money into the next record.';

/** A creator's funded project (funded on the clock's day), backed by one investor and followed by another account. */
async function fundedProject(fundedOn: string) {
  clock.set(new Date(`${fundedOn}T12:00:00Z`));
  const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const creator = await creatorWithProject(context.app, context.database.db, {
    fundingGoalCents: 500_00,
    startDate: day(-10),
    endDate: day(30),
    budgetTotalCents: cents(500_00),
    budgetBreakdown: { production: cents(300_00), marketing: cents(200_00), other: cents(0) },
  });
  const backer = await fundedInvestor(context.app, 1000);
  const invested = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie: backer.cookie,
    payload: investPayload(creator.project.id, '500', 47),
  });
  expect(invested.statusCode).toBe(201);
  expect(await closeCampaignNow(context.database.db, creator.project.id, clock.now())).toBe('funded');
  const follower = await signUpUser(context.app);
  const followed = await send(context.app, { method: 'PUT', url: `/api/follows/projects/${creator.project.id}`, cookie: follower.cookie });
  expect(followed.statusCode).toBe(204);
  return { creator, backer, follower, projectId: creator.project.id };
}

const reportNotices = async (cookie: string, kind: 'annual_report_due' | 'annual_report_filed') =>
  (await notificationsOf(context.app, cookie)).items.filter((item) => item.kind === kind);

/** The year's revenue on the ledger and in the payout engine's quarters, read apart from the feature. */
async function booksOf(projectId: number, year: number) {
  const ledger = await queryRow(
    context.database.db,
    z.object({ revenue: sqlColumn.cents }),
    // Every leg credited by the project's revenue transfers of the year's quarter ends (the creator's, the platform's, the investors' pool).
    sql`select coalesce(sum(p.amount_cents), 0) as revenue from ledger_transfers t join ledger_postings p on p.transfer_id = t.id
        where t.project_id = ${projectId}::int and t.code = 'revenue' and p.amount_cents > 0
          and t.created_at > ${`${year}-01-01T00:00:00Z`}::timestamptz and t.created_at <= ${`${year + 1}-01-01T00:00:00Z`}::timestamptz`,
  );
  const quarters = await queryRow(
    context.database.db,
    z.object({ revenue: sqlColumn.cents }),
    sql`select coalesce(sum(revenue_cents), 0) as revenue from project_quarters where project_id = ${projectId}::int and quarter like ${`${year}-Q%`}`,
  );
  return { ledger: ledger!.revenue, quarters: quarters!.revenue };
}

const validPayload = {
  businessUpdate: UPDATE,
  useOfFunds: [
    { item: 'production', used: '310.50', note: 'Pressing cost more than planned.' },
    { item: 'marketing', used: '150', note: '' },
  ],
};

describe('annual reports', () => {
  it('owes a report once the year is over on the books, reminds once per moment, shows it overdue until filed, and tells backers and followers once', async () => {
    const { creator, backer, follower, projectId } = await fundedProject('2030-11-15');
    const file = (cookie: string, payload: object, year = '2030', id = projectId) =>
      send(context.app, { method: 'POST', url: `/api/projects/${id}/annual-reports/${year}`, cookie, payload });
    const mine = async () => creatorAnnualReportListSchema.parse((await get('/api/creator/annual-reports', creator.cookie)).json()).items;
    const publicReports = async () => projectAnnualReportsSchema.parse((await get(`/api/projects/${projectId}/annual-reports`)).json());

    // The year is not over: nothing owed, nothing to file.
    await settleAt('2030-12-20T00:00:00Z');
    expect(await mine()).toEqual([]);
    expect((await file(creator.cookie, validPayload)).statusCode).toBe(409);

    // Its fourth quarter paid at the year's end, 2030's report is owed: due 31 December 2030 + 120 days = 30 April 2031.
    const yearEnd = await settleAt('2031-01-01T06:00:00Z');
    expect(yearEnd.quartersPaid).toBeGreaterThanOrEqual(1);
    expect(yearEnd.annualReportReminders).toBe(0);
    const [owed] = await mine();
    expect(owed).toMatchObject({ projectId, year: 2030, dueDate: '2031-04-30', status: 'due', filedAt: null });
    const books = await booksOf(projectId, 2030);
    expect(books.ledger).toBeGreaterThan(0);
    expect(books.ledger).toBe(books.quarters);
    expect(owed!.revenue).toBe(centsToDecimal(books.ledger));

    // One jump past both "before" moments (31 March and 23 April): only the 7-day reminder, dated at its moment; a second round sends nothing.
    expect((await settleAt('2031-04-24T00:00:00Z')).annualReportReminders).toBe(1);
    expect((await settleAt('2031-04-24T00:00:00Z')).annualReportReminders).toBe(0);
    let reminders = await reportNotices(creator.cookie, 'annual_report_due');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      title: 'Annual report for 2030 due: Test Project',
      link: `/creator/projects/${projectId}/annual-reports/2030`,
      createdAt: '2031-04-23T00:00:00.000Z',
    });
    expect(reminders[0]!.body).toContain('Apr 30, 2031');
    expect((await publicReports()).overdue).toEqual([]);

    // The whole due date is on time; the next day it is overdue: the badge's data, and the reminder of the day after, once.
    expect((await settleAt('2031-04-30T23:59:59Z')).annualReportReminders).toBe(0);
    expect((await publicReports()).overdue).toEqual([]);
    expect((await settleAt('2031-05-01T00:00:00Z')).annualReportReminders).toBe(1);
    expect((await settleAt('2031-05-02T00:00:00Z')).annualReportReminders).toBe(0);
    reminders = await reportNotices(creator.cookie, 'annual_report_due');
    expect(reminders.map((notice) => notice.title)).toEqual([
      'Annual report overdue: Test Project (2030)',
      'Annual report for 2030 due: Test Project',
    ]);
    expect(await publicReports()).toEqual({ reports: [], overdue: [{ year: 2030, dueDate: '2031-04-30' }] });
    expect((await get(`/api/creators/${creator.project.creatorId}/annual-reports`)).json()).toEqual({
      overdue: [{ projectId, projectTitle: 'Test Project', year: 2030, dueDate: '2031-04-30' }],
    });
    expect((await mine())[0]).toMatchObject({ year: 2030, status: 'overdue' });

    // The form, filled in from the books.
    const form = annualReportFormSchema.parse((await get(`/api/creator/projects/${projectId}/annual-reports/2030`, creator.cookie)).json());
    expect(form).toMatchObject({ year: 2030, status: 'overdue', revenue: centsToDecimal(books.ledger), report: null });
    // In the Budget Breakdown's order; the item budgeted nothing is not asked about.
    expect(form.budget).toEqual([
      { item: 'marketing', label: 'Marketing', budgeted: '200.00' },
      { item: 'production', label: 'Production', budgeted: '300.00' },
    ]);
    expect(form.quarters.reduce((total, quarter) => total + decimalToCents(quarter.revenue), 0)).toBe(books.quarters);

    // Only its creator files it; bad input is a 4xx with a message and changes nothing.
    const otherCreator = await creatorWithProject(context.app, context.database.db);
    const refusals: Array<[string, object, number, string | RegExp]> = [
      [backer.cookie, validPayload, 403, 'Only creator accounts file annual reports.'],
      [otherCreator.cookie, validPayload, 403, "Only the project's creator can file its annual report."],
      [creator.cookie, { ...validPayload, revenue: '1000000.00' }, 400, /revenue/i],
      [creator.cookie, { ...validPayload, businessUpdate: 'Short.' }, 400, 'The business update must be at least 50 characters.'],
      [
        creator.cookie,
        { ...validPayload, useOfFunds: [validPayload.useOfFunds[0]] },
        400,
        'Give the amount used for each of the budget’s items: Marketing.',
      ],
      [
        creator.cookie,
        { ...validPayload, useOfFunds: [...validPayload.useOfFunds, { item: 'yachts', used: '1' }] },
        400,
        '“yachts” is not one of the budget’s items.',
      ],
      [
        creator.cookie,
        { ...validPayload, useOfFunds: [{ item: 'production', used: '-5' }, validPayload.useOfFunds[1]] },
        400,
        /amount used/,
      ],
    ];
    for (const [cookie, payload, status, message] of refusals) {
      const response = await file(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(
      (await send(context.app, { method: 'POST', url: `/api/projects/${projectId}/annual-reports/2030`, payload: validPayload }))
        .statusCode,
    ).toBe(401);
    expect((await file(creator.cookie, validPayload, '2029')).json()).toMatchObject({
      message: expect.stringContaining('No annual report is owed for 2029'),
    });
    expect((await file(creator.cookie, validPayload, '2029')).statusCode).toBe(409);
    expect((await file(creator.cookie, validPayload, '20x0')).statusCode).toBe(404);
    expect((await file(creator.cookie, validPayload, '2030', 99_999_999)).statusCode).toBe(404);
    expect((await publicReports()).reports).toEqual([]);
    expect(await reportNotices(backer.cookie, 'annual_report_filed')).toEqual([]);

    // Filed: the revenue is the books', the badge goes, backers and followers are told once (the creator not).
    clock.set(new Date('2031-05-10T09:30:00Z'));
    const filed = await file(creator.cookie, validPayload);
    expect(filed.statusCode).toBe(201);
    const report = annualReportSchema.parse(filed.json());
    expect(report).toMatchObject({
      projectId,
      year: 2030,
      businessUpdate: UPDATE,
      revenue: centsToDecimal(books.ledger),
      dueDate: '2031-04-30',
      filedAt: '2031-05-10T09:30:00.000Z',
      late: true,
    });
    expect(report.useOfFunds).toEqual([
      { item: 'marketing', label: 'Marketing', budgeted: '200.00', used: '150.00', note: '' },
      { item: 'production', label: 'Production', budgeted: '300.00', used: '310.50', note: 'Pressing cost more than planned.' },
    ]);
    expect(await publicReports()).toEqual({ reports: [report], overdue: [] });
    expect((await get(`/api/creators/${creator.project.creatorId}/annual-reports`)).json()).toEqual({ overdue: [] });
    expect((await mine())[0]).toMatchObject({ year: 2030, status: 'filed', filedAt: '2031-05-10T09:30:00.000Z' });

    const againResponse = await file(creator.cookie, validPayload);
    expect(againResponse.statusCode).toBe(409);
    expect(againResponse.json().message).toBe('The annual report for 2030 was filed on May 10, 2031.');
    for (const reader of [backer, follower]) {
      const notices = await reportNotices(reader.cookie, 'annual_report_filed');
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        title: 'Test Project filed its annual report for 2030',
        link: `/tour/${projectId}#annual-reports`,
      });
      expect(notices[0]!.body).toContain(`Revenue in 2030: $`);
    }
    expect(await reportNotices(creator.cookie, 'annual_report_filed')).toEqual([]);

    // Filed, it is reminded of no more; next year's report is owed in its turn.
    expect((await settleAt('2032-01-01T06:00:00Z')).annualReportReminders).toBe(0);
    expect((await reportNotices(creator.cookie, 'annual_report_due')).length).toBe(2);
  });

  it('a jump over years sends each unfiled year only the reminder that applies, once, and the creator sees the overdue first', async () => {
    const { creator, projectId } = await fundedProject('2033-11-15');
    // From November 2033 to July 2036 in one round: 2033, 2034 and 2035 are overdue; each gets its "overdue" reminder alone
    // (the first test's project, unfiled since 2031, is reminded of its years too).
    expect((await settleAt('2036-07-01T00:00:00Z')).annualReportReminders).toBeGreaterThanOrEqual(3);
    expect((await settleAt('2036-07-01T00:00:00Z')).annualReportReminders).toBe(0);
    const reminders = await reportNotices(creator.cookie, 'annual_report_due');
    expect(reminders.map((notice) => [notice.title, notice.createdAt]).sort()).toEqual([
      ['Annual report overdue: Test Project (2033)', '2034-05-01T00:00:00.000Z'],
      ['Annual report overdue: Test Project (2034)', '2035-05-01T00:00:00.000Z'],
      ['Annual report overdue: Test Project (2035)', '2036-04-30T00:00:00.000Z'],
    ]);
    const items = creatorAnnualReportListSchema.parse((await get('/api/creator/annual-reports', creator.cookie)).json()).items;
    expect(items.filter((item) => item.projectId === projectId).map((item) => [item.year, item.status, item.dueDate])).toEqual([
      [2033, 'overdue', '2034-04-30'],
      [2034, 'overdue', '2035-04-30'],
      [2035, 'overdue', '2036-04-29'],
    ]);

    // Filing the oldest leaves the others overdue; 2036 is owed once its year is over, due (not overdue), and reminded 30 days before.
    expect(
      (
        await send(context.app, {
          method: 'POST',
          url: `/api/projects/${projectId}/annual-reports/2034`,
          cookie: creator.cookie,
          payload: validPayload,
        })
      ).statusCode,
    ).toBe(201);
    expect((await get(`/api/projects/${projectId}/annual-reports`)).json().overdue.map((entry: { year: number }) => entry.year)).toEqual([
      2033, 2035,
    ]);
    await settleAt('2037-04-02T00:00:00Z');
    const due2036 = (await reportNotices(creator.cookie, 'annual_report_due')).filter((notice) => notice.title.includes('2036'));
    expect(due2036.map((notice) => [notice.title, notice.createdAt])).toEqual([
      ['Annual report for 2036 due: Test Project', '2037-03-31T00:00:00.000Z'],
    ]);
    const latest = creatorAnnualReportListSchema.parse((await get('/api/creator/annual-reports', creator.cookie)).json()).items;
    expect(latest.filter((item) => item.projectId === projectId).map((item) => [item.year, item.status])).toEqual([
      [2033, 'overdue'],
      [2035, 'overdue'],
      [2036, 'due'],
      [2034, 'filed'],
    ]);
  });

  it('owes nothing for a project whose creator has no account (the demo creators), and answers 404 for unknown projects and creators', async () => {
    clock.set(new Date('2040-02-01T12:00:00Z'));
    const project = await createProject(context.database.db, { fundingGoalCents: 100_00, startDate: '2040-01-01', endDate: '2040-03-01' });
    const backer = await fundedInvestor(context.app, 1000);
    const invested = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie: backer.cookie,
      payload: investPayload(project.id, '100', 9),
    });
    expect(invested.statusCode).toBe(201);
    expect(await closeCampaignNow(context.database.db, project.id, clock.now())).toBe('funded');
    await settleAt('2042-06-01T00:00:00Z');
    expect((await booksOf(project.id, 2040)).ledger).toBeGreaterThan(0);
    expect((await get(`/api/projects/${project.id}/annual-reports`)).json()).toEqual({ reports: [], overdue: [] });
    expect((await get(`/api/creators/${project.creatorId}/annual-reports`)).json()).toEqual({ overdue: [] });
    expect((await get('/api/projects/99999999/annual-reports')).statusCode).toBe(404);
    expect((await get('/api/creators/abc/annual-reports')).statusCode).toBe(404);
    expect((await get('/api/creator/annual-reports')).statusCode).toBe(401);
  });
});
