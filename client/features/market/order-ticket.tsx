import { useId, useRef, useState, type FormEvent } from 'react';
import { AlertTriangle, Lock } from 'lucide-react';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import { orderSides, type MarketView, type Order, type OrderSide } from '@common/schemas/market';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { preloadToastStack } from '@/components/ui/toaster';
import { toast } from '@/components/ui/use-toast';
import { useSandboxNow } from '@/features/sandbox';
import { errorMessage } from '@/lib/api';
import { useHydrated } from '@/lib/use-hydrated';
import { createSubmissionKey } from '@/lib/idempotency-key';
import { usePlaceOrder } from './api';
import { farPriceWarning, lockNotice, summaryLines, ticketSummary } from './ticket-summary';

const sideLabels: Record<OrderSide, string> = { buy: 'Buy', sell: 'Sell' };
const sharesWord = (shares: number) => `${shares.toLocaleString('en-US')} ${shares === 1 ? 'share' : 'shares'}`;

/** The toast after an order is placed: whether it traded at once, in part, or rests on the book. */
export function placedToast(order: Order): { title: string; description: string } {
  const what = `${sideLabels[order.side]} ${sharesWord(order.shares)} at ${formatCentsAsUsd(decimalToCents(order.limitPrice))} a share`;
  const average = order.averagePrice ? ` at an average of ${formatCentsAsUsd(decimalToCents(order.averagePrice))}` : '';
  if (order.status === 'filled') return { title: 'Order filled.', description: `${what}: all filled${average}.` };
  if (order.filledShares > 0) {
    const left = order.shares - order.filledShares;
    return {
      title: 'Order partly filled.',
      description: `${what}: ${sharesWord(order.filledShares)} filled${average}; ${sharesWord(left)} wait on the book. See My orders on your dashboard.`,
    };
  }
  return { title: 'Order placed.', description: `${what} waits on the book. See My orders on your dashboard.` };
}

/**
 * The order ticket: side, shares and limit price, each with its label, and before placing what
 * the order would reserve and cost or pay after the fee, a warning for a limit far from the
 * indicative price, and the resale lock while it holds. Native controls in order, so it works
 * by keyboard; problems and the server's answers are toasts, as on the invest form.
 */
export function OrderTicket({ projectId, market }: { projectId: number; market: MarketView }) {
  const id = useId();
  const [side, setSide] = useState<OrderSide>('buy');
  const [shares, setShares] = useState('');
  const [limitPrice, setLimitPrice] = useState('');
  // One Idempotency-Key per reviewed submission: a double click on Place order places one order.
  const [submissionKey] = useState(() => createSubmissionKey());
  const placeOrder = usePlaceOrder();
  const now = useSandboxNow();
  // The section is its own chunk, hydrated after the page: until then its controls would drop what is typed, so they say so.
  const ready = useHydrated();
  // An order placed clears the form: focus goes to the ticket's heading. The button is not disabled
  // while the order goes out (a second press is ignored), so a refused order leaves focus on it.
  const heading = useRef<HTMLHeadingElement>(null);

  const summary = ticketSummary({ side, shares, limitPrice }, market.indicativePrice);
  const warning = farPriceWarning(summary, market.indicativePrice);
  const lock = lockNotice(side, market, now);
  // A sell order is refused during the lock: the ticket says so instead of what it would pay, and offers no order.
  const sellLocked = side === 'sell' && lock !== null;
  const best = side === 'buy' ? market.bestAsk : market.bestBid;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (placeOrder.isPending) return;
    if (summary.kind !== 'buy' && summary.kind !== 'sell') {
      const [message = ''] = summaryLines(summary);
      toast({ title: 'Invalid Order', description: message, variant: 'destructive' });
      return;
    }
    const payload = { projectId, side, shares: summary.shares, limitPrice: limitPrice.trim() };
    placeOrder.mutate(
      { payload, idempotencyKey: submissionKey.for(payload) },
      {
        onSuccess: ({ order }) => {
          submissionKey.reset();
          setShares('');
          heading.current?.focus();
          toast(placedToast(order));
        },
        onError: (error) => toast({ title: 'Order Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={preloadToastStack}
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-2xl border border-primary/50 bg-card p-5 sm:p-6"
      data-testid="order-ticket"
    >
      <h3 ref={heading} id={`${id}-heading`} tabIndex={-1} className="text-lg font-bold">
        Place an order
      </h3>
      <fieldset disabled={!ready} className="m-0 grid min-w-0 gap-4 border-0 p-0">
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Side</legend>
          <div className="flex gap-3">
            {orderSides.map((value) => (
              <label
                key={value}
                className="flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-input bg-card px-3 text-base font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary/20 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
              >
                <input
                  type="radio"
                  name={`${id}-side`}
                  value={value}
                  checked={side === value}
                  onChange={() => setSide(value)}
                  className="h-4 w-4 accent-primary"
                />
                {sideLabels[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label="Shares"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={shares}
          onChange={(event) => setShares(event.target.value)}
          hint="Whole shares."
        />
        <Field
          label="Limit price (USD a share)"
          type="number"
          inputMode="decimal"
          min={0.01}
          step="0.01"
          value={limitPrice}
          onChange={(event) => setLimitPrice(event.target.value)}
          hint={
            <>
              {side === 'buy' ? 'The most you will pay a share.' : 'The least you will take a share.'} Indicative value{' '}
              {formatCentsAsUsd(decimalToCents(market.indicativePrice))}
              {best ? `; best ${side === 'buy' ? 'ask' : 'bid'} ${formatCentsAsUsd(decimalToCents(best))}` : ''}.
            </>
          }
        />

        <div className="grid gap-2 rounded-xl bg-muted/60 p-4 text-sm" aria-live="polite" data-testid="ticket-summary">
          {sellLocked
            ? null
            : summaryLines(summary).map((line) => (
                <p key={line} className={summary.kind === 'problem' ? 'text-[#fca5a5]' : undefined}>
                  {line}
                </p>
              ))}
          {warning && !sellLocked ? (
            <p className="flex items-start gap-2 text-[#fcd34d]" data-testid="far-price-warning">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{warning}</span>
            </p>
          ) : null}
          {lock ? (
            <p id={`${id}-lock`} className="flex items-start gap-2" data-testid="lock-notice">
              <Lock className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
              <span>{lock}</span>
            </p>
          ) : null}
        </div>

        <Button type="submit" size="lg" disabled={sellLocked} aria-describedby={sellLocked ? `${id}-lock` : undefined} className="w-full">
          {placeOrder.isPending ? 'Placing…' : side === 'buy' ? 'Place buy order' : 'Place sell order'}
        </Button>
      </fieldset>
      <p className="text-xs text-muted-foreground">
        A limit order trades at once with orders at your price or better, at their price; what is left waits on the book for 30 days, until
        it fills or you cancel it under My orders on your dashboard.
      </p>
    </form>
  );
}
