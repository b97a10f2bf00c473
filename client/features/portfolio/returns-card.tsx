import { decimalToCents, formatCentsAsUsd } from '@common/money';
import type { PortfolioPerformance } from '@common/schemas/portfolio';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { formatCentsAsSignedShortUsd, toneOf } from './format';
import { HoldingOrigin } from './holding-origin';
import { FlowList, RateFigures } from './returns-figures';

/** The portfolio's two rates over the timeframe, what the gain is made of, and the cash flows behind them. */
export function ReturnsCard({ performance, label }: { performance: PortfolioPerformance; label: string }) {
  const { breakdown } = performance;
  const parts = [
    { label: 'Payouts received', cents: decimalToCents(breakdown.payouts) },
    { label: 'Change in value', cents: decimalToCents(breakdown.valueChange) },
    { label: 'Realized on sales and trades', cents: decimalToCents(breakdown.realized) },
  ];
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="portfolio-returns-heading">
        <h3 id="portfolio-returns-heading" className="text-lg font-bold">
          Portfolio Returns · {label}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          From <time dateTime={performance.from}>{formatDate(performance.from)}</time> to{' '}
          <time dateTime={performance.to}>{formatDate(performance.to)}</time>.{' '}
          {performance.annualised ? 'Rates are per year.' : 'Under a year, so rates are for the period, not per year.'}
        </p>
        <div className="mt-4">
          <RateFigures
            moneyWeighted={performance.moneyWeighted}
            timeWeighted={performance.timeWeighted}
            annualised={performance.annualised}
            hasFlows={performance.flows.length > 0}
            idPrefix="portfolio"
          />
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {parts.map((part) => (
            <div key={part.label}>
              <dt className="text-muted-foreground">{part.label}</dt>
              <dd className={cn('mt-0.5 font-bold', toneOf(part.cents))}>{formatCentsAsSignedShortUsd(part.cents)}</dd>
            </div>
          ))}
          <div>
            <dt className="text-muted-foreground">Fees paid, counted in the cost</dt>
            <dd className="mt-0.5 font-bold">{formatCentsAsUsd(decimalToCents(breakdown.fees))}</dd>
          </div>
        </dl>
        <FlowList flows={performance.flows} titled caption={`Cash flows of the portfolio, ${label}`} />
      </section>
    </Card>
  );
}

/** Each holding held in the timeframe: its two rates and the cash flows behind them. */
export function HoldingReturnsList({ performance, label }: { performance: PortfolioPerformance; label: string }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="holding-returns-heading">
        <h3 id="holding-returns-heading" className="text-lg font-bold">
          Returns by Holding · {label}
        </h3>
        {performance.holdings.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">No holding was held in this timeframe.</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4">
            {performance.holdings.map((holding) => {
              const headingId = `holding-returns-${holding.investmentId}`;
              const originId = `${headingId}-origin`;
              return (
                <li key={holding.investmentId} className="rounded-lg border border-border p-4">
                  <article aria-labelledby={`${headingId} ${originId}`}>
                    <h4 id={headingId} className="font-semibold break-words">
                      {holding.projectTitle}
                    </h4>
                    <div className="mb-3">
                      <HoldingOrigin id={originId} origin={holding.origin} investmentDate={holding.investmentDate} />
                    </div>
                    <RateFigures
                      moneyWeighted={holding.moneyWeighted}
                      timeWeighted={holding.timeWeighted}
                      annualised={holding.annualised}
                      hasFlows={holding.flows.length > 0}
                      idPrefix={headingId}
                    />
                    <FlowList flows={holding.flows} titled={false} caption={`Cash flows of ${holding.projectTitle}, ${label}`} />
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
