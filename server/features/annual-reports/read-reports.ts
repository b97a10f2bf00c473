import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { centsToDecimal, type Cents } from '@common/money';
import { budgetItemLabel } from '@common/project-types';
import { isOverdue } from '@common/rules/annual-reports';
import type {
  AnnualReport,
  AnnualReportForm,
  AnnualReportStatus,
  CreatorAnnualReport,
  CreatorAnnualReportList,
  CreatorOverdueReports,
  ProjectAnnualReports,
} from '@common/schemas/annual-reports';
import type { Database } from '../../db/client';
import type { FundsUse } from '../../db/schema-annual-reports';
import { queryRow, queryRows, sqlColumn } from '../../db/typed-sql';
import { CREATOR_NOT_FOUND, notFound, PROJECT_NOT_FOUND } from '../../errors';
import { creatorsProjectYear, notOwed } from './file-report';
import { budgetItems, owedReports, quarterRevenues, revenueFromBooks, type OwedReport } from './owed';

const reportRow = z.object({
  project_id: sqlColumn.integer,
  year: sqlColumn.integer,
  business_update: sqlColumn.text,
  use_of_funds: z.array(z.object({ item: z.string(), budgetedCents: z.number(), usedCents: z.number(), note: z.string() })),
  revenue_cents: sqlColumn.cents,
  due_date: sqlColumn.day,
  filed_at: sqlColumn.timestamp,
});

function toReport(row: z.infer<typeof reportRow>): AnnualReport {
  return {
    projectId: row.project_id,
    year: row.year,
    businessUpdate: row.business_update,
    useOfFunds: (row.use_of_funds as FundsUse[]).map((use) => ({
      item: use.item,
      label: budgetItemLabel(use.item),
      budgeted: centsToDecimal(use.budgetedCents),
      used: centsToDecimal(use.usedCents),
      note: use.note,
    })),
    revenue: centsToDecimal(row.revenue_cents),
    dueDate: row.due_date,
    filedAt: row.filed_at.toISOString(),
    // Against the due date stored with the report: the one the creator was given.
    late: row.filed_at.getTime() >= new Date(`${row.due_date}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000,
  };
}

const reportColumns = sql`select project_id, year, business_update, use_of_funds, revenue_cents, due_date::text as due_date, filed_at
  from annual_reports`;

const reportsOf = (db: Database, projectId: number) =>
  queryRows(db, reportRow, sql`${reportColumns} where project_id = ${projectId}::int order by year desc`);

/** The report filed on `year`, if it is. */
export async function filedReport(db: Database, projectId: number, year: number): Promise<AnnualReport | null> {
  const row = await queryRow(db, reportRow, sql`${reportColumns} where project_id = ${projectId}::int and year = ${year}::int`);
  return row ? toReport(row) : null;
}

const statusOf = (report: OwedReport, now: Date): AnnualReportStatus =>
  report.filedAt ? 'filed' : isOverdue(report.year, now) ? 'overdue' : 'due';

/** `GET /api/projects/{id}/annual-reports`: the filed reports, newest year first, and the overdue years. */
export async function projectAnnualReports(db: Database, projectId: number, now: Date): Promise<ProjectAnnualReports> {
  const project = await queryRow(db, z.object({ id: sqlColumn.integer }), sql`select id from projects where id = ${projectId}::int`);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  const [reports, owed] = [await reportsOf(db, projectId), await owedReports(db, sql`p.id = ${projectId}::int`)];
  return {
    reports: reports.map(toReport),
    overdue: owed.filter((report) => statusOf(report, now) === 'overdue').map(({ year, dueDate }) => ({ year, dueDate })),
  };
}

/** `GET /api/creators/{id}/annual-reports`: the creator's overdue reports (the profile's badge). */
export async function creatorOverdueReports(db: Database, creatorId: number, now: Date): Promise<CreatorOverdueReports> {
  const creator = await queryRow(db, z.object({ id: sqlColumn.integer }), sql`select id from creators where id = ${creatorId}::int`);
  if (!creator) throw notFound(CREATOR_NOT_FOUND);
  const owed = await owedReports(db, sql`c.id = ${creatorId}::int`);
  return {
    overdue: owed
      .filter((report) => statusOf(report, now) === 'overdue')
      .map(({ projectId, projectTitle, year, dueDate }) => ({ projectId, projectTitle, year, dueDate })),
  };
}

const STATUS_ORDER: Record<AnnualReportStatus, number> = { overdue: 0, due: 1, filed: 2 };

/** `GET /api/creator/annual-reports`: overdue first (oldest due first), then due (soonest first), then filed (newest first). */
export async function creatorReportList(db: Database, userId: number, now: Date): Promise<CreatorAnnualReportList> {
  const owed = await owedReports(db, sql`c.user_id = ${userId}::int`);
  const items: CreatorAnnualReport[] = owed.map((report) => ({
    projectId: report.projectId,
    projectTitle: report.projectTitle,
    year: report.year,
    dueDate: report.dueDate,
    status: statusOf(report, now),
    filedAt: report.filedAt?.toISOString() ?? null,
    revenue: centsToDecimal(report.filedRevenueCents ?? report.revenueCents),
  }));
  items.sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      (a.status === 'filed' ? b.year - a.year : a.dueDate.localeCompare(b.dueDate)) ||
      a.projectId - b.projectId,
  );
  return { items };
}

/** `GET /api/creator/projects/{id}/annual-reports/{year}`: the filing form, its revenue from the books; its creator only. */
export async function reportForm(db: Database, userId: number, projectId: number, year: number, now: Date): Promise<AnnualReportForm> {
  const { project, owed } = await creatorsProjectYear(db, { userId, projectId, year });
  if (!owed) throw notFound(notOwed(year));
  const filed = owed.filedAt ? await filedReport(db, projectId, year) : null;
  return {
    projectId,
    projectTitle: project.title,
    year,
    dueDate: owed.dueDate,
    status: statusOf(owed, now),
    revenue: filed ? filed.revenue : centsToDecimal(await revenueFromBooks(db, projectId, year)),
    quarters: await quarterRevenues(db, projectId, year),
    budget: budgetItems(project.budget_breakdown as Record<string, Cents>).map((entry) => ({
      item: entry.item,
      label: entry.label,
      budgeted: centsToDecimal(entry.budgetedCents),
    })),
    report: filed,
  };
}
