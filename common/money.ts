/**
 * Money is integer cents everywhere in the code and the database; the API speaks decimal
 * strings ("1250.00"). This module is the only place that converts between the two.
 */

export const PLATFORM_FEE_RATE_PERCENT = 5;

const decimalPattern = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Parses a non-negative decimal with at most 2 decimals ("12", "12.5", "12.50") into cents; null if it is not one. */
export function parseCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = decimalPattern.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Cents as the API's decimal string: 125000 -> "1250.00", -550 -> "-5.50". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Decimal string (as the API sends) to cents; throws on anything else, for trusted server data. */
export function decimalToCents(decimal: string): number {
  const negative = decimal.startsWith('-');
  const cents = parseCents(negative ? decimal.slice(1) : decimal);
  if (cents === null) throw new Error(`Not a decimal amount: ${decimal}`);
  return negative ? -cents : cents;
}

export interface InvestmentQuote {
  amountCents: number;
  feeCents: number;
  costCents: number;
  shares: number;
}

/**
 * The spec's arithmetic: fee = 5% of the amount (rounded to the cent), cost = amount - fee,
 * shares = floor(cost / sharePrice). Integer-only, so client and server always agree.
 */
export function quoteInvestment(amountCents: number, sharePriceCents: number): InvestmentQuote {
  const feeCents = Math.round((amountCents * PLATFORM_FEE_RATE_PERCENT) / 100);
  const costCents = amountCents - feeCents;
  const shares = sharePriceCents > 0 ? Math.floor(costCents / sharePriceCents) : 0;
  return { amountCents, feeCents, costCents, shares };
}

const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$1,250" : the spec shows USD without decimals, except on add funds. */
export function formatUsd(amount: number | string): string {
  return usdWhole.format(Number(amount));
}

/** "$1,250.00", for add funds and balances. */
export function formatUsdCents(amount: number | string): string {
  return usdCents.format(Number(amount));
}

const usdGrouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * "$100", "$1,000", "$25.50": whole dollars when there are no cents, as the spec's
 * 'Minimum investment is ${min}.' shows them. Takes cents, so it never rounds a real amount away.
 */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = usdGrouped.format(Math.floor(abs / 100));
  const fraction = abs % 100;
  return `${sign}$${whole}${fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`}`;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Compact numbers with up to one decimal: 12500 -> "12.5K". */
export function formatCompact(value: number | string): string {
  return compact.format(Number(value));
}
