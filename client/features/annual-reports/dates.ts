import { formatDayUtc } from '@common/dates';

/** `2031-04-30` → "Apr 30, 2031": a due date, a day the rules define in UTC. */
export const dueDay = (dueDate: string): string => formatDayUtc(`${dueDate}T00:00:00Z`);
