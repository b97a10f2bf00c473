import { AlertTriangle, Trophy } from 'lucide-react';
import { decimalToCents } from '@common/money';
import type { Investment } from '@common/schemas/investments';
import type { HistoryRange, PortfolioHistory, PortfolioPerformance } from '@common/schemas/portfolio';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePortfolioHistory, usePortfolioPerformance } from './api';
import type { ChartPayout, ChartPoint } from './chart-geometry';
import { performerPicks } from './performance-insights';
import { PerformerCard } from './performer-card';
import { HoldingReturnsList, ReturnsCard } from './returns-card';
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

/** The Performance sub-tab: the portfolio's real value over the chosen timeframe, its returns, its best and worst holdings, and each holding's returns. */
export function PerformanceTab({ investments, range }: { investments: Investment[]; range: HistoryRange }) {
  const history = usePortfolioHistory(range);
  const performance = usePortfolioPerformance(range);
  const label = timeframeLabel(range);
  const points = history.data ? toChartPoints(history.data) : [];
  const payouts = history.data ? toChartPayouts(history.data) : [];
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
            <LoadFailed text="The portfolio history could not be loaded." retry={() => void history.refetch()} />
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
      {performance.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : performance.isError ? (
        <Card className="p-5 sm:p-6">
          <LoadFailed text="The returns could not be loaded." retry={() => void performance.refetch()} />
        </Card>
      ) : (
        <Returns performance={performance.data} investments={investments} label={label} />
      )}
    </div>
  );
}

function LoadFailed({ text, retry }: { text: string; retry: () => void }) {
  return (
    <div role="alert" className="grid grid-cols-1 justify-items-start gap-3 text-sm text-muted-foreground">
      <p>{text}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        Try Again
      </Button>
    </div>
  );
}

/** The returns, and Best Performer and Needs Attention ranked by each holding's money-weighted return. */
function Returns({ performance, investments, label }: { performance: PortfolioPerformance; investments: Investment[]; label: string }) {
  const byInvestment = new Map(performance.holdings.map((holding) => [holding.investmentId, holding]));
  const rateOf = (investment: Investment) => byInvestment.get(investment.id)?.moneyWeighted ?? null;
  const annualisedOf = (investment: Investment | null) => (investment ? (byInvestment.get(investment.id)?.annualised ?? false) : false);
  const picks = performerPicks(investments, (investment) => {
    const rate = rateOf(investment);
    return rate === null ? null : Number(rate);
  });
  return (
    <>
      <ReturnsCard performance={performance} label={label} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <PerformerCard
          title="Best Performer"
          icon={Trophy}
          iconClassName="text-[#86efac]"
          investment={picks.best}
          moneyWeighted={picks.best ? rateOf(picks.best) : null}
          annualised={annualisedOf(picks.best)}
        />
        <PerformerCard
          title="Needs Attention"
          icon={AlertTriangle}
          iconClassName="text-accent"
          investment={picks.needsAttention}
          moneyWeighted={picks.needsAttention ? rateOf(picks.needsAttention) : null}
          annualised={annualisedOf(picks.needsAttention)}
          emptyText={picks.needsAttentionEmpty}
        />
      </div>
      <HoldingReturnsList performance={performance} label={label} />
    </>
  );
}
