import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatDayUtc } from '@common/dates';
import { cents, type Cents } from '@common/money';
import type { annualReportPayloadSchema } from '@common/schemas/annual-reports';
import type { Database, Transaction } from '../../db/client';
import { annualReports, type FundsUse } from '../../db/schema-annual-reports';
import { queryRow, sqlColumn } from '../../db/typed-sql';
import { AppError, badRequest, notFound, PROJECT_NOT_FOUND } from '../../errors';
import { annualReportFiled } from '../notifications';
import { budgetItems, owedReports, revenueFromBooks, type OwedReport } from './owed';

export const ONLY_THE_CREATOR_FILES = "Only the project's creator can file its annual report.";
export const notOwed = (year: number) =>
  `No annual report is owed for ${year}: the project paid no revenue that year, or the year is not over on the books yet.`;
export const alreadyFiled = (year: number, filedAt: Date) => `The annual report for ${year} was filed on ${formatDayUtc(filedAt)}.`;

/** The year of a route (`2027`): anything but four digits is no year a report is owed for. */
export function parseYear(text: string): number {
  if (!/^\d{4}$/.test(text)) throw notFound('There is no annual report for this year.');
  return Number(text);
}

type ParsedPayload = z.output<typeof annualReportPayloadSchema>;

/** The payload's use of funds against the budget's items: each item once, none unknown. */
function fundsUse(payload: ParsedPayload, breakdown: Record<string, Cents>): FundsUse[] {
  const items = budgetItems(breakdown);
  const known = new Map(items.map((entry) => [entry.item, entry]));
  const given = new Map<string, ParsedPayload['useOfFunds'][number]>();
  for (const use of payload.useOfFunds) {
    if (!known.has(use.item)) throw badRequest(`“${use.item}” is not one of the budget’s items.`);
    if (given.has(use.item)) throw badRequest(`The budget item “${known.get(use.item)?.label ?? use.item}” is given twice.`);
    given.set(use.item, use);
  }
  const missing = items.filter((entry) => !given.has(entry.item)).map((entry) => entry.label);
  if (missing.length > 0) throw badRequest(`Give the amount used for each of the budget’s items: ${missing.join(', ')}.`);
  return items.map((entry) => {
    const use = given.get(entry.item)!;
    return { item: entry.item, budgetedCents: entry.budgetedCents, usedCents: cents(use.used), note: use.note };
  });
}

const projectRow = z.object({
  title: sqlColumn.text,
  creator_user_id: sqlColumn.integer.nullable(),
  budget_breakdown: z.record(z.string(), z.number()),
});

/**
 * The project of a report on `year` as its creator reads or files it: 404 without the project,
 * 403 for anyone but its creator; `owed` is the year's report owed (filed or not), if any.
 * `lock` takes the project's row lock (filing).
 */
export async function creatorsProjectYear(
  db: Database | Transaction,
  which: { userId: number; projectId: number; year: number },
  lock = false,
): Promise<{ project: z.infer<typeof projectRow>; owed: OwedReport | undefined }> {
  const { userId, projectId, year } = which;
  const project = await queryRow(
    db,
    projectRow,
    sql`select p.title, c.user_id as creator_user_id, p.budget_breakdown from projects p join creators c on c.id = p.creator_id
        where p.id = ${projectId}::int${lock ? sql` for update of p` : sql``}`,
  );
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  if (project.creator_user_id !== userId) throw new AppError(403, ONLY_THE_CREATOR_FILES);
  const owed = (await owedReports(db, sql`p.id = ${projectId}::int`)).find((report) => report.year === year);
  return { project, owed };
}

/**
 * Files the creator's report on `year`, in one transaction holding the project's row lock: only
 * its creator, only a report owed and not filed (409), the year's revenue read from the ledger
 * (never the payload), and its backers and followers told once.
 */
export async function fileAnnualReport(
  db: Database,
  filing: { userId: number; projectId: number; year: number; payload: ParsedPayload; at: Date },
): Promise<void> {
  const { userId, projectId, year, at } = filing;
  const { payload } = filing;
  await db.transaction(async (tx) => {
    const { project, owed } = await creatorsProjectYear(tx, { userId, projectId, year }, true);
    if (!owed) throw new AppError(409, notOwed(year));
    if (owed.filedAt) throw new AppError(409, alreadyFiled(year, owed.filedAt));
    const useOfFunds = fundsUse(payload, project.budget_breakdown as Record<string, Cents>);
    const revenueCents = await revenueFromBooks(tx, projectId, year);
    const written = await tx
      .insert(annualReports)
      .values({
        projectId,
        year,
        businessUpdate: payload.businessUpdate,
        useOfFunds,
        revenueCents,
        dueDate: owed.dueDate,
        filedAt: at,
        filedBy: userId,
      })
      .onConflictDoNothing()
      .returning({ year: annualReports.year });
    if (written.length === 0) throw new AppError(409, alreadyFiled(year, at));
    await annualReportFiled(tx, { projectId, projectTitle: project.title, year, revenueCents, businessUpdate: payload.businessUpdate, at });
  });
}
