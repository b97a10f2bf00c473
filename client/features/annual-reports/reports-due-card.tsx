import { Link } from 'wouter';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import type { CreatorAnnualReport } from '@common/schemas/annual-reports';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { useMyAnnualReports } from './api';

export const annualReportPath = (report: Pick<CreatorAnnualReport, 'projectId' | 'year'>) =>
  `/creator/projects/${report.projectId}/annual-reports/${report.year}`;

const STATUS_BADGE = {
  overdue: <Badge tone="danger">Overdue</Badge>,
  due: <Badge tone="warning">Due</Badge>,
  filed: <Badge tone="success">Filed</Badge>,
} as const;

/** The creator dashboard's annual reports: overdue and due first, each with a link to file it; filed ones after. Nothing while none is owed. */
export function ReportsDueCard() {
  const reports = useMyAnnualReports();
  if (reports.isPending) return null;
  if (reports.isError)
    return <LoadError title="Annual reports could not be loaded" error={reports.error} onRetry={() => void reports.refetch()} />;
  const { items } = reports.data;
  if (items.length === 0) return null;
  const open = items.filter((item) => item.status !== 'filed').length;
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div>
        <h2 className="text-lg font-bold">Annual reports</h2>
        <p className="text-sm text-muted-foreground">
          {open === 0
            ? 'Every annual report owed is filed.'
            : `${open} to file: a report is due 120 days after the end of each year a funded project paid revenue.`}
        </p>
      </div>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li
            key={`${item.projectId}-${item.year}`}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-muted/30 p-3"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
                {STATUS_BADGE[item.status]}
                <span>
                  {item.projectTitle}: {item.year}
                </span>
              </p>
              <p className="text-xs text-muted-foreground">
                {item.status === 'filed' && item.filedAt
                  ? `Filed; revenue ${formatCentsAsUsd(decimalToCents(item.revenue))}`
                  : `Due ${formatDate(item.dueDate)}; revenue ${formatCentsAsUsd(decimalToCents(item.revenue))}`}
              </p>
            </div>
            {item.status === 'filed' ? (
              <Link
                href={annualReportPath(item)}
                aria-label={`View report: ${item.projectTitle}, ${item.year}`}
                className={buttonClassName('outline', 'sm')}
              >
                View report
              </Link>
            ) : (
              <Link
                href={annualReportPath(item)}
                aria-label={`File report: ${item.projectTitle}, ${item.year}`}
                className={buttonClassName('primary', 'sm')}
              >
                File report
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
