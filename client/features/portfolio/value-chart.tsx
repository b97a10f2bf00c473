import { useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useElementWidth } from '@/lib/use-element-width';
import { lastOfEachDay, payoutMarkers, pointIndexAt, type ChartPayout, type ChartPoint } from './chart-geometry';
import { chartHeight, valueChartLayout, type ChartLayout } from './chart-layout';
import { chartSummary, pointReadout } from './chart-text';
import { dayNumber } from '@/components/charts/chart-ticks';
import { AreaGradient, ChartFrame } from '@/components/charts/chart-frame';
import { ChartLegend } from '@/components/charts/chart-legend';
import { HistoryTable } from './history-table';

const VALUE_COLOUR = '#a78bfa';
const INVESTED_COLOUR = '#f59e0b';
const PAYOUT_COLOUR = '#86efac';

const keySteps: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowDown: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  ArrowUp: (index) => index + 1,
  Home: () => 0,
  End: (_, last) => last,
};

interface ValueChartProps {
  points: readonly ChartPoint[];
  payouts: readonly ChartPayout[];
  caption: string;
}

/**
 * Portfolio value (violet steps over a faint area) against the money invested (amber dashed
 * steps), with a green dot on the value line at each payout. Values change only at events, so
 * both lines hold flat until the next point. Drawn in pixels for the measured width, so labels
 * are real text and fewer ticks show on a phone. Pointer, touch and arrow keys move a marker
 * over the points; a summary and a table give the figures to screen readers.
 */
export function ValueChart({ points, payouts, caption }: ValueChartProps) {
  const days = useMemo(() => lastOfEachDay(points), [points]);
  if (days.every((point) => point.valueCents === 0 && point.investedCents === 0)) {
    return <p className="py-10 text-center text-sm text-muted-foreground">Invest in a project to see your portfolio value over time.</p>;
  }
  return <StepChart points={days} payouts={payouts} caption={caption} />;
}

function StepChart({ points, payouts, caption }: ValueChartProps) {
  const summaryId = useId();
  const gradientId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const last = points.length - 1;
  const [active, setActive] = useState(last);
  const index = Math.min(Math.max(active, 0), last);
  const point = points[index];

  const markers = useMemo(() => payoutMarkers(payouts, points), [payouts, points]);
  const pointDays = useMemo(() => points.map((entry) => dayNumber(entry.date)), [points]);
  const layout = useMemo(() => (width > 0 ? valueChartLayout(points, payouts, width) : null), [points, payouts, width]);
  if (!point) return null;
  const readout = pointReadout(
    point,
    markers.find((marker) => marker.date === point.date),
  );

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (!layout) return;
    const box = event.currentTarget.getBoundingClientRect();
    setActive(pointIndexAt(pointDays, Math.floor(layout.dayAt(event.clientX - box.left) + 1e-6)));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keySteps[event.key];
    if (!move) return;
    event.preventDefault();
    setActive(Math.min(Math.max(move(index, last), 0), last));
  };

  return (
    <figure className="m-0" aria-label={caption} aria-describedby={summaryId}>
      <p id={summaryId} className="sr-only">
        {chartSummary(points, markers)}
      </p>
      <p className="mb-3 min-h-10 text-sm text-muted-foreground sm:min-h-5" aria-hidden>
        {readout}
      </p>
      <div
        ref={ref}
        className="relative w-full touch-pan-y"
        style={{ height: chartHeight(width) }}
        onPointerMove={follow}
        onPointerDown={follow}
      >
        {layout ? (
          <>
            <ChartDrawing layout={layout} activeIndex={index} gradientId={gradientId} />
            <div
              role="slider"
              tabIndex={0}
              aria-label={caption}
              aria-valuemin={0}
              aria-valuemax={last}
              aria-valuenow={index}
              aria-valuetext={readout}
              onKeyDown={step}
              className="absolute rounded-sm"
              style={{
                left: layout.plot.left,
                top: layout.plot.top,
                width: layout.plot.right - layout.plot.left,
                height: layout.plot.bottom - layout.plot.top,
              }}
            />
            {layout.markers.map((marker) => (
              <span
                key={marker.date}
                role="img"
                aria-label={marker.label}
                title={marker.label}
                className="absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-card"
                style={{ left: marker.x, top: marker.y, backgroundColor: PAYOUT_COLOUR }}
              />
            ))}
          </>
        ) : null}
      </div>
      <ChartLegend
        className="mt-3"
        entries={[
          { label: 'Value', colour: VALUE_COLOUR, mark: 'line' },
          { label: 'Invested', colour: INVESTED_COLOUR, mark: 'dashed' },
          ...(markers.length > 0 ? [{ label: 'Payout', colour: PAYOUT_COLOUR, mark: 'dot' as const }] : []),
        ]}
      />
      <HistoryTable points={points} caption={caption} />
    </figure>
  );
}

/** The marks on the frame: the area and both step lines (invested on top, so it shows where they meet), and the active point. */
function ChartDrawing({ layout, activeIndex, gradientId }: { layout: ChartLayout; activeIndex: number; gradientId: string }) {
  const { plot } = layout;
  const active = layout.points[activeIndex];
  return (
    <ChartFrame layout={layout} testId="value-chart">
      <AreaGradient id={gradientId} colour={VALUE_COLOUR} />
      <path d={layout.valueArea} fill={`url(#${gradientId})`} />
      <path d={layout.valuePath} fill="none" stroke={VALUE_COLOUR} strokeWidth={2.5} strokeLinejoin="round" />
      <path d={layout.investedPath} fill="none" stroke={INVESTED_COLOUR} strokeWidth={1.5} strokeDasharray="5 4" />
      {active ? (
        <g pointerEvents="none">
          <line x1={active.x} x2={active.x} y1={plot.top} y2={plot.bottom} stroke="currentColor" strokeOpacity={0.4} />
          <circle cx={active.x} cy={active.valueY} r={5} fill={VALUE_COLOUR} stroke="#151522" strokeWidth={2} />
        </g>
      ) : null}
    </ChartFrame>
  );
}
