import { centsToDecimal, type Cents } from '@common/money';
import { COMPARE_AMOUNT_MESSAGE, COMPARE_DEFAULT_AMOUNT_CENTS, parseCompareAmount, parseCompareProjects } from '@common/rules/compare';

/** What the compare page's address asks for: `/compare?projects=1,2&amount=1000`. */
export interface CompareRequest {
  ids: number[];
  amountCents: Cents;
  /** Why the address's projects cannot be read; null when they can or none were given. */
  projectsProblem: string | null;
  /** Why the address's amount cannot be read (the default is used); null otherwise. */
  amountProblem: string | null;
}

/** Reads the page's address, the same way on the server's first render and in the browser. */
export function readCompareSearch(search: URLSearchParams): CompareRequest {
  const projectsText = search.get('projects');
  const parsed = projectsText === null || projectsText.trim() === '' ? { ids: [] } : parseCompareProjects(projectsText);
  const amountText = search.get('amount');
  const amount = amountText === null ? COMPARE_DEFAULT_AMOUNT_CENTS : parseCompareAmount(amountText);
  return {
    ids: 'ids' in parsed ? parsed.ids : [],
    projectsProblem: 'message' in parsed ? parsed.message : null,
    amountCents: amount ?? COMPARE_DEFAULT_AMOUNT_CENTS,
    amountProblem: amount === null ? COMPARE_AMOUNT_MESSAGE : null,
  };
}

/** The query string of a comparison, in one spelling (the query's key and the address agree). */
export function compareParams(ids: readonly number[], amountCents: Cents): string {
  return `projects=${ids.join(',')}&amount=${centsToDecimal(amountCents)}`;
}

/** The page's address for these projects (and amount, when not the default). */
export function compareHref(ids: readonly number[], amountCents: Cents = COMPARE_DEFAULT_AMOUNT_CENTS): string {
  if (ids.length === 0) return '/compare';
  return amountCents === COMPARE_DEFAULT_AMOUNT_CENTS
    ? `/compare?projects=${ids.join(',')}`
    : `/compare?${compareParams(ids, amountCents)}`;
}
