import { formatCentsAsShortUsd, quoteInvestment, type Cents, type InvestmentQuote } from '../money';

/** What the investment checks need to know about a project, in cents. */
export interface InvestableProject {
  minInvestmentCents: Cents;
  sharePriceCents: Cents;
  availableShares: number;
}

export interface InvestmentProblem {
  /** The toast title the spec gives the check. */
  title: string;
  message: string;
}

export type InvestmentCheck = { ok: true; quote: InvestmentQuote } | { ok: false; problem: InvestmentProblem };

export const minimumInvestmentMessage = (minInvestmentCents: Cents) =>
  `Minimum investment is ${formatCentsAsShortUsd(minInvestmentCents)}.`;
export const onlySharesAvailableMessage = (availableShares: number) => `Only ${availableShares} shares are available.`;
export const TOO_SMALL_FOR_SHARES_MESSAGE = 'Investment amount too small for any shares.';

/**
 * The spec's amount checks (section 5, rules 3 to 5) in its order, shared by the invest form
 * and the server so both say exactly the same thing: minimum, shares available, at least one share.
 */
export function checkInvestmentAmount(amountCents: Cents, project: InvestableProject): InvestmentCheck {
  if (amountCents < project.minInvestmentCents) {
    return { ok: false, problem: { title: 'Invalid Investment', message: minimumInvestmentMessage(project.minInvestmentCents) } };
  }
  const quote = quoteInvestment(amountCents, project.sharePriceCents);
  if (quote.shares > project.availableShares) {
    return { ok: false, problem: { title: 'Insufficient Shares', message: onlySharesAvailableMessage(project.availableShares) } };
  }
  if (quote.shares <= 0) {
    return { ok: false, problem: { title: 'Invalid Investment', message: TOO_SMALL_FOR_SHARES_MESSAGE } };
  }
  return { ok: true, quote };
}
