import { sql } from 'drizzle-orm';
import { formatDayUtc } from '@common/dates';
import { formatCentsAsUsd, type Cents } from '@common/money';
import type { AnnualReportReminderKind } from '@common/rules/annual-reports';
import type { Transaction } from '../../db/client';
import { creatorAccountOf, followersAndBackersOf } from './audiences';
import { notify, sameBody } from './notify';

/** The event key of one reminder: one per project, year and reminder, whatever the number of rounds and servers. */
export const annualReportReminderKey = (projectId: number, year: number, kind: AnnualReportReminderKind): string =>
  `annual-report:${projectId}:${year}:${kind}`;

/** A reminder to the project's creator (the account behind it): 30 or 7 days before the due date, or the day after it. */
export async function annualReportReminder(
  tx: Transaction,
  reminder: { projectId: number; projectTitle: string; year: number; dueDate: string; kind: AnnualReportReminderKind; at: Date },
): Promise<number> {
  const { projectId, projectTitle, year, dueDate, kind, at } = reminder;
  const overdue = kind === 'overdue';
  const title = overdue ? `Annual report overdue: ${projectTitle} (${year})` : `Annual report for ${year} due: ${projectTitle}`;
  const body = overdue
    ? `Your annual report on ${projectTitle} for ${year} was due by ${formatDayUtc(dueDate)}. Until you file it, "Annual report overdue" shows on the project page and your profile.`
    : `Your annual report on ${projectTitle} for ${year} is due by ${formatDayUtc(dueDate)}: a business update, the use of funds against the budget, and the year's revenue from the books.`;
  return notify(
    tx,
    {
      key: annualReportReminderKey(projectId, year, kind),
      kind: 'annual_report_due',
      title,
      link: `/creator/projects/${projectId}/annual-reports/${year}`,
      projectId,
      at,
    },
    sameBody(creatorAccountOf(projectId), body),
  );
}

const EXCERPT_LENGTH = 200;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/** The creator filed a report: its backers and followers are told, once per report, never the creator. */
export async function annualReportFiled(
  tx: Transaction,
  report: { projectId: number; projectTitle: string; year: number; revenueCents: Cents; businessUpdate: string; at: Date },
): Promise<number> {
  const { projectId, projectTitle, year, at } = report;
  return notify(
    tx,
    {
      key: `annual-report:${projectId}:${year}:filed`,
      kind: 'annual_report_filed',
      title: `${projectTitle} filed its annual report for ${year}`,
      link: `/tour/${projectId}#annual-reports`,
      projectId,
      at,
    },
    sameBody(
      sql`${followersAndBackersOf(projectId)} except ${creatorAccountOf(projectId)}`,
      `Revenue in ${year}: ${formatCentsAsUsd(report.revenueCents)}. ${excerpt(report.businessUpdate)}`,
    ),
  );
}
