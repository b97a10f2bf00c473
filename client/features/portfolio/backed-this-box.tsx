import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { BadgeCheck } from 'lucide-react';
import { decimalToCents, formatCentsAsShortUsd } from '@common/money';
import { CANCEL_WINDOW_MESSAGE } from '@common/rules/campaigns';
import type { Investment } from '@common/schemas/investments';
import { useCurrentUser } from '@/features/auth';
import { useSandboxNow } from '@/features/sandbox';
import { formatMomentUtc } from '@/lib/dates';
import { investmentsQuery } from './api';
import { ReconfirmInvestment } from './reconfirm-investment';

const shareCount = new Intl.NumberFormat('en-US');

function statusOf(investment: Investment, now: Date): string {
  if (investment.status === 'active') return 'Active: shares issued';
  const until = investment.cancellableUntil;
  if (until && now.getTime() < Date.parse(until)) return `In escrow: you may cancel for a full refund until ${formatMomentUtc(until)}`;
  return `In escrow: ${CANCEL_WINDOW_MESSAGE}`;
}

/** One holding in the box; once reconfirmed, focus goes to what it holds, where the Reconfirm button was. */
function BackedHolding({ investment, now }: { investment: Investment; now: Date }) {
  const holds = useRef<HTMLParagraphElement>(null);
  return (
    <li className="rounded-xl bg-muted/60 p-3">
      <p ref={holds} tabIndex={-1} className="font-semibold">
        {shareCount.format(investment.shares)} {investment.shares === 1 ? 'share' : 'shares'} for{' '}
        {formatCentsAsShortUsd(decimalToCents(investment.amount))}
      </p>
      <p className="mt-1 text-muted-foreground">{statusOf(investment, now)}</p>
      {investment.reconfirmBy ? (
        <ReconfirmInvestment investment={investment} reconfirmBy={investment.reconfirmBy} onReconfirmed={() => holds.current?.focus()} />
      ) : null}
    </li>
  );
}

/** On a project's page, for a visitor who holds investments in it: what they hold, until when they may cancel, and Reconfirm after a campaign change. */
export function BackedThisBox({ projectId }: { projectId: number }) {
  const { user } = useCurrentUser();
  const investments = useQuery({ ...investmentsQuery, enabled: Boolean(user) });
  const now = useSandboxNow();
  const held = (investments.data ?? []).filter((investment) => investment.projectId === projectId);
  if (!user || held.length === 0) return null;
  return (
    <section
      aria-labelledby="backed-this-heading"
      className="rounded-2xl border border-success/50 bg-card p-5 sm:p-6"
      data-testid="backed-this"
    >
      <h2 id="backed-this-heading" className="flex items-center gap-2 text-lg font-bold">
        <BadgeCheck className="h-5 w-5 text-success" aria-hidden />
        You backed this
      </h2>
      <ul className="mt-3 grid gap-3 text-sm">
        {held.map((investment) => (
          <BackedHolding key={investment.id} investment={investment} now={now} />
        ))}
      </ul>
      <Link href="/dashboard" className="mt-3 inline-block py-0.5 text-sm font-medium underline underline-offset-4">
        See it in your portfolio
      </Link>
    </section>
  );
}
