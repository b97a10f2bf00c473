import { useId } from 'react';
import type { HistoryRange } from '@common/schemas/portfolio';
import { timeframes } from './timeframes';

/** A native select: the lightest control that works with every keyboard, screen reader and phone. */
export function TimeframeSelect({ value, onChange }: { value: HistoryRange; onChange: (range: HistoryRange) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-muted-foreground">
        Timeframe
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as HistoryRange)}
        className="h-10 w-40 cursor-pointer rounded-lg border border-input bg-card px-3 text-base text-foreground"
      >
        {timeframes.map((timeframe) => (
          <option key={timeframe.value} value={timeframe.value}>
            {timeframe.label}
          </option>
        ))}
      </select>
    </div>
  );
}
