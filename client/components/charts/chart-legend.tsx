/** How a series is drawn: a solid line, a dashed line, or dots. */
export type LegendMark = 'line' | 'dashed' | 'dot';

export interface LegendEntry {
  label: string;
  colour: string;
  mark: LegendMark;
}

const markClass: Record<LegendMark, string> = {
  line: 'h-1 w-5 rounded',
  dashed: 'w-5 border-t-2 border-dashed',
  dot: 'size-3 rounded-full',
};

/** A chart's legend: each series' mark in its colour, then its name. */
export function ChartLegend({ entries, className = '' }: { entries: LegendEntry[]; className?: string }) {
  return (
    <ul aria-label="Legend" className={`flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground ${className}`}>
      {entries.map(({ label, colour, mark }) => (
        <li key={label} className="inline-flex items-center gap-2">
          <span aria-hidden className={markClass[mark]} style={mark === 'dashed' ? { borderColor: colour } : { backgroundColor: colour }} />{' '}
          {label}
        </li>
      ))}
    </ul>
  );
}
