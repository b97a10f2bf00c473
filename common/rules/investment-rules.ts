import { amountForShares, formatCentsAsShortUsd, quoteInvestment, type Cents, type InvestmentQuote } from '../money';

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

/** An amount that buys a whole number of shares, offered beside an amount that buys part of one. */
export interface WholeShareAmount {
  shares: number;
  amountCents: Cents;
}

/**
 * What of an amount buys no shares (what is invested after the fee beyond the whole shares), and
 * the amounts around it that buy whole shares: the least amount for the shares it buys (down) and
 * for the next share (up). Only amounts that pass checkInvestmentAmount and buy exactly their
 * shares are offered, so the minimum and the shares available hold.
 */
export function wholeShareAmounts(
  amountCents: Cents,
  project: InvestableProject,
): { unspentCents: Cents; down: WholeShareAmount | null; up: WholeShareAmount | null } {
  const quote = quoteInvestment(amountCents, project.sharePriceCents);
  const unspentCents = Math.max(0, quote.costCents - quote.shares * project.sharePriceCents) as Cents;
  // No shares cost nothing, which the minimum refuses: no offer.
  const offer = (shares: number): WholeShareAmount | null => {
    const offered = amountForShares(shares, project.sharePriceCents);
    const check = checkInvestmentAmount(offered, project);
    return check.ok && check.quote.shares === shares ? { shares, amountCents: offered } : null;
  };
  if (amountCents <= 0 || project.sharePriceCents <= 0) return { unspentCents, down: null, up: null };
  const downShares = Math.min(quote.shares, project.availableShares);
  const down = offer(downShares);
  // The minimum may buy more than the next share does: up is the next whole share the minimum allows.
  const sharesAtMinimum = quoteInvestment(project.minInvestmentCents, project.sharePriceCents).shares;
  const firstAllowed =
    amountForShares(sharesAtMinimum, project.sharePriceCents) >= project.minInvestmentCents ? sharesAtMinimum : sharesAtMinimum + 1;
  const up = offer(Math.max(quote.shares + 1, firstAllowed));
  return { unspentCents, down: down && down.amountCents !== amountCents ? down : null, up };
}
