import { cents, type Cents } from '@common/money';

/** What an active holding is worth: its amount at the project's latest revaluation (basis points of the amount). */
export function holdingValueCents(amountCents: Cents, valueBp: number): Cents {
  return cents(Math.round((amountCents * valueBp) / 10_000));
}
