import { useId, useMemo } from 'react';
import { formatCentsAsUsd } from '@common/money';
import type { HoldingOutlook } from '@common/schemas/holding-outlook';
import { ChartFrame } from '@/components/charts/chart-frame';
import { ChartLegend } from '@/components/charts/chart-legend';
import { useElementWidth } from '@/lib/use-element-width';
import { bandQuarters, holdingBandHeight, holdingBandLayout, holdingBandSummary } from './holding-band-layout';
import { quarterName } from '@common/rules/quarters';

const BAND_COLOUR = '#a78bfa';
const MEDIAN_COLOUR = '#c4b5fd';
const PAID_COLOUR = '#4ade80';

/** The chart's figures, behind a native disclosure (it opens with the keyboard); its box, not the page, scrolls on a narrow phone. */
function HoldingBandTable({ outlook, caption }: { outlook: HoldingOutlook; caption: string }) {
  const cell = 'px-2 py-1.5 text-right';
  return (
    <details className="mt-4 rounded-xl border border-border">
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-medium text-foreground hover:bg-muted/60">
        Show the chart’s figures as a table
      </summary>
      <div className="relative overflow-x-auto px-2 pb-3" tabIndex={0} role="region" aria-label={`${caption}: table`}>
        <table className="w-full min-w-[24rem] text-left text-sm tabular-nums">
          <caption className="px-2 py-2 text-left text-xs text-muted-foreground">
            {caption}: the forecast at purchase (hypothetical) and what each quarter paid
          </caption>
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              <th scope="col" className="px-2 py-1.5 font-medium">
                Quarter
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                P10
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                P50
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                P90
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Paid
              </th>
            </tr>
          </thead>
          <tbody>
            {bandQuarters(outlook).map((quarter) => (
              <tr key={quarter.quarter} className="border-b border-border/60 last:border-0">
                <th scope="row" className="px-2 py-1.5 font-medium whitespace-nowrap">
                  {quarterName(quarter.quarter)}
                </th>
                <td className={cell}>{formatCentsAsUsd(quarter.p10)}</td>
                <td className={cell}>{formatCentsAsUsd(quarter.p50)}</td>
                <td className={cell}>{formatCentsAsUsd(quarter.p90)}</td>
                <td className={`${cell} font-semibold`}>
                  {quarter.paid === null ? (
                    <>
                      <span aria-hidden>—</span>
                      <span className="sr-only">Not paid</span>
                    </>
                  ) : (
                    formatCentsAsUsd(quarter.paid)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * The holding's realized payouts over the band forecast for it when it was bought, drawn for the
 * measured width (nothing on the server). A picture: the sentence under it says what it shows,
 * and the table behind it gives every figure.
 */
export function HoldingBandChart({ outlook, title }: { outlook: HoldingOutlook; title: string }) {
  const captionId = useId();
  const summaryId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const layout = useMemo(() => (width > 0 ? holdingBandLayout(outlook, width) : null), [outlook, width]);
  const caption = `${title}: payouts against the forecast at purchase`;
  return (
    <figure className="m-0" aria-labelledby={captionId} aria-describedby={summaryId}>
      <figcaption id={captionId} className="sr-only">
        {caption}
      </figcaption>
      {/* A little room on the left: the y labels' widths are estimated, and a wide "$" must not be cut. */}
      <div className="pl-1">
        <div ref={ref} className="relative w-full" style={{ height: holdingBandHeight(width) }} data-testid="holding-band-chart">
          {layout ? (
            <ChartFrame layout={layout} testId="holding-band">
              <path d={layout.band} fill={BAND_COLOUR} fillOpacity={0.25} stroke="none" data-testid="holding-band-area" />
              <path d={layout.median} fill="none" stroke={MEDIAN_COLOUR} strokeWidth={2} strokeLinejoin="round" />
              <g data-testid="holding-band-paid">
                {layout.dots.map((dot) => (
                  <circle key={dot.quarter} cx={dot.x} cy={dot.y} r={4.5} fill={PAID_COLOUR} stroke="#0f0e17" strokeWidth={1.5} />
                ))}
              </g>
            </ChartFrame>
          ) : null}
        </div>
      </div>
      <ChartLegend
        className="mt-2"
        entries={[
          { label: 'P10 to P90 (hypothetical)', colour: BAND_COLOUR, mark: 'line' },
          { label: 'P50 (hypothetical)', colour: MEDIAN_COLOUR, mark: 'line' },
          { label: 'Paid', colour: PAID_COLOUR, mark: 'dot' },
        ]}
      />
      <p id={summaryId} className="mt-2 text-sm text-muted-foreground">
        {holdingBandSummary(outlook)}
      </p>
      <HoldingBandTable outlook={outlook} caption={title} />
    </figure>
  );
}
