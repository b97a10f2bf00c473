import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { reminderAt } from '@common/rules/annual-reports';
import type { Database } from '../../db/client';
import { queryRow, queryRows, sqlColumn } from '../../db/typed-sql';
import { annualReportReminder, annualReportReminderKey } from '../notifications';
import { owedReports } from './owed';

/**
 * Reminds creators of their unfiled annual reports: 30 and 7 days before the due date and the day
 * after it, each once per project and year (the notification's event key claims it, whatever the
 * number of rounds and servers). A round sends the reminder that applies at `now`, the latest
 * whose moment has passed, dated at that moment; one that a clock jump passed together with a
 * later one is never sent (it would say "30 days left" of a report that is overdue). Returns how
 * many notifications went out.
 */
export async function sendAnnualReportReminders(db: Database, now: Date): Promise<number> {
  const owed = await owedReports(db, sql`true`, { unfiledOnly: true });
  const due = owed.flatMap((report) => {
    const reminder = reminderAt(report.year, now);
    return reminder ? [{ ...report, reminder, key: annualReportReminderKey(report.projectId, report.year, reminder.kind) }] : [];
  });
  if (due.length === 0) return 0;
  const sentKeys = await queryRows(
    db,
    z.object({ event_key: sqlColumn.text }),
    sql`select event_key from notification_events where event_key = any(${`{${due.map((entry) => `"${entry.key}"`).join(',')}}`}::text[])`,
  );
  const sent = new Set(sentKeys.map((row) => row.event_key));
  let told = 0;
  for (const entry of due.filter((candidate) => !sent.has(candidate.key))) {
    told += await db.transaction(async (tx) => {
      // The project's lock orders this after a filing under way: a filed report gets no reminder.
      const unfiled = await queryRow(
        tx,
        z.object({ id: sqlColumn.integer }),
        sql`select p.id from projects p where p.id = ${entry.projectId}::int
              and not exists (select 1 from annual_reports r where r.project_id = p.id and r.year = ${entry.year}::int)
            for update`,
      );
      if (!unfiled) return 0;
      return annualReportReminder(tx, {
        projectId: entry.projectId,
        projectTitle: entry.projectTitle,
        year: entry.year,
        dueDate: entry.dueDate,
        kind: entry.reminder.kind,
        at: entry.reminder.at,
      });
    });
  }
  return told;
}
