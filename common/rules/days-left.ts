const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left until the end of `timeline.endDate`, a calendar date in UTC. The server takes
 * investments through the end date, so on that day one day is left; 0 or less means the
 * project has ended. An unreadable date counts as ended.
 */
export function daysLeft(endDate: string, now: Date = new Date()): number {
  const endOfEndDate = Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`) + DAY_MS;
  if (Number.isNaN(endOfEndDate)) return 0;
  return Math.ceil((endOfEndDate - now.getTime()) / DAY_MS);
}

export function hasEnded(endDate: string, now: Date = new Date()): boolean {
  return daysLeft(endDate, now) <= 0;
}

/** "24 days left", "1 day left", or the spec's 'Ended' when not above zero. */
export function formatDaysLeft(days: number): string {
  if (days <= 0) return 'Ended';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}
