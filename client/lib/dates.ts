const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dayFormatUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDayUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "Mar 5, 2026". Calendar dates ("2026-03-05") are shown as written, whatever the viewer's
 * time zone; moments (ISO timestamps) in the viewer's own time zone.
 */
export function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return (dateOnly.test(value) ? dayFormatUtc : dayFormat).format(date);
}

/** "Mar 5" for a calendar date, for chart axes. */
export function formatShortDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : shortDayUtc.format(date);
}
