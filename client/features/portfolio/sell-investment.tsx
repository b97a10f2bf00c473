import { useState } from 'react';
import { decimalToCents, formatCentsAsShortUsd } from '@common/money';
import type { Investment } from '@common/schemas/investments';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSellInvestment } from './api';

/** The row's Sell button: asks for confirmation in a dialog, then sells and reads 'Selling...' until the dashboard is fresh. */
export function SellInvestment({ investment }: { investment: Investment }) {
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
        disabled={sell.isPending}
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
        <p className="text-sm">
          Selling now credits its current value of{' '}
          <strong className="font-semibold">{formatCentsAsShortUsd(decimalToCents(investment.currentValue))}</strong> to your balance.
        </p>
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
