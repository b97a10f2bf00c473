import { useId, useMemo } from 'react';
import type { Outlook } from '@common/rules/outlook';
import { ChartFrame } from '@/components/charts/chart-frame';
import { ChartLegend } from '@/components/charts/chart-legend';
import { useElementWidth } from '@/lib/use-element-width';
import { fanChartHeight, fanLayout } from './fan-layout';
import { OutlookTable } from './outlook-table';

const BAND_COLOUR = '#a78bfa';
const MEDIAN_COLOUR = '#c4b5fd';
const PLAN_COLOUR = '#f59e0b';

/**
 * The quarterly payouts' fan: the P10-P90 band, the P50 line and the plan (dashed), drawn for the
 * measured width (nothing on the server: the table below gives the same figures there). A
 * picture only: the sentences above say what it shows and the table behind it gives each figure.
 */
export function FanChart({ outlook, caption }: { outlook: Outlook; caption: string }) {
  const summaryId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const layout = useMemo(() => (width > 0 ? fanLayout(outlook, width) : null), [outlook, width]);
  const first = outlook.quarters[0];
  const last = outlook.quarters.at(-1);
  return (
    <figure className="m-0" aria-labelledby={summaryId}>
      <figcaption id={summaryId} className="text-sm font-medium text-foreground">
        {caption}
        {first && last ? (
          <span className="sr-only">
            {' '}
            from {first.quarter} to {last.quarter}; the figures are in the table that follows.
          </span>
        ) : null}
      </figcaption>
      <div ref={ref} className="relative mt-3 w-full" style={{ height: fanChartHeight(width) }}>
        {layout ? (
          <ChartFrame layout={layout} testId="fan-chart">
            <path d={layout.band} fill={BAND_COLOUR} fillOpacity={0.25} stroke="none" data-testid="fan-band" />
            <path d={layout.median} fill="none" stroke={MEDIAN_COLOUR} strokeWidth={2.5} strokeLinejoin="round" />
            <path d={layout.plan} fill="none" stroke={PLAN_COLOUR} strokeWidth={1.5} strokeDasharray="5 4" />
          </ChartFrame>
        ) : null}
      </div>
      <ChartLegend
        className="mt-3"
        entries={[
          { label: 'P10 to P90 (8 in 10 futures)', colour: BAND_COLOUR, mark: 'line' },
          { label: 'P50 (the middle future)', colour: MEDIAN_COLOUR, mark: 'line' },
          { label: 'Plan (expected revenue)', colour: PLAN_COLOUR, mark: 'dashed' },
        ]}
      />
      <OutlookTable outlook={outlook} caption={caption} />
    </figure>
  );
}
