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
