const dayFormatUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDayUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "Mar 5, 2026". Calendar dates ("2026-03-05") are shown as written, whatever the viewer's
 * time zone; moments (ISO timestamps) in `timeZone` (`useViewerTimeZone`; undefined: the browser's).
 */
export function formatDate(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  if (dateOnly.test(value)) return dayFormatUtc.format(date);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

/** "Mar 5, 2026": the UTC day of a moment, from common/, which the server's messages write with too. */
export { formatDayUtc } from '@common/dates';

/** "Mar 5" for a calendar date, for chart axes. */
export function formatShortDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : shortDayUtc.format(date);
}

/** "Jun 27, 2026, 00:00 UTC": from common/, which the server's notifications write with too. */
export { formatMomentUtc } from '@common/dates';

/** "Mar 5, 2026, 2:05 PM" in `timeZone` (`useViewerTimeZone`), for when something happened. */
export function formatDateTime(value: string | Date, timeZone: string | undefined): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? String(value)
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
