import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { centsToDecimal, decimalToCents, formatCentsAsShortUsd, parseCents, type Cents } from '@common/money';
import { OUTLOOK_YEARS } from '@common/rules/outlook';
import type { ProjectOutlookAnswer } from '@common/schemas/outlook';
import { inputClassName } from '@/components/ui/field';
import { FanChart } from './fan-chart';
import { useInvestAmount } from './invest-amount';
import { outlookFigures, outlookSentences, yearsWord } from './outlook-text';
import { useOutlook } from './use-outlook';

export const OUTLOOK_ANCHOR = 'what-could-this-earn';

const HYPOTHETICAL = 'Hypothetical';

function HypotheticalMark() {
  return (
    <span className="inline-flex items-center rounded-full border border-accent/50 bg-accent/15 px-2 py-0.5 text-xs font-semibold text-[#fcd34d]">
      {HYPOTHETICAL}
    </span>
  );
}

/** The slider's range: from the minimum up to forty times it (never past the funding goal), in whole-dollar steps that suit it. */
export function amountRange(minCents: Cents, goalCents: Cents): { min: number; max: number; step: number } {
  const min = minCents / 100;
  const step = min < 100 ? 1 : min < 1_000 ? 10 : 100;
  const max = Math.max(min + step, Math.min(goalCents / 100, min * 40));
  return { min, max, step };
}

const plainDollars = (amount: Cents) => centsToDecimal(amount).replace(/\.00$/, '');

interface OutlookSectionProps {
  answer: ProjectOutlookAnswer;
  /** The invest form's amount, when it holds one: the section follows it. */
  followAmountCents: Cents | null;
}

/**
 * "What could this earn?": for an amount (the invest form's, or its own field and slider) and a
 * horizon, the simulated futures' figures, in sentences and a fan chart with its table, every one
 * marked hypothetical. The server renders it for the defaults; the worker answers each change.
 */
export function OutlookSection({ answer, followAmountCents }: OutlookSectionProps) {
  const headingId = useId();
  // Set once hydrated: the server's HTML is readable before, but only answers changes after.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const amountId = useId();
  const messageId = useId();
  const minCents = decimalToCents(answer.inputs.amount);
  const range = amountRange(minCents, decimalToCents(answer.inputs.project.fundingGoal));
  const [amountText, setAmountText] = useState(() => plainDollars(minCents));
  const [amountCents, setAmountCents] = useState<Cents>(minCents);
  const [years, setYears] = useState<number>(answer.inputs.years);
  // The invest form's amount, once it is a valid one, replaces the section's (and the section's own edits stay until the next).
  const [followed, setFollowed] = useState<Cents | null>(null);
  if (followAmountCents !== followed) {
    setFollowed(followAmountCents);
    if (followAmountCents !== null && followAmountCents >= minCents) {
      setAmountText(plainDollars(followAmountCents));
      setAmountCents(followAmountCents);
    }
  }
  const typed = parseCents(amountText);
  const problem =
    typed === null || typed < minCents
      ? `Enter an amount of at least ${formatCentsAsShortUsd(minCents)}, like ${plainDollars(minCents)}.`
      : null;

  const { shown, pending, failed, warm } = useOutlook(answer, amountCents, years);
  const changeAmount = (text: string) => {
    setAmountText(text);
    const parsed = parseCents(text);
    if (parsed !== null && parsed >= minCents) setAmountCents(parsed);
  };
  const caption = `Hypothetical quarterly payouts for ${formatCentsAsShortUsd(shown.amountCents)} over ${yearsWord(shown.years)}`;
  const price = formatCentsAsShortUsd(decimalToCents(answer.inputs.price));

  return (
    <section id={OUTLOOK_ANCHOR} aria-labelledby={headingId} className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          What could this earn?
        </h2>
        <HypotheticalMark />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        {HYPOTHETICAL}: {shown.outlook.paths.toLocaleString('en-US')} simulated futures of this project’s revenue, drawn from the model the
        sandbox pays its payouts with. Not a promise of what it will pay.{' '}
        {answer.inputs.onMarket
          ? `Shares bought now on the market at ${price} each, paid from next quarter.`
          : `Shares bought in the campaign at ${price} each plus the 5% platform fee, paid from the campaign’s close.`}
      </p>

      <div className="mt-5 grid gap-4 sm:grid-cols-2" onFocus={warm} onPointerEnter={warm}>
        <div className="grid gap-1.5">
          <label htmlFor={amountId} className="text-sm font-medium text-foreground">
            Amount to invest (USD)
          </label>
          <input
            id={amountId}
            name="outlookAmount"
            type="number"
            inputMode="decimal"
            min={range.min}
            step="0.01"
            value={amountText}
            onChange={(event) => changeAmount(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? messageId : undefined}
            className={inputClassName}
          />
          {problem ? (
            <p id={messageId} className="text-sm text-[#fca5a5]">
              {problem}
            </p>
          ) : null}
          <label htmlFor={`${amountId}-slider`} className="mt-1 text-xs text-muted-foreground">
            Amount, from {formatCentsAsShortUsd(minCents)} to {formatCentsAsShortUsd(decimalToCents(String(range.max)))}
          </label>
          <input
            id={`${amountId}-slider`}
            name="outlookAmountSlider"
            type="range"
            min={range.min}
            max={range.max}
            step={range.step}
            value={Math.min(Math.max(amountCents / 100, range.min), range.max)}
            aria-valuetext={formatCentsAsShortUsd(amountCents)}
            onChange={(event: ChangeEvent<HTMLInputElement>) => changeAmount(event.target.value)}
            className="h-6 w-full accent-[#a78bfa]"
          />
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor={`${amountId}-years`} className="text-sm font-medium text-foreground">
            Horizon: {yearsWord(years)}
          </label>
          <input
            id={`${amountId}-years`}
            name="outlookYears"
            type="range"
            min={OUTLOOK_YEARS.min}
            max={OUTLOOK_YEARS.max}
            step={1}
            value={years}
            aria-valuetext={yearsWord(years)}
            onChange={(event) => setYears(Number(event.target.value))}
            className="h-11 w-full accent-[#a78bfa]"
          />
          <p className="text-xs text-muted-foreground">
            From 1 to 10 years; at the end the shares are sold at their value: on the market less the 2% seller fee, or back to the sandbox
            with no fee while they are still in their first 12 months.
          </p>
        </div>
      </div>

      {/* Dimmed only when an answer is slow: a fade at every slider step kept the compositor busy while the figures were due. */}
      <div
        className="mt-6 transition-opacity aria-busy:opacity-70 aria-busy:delay-300"
        aria-busy={pending}
        data-testid="outlook-results"
        data-amount-cents={shown.amountCents}
        data-years={shown.years}
        data-live={live || undefined}
      >
        {failed ? (
          <p role="alert" className="mb-3 text-sm text-[#fca5a5]">
            {failed}
          </p>
        ) : null}
        <p className="sr-only" role="status">
          {pending ? 'Working out the figures…' : ''}
        </p>
        <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {outlookFigures(shown.outlook, shown.amountCents, shown.years).map((figure) => (
            <div key={figure.label} className="rounded-xl bg-muted/60 p-3">
              <dt className="text-xs text-muted-foreground">{figure.label}</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-2">
                <span className="text-lg font-bold tabular-nums">{figure.value}</span>
                <HypotheticalMark />
              </dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-5 flex items-center gap-2 text-base font-semibold">
          In words <HypotheticalMark />
        </h3>
        <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm text-foreground">
          {outlookSentences(shown.outlook, shown.amountCents, shown.years).map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
        <div className="mt-6">
          <FanChart outlook={shown.outlook} caption={caption} />
        </div>
      </div>
    </section>
  );
}

/** The section following the invest form's amount (the project page's). */
export function LiveOutlookSection({ answer }: { answer: ProjectOutlookAnswer }) {
  return <OutlookSection answer={answer} followAmountCents={useInvestAmount()} />;
}
