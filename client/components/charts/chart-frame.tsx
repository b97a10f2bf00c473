import type { ReactNode } from 'react';
import type { ChartFrameLayout } from './frame-layout';

const GRID_COLOUR = '#2c2b40';
const TICK_COLOUR = '#4a4860';

/**
 * A chart's picture: the frame (a grid line and a label at each y tick, a tick mark and a label
 * at each x tick) and, over it, the chart's own marks (`children`, drawn with the layout's `x`
 * and `y`). A picture only: each chart gives its figures in words and to screen readers beside
 * it. `testId` names the tick groups (`<testId>-y-ticks`, `<testId>-x-ticks`).
 */
export function ChartFrame({ layout, testId, children }: { layout: ChartFrameLayout; testId?: string; children: ReactNode }) {
  const { plot } = layout;
  return (
    <svg
      width={layout.width}
      height={layout.height}
      className="absolute inset-0 block text-muted-foreground"
      aria-hidden
      focusable="false"
      fontSize={12}
    >
      <g data-testid={testId && `${testId}-y-ticks`}>
        {layout.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke={GRID_COLOUR} />
            <text x={plot.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle" fill="currentColor">
              {tick.label}
            </text>
          </g>
        ))}
      </g>
      <g data-testid={testId && `${testId}-x-ticks`}>
        {layout.xTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={tick.x} x2={tick.x} y1={plot.bottom} y2={plot.bottom + 4} stroke={TICK_COLOUR} />
            <text x={tick.left + tick.width / 2} y={plot.bottom + 18} textAnchor="middle" fill="currentColor">
              {tick.label}
            </text>
          </g>
        ))}
      </g>
      {children}
    </svg>
  );
}

/** A fill that fades from `colour` under a line to nothing at the bottom, for `fill={`url(#${id})`}`. */
export function AreaGradient({ id, colour }: { id: string; colour: string }) {
  return (
    <defs>
      <linearGradient id={id} x1="0" x2="0" y1="0" y2="1">
        <stop offset="0%" stopColor={colour} stopOpacity="0.35" />
        <stop offset="100%" stopColor={colour} stopOpacity="0" />
      </linearGradient>
    </defs>
  );
}
