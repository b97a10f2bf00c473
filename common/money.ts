/**
 * Money is integer cents everywhere in the code and the database; the API speaks decimal
 * strings ("1250.00"). This module is the only place that converts between the two, and
 * every formatter's name says the unit it takes.
 */

declare const centsBrand: unique symbol;
/** A whole number of US cents. Plain numbers become Cents only through `cents()` or a parser here. */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/** Brands a whole number of cents; throws on anything else, so a dollar figure can't slip in. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number of cents: ${value}`);
  return value as Cents;
}

/** The sum of amounts in cents. */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Cents;
}

/** Whole dollars (a quick-select button, a form's number) in cents. */
export function dollarsToCents(dollars: number): Cents {
  return cents(Math.round(dollars * 100));
}

export const PLATFORM_FEE_RATE_PERCENT = 5;

/** How a funded project's revenue is split, as the landing page promises: the creator's part is what the others leave. */
export const REVENUE_SPLIT_PERCENT = { creator: 70, investors: 25, platform: 5 } as const;

/** A project's revenue for a quarter, split between its creator, its investors' pool and the platform. */
export interface RevenueSplit {
  creator: Cents;
  investors: Cents;
  platform: Cents;
}

/** The investors' 25% and the platform's 5%, each rounded to the cent; the creator gets the rest (about 70%), so the parts sum to the revenue. */
export function splitRevenue(revenue: Cents): RevenueSplit {
  const investors = Math.round((revenue * REVENUE_SPLIT_PERCENT.investors) / 100) as Cents;
  const platform = Math.round((revenue * REVENUE_SPLIT_PERCENT.platform) / 100) as Cents;
  return { creator: (revenue - investors - platform) as Cents, investors, platform };
}

const decimalPattern = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Parses a non-negative decimal with at most 2 decimals ("12", "12.5", "12.50") into cents; null if it is not one. */
export function parseCents(value: string | number): Cents | null {
  // A number that is not finite reads "NaN" or "Infinity", which the pattern refuses.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = decimalPattern.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return (whole * 100 + fraction) as Cents;
}

/** Cents as the API's decimal string: 125000 -> "1250.00", -550 -> "-5.50". */
export function centsToDecimal(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Decimal string (as the API sends) to cents; throws on anything else, for trusted server data. */
export function decimalToCents(decimal: string): Cents {
  const negative = decimal.startsWith('-');
  const parsed = parseCents(negative ? decimal.slice(1) : decimal);
  if (parsed === null) throw new Error(`Not a decimal amount: ${decimal}`);
  return (negative ? -parsed : parsed) as Cents;
}

export interface InvestmentQuote {
  amountCents: Cents;
  feeCents: Cents;
  costCents: Cents;
  shares: number;
}

/** The platform's 5% of an investment's amount, rounded to the cent. */
export function platformFeeCents(amountCents: Cents): Cents {
  return Math.round((amountCents * PLATFORM_FEE_RATE_PERCENT) / 100) as Cents;
}

/**
 * The spec's arithmetic as decisions.md pins it: shares = floor((amount - 5%) / sharePrice),
 * computed exactly on the unrounded fee, in integers ($52.63 at $5 a share buys 9 shares, not
 * 10); the fee is rounded to the cent only where it is shown or posted. Client and server
 * call this same function, so they always agree.
 */
export function quoteInvestment(amountCents: Cents, sharePriceCents: Cents): InvestmentQuote {
  const feeCents = platformFeeCents(amountCents);
  const costCents = (amountCents - feeCents) as Cents;
  const keptPercent = 100 - PLATFORM_FEE_RATE_PERCENT;
  const shares = sharePriceCents > 0 ? Math.floor((amountCents * keptPercent) / (sharePriceCents * 100)) : 0;
  return { amountCents, feeCents, costCents, shares };
}

/**
 * quoteInvestment inverted: the smallest amount that buys `shares` shares, i.e. the least amount
 * whose 95% covers them, rounded up to the cent.
 */
export function amountForShares(shares: number, sharePriceCents: Cents): Cents {
  const keptPercent = 100 - PLATFORM_FEE_RATE_PERCENT;
  return Math.ceil((shares * sharePriceCents * 100) / keptPercent) as Cents;
}

const usdGrouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function formatUsdParts(amount: Cents, fraction: 'never' | 'always' | 'when-present'): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const centsPart = abs % 100;
  // Whole dollars round half up, as Intl does; the sign stays with the rounded figure.
  const whole = fraction === 'never' ? Math.round(abs / 100) : Math.floor(abs / 100);
  // Only whole dollars can round a negative amount to zero; an exact zero has no sign to drop.
  const shownSign = whole === 0 && fraction === 'never' ? '' : sign;
  const decimals =
    fraction === 'always' || (fraction === 'when-present' && centsPart !== 0) ? `.${String(centsPart).padStart(2, '0')}` : '';
  return `${shownSign}$${usdGrouped.format(whole)}${decimals}`;
}

/** "$1,250": the spec shows USD without decimals, except on add funds. */
export function formatCentsAsWholeUsd(amount: Cents): string {
  return formatUsdParts(amount, 'never');
}

/** "$1,250.00", for add funds and balances. */
export function formatCentsAsUsd(amount: Cents): string {
  return formatUsdParts(amount, 'always');
}

/**
 * "$100", "$1,000", "$25.50": whole dollars when there are no cents, as the spec's
 * 'Minimum investment is ${min}.' shows them, so a real amount is never rounded away.
 */
export function formatCentsAsShortUsd(amount: Cents): string {
  return formatUsdParts(amount, 'when-present');
}

/** Cents in one unit of each compact suffix, largest first. */
const compactUnits: ReadonlyArray<readonly [number, string]> = [
  [100_000_000_000, 'B'],
  [100_000_000, 'M'],
  [100_000, 'K'],
];

/**
 * "$1.5K", "$2K", "$1.25M", "$500": a chart axis's short money label that is never rounded.
 * A suffix is used only when the amount is exact with at most two decimals of it; anything
 * finer reads as `formatCentsAsShortUsd` does ("$1,002.50"), so two different amounts never
 * share a label.
 */
export function formatCentsAsCompactUsd(amount: Cents): string {
  const abs = Math.abs(amount);
  for (const [unit, suffix] of compactUnits) {
    const hundredth = unit / 100;
    if (abs < unit || abs % hundredth !== 0) continue;
    const whole = Math.floor(abs / unit);
    const fraction = String((abs % unit) / hundredth)
      .padStart(2, '0')
      .replace(/0+$/, '');
    return `${amount < 0 ? '-' : ''}$${usdGrouped.format(whole)}${fraction ? `.${fraction}` : ''}${suffix}`;
  }
  return formatCentsAsShortUsd(amount);
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** "$6.2K": an estimate's rounded compact label (a creator's monthly revenue), never an amount to reconcile. */
export function formatCentsAsRoundedCompactUsd(amount: Cents): string {
  return `${amount < 0 ? '-' : ''}$${compact.format(Math.abs(amount) / 100)}`;
}

/** Compact counts with up to one decimal: 12500 -> "12.5K". Not money: money has its own formatters above. */
export function formatCompact(value: number | string): string {
  return compact.format(Number(value));
}
