import { FileText } from 'lucide-react';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import type { AnnualReport } from '@common/schemas/annual-reports';
import { DetailSection } from '@/components/detail-section';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatDayUtc } from '@/lib/dates';
import { useProjectAnnualReports } from './api';

export const ANNUAL_REPORTS_ANCHOR = 'annual-reports';

const usd = (amount: string) => formatCentsAsUsd(decimalToCents(amount));

/** One filed report: the year's revenue from the books, the creator's update, and the use of funds against the budget. */
export function AnnualReportView({ report }: { report: AnnualReport }) {
  return (
    <article aria-labelledby={`annual-report-${report.year}`} className="grid gap-4 rounded-xl border border-border bg-muted/30 p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`annual-report-${report.year}`} className="text-lg font-bold">
          Annual report {report.year}
        </h3>
        <p className="text-xs text-muted-foreground">
          Filed {formatDayUtc(report.filedAt)}
          {report.late ? (
            <>
              {' '}
              <Badge tone="warning">Filed late</Badge>
            </>
          ) : null}
        </p>
      </header>
      <p className="text-sm">
        Revenue in {report.year} (from the books): <span className="font-bold tabular-nums">{usd(report.revenue)}</span>
      </p>
      <div>
        <h4 className="text-sm font-semibold">Business update</h4>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">{report.businessUpdate}</p>
      </div>
      {report.useOfFunds.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">Use of funds</h4>
          <ul className="mt-2 grid gap-2">
            {report.useOfFunds.map((use) => (
              <li key={use.item} className="text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">{use.label}</span>
                  <span className="tabular-nums">
                    {usd(use.used)} used <span className="text-muted-foreground">of {usd(use.budgeted)} budgeted</span>
                  </span>
                </div>
                {use.note ? <p className="text-xs break-words text-muted-foreground">{use.note}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

/** The project page's "Annual reports": the filed reports, newest year first, and a line for each overdue one. */
export function AnnualReportsSection({ projectId }: { projectId: string }) {
  const reports = useProjectAnnualReports(projectId);
  if (reports.isPending) return <Skeleton className="h-24 w-full" />;
  if (reports.isError)
    return <LoadError title="Annual reports could not be loaded" error={reports.error} onRetry={() => void reports.refetch()} />;
  const { reports: filed, overdue } = reports.data;
  // A project owing nothing and having filed nothing (not funded, or no revenue yet) shows no section.
  if (filed.length === 0 && overdue.length === 0) return null;
  return (
    <div id={ANNUAL_REPORTS_ANCHOR} className="scroll-mt-24">
      <DetailSection title="Annual reports" icon={FileText}>
        <div className="grid gap-4">
          {overdue.map((entry) => (
            <p key={entry.year} className="text-sm">
              <Badge tone="danger">Annual report overdue</Badge>{' '}
              <span className="text-muted-foreground">
                {entry.year}: due {formatDate(entry.dueDate)}, not filed yet.
              </span>
            </p>
          ))}
          {filed.map((report) => (
            <AnnualReportView key={report.year} report={report} />
          ))}
        </div>
      </DetailSection>
    </div>
  );
}
