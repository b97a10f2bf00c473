const momentUtc = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/**
 * "Jun 27, 2026, 00:00 UTC": a campaign's deadlines, which the rules define in UTC, so every
 * reader sees the same moment whatever their time zone, on the site and in notifications alike.
 */
export function formatMomentUtc(value: string | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : momentUtc.format(date);
}

const dayUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * "Mar 5, 2026": the UTC day of a moment, for dates the rules define in UTC (campaign closes, the
 * resale lock), on the site and in the API's messages alike.
 */
export function formatDayUtc(value: string | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dayUtc.format(date);
}
