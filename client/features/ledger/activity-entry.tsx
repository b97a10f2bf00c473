import { Link } from 'wouter';
import { cents, decimalToCents, formatCentsAsUsd, type Cents } from '@common/money';
import type { LedgerEntry } from '@common/schemas/ledger';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { entryTitle } from './entry-labels';
import { useViewerTimeZone } from '@/lib/use-hydrated';

/** "+$500.00" for money in, "-$250.00" for money out. */
function signed(amountCents: Cents): string {
  const text = formatCentsAsUsd(cents(Math.abs(amountCents)));
  return `${amountCents > 0 ? '+' : amountCents < 0 ? '-' : ''}${text}`;
}

/** One line of account activity: when, what and why, the money in or out, and the balance right after. */
export function ActivityEntry({ entry }: { entry: LedgerEntry }) {
  const amountCents = decimalToCents(entry.amount);
  const label = entryTitle(entry);
  const timeZone = useViewerTimeZone();
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 border-b border-border px-4 py-4 last:border-b-0 sm:px-5">
      <div className="min-w-0">
        <p className="font-semibold">{label}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>
          {entry.description ? <span> · {entry.description}</span> : null}
        </p>
        {entry.projectId !== null ? (
          <Link
            href={`/tour/${entry.projectId}`}
            className="mt-0.5 inline-block py-0.5 text-sm break-words underline decoration-accent underline-offset-4"
          >
            {entry.projectTitle ?? (
              <>
                View project<span className="sr-only"> of this {label.toLowerCase()} line</span>
              </>
            )}
          </Link>
        ) : null}
      </div>
      <div className="text-right">
        <p className={cn('font-bold tabular-nums', amountCents > 0 ? 'text-[#86efac]' : amountCents < 0 ? 'text-[#fca5a5]' : '')}>
          <span className="sr-only">Amount: </span>
          {signed(amountCents)}
        </p>
        <p className="text-xs text-muted-foreground tabular-nums">
          Balance <span className="text-foreground">{formatCentsAsUsd(decimalToCents(entry.balanceAfter))}</span>
        </p>
      </div>
    </li>
  );
}
