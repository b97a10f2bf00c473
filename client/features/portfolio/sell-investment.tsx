import { lazy, Suspense, useId, useState } from 'react';
import { HOLDING_RESERVED_MESSAGE } from '@common/rules/market';
import type { Investment } from '@common/schemas/investments';
import { Button } from '@/components/ui/button';
import { useSellInvestment } from './api';

// The dialog (and Radix's dialog with it) is fetched on the first Sell, not with the dashboard.
const SellDialog = lazy(() => import('./sell-dialog').then((module) => ({ default: module.SellDialog })));

/**
 * The row's Sell button (for a pending investment it cancels, with a full refund): asks for
 * confirmation in a dialog, then reads 'Selling...' until the dashboard is fresh. `locked`: a
 * pending investment in the last 48 hours before its campaign closes, which cannot be cancelled.
 * A holding with shares reserved by an open sell order cannot be sold to the sandbox (the server
 * answers 409): the button is disabled and a line says to cancel that order first.
 */
export function SellInvestment({ investment, locked = false }: { investment: Investment; locked?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first Sell on, so closing it plays out as before (focus back on the button).
  const [asked, setAsked] = useState(false);
  const sell = useSellInvestment();
  const { title } = investment.project;
  const reservedId = useId();
  const reserved = investment.reservedShares > 0;

  const confirm = () => {
    setConfirming(false);
    sell.mutate(investment.id);
  };

  const button = (
    <Button
      variant="outline"
      disabled={sell.isPending || locked || reserved}
      aria-describedby={reserved ? reservedId : undefined}
      onClick={() => {
        setAsked(true);
        setConfirming(true);
      }}
      className="border-destructive/60 text-[#fca5a5] hover:bg-destructive/15"
    >
      {sell.isPending ? (
        'Selling...'
      ) : (
        <>
          Sell<span className="sr-only"> {title}</span>
        </>
      )}
    </Button>
  );

  return (
    <>
      {reserved ? (
        <div className="grid gap-1.5 sm:max-w-[15rem]">
          {button}
          <p id={reservedId} className="text-xs text-muted-foreground">
            {HOLDING_RESERVED_MESSAGE}{' '}
            <a href="#my-orders" className="underline decoration-accent underline-offset-4">
              Go to My orders
            </a>
          </p>
        </div>
      ) : (
        button
      )}
      {asked ? (
        <Suspense fallback={null}>
          <SellDialog investment={investment} open={confirming} onOpenChange={setConfirming} onConfirm={confirm} />
        </Suspense>
      ) : null}
    </>
  );
}
