import { cents, formatCentsAsShortUsd, type Cents } from '../money';

/**
 * Regulation Crowdfunding's limit on what a non-accredited investor may put into crowdfunding
 * offerings over 12 months (17 CFR 227.100, figures as adjusted in 2022), as decisions.md
 * ("Investment limits") states it; shared by the server, which enforces it, and the invest form.
 */
export const LIMIT_FLOOR_CENTS = cents(2_500_00);
export const LIMIT_THRESHOLD_CENTS = cents(124_000_00);
export const LIMIT_CAP_CENTS = cents(124_000_00);
/** The window the limit counts over, in sandbox days. */
export const LIMIT_WINDOW_DAYS = 365;
/** Above this share of declared net worth the invest form warns of the loss. */
export const LOSS_WARNING_PERCENT = 10;
export const MINIMUM_AGE_YEARS = 18;

export const UNDER_AGE_MESSAGE = 'You must be 18 or older to invest.';

export const overLimitMessage = (limitCents: Cents, remainingCents: Cents) =>
  `This amount is over your investment limit of ${formatCentsAsShortUsd(limitCents)} for 12 months. You have ${formatCentsAsShortUsd(remainingCents)} left.`;

/** What the limit needs of a profile; income and net worth not given count as 0. */
export interface LimitFigures {
  annualIncomeCents: Cents | null;
  netWorthCents: Cents | null;
  accredited: boolean;
}

/** The 12-month limit in cents, or null for an accredited investor (no limit). No profile: the floor. */
export function investmentLimitCents(profile: LimitFigures | null): Cents | null {
  if (!profile) return LIMIT_FLOOR_CENTS;
  if (profile.accredited) return null;
  const income = profile.annualIncomeCents ?? 0;
  const netWorth = profile.netWorthCents ?? 0;
  const greater = Math.max(income, netWorth);
  if (income < LIMIT_THRESHOLD_CENTS || netWorth < LIMIT_THRESHOLD_CENTS) {
    return cents(Math.max(LIMIT_FLOOR_CENTS, Math.floor(greater / 20)));
  }
  return cents(Math.min(LIMIT_CAP_CENTS, Math.floor(greater / 10)));
}

/** What is left of a limit after `usedCents` (never below 0); null when there is no limit. */
export function remainingCents(limitCents: Cents | null, usedCents: Cents): Cents | null {
  return limitCents === null ? null : cents(Math.max(0, limitCents - usedCents));
}

/** Whether a date of birth (YYYY-MM-DD) makes someone under 18 on the sandbox day `today` (YYYY-MM-DD). */
export function isUnderAge(dateOfBirth: string | null, today: string): boolean {
  if (!dateOfBirth) return false;
  const [year, monthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)];
  // Born on 29 February: 18 on 1 March in a year without one, as the day after 28 February.
  return `${String(year + MINIMUM_AGE_YEARS).padStart(4, '0')}-${monthDay}` > today;
}

/** What an investor would lose if the project failed, as a whole percent of declared net worth; null without one. */
export function lossShareOfNetWorthPercent(amountCents: Cents, netWorthCents: Cents | null): number | null {
  if (netWorthCents === null || netWorthCents <= 0) return null;
  return (amountCents / netWorthCents) * 100;
}
