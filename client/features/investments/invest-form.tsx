import { Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Lock, ShieldCheck, TriangleAlert, Wallet } from 'lucide-react';
import { cancellableUntil } from '@common/rules/campaigns';
import { UNDER_AGE_MESSAGE } from '@common/rules/investment-limits';
import { decimalToCents, formatCentsAsShortUsd, formatCentsAsUsd, PLATFORM_FEE_RATE_PERCENT, type Cents } from '@common/money';
import type { WholeShareAmount } from '@common/rules/investment-rules';
import type { Project } from '@common/schemas/projects';
import { FocusedResult } from '@/components/focused-result';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { formatMomentUtc } from '@/lib/dates';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { InvestorLimit } from './investor-limit';
import { preloadInvestValidation, useInvestFlow } from './use-invest-flow';

const shareCount = new Intl.NumberFormat('en-US');

// The dialog (Radix's, 6 files and 16 KB) is not needed to read the page or fill the form: it loads
// when the visitor starts on the form, so the project page hydrates without it.
const agreementDialog = preloadableLazy(() => import('./agreement-dialog').then((module) => ({ default: module.AgreementDialog })));
const AgreementDialog = agreementDialog.Component;
/** What the form needs once the visitor starts on it: its checks (zod) and the agreement's dialog. */
const preloadFormParts = () => {
  preloadInvestValidation();
  void agreementDialog.load();
};

/** The sticky 'Make Investment' card: name, email and amount, the computed shares and fee, and the invest button. */
export function InvestForm({
  project,
  id,
  onAmountChange,
}: {
  project: Project;
  id: string;
  /** Told the amount typed (in cents, null when there is none), as it changes: the page's "What could this earn?" follows it. */
  onAmountChange?: (amountCents: Cents | null) => void;
}) {
  const flow = useInvestFlow(project);
  const { quote, wholeShares, investable } = flow;
  const typedCents = quote.amountCents > 0 ? quote.amountCents : null;
  useEffect(() => onAmountChange?.(typedCents), [onAmountChange, typedCents]);
  // Mounted from its first opening on, so it closes (and gives focus back) like any dialog.
  const [agreementMounted, setAgreementMounted] = useState(false);
  if (flow.agreement.open && !agreementMounted) setAgreementMounted(true);

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-2xl border border-primary/50 bg-card p-5 shadow-2xl shadow-primary/10 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Make Investment
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {formatCentsAsShortUsd(investable.sharePriceCents)} a share · {shareCount.format(investable.availableShares)} shares available
      </p>

      <form noValidate onSubmit={flow.submit} onFocus={preloadFormParts} onPointerEnter={preloadFormParts} className="mt-5 grid gap-4">
        {flow.underAge ? (
          <p className="flex items-start gap-2 text-sm font-medium text-destructive">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span id={`${id}-under-age`}>{UNDER_AGE_MESSAGE}</span>
          </p>
        ) : null}
        <Field label="Investor name" autoComplete="name" {...flow.register('investorName')} disabled={flow.closed} />
        <Field label="Investor email" type="email" autoComplete="email" {...flow.register('investorEmail')} disabled={flow.closed} />
        <Field
          label="Investment amount (USD)"
          type="number"
          inputMode="decimal"
          min={Number(project.minInvestment)}
          step="0.01"
          hint={`Minimum investment ${formatCentsAsShortUsd(investable.minInvestmentCents)}`}
          {...flow.register('amount')}
          disabled={flow.closed}
        />

        <dl className="grid gap-2 rounded-xl bg-muted/60 p-4 text-sm" aria-live="polite">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Shares</dt>
            <dd className="font-bold tabular-nums">{shareCount.format(quote.shares)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Platform fee ({PLATFORM_FEE_RATE_PERCENT}%)</dt>
            <dd className="tabular-nums">{formatCentsAsUsd(quote.feeCents)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Invested in shares</dt>
            <dd className="tabular-nums">{formatCentsAsUsd(quote.costCents)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-border pt-2">
            <dt className="font-semibold">Total cost</dt>
            <dd className="font-bold tabular-nums">{formatCentsAsUsd(quote.amountCents)}</dd>
          </div>
        </dl>
        {flow.user ? <InvestorLimit amountCents={quote.amountCents} /> : null}
        {wholeShares ? (
          <WholeShares {...wholeShares} shown={quote.shares <= investable.availableShares} onChoose={flow.chooseAmount} />
        ) : null}

        <Button
          type="submit"
          size="lg"
          disabled={flow.disabled}
          aria-describedby={flow.underAge ? `${id}-under-age` : undefined}
          className="w-full"
        >
          {flow.pending ? 'Processing...' : flow.termsAccepted ? 'Invest Now' : 'Review Terms & Invest'}
        </Button>
        {flow.succeeded ? (
          <FocusedResult
            testId="investment-result"
            title="Investment placed"
            description="It is listed under My Investments on your dashboard."
          />
        ) : null}
      </form>

      {flow.user ? (
        <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <Wallet className="h-4 w-4 text-accent" aria-hidden />
          Sandbox balance:{' '}
          <span className="font-semibold text-foreground">{formatCentsAsUsd(decimalToCents(flow.user.accountBalance))}</span>
          <Link href="/add-funds" className="py-0.5 font-medium text-foreground underline underline-offset-4">
            Add Funds
          </Link>
        </p>
      ) : (
        <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
          <Lock className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
          <span>
            Investing needs a free sandbox account.{' '}
            <Link href="/login" className="font-medium text-foreground underline underline-offset-4">
              Sign in
            </Link>{' '}
            or{' '}
            <Link href="/signup" className="font-medium text-foreground underline underline-offset-4">
              create one
            </Link>
            .
          </span>
        </p>
      )}
      <p className="mt-3 flex items-start gap-2 text-xs text-muted-foreground">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
        <span>
          Your money waits in escrow until the campaign closes; you can cancel for a full refund until{' '}
          {formatMomentUtc(cancellableUntil(project.timeline.endDate))}. Sandbox demo: virtual funds only, no real money moves.
        </span>
      </p>

      {agreementMounted ? (
        <Suspense fallback={null}>
          <AgreementDialog {...flow.agreement} />
        </Suspense>
      ) : null}
    </section>
  );
}

const sharesWord = (shares: number) => `${shareCount.format(shares)} ${shares === 1 ? 'share' : 'shares'}`;

/**
 * Shares are whole: the part of the amount past the last whole share buys nothing (the server's
 * formula), so the form says how much and offers the amounts for whole shares below and above.
 */
function WholeShares({
  unspentCents,
  down,
  up,
  shown,
  onChoose,
}: {
  unspentCents: Cents;
  down: WholeShareAmount | null;
  up: WholeShareAmount | null;
  /** False while the amount asks for more shares than are left: that check's toast says what is wrong. */
  shown: boolean;
  onChoose: (amountCents: Cents) => void;
}) {
  const offers = [down, up].filter((offer): offer is WholeShareAmount => offer !== null);
  if ((!shown || unspentCents <= 0) && offers.length === 0) return null;
  return (
    <div className="grid gap-2 text-sm">
      {shown && unspentCents > 0 ? <p className="text-muted-foreground">{formatCentsAsUsd(unspentCents)} of this buys no shares.</p> : null}
      {offers.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {offers.map((offer) => (
            <Button key={offer.shares} type="button" variant="outline" size="sm" onClick={() => onChoose(offer.amountCents)}>
              Invest {formatCentsAsUsd(offer.amountCents)} for {sharesWord(offer.shares)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
