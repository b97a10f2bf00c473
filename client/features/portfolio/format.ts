import { formatCentsAsShortUsd, type Cents } from '@common/money';

/** "+$12.34", "-$0.01" or "$0": returns always say which way they went. */
export function formatCentsAsSignedShortUsd(amount: Cents): string {
  const text = formatCentsAsShortUsd(amount);
  return amount > 0 ? `+${text}` : text;
}

/** One decimal, never "-0.0%"; `signed` adds "+" to gains. */
export function formatPercent(value: number, { signed = false } = {}): string {
  const rounded = Math.round(value * 10) / 10;
  const safe = Object.is(rounded, -0) || !Number.isFinite(rounded) ? 0 : rounded;
  return `${signed && safe > 0 ? '+' : ''}${safe.toFixed(1)}%`;
}

/** Text colour for a gain, a loss or nothing; the sign in the text says the same for those who cannot see colour. */
export function toneOf(value: number): string {
  if (value > 0) return 'text-[#86efac]';
  if (value < 0) return 'text-[#fca5a5]';
  return 'text-foreground';
}

/** The tone of an ROI as shown (one decimal), so "0.0%" is never coloured as a gain or a loss. */
export function roiTone(roi: number): string {
  return toneOf(Math.round(roi * 10));
}
