import type { Responsiveness } from '@common/schemas/questions';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A median answer time as people say it: "under an hour", "3 hours", "2 days". */
export function readableHours(hours: number): string {
  if (hours < 1) return 'under an hour';
  const wholeHours = Math.round(hours);
  if (wholeHours < 24) return plural(wholeHours, 'hour');
  return plural(Math.round(hours / 24), 'day');
}

/** "The creator answered 80% of questions, typically within 3 hours"; null until the server has a figure. */
export function responsivenessText(responsiveness: Responsiveness): string | null {
  if (!responsiveness) return null;
  const { answeredPercent, typicalHours } = responsiveness;
  const within = typicalHours === null ? '' : `, typically within ${readableHours(typicalHours)}`;
  return `The creator answered ${answeredPercent}% of questions${within}`;
}
