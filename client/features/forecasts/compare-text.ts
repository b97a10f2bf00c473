/** How the compare page writes the simulator's figures. */

/** "12.3" → "12.3%"; a minus sign that reads as one. */
export const percentText = (value: string): string => `${value.replace(/^-/, '−')}%`;

/** The quarter the payouts pass the amount: "Quarter 6 (1.5 years)", or beyond the horizon. */
export function breakEvenText(quarter: number | null, years: number): string {
  if (quarter === null) return `Not within ${years} ${years === 1 ? 'year' : 'years'}`;
  const inYears = quarter / 4;
  return `Quarter ${quarter} (${Number.isInteger(inYears) ? inYears : inYears.toFixed(2).replace(/0$/, '')} ${inYears === 1 ? 'year' : 'years'})`;
}
