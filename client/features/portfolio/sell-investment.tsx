import { lazy, Suspense, useState } from 'react';
import type { Investment } from '@common/schemas/investments';
import { Button } from '@/components/ui/button';
import { useSellInvestment } from './api';

// The dialog (and Radix's dialog with it) is fetched on the first Sell, not with the dashboard.
const SellDialog = lazy(() => import('./sell-dialog').then((module) => ({ default: module.SellDialog })));

/**
 * The row's Sell button (for a pending investment it cancels, with a full refund): asks for
 * confirmation in a dialog, then reads 'Selling...' until the dashboard is fresh. `locked`: a
 * pending investment in the last 48 hours before its campaign closes, which cannot be cancelled.
 */
export function SellInvestment({ investment, locked = false }: { investment: Investment; locked?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first Sell on, so closing it plays out as before (focus back on the button).
  const [asked, setAsked] = useState(false);
  const sell = useSellInvestment();
  const { title } = investment.project;

  const confirm = () => {
    setConfirming(false);
    sell.mutate(investment.id);
  };

  return (
    <>
      <Button
        variant="outline"
        disabled={sell.isPending || locked}
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
      {asked ? (
        <Suspense fallback={null}>
          <SellDialog investment={investment} open={confirming} onOpenChange={setConfirming} onConfirm={confirm} />
        </Suspense>
      ) : null}
    </>
  );
}
