import { cents, type Cents } from '@common/money';
import { indicativePriceCents } from '@common/rules/market';

/**
 * What an active holding is worth (decisions.md, "Holdings and their value"): its shares at the
 * project's indicative price (the share price at the latest revaluation), whatever was paid
 * for them, so two holdings of the same shares are worth the same.
 */
export function holdingValueCents(shares: number, sharePriceCents: Cents, valueBp: number): Cents {
  return cents(shares * indicativePriceCents(sharePriceCents, valueBp));
}
