import { Link } from 'wouter';
import { ArrowDownToLine, FileText, ListOrdered, Plus, Wallet } from 'lucide-react';
import { formatCentsAsUsd, type Cents } from '@common/money';
import { buttonClassName } from '@/components/ui/button';

/** The account balance across the top of the dashboard, with the ways to add more or take some out, and the activity that explains it. */
export function BalanceBanner({ balanceCents }: { balanceCents: Cents }) {
  return (
    <section
      aria-labelledby="balance-heading"
      className="flex flex-col gap-5 rounded-2xl border border-primary/50 bg-gradient-to-br from-primary/30 via-card to-card p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-4">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary/25 text-[#ddd6fe]">
          <Wallet className="h-6 w-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="balance-heading" className="text-sm font-medium text-muted-foreground">
            Account Balance
          </h2>
          <p className="text-3xl font-extrabold tracking-tight break-all" data-testid="account-balance">
            {formatCentsAsUsd(balanceCents)}
          </p>
          <p className="text-sm text-muted-foreground">Available for investments</p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <Link href="/account-activity" className={buttonClassName('outline', 'lg', 'w-full sm:w-auto')}>
          <ListOrdered className="h-5 w-5" aria-hidden />
          Account Activity
        </Link>
        <Link href="/statements" className={buttonClassName('outline', 'lg', 'w-full sm:w-auto')}>
          <FileText className="h-5 w-5" aria-hidden />
          Statements
        </Link>
        <Link href="/add-funds" className={buttonClassName('secondary', 'lg', 'w-full sm:w-auto')}>
          <Plus className="h-5 w-5" aria-hidden />
          Add Funds
        </Link>
        <Link href="/withdraw" className={buttonClassName('outline', 'lg', 'w-full sm:w-auto')}>
          <ArrowDownToLine className="h-5 w-5" aria-hidden />
          Withdraw
        </Link>
      </div>
    </section>
  );
}
