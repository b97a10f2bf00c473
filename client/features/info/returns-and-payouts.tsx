import { CalendarClock, CircleCheck } from 'lucide-react';
import { formatCentsAsUsd, formatCentsAsWholeUsd } from '@common/money';
import { SandboxNotice, SectionHeader, sectionClassName } from './info-page-layout';
import { payoutExample, payoutPoints, returnsPoints, revenueSplit } from './returns-content';

const shareCount = new Intl.NumberFormat('en-US');

function PointList({ points }: { points: string[] }) {
  return (
    <ul className="mt-4 space-y-4">
      {points.map((point) => (
        <li key={point} className="flex gap-3 text-base leading-relaxed">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

function RevenueSplitCard() {
  return (
    <div className="rounded-xl border border-border bg-card p-6 text-card-foreground">
      <h3 className="text-lg font-semibold">Revenue split</h3>
      <div className="mt-5 flex h-4 overflow-hidden rounded-full" aria-hidden="true">
        {revenueSplit.map((part) => (
          <div key={part.label} className={part.className} style={{ width: `${part.percent}%` }} />
        ))}
      </div>
      <ul className="mt-5 grid grid-cols-3 gap-3 text-center">
        {revenueSplit.map((part) => (
          <li key={part.label} className="rounded-lg bg-muted p-3">
            <span className="block text-2xl font-bold">{part.percent}%</span>
            <span className="text-sm text-muted-foreground">{part.label}</span>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex items-center gap-2 text-sm text-muted-foreground">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-accent" />
        Payouts every quarter, straight to your account balance.
      </p>
    </div>
  );
}

function PayoutExampleCard() {
  const { revenueCents, poolCents, totalShares, shares, payoutCents } = payoutExample;
  return (
    <div className="rounded-xl border border-border bg-muted p-6">
      <h3 className="text-lg font-semibold">Example: one quarter’s payout</h3>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Project revenue this quarter</dt>
          <dd className="font-semibold">{formatCentsAsWholeUsd(revenueCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Investors’ 25%</dt>
          <dd className="font-semibold">{formatCentsAsWholeUsd(poolCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Your shares at the quarter’s end</dt>
          <dd className="font-semibold">
            {shareCount.format(shares)} of {shareCount.format(totalShares)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-border pt-3">
          <dt className="font-semibold">Paid into your balance</dt>
          <dd className="text-lg font-bold text-accent">{formatCentsAsUsd(payoutCents)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** /how-it-works#returns: how simulated revenue becomes quarterly payouts, and what the returns on the dashboard mean. */
export function ReturnsAndPayouts() {
  return (
    <section id="returns" aria-labelledby="returns-heading" className={sectionClassName}>
      <SectionHeader
        id="returns-heading"
        title="Returns & payouts"
        description="When a funded project earns, its revenue is shared by a fixed, published split, and your part is paid to you every quarter."
      />
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div className="grid h-fit gap-6">
          <RevenueSplitCard />
          <PayoutExampleCard />
        </div>
        <div className="grid h-fit gap-8">
          <div>
            <h3 className="text-lg font-semibold">How payouts work</h3>
            <PointList points={payoutPoints} />
          </div>
          <div>
            <h3 className="text-lg font-semibold">How your returns are counted</h3>
            <PointList points={returnsPoints} />
          </div>
        </div>
      </div>
      <SandboxNotice className="mt-8">
        Revenue here is simulated, the same for everyone for a given project and month. Some projects lose value, so you can see how gains
        and losses look in your dashboard without risking a cent.
      </SandboxNotice>
    </section>
  );
}
