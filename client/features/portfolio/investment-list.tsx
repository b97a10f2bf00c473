import { Link } from 'wouter';
import { Sprout } from 'lucide-react';
import type { Investment } from '@common/schemas/investments';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InvestmentRow } from './investment-row';

/** 'Your Investments' (the header's My Investments anchor), or the invitation to start. */
export function InvestmentList({ investments }: { investments: Investment[] }) {
  return (
    <section id="my-investments" aria-labelledby="my-investments-heading" className="scroll-mt-24">
      <h2 id="my-investments-heading" className="text-2xl font-bold tracking-tight">
        Your Investments
      </h2>
      {investments.length === 0 ? (
        <Card className="mt-4 p-8 text-center">
          <Sprout className="mx-auto h-10 w-10 text-accent" aria-hidden />
          <h3 className="mt-3 text-xl font-bold">No Investments Yet</h3>
          <p className="mx-auto mt-2 max-w-md text-muted-foreground">
            Back a fictional tour, record or studio with your virtual funds and follow how it does here.
          </p>
          <Link href="/explore" className={buttonClassName('primary', 'lg', 'mt-6')}>
            Browse Opportunities
          </Link>
        </Card>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4">
          {investments.map((investment) => (
            <InvestmentRow key={investment.id} investment={investment} />
          ))}
        </ul>
      )}
    </section>
  );
}
