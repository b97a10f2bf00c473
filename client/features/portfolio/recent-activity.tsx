import { decimalToCents, formatCentsAsShortUsd } from '@common/money';
import { RECENT_ACTIVITY_COUNT } from '@common/rules/portfolio';
import type { Investment } from '@common/schemas/investments';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { formatCentsAsSignedShortUsd, toneOf } from './format';
import { useViewerTimeZone } from '@/lib/use-hydrated';

/** The newest five investments (the API lists newest first) with their date, amount and returns. */
export function RecentActivity({ investments }: { investments: Investment[] }) {
  const recent = investments.slice(0, RECENT_ACTIVITY_COUNT);
  const timeZone = useViewerTimeZone();
  return (
    <Card className="p-6">
      <h3 className="text-lg font-bold">Recent Activity</h3>
      {recent.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No activity yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {recent.map((investment) => {
            const returnsCents = decimalToCents(investment.returns);
            return (
              <li key={investment.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="truncate font-medium">{investment.project.title}</p>
                  <p className="text-xs text-muted-foreground">
                    Invested on <time dateTime={investment.investmentDate}>{formatDate(investment.investmentDate, timeZone)}</time>
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p className="font-semibold">{formatCentsAsShortUsd(decimalToCents(investment.amount))}</p>
                  <p className={`text-xs font-medium ${toneOf(returnsCents)}`}>
                    {formatCentsAsSignedShortUsd(returnsCents)}
                    <span className="sr-only"> returns</span>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
