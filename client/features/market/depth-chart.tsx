import { useId, useMemo } from 'react';
import { AreaGradient, ChartFrame } from '@/components/charts/chart-frame';
import { ChartLegend } from '@/components/charts/chart-legend';
import { useElementWidth } from '@/lib/use-element-width';
import { depthHeight, depthLayout, depthSummary, type DepthData, type DepthLayout } from './depth-layout';

const BID_COLOUR = '#4ade80';
const ASK_COLOUR = '#f87171';
const INDICATIVE_COLOUR = '#f59e0b';

/**
 * The book's depth by price, drawn for the measured width (nothing on the server, whose width
 * is unknown). A picture: the figure is named "Depth chart" and described by the book in words;
 * the tables beside it give every level.
 */
export function DepthChart({ data }: { data: DepthData }) {
  const captionId = useId();
  const summaryId = useId();
  const bidGradient = useId();
  const askGradient = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const layout = useMemo(() => (width > 0 ? depthLayout(data, width) : null), [data, width]);
  return (
    <figure className="m-0" aria-labelledby={captionId} aria-describedby={summaryId}>
      <figcaption id={captionId} className="text-sm font-semibold">
        Depth chart
      </figcaption>
      <div ref={ref} className="relative mt-3 w-full" style={{ height: depthHeight(width) }} data-testid="depth-chart">
        {layout ? <DepthDrawing layout={layout} bidGradient={bidGradient} askGradient={askGradient} /> : null}
      </div>
      <ChartLegend
        className="mt-2"
        entries={[
          { label: 'Bids (shares at this price or higher)', colour: BID_COLOUR, mark: 'line' },
          { label: 'Asks (shares at this price or lower)', colour: ASK_COLOUR, mark: 'line' },
          { label: 'Indicative value', colour: INDICATIVE_COLOUR, mark: 'dashed' },
        ]}
      />
      <p id={summaryId} className="mt-2 text-sm text-muted-foreground">
        {depthSummary(data)}
      </p>
    </figure>
  );
}

function DepthDrawing({ layout, bidGradient, askGradient }: { layout: DepthLayout; bidGradient: string; askGradient: string }) {
  const { plot } = layout;
  return (
    <ChartFrame layout={layout} testId="depth-chart">
      <AreaGradient id={bidGradient} colour={BID_COLOUR} />
      <AreaGradient id={askGradient} colour={ASK_COLOUR} />
      {layout.bidArea ? <path d={layout.bidArea} fill={`url(#${bidGradient})`} /> : null}
      {layout.askArea ? <path d={layout.askArea} fill={`url(#${askGradient})`} /> : null}
      {layout.bidPath ? <path d={layout.bidPath} fill="none" stroke={BID_COLOUR} strokeWidth={2} data-testid="depth-bids" /> : null}
      {layout.askPath ? <path d={layout.askPath} fill="none" stroke={ASK_COLOUR} strokeWidth={2} data-testid="depth-asks" /> : null}
      {layout.indicativeX !== null ? (
        <line
          x1={layout.indicativeX}
          x2={layout.indicativeX}
          y1={plot.top}
          y2={plot.bottom}
          stroke={INDICATIVE_COLOUR}
          strokeWidth={1.5}
          strokeDasharray="5 4"
        />
      ) : null}
    </ChartFrame>
  );
}
