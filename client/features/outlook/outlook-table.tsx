import { decimalToCents, formatCentsAsUsd } from '@common/money';
import type { Outlook } from '@common/rules/outlook';
import { quarterName } from '@common/rules/quarters';

/**
 * The fan chart's figures as a table behind a disclosure (a native `<details>`: it opens with the
 * keyboard, and without JavaScript). Its box scrolls sideways on a narrow phone, never the page,
 * and can be focused to scroll with the keys.
 */
export function OutlookTable({ outlook, caption }: { outlook: Outlook; caption: string }) {
  return (
    <details className="group mt-4 rounded-xl border border-border">
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-medium text-foreground hover:bg-muted/60">
        Show the chart’s figures as a table
      </summary>
      <div className="overflow-x-auto px-2 pb-3" tabIndex={0} role="region" aria-label={`${caption}: table`}>
        <table className="w-full min-w-[28rem] text-left text-sm tabular-nums">
          <caption className="px-2 py-2 text-left text-xs text-muted-foreground">{caption} (hypothetical, per quarter)</caption>
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              <th scope="col" className="px-2 py-1.5 font-medium">
                Quarter
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                P10
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                P50
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                P90
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                Plan
              </th>
            </tr>
          </thead>
          <tbody>
            {outlook.quarters.map((quarter) => (
              <tr key={quarter.quarter} className="border-b border-border/60 last:border-0">
                <th scope="row" className="px-2 py-1.5 font-medium">
                  {quarterName(quarter.quarter)}
                </th>
                {([quarter.p10, quarter.p50, quarter.p90, quarter.plan] as const).map((value, index) => (
                  <td key={index} className="px-2 py-1.5 text-right">
                    {formatCentsAsUsd(decimalToCents(value))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
