import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cents, formatCentsAsShortUsd, formatCentsAsWholeUsd } from '@common/money';
import { formatDate, formatShortDay } from '@/lib/dates';
import { areaPath, chartScale, linePath, xAt, yAt, type ChartPoint } from './chart-geometry';
import { HistoryTable } from './history-table';

const keySteps: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowDown: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  ArrowUp: (index) => index + 1,
  Home: () => 0,
  End: (_, last) => last,
};

const pointSummary = (point: ChartPoint) =>
  `${formatDate(point.date)}: value ${formatCentsAsShortUsd(point.valueCents)}, invested ${formatCentsAsShortUsd(point.investedCents)}`;

/**
 * Portfolio value (violet area) against the money invested (amber dashes). The plot stretches
 * to any width, so labels are HTML around it rather than SVG text that would distort. Pointer,
 * touch and arrow keys move a marker over the days; the figures are also a table for screen readers.
 */
export function ValueChart({ points, caption }: { points: readonly ChartPoint[]; caption: string }) {
  const gradientId = useId();
  const last = points.length - 1;
  const [active, setActive] = useState(last);
  const index = Math.min(Math.max(active, 0), last);
  const point = points[index];
  if (!point) return null;

  const scale = chartScale(points);
  const values = points.map((entry) => entry.valueCents);
  const invested = points.map((entry) => entry.investedCents);
  const ticks = [scale.maxCents, (scale.maxCents + scale.minCents) / 2, scale.minCents];
  const xLabels = [...new Set([0, Math.floor(last / 2), last])].map((at) => ({ at, date: points[at]?.date ?? '' }));

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(Math.round(((event.clientX - box.left) / box.width) * last));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keySteps[event.key];
    if (!move) return;
    event.preventDefault();
    setActive(Math.min(Math.max(move(index, last), 0), last));
  };

  return (
    <figure className="m-0">
      <p className="mb-3 min-h-5 text-sm text-muted-foreground" aria-hidden>
        {pointSummary(point)}
      </p>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3">
        <div className="relative w-14 text-right text-xs text-muted-foreground" aria-hidden>
          {ticks.map((tick, at) => (
            <span key={at} className="absolute right-0 -translate-y-1/2" style={{ top: `${at * 50}%` }}>
              {formatCentsAsWholeUsd(cents(Math.round(tick)))}
            </span>
          ))}
        </div>
        <div
          role="slider"
          tabIndex={0}
          aria-label={caption}
          aria-valuemin={0}
          aria-valuemax={last}
          aria-valuenow={index}
          aria-valuetext={pointSummary(point)}
          onPointerMove={follow}
          onPointerDown={follow}
          onKeyDown={step}
          className="relative h-56 touch-pan-y rounded-lg sm:h-72"
        >
          <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 h-full w-full overflow-visible" aria-hidden>
            <defs>
              <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor="#7c3aed" stopOpacity="0.45" />
                <stop offset="100%" stopColor="#7c3aed" stopOpacity="0" />
              </linearGradient>
            </defs>
            {[0, 50, 100].map((y) => (
              <line key={y} x1="0" x2="100" y1={y} y2={y} stroke="#2c2b40" strokeWidth="1" vectorEffect="non-scaling-stroke" />
            ))}
            <path d={areaPath(values, scale)} fill={`url(#${gradientId})`} />
            <path
              d={linePath(invested, scale)}
              fill="none"
              stroke="#f59e0b"
              strokeWidth="1.5"
              strokeDasharray="5 4"
              vectorEffect="non-scaling-stroke"
            />
            <path d={linePath(values, scale)} fill="none" stroke="#a78bfa" strokeWidth="2.5" vectorEffect="non-scaling-stroke" />
          </svg>
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 w-px bg-muted-foreground/40"
            style={{ left: `${xAt(index, points.length)}%` }}
          />
          <span
            aria-hidden
            className="pointer-events-none absolute h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background bg-[#a78bfa]"
            style={{ left: `${xAt(index, points.length)}%`, top: `${yAt(point.valueCents, scale)}%` }}
          />
        </div>
        <div className="relative col-start-2 mt-2 h-4 text-xs text-muted-foreground" aria-hidden>
          {xLabels.map(({ at, date }) => (
            <span
              key={at}
              className={at === 0 ? 'absolute left-0' : at === last ? 'absolute right-0' : 'absolute -translate-x-1/2'}
              style={at === 0 || at === last ? undefined : { left: `${xAt(at, points.length)}%` }}
            >
              {formatShortDay(date)}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="h-1 w-5 rounded bg-[#a78bfa]" /> Portfolio value
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="w-5 border-t-2 border-dashed border-accent" /> Amount invested
        </span>
      </figcaption>
      <HistoryTable points={points} caption={caption} />
    </figure>
  );
}
