import { decimalToCents, formatCentsAsUsd } from '@common/money';
import { FLOW_LABELS, NO_RATE_TEXT, RATE_EXPLANATIONS } from '@common/rules/returns';
import type { PerformanceFlow } from '@common/schemas/portfolio';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { toneOf } from './format';

/** "+12.34%" from the API's "12.34"; the sign says which way for those who cannot see colour. */
export function formatRate(rate: string): string {
  return `${Number(rate) > 0 ? '+' : ''}${rate}%`;
}

interface RateFiguresProps {
  moneyWeighted: string | null;
  timeWeighted: string | null;
  annualised: boolean;
  /** Whether any money moved: a missing rate then means no single rate fits. */
  hasFlows: boolean;
  /** Makes the explanation ids unique on the page. */
  idPrefix: string;
}

/** Both rates, each with the line that says what it measures, tied to it for screen readers. */
export function RateFigures({ moneyWeighted, timeWeighted, annualised, hasFlows, idPrefix }: RateFiguresProps) {
  const rates = [
    { key: 'moneyWeighted', label: 'Money-weighted return', rate: moneyWeighted, explanation: RATE_EXPLANATIONS.moneyWeighted },
    { key: 'timeWeighted', label: 'Time-weighted return', rate: timeWeighted, explanation: RATE_EXPLANATIONS.timeWeighted },
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {rates.map(({ key, label, rate, explanation }) => {
        const explanationId = `${idPrefix}-${key}-explained`;
        return (
          <div key={key}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-0.5" aria-describedby={explanationId}>
              {rate === null ? (
                <span className="text-sm font-semibold">{NO_RATE_TEXT[hasFlows ? 'could-not' : 'no-flows']}</span>
              ) : (
                <>
                  <span className={cn('text-2xl font-extrabold', toneOf(Number(rate)))}>{formatRate(rate)}</span>{' '}
                  <span className="text-sm text-muted-foreground">{annualised ? 'a year' : 'for the period, not annualised'}</span>
                </>
              )}
            </dd>
            <dd id={explanationId} className="mt-1 text-xs text-muted-foreground">
              {explanation}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * "How this was computed": the dated cash flows behind the rates in a disclosure, paid in as
 * negative and received as positive; `titled` adds the holding each belongs to.
 */
export function FlowList({ flows, titled, caption }: { flows: readonly PerformanceFlow[]; titled: boolean; caption: string }) {
  return (
    <details className="mt-4 rounded-lg border border-border text-sm">
      <summary className="cursor-pointer px-4 py-2 font-semibold">How this was computed</summary>
      <div className="px-4 pb-4">
        <p className="text-xs text-muted-foreground">
          Both rates come from these cash flows: money you paid in is negative, money you received positive, with the value held at the
          start counted as paid in and the value at the end as received. The time-weighted rate also values the holdings at the end of each
          day on which something happened.
        </p>
        {flows.length === 0 ? (
          <p className="mt-2">No money moved in this range.</p>
        ) : (
          // Scrolls sideways on a narrow screen: a named, focusable region, so keyboard users can scroll it too.
          <div className="mt-2 overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
            <table className="w-full text-left">
              <caption className="sr-only">{caption}</caption>
              <thead>
                <tr className="text-xs text-muted-foreground">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Cash flow
                  </th>
                  {titled ? (
                    <th scope="col" className="py-1 pr-3 font-medium">
                      Project
                    </th>
                  ) : null}
                  <th scope="col" className="py-1 text-right font-medium">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {flows.map((flow, index) => (
                  <tr key={`${flow.date}-${flow.kind}-${index}`} className="border-t border-border">
                    <td className="py-1 pr-3 whitespace-nowrap">
                      <time dateTime={flow.date}>{formatDate(flow.date)}</time>
                    </td>
                    <td className="py-1 pr-3">{FLOW_LABELS[flow.kind]}</td>
                    {titled ? <td className="py-1 pr-3">{flow.projectTitle ?? 'All holdings'}</td> : null}
                    <td className="py-1 text-right whitespace-nowrap tabular-nums">{formatCentsAsUsd(decimalToCents(flow.amount))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </details>
  );
}
