import { useId, useMemo } from 'react';
import { useSandboxNow } from '@/features/sandbox';
import { useElementWidth } from '@/lib/use-element-width';
import {
  curveHeight,
  fundingCurveLayout,
  fundingCurveSummary,
  type FundingCurveData,
  type FundingCurveLayout,
} from './funding-curve-layout';
import { AreaGradient, ChartFrame } from '@/components/charts/chart-frame';
import { ChartLegend } from '@/components/charts/chart-legend';

const RAISED_COLOUR = '#a78bfa';
const GOAL_COLOUR = '#f59e0b';

/**
 * What the project raised over time against its goal, drawn for the measured width (nothing on
 * the server, whose width is unknown); the summary under it says the same in words.
 */
export function FundingCurve({ data, title }: { data: FundingCurveData; title: string }) {
  const summaryId = useId();
  const gradientId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const now = useSandboxNow();
  const day = now.toISOString().slice(0, 10);
  // Laid out again when the width or the sandbox's day changes, not on every render.
  const layout = useMemo(() => (width > 0 ? fundingCurveLayout(data, width, new Date(`${day}T23:59:59Z`)) : null), [data, width, day]);
  return (
    <figure className="m-0" aria-labelledby={`${summaryId}-caption`} aria-describedby={summaryId}>
      <figcaption id={`${summaryId}-caption`} className="text-sm font-semibold">
        Funding curve: {title}
      </figcaption>
      <div ref={ref} className="relative mt-3 w-full" style={{ height: curveHeight(width) }}>
        {layout ? <CurveDrawing layout={layout} gradientId={gradientId} /> : null}
      </div>
      <ChartLegend
        className="mt-2"
        entries={[
          { label: 'Raised', colour: RAISED_COLOUR, mark: 'line' },
          { label: 'Goal', colour: GOAL_COLOUR, mark: 'dashed' },
        ]}
      />
      <p id={summaryId} className="mt-2 text-sm text-muted-foreground">
        {fundingCurveSummary(data)}
      </p>
    </figure>
  );
}

/** The marks on the frame: the raised area and step line, and the goal as a dashed line across. */
function CurveDrawing({ layout, gradientId }: { layout: FundingCurveLayout; gradientId: string }) {
  const { plot } = layout;
  return (
    <ChartFrame layout={layout} testId="funding-curve">
      <AreaGradient id={gradientId} colour={RAISED_COLOUR} />
      <path d={layout.raisedArea} fill={`url(#${gradientId})`} />
      <path d={layout.raisedPath} fill="none" stroke={RAISED_COLOUR} strokeWidth={2.5} strokeLinejoin="round" />
      <line
        x1={plot.left}
        x2={plot.right}
        y1={layout.goalY}
        y2={layout.goalY}
        stroke={GOAL_COLOUR}
        strokeWidth={1.5}
        strokeDasharray="5 4"
      />
    </ChartFrame>
  );
}
