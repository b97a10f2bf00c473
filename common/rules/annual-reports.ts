/**
 * When a funded project's annual report is due, and when its reminders go
 * (docs/decisions/0047-annual-reports.md). All in UTC, on the sandbox clock. Free of zod.
 */

/** The report on year Y is due 120 days after the year's end (31 December of Y, its last day). */
export const ANNUAL_REPORT_DUE_DAYS = 120;

const DAY_MS = 24 * 60 * 60 * 1000;

const dayText = (at: Date) => at.toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** When year `year` ends: 00:00 UTC on 1 January of the next. */
export const yearEnd = (year: number): Date => new Date(Date.UTC(year + 1, 0, 1));

/** The last day of year `year`, 31 December: the day the 120 days are counted from. */
const lastDayOfYear = (year: number): Date => new Date(Date.UTC(year, 11, 31));

/**
 * The due date of the report on `year`: 31 December of that year plus 120 days (as Regulation
 * Crowdfunding's "no later than 120 days after the end of the fiscal year"), the last day it is on
 * time. 29 April when the next year is a leap year (the report on 2027: 29 April 2028, after
 * 31 + 29 + 31 + 29 days), else 30 April (on 2030: 30 April 2031, after 31 + 28 + 31 + 30).
 */
export const annualReportDueDate = (year: number): string =>
  dayText(new Date(lastDayOfYear(year).getTime() + ANNUAL_REPORT_DUE_DAYS * DAY_MS));

/** The moment the report becomes overdue: the due date is over (00:00 UTC the day after). */
export const overdueFrom = (year: number): Date => new Date(startOfDay(annualReportDueDate(year)).getTime() + DAY_MS);

export const isOverdue = (year: number, now: Date): boolean => now >= overdueFrom(year);

/** The three reminders, in time order: 30 and 7 days before the due date, and 1 day after it (when it is overdue). */
export const annualReportReminderKinds = ['due-in-30-days', 'due-in-7-days', 'overdue'] as const;
export type AnnualReportReminderKind = (typeof annualReportReminderKinds)[number];

/** Each reminder's moment: the start (00:00 UTC) of the day 30 or 7 days before the due date, or of the day after it. */
export function reminderMoments(year: number): Array<{ kind: AnnualReportReminderKind; at: Date }> {
  const due = startOfDay(annualReportDueDate(year)).getTime();
  return [
    { kind: 'due-in-30-days', at: new Date(due - 30 * DAY_MS) },
    { kind: 'due-in-7-days', at: new Date(due - 7 * DAY_MS) },
    { kind: 'overdue', at: new Date(due + DAY_MS) },
  ];
}

/**
 * The reminder that applies at `now`: the latest whose moment has passed, or null before the
 * first. A clock jump past several sends only this one: "30 days left" is not true any more once
 * the 7-day moment has passed, nor either once the report is overdue.
 */
export function reminderAt(year: number, now: Date): { kind: AnnualReportReminderKind; at: Date } | null {
  const passed = reminderMoments(year).filter((moment) => moment.at <= now);
  return passed.at(-1) ?? null;
}
