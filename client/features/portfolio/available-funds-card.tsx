import { Link } from 'wouter';
import { Search } from 'lucide-react';
import { formatCentsAsUsd, type Cents } from '@common/money';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function AvailableFundsCard({ balanceCents }: { balanceCents: Cents }) {
  return (
    <Card className="flex flex-col p-6">
      <h2 className="text-lg font-bold">Available Funds</h2>
      <p className="mt-3 text-3xl font-extrabold text-[#86efac] break-all">{formatCentsAsUsd(balanceCents)}</p>
      <p className="mt-1 text-sm text-muted-foreground">Virtual money ready to back new projects.</p>
      <Link href="/explore" className={buttonClassName('primary', 'md', 'mt-6 w-full sm:w-auto sm:self-start')}>
        <Search className="h-4 w-4" aria-hidden />
        Find Investment Opportunities
      </Link>
    </Card>
  );
}
