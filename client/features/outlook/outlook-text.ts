/**
 * The outlook's figures in words (pure): the sentences the "What could this earn?" section reads
 * out, and its figures' labels. Every one is a simulation's, hypothetical: the section says so.
 */
import { cents, formatCentsAsShortUsd, type Cents } from '@common/money';
import type { Outlook } from '@common/rules/outlook';
import { quarterName } from '@common/rules/quarters';

const MONEY_BACK_YEARS = [1, 3, 5] as const;
export type MoneyBackYears = (typeof MONEY_BACK_YEARS)[number];

/** "1 year", "5 years". */
export const yearsWord = (years: number): string => `${years} ${years === 1 ? 'year' : 'years'}`;

/** "7 of 10" from "70.0" (a percent with one decimal); "fewer than 1 of 10" and "almost all 10 of 10" at the ends. */
export function outOfTen(percent: string): string {
  const value = Number(percent);
  const tenths = Math.round(value / 10);
  if (tenths === 0) return value === 0 ? 'none of 10' : 'fewer than 1 of 10';
  if (tenths === 10 && value < 100) return 'more than 9 of 10';
  return `${tenths} of 10`;
}

/** The "money back within" the outlook answers (1, 3 or 5 years) that best fits a horizon: the longest not beyond it. */
export function moneyBackYearsFor(horizonYears: number): MoneyBackYears {
  return [...MONEY_BACK_YEARS].reverse().find((years) => years <= horizonYears) ?? 1;
}

/** A multiple of the amount in dollars, rounded to the cent. */
export const timesAmount = (amountCents: Cents, multiple: string): Cents => cents(Math.round(amountCents * Number(multiple)));

/** "Q1 2029" for the break-even quarter counted from the first quarter of the outlook (1 = its first), or null. */
export function quarterLabel(outlook: Outlook, quarter: number | null): string | null {
  if (quarter === null) return null;
  const found = outlook.quarters[quarter - 1]?.quarter;
  return found ? quarterName(found) : null;
}

export interface OutlookFigure {
  label: string;
  value: string;
}

/** The section's figures: chances, the middle future's return and multiple, and when it breaks even. */
export function outlookFigures(outlook: Outlook, amountCents: Cents, years: number): OutlookFigure[] {
  const backWithin = moneyBackYearsFor(years);
  const evenAt = quarterLabel(outlook, outlook.breakEvenQuarter.p50);
  return [
    { label: `Money back from payouts within ${yearsWord(backWithin)}`, value: `${outlook.moneyBack[backWithin]}%` },
    { label: `Chance of any loss over ${yearsWord(years)}`, value: `${outlook.anyLoss}%` },
    { label: 'Middle annual return (P50 IRR)', value: `${outlook.irr.p50}%` },
    {
      label: `Middle outcome for ${formatCentsAsShortUsd(amountCents)} (P50)`,
      value: `${formatCentsAsShortUsd(timesAmount(amountCents, outlook.multiple.p50))} (${outlook.multiple.p50}×)`,
    },
    { label: 'Middle break-even (P50)', value: evenAt ?? `Not within ${yearsWord(years)}` },
  ];
}

/** The outlook in plain sentences, for an amount over a horizon of `years`. */
export function outlookSentences(outlook: Outlook, amountCents: Cents, years: number): string[] {
  const amount = formatCentsAsShortUsd(amountCents);
  const backWithin = moneyBackYearsFor(years);
  const sentences = [
    `In ${outOfTen(outlook.moneyBack[backWithin])} simulated futures you get your money back within ${yearsWord(backWithin)} from payouts alone (${outlook.moneyBack[backWithin]}%).`,
  ];
  const lossShare = outOfTen(outlook.anyLoss);
  sentences.push(
    Number(outlook.anyLoss) === 0
      ? `In none of them do you end ${yearsWord(years)} with less than the ${amount} you put in, counting payouts and selling your shares at the end.`
      : `In ${lossShare} you end ${yearsWord(years)} with less than the ${amount} you put in, counting payouts and selling your shares at the end (${outlook.anyLoss}%)${
          Number(outlook.totalLoss) > 0 ? `; you lose all of it in ${outlook.totalLoss}%` : ''
        }.`,
  );
  sentences.push(
    `In the middle future (P50) your ${amount} becomes ${formatCentsAsShortUsd(timesAmount(amountCents, outlook.multiple.p50))} over ${yearsWord(years)}, ${outlook.multiple.p50} times the amount: an annual return of ${outlook.irr.p50}%.`,
  );
  sentences.push(
    `One future in ten does worse than ${outlook.multiple.p10} times the amount (P10) and one in ten better than ${outlook.multiple.p90} times (P90).`,
  );
  const evenAt = quarterLabel(outlook, outlook.breakEvenQuarter.p50);
  sentences.push(
    evenAt
      ? `Half of the futures have paid your money back by ${evenAt}, quarter ${outlook.breakEvenQuarter.p50} of the simulation.`
      : `In the middle future, payouts alone do not pay your money back within ${yearsWord(years)}.`,
  );
  return sentences;
}
