/**
 * Comparing projects' outlooks (decisions.md, "What could happen: the outlook simulator"): how
 * many, with how much, and how the page's address names them.
 */
import { parseCents, type Cents } from '../money';

/** At most this many projects side by side (decisions.md, "What could happen"). */
export const COMPARE_MAX_PROJECTS = 4;
/** The money put in each project when none is asked for. */
export const COMPARE_DEFAULT_AMOUNT_CENTS = 1_000_00 as Cents;
/**
 * Fewer paths than a project's own outlook (10,000): four projects and their split are five
 * summaries, and at 4,000 paths they answer in about the time of one outlook at 10,000. Each
 * column equals the project's outlook asked with `paths=4000` and the same amount.
 */
export const COMPARE_PATHS = 4_000;

export const COMPARE_PROJECTS_MESSAGE = `projects must be 1 to ${COMPARE_MAX_PROJECTS} project numbers separated by commas, like 3,7.`;
export const COMPARE_TOO_MANY_MESSAGE = `You can compare up to ${COMPARE_MAX_PROJECTS} projects at once.`;
export const COMPARE_AMOUNT_MESSAGE = 'amount must be an amount in dollars above 0, like 1000 or 99.50.';
export const COMPARE_AMOUNT_LIMIT_CENTS = 1_000_000_00 as Cents;

/** "1,2,3" into distinct project ids in the order given; a message when it is not that. */
export function parseCompareProjects(text: string | null | undefined): { ids: number[] } | { message: string } {
  const parts = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0 || parts.some((part) => !/^[1-9]\d{0,8}$/.test(part))) return { message: COMPARE_PROJECTS_MESSAGE };
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > COMPARE_MAX_PROJECTS) return { message: COMPARE_TOO_MANY_MESSAGE };
  return { ids };
}

/** A dollar amount above 0 and at most $1,000,000 in cents, or null. */
export function parseCompareAmount(text: string): Cents | null {
  const parsed = parseCents(text.trim());
  return parsed === null || parsed <= 0 || parsed > COMPARE_AMOUNT_LIMIT_CENTS ? null : parsed;
}
