import { AlertTriangle, Trophy } from 'lucide-react';
import { decimalToCents } from '@common/money';
import type { Investment } from '@common/schemas/investments';
import type { HistoryRange, PortfolioHistory } from '@common/schemas/portfolio';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePortfolioHistory } from './api';
import type { ChartPayout, ChartPoint } from './chart-geometry';
import { performerPicks } from './performance-insights';
import { PerformerCard } from './performer-card';
import { timeframeLabel } from './timeframes';
import { ValueChart } from './value-chart';

const toChartPoints = (history: PortfolioHistory): ChartPoint[] =>
  history.points.map((point) => ({
    date: point.date,
    investedCents: decimalToCents(point.invested),
    valueCents: decimalToCents(point.value),
  }));

const toChartPayouts = (history: PortfolioHistory): ChartPayout[] =>
  history.payouts.map((payout) => ({ date: payout.date, amountCents: decimalToCents(payout.amount) }));

/** The Performance sub-tab: the portfolio's real value over the chosen timeframe, then its best and worst holdings. */
export function PerformanceTab({ investments, range }: { investments: Investment[]; range: HistoryRange }) {
  const history = usePortfolioHistory(range);
  const label = timeframeLabel(range);
  const points = history.data ? toChartPoints(history.data) : [];
  const payouts = history.data ? toChartPayouts(history.data) : [];
  const picks = performerPicks(investments);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-bold">Portfolio Value · {label}</h3>
          {history.isFetching && history.data ? (
            <span role="status" className="text-xs text-muted-foreground">
              Updating…
            </span>
          ) : null}
        </div>
        <div className="mt-4">
          {history.isPending ? (
            <Skeleton className="h-72 w-full" />
          ) : history.isError ? (
            <div role="alert" className="grid grid-cols-1 justify-items-start gap-3 text-sm text-muted-foreground">
              <p>The portfolio history could not be loaded.</p>
              <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
                Try Again
              </Button>
            </div>
          ) : (
            <ValueChart
              key={`${range}-${points.length}`}
              points={points}
              payouts={payouts}
              caption={`Portfolio value and amount invested, ${label}`}
            />
          )}
        </div>
      </Card>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <PerformerCard title="Best Performer" icon={Trophy} iconClassName="text-[#86efac]" investment={picks.best} />
        <PerformerCard
          title="Needs Attention"
          icon={AlertTriangle}
          iconClassName="text-accent"
          investment={picks.needsAttention}
          emptyText={picks.needsAttentionEmpty}
        />
      </div>
    </div>
  );
}
