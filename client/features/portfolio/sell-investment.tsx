import { useState } from 'react';
import { decimalToCents, formatCentsAsShortUsd } from '@common/money';
import type { Investment } from '@common/schemas/investments';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSellInvestment } from './api';

/** What confirming credits: a pending investment comes back in full, an active one at its current value (its payouts stay paid). */
function Proceeds({ investment }: { investment: Investment }) {
  if (investment.status === 'pending') {
    return (
      <p className="text-sm">
        This investment is still held in escrow, so it is refunded in full: all{' '}
        <strong className="font-semibold">{formatCentsAsShortUsd(decimalToCents(investment.amount))}</strong>, fee included, goes back to
        your balance.
      </p>
    );
  }
  return (
    <p className="text-sm">
      Selling now credits its current value of{' '}
      <strong className="font-semibold">{formatCentsAsShortUsd(decimalToCents(investment.currentValue))}</strong> to your balance.
      {decimalToCents(investment.payoutsReceived) > 0 ? (
        <> The {formatCentsAsShortUsd(decimalToCents(investment.payoutsReceived))} of payouts it has paid you stay yours.</>
      ) : null}
    </p>
  );
}

/**
 * The row's Sell button (for a pending investment it cancels, with a full refund): asks for
 * confirmation in a dialog, then reads 'Selling...' until the dashboard is fresh. `locked`: a
 * pending investment in the last 48 hours before its campaign closes, which cannot be cancelled.
 */
export function SellInvestment({ investment, locked = false }: { investment: Investment; locked?: boolean }) {
  const [confirming, setConfirming] = useState(false);
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
        onClick={() => setConfirming(true)}
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
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sell Investment"
        description={`Are you sure you want to sell your investment in "${title}"? This action cannot be undone.`}
      >
        <Proceeds investment={investment} />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm}>
            Sell Investment
          </Button>
        </div>
      </Dialog>
    </>
  );
}
