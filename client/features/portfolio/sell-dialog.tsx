import { decimalToCents, formatCentsAsShortUsd } from '@common/money';
import type { Investment } from '@common/schemas/investments';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

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

/** 'Sell Investment': the spec's question, what selling credits, Cancel and the confirming button. */
export function SellDialog({
  investment,
  open,
  onOpenChange,
  onConfirm,
}: {
  investment: Investment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sell Investment"
      description={`Are you sure you want to sell your investment in "${investment.project.title}"? This action cannot be undone.`}
    >
      <Proceeds investment={investment} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={onConfirm}>
          Sell Investment
        </Button>
      </div>
    </Dialog>
  );
}
