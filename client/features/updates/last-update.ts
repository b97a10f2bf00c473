/**
 * "Last update 3 days ago", from the whole days the server counted on the sandbox clock, so
 * the server's render and the browser's read the same.
 */
export function lastUpdateText(daysSinceLastUpdate: number | null): string {
  if (daysSinceLastUpdate === null) return 'No updates yet';
  if (daysSinceLastUpdate <= 0) return 'Last update today';
  if (daysSinceLastUpdate === 1) return 'Last update yesterday';
  return `Last update ${daysSinceLastUpdate} days ago`;
}
