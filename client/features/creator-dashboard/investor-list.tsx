import { Download } from 'lucide-react';
import type { InvestmentStatus } from '@common/rules/campaigns';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import type { ProjectInvestorList } from '@common/schemas/creator-dashboard';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { useViewerTimeZone } from '@/lib/use-hydrated';

const whole = new Intl.NumberFormat('en-US');
const statusLooks: Record<InvestmentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'In escrow', tone: 'warning' },
  active: { label: 'Active', tone: 'success' },
  sold: { label: 'Sold', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

/** The CSV of the project's investors (name, email, shares, amount, status, date). */
export const investorCsvUrl = (projectId: number) => `/api/creator/projects/${projectId}/investors.csv`;

/** Every investment in the campaign, newest first, with the totals and a CSV download (market trades are not investments in it). */
export function InvestorList({ projectId, investors }: { projectId: number; investors: ProjectInvestorList }) {
  const timeZone = useViewerTimeZone();
  const { totals } = investors;
  return (
    <section aria-labelledby="investor-list-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="investor-list-heading" className="text-lg font-bold">
          Investors
        </h3>
        <a
          href={investorCsvUrl(projectId)}
          download={`stagebacker-investors-${projectId}.csv`}
          className={buttonClassName('outline', 'sm')}
        >
          <Download className="h-4 w-4" aria-hidden />
          Download CSV
        </a>
      </div>
      <p className="text-sm text-muted-foreground">
        {whole.format(totals.count)} {totals.count === 1 ? 'investment' : 'investments'} · {whole.format(totals.shares)} shares ·{' '}
        {formatCentsAsUsd(decimalToCents(totals.amount))}
      </p>
      {investors.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one has invested yet.</p>
      ) : (
        <Card className="overflow-hidden">
          <ul aria-label="Investments, newest first" className="divide-y divide-border">
            {investors.items.map((investor) => {
              const look = statusLooks[investor.status];
              return (
                <li key={investor.investmentId} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{investor.name}</p>
                    <p className="text-sm break-all text-muted-foreground">{investor.email}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:justify-end">
                    <span className="font-bold tabular-nums">{formatCentsAsUsd(decimalToCents(investor.amount))}</span>
                    <span className="tabular-nums text-muted-foreground">
                      {whole.format(investor.shares)} {investor.shares === 1 ? 'share' : 'shares'}
                    </span>
                    <Badge tone={look.tone}>{look.label}</Badge>
                    <time dateTime={investor.date} className="text-muted-foreground">
                      {formatDate(investor.date, timeZone)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </section>
  );
}
