import type { HistoryRange } from '@common/schemas/portfolio';

export const timeframes: ReadonlyArray<{ value: HistoryRange; label: string }> = [
  { value: '1m', label: '1 Month' },
  { value: '3m', label: '3 Months' },
  { value: '6m', label: '6 Months' },
  { value: '1y', label: '1 Year' },
  { value: 'all', label: 'All Time' },
];

export const DEFAULT_TIMEFRAME: HistoryRange = '6m';

export function timeframeLabel(range: HistoryRange): string {
  return timeframes.find((timeframe) => timeframe.value === range)?.label ?? range;
}
