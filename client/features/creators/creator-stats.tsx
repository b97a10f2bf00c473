import { DollarSign, Eye, Heart, Users } from 'lucide-react';
import { decimalToCents, formatCentsAsRoundedCompactUsd, formatCompact } from '@common/money';
import type { Creator } from '@common/schemas/projects';

/** The four stat tiles, in compact numbers with up to one decimal: "48.2K", "$3.4K", "6.8%". */
export function CreatorStats({ stats }: { stats: Creator['stats'] }) {
  const tiles = [
    { label: 'Followers', value: formatCompact(stats.followers), icon: Users },
    { label: 'Total Views', value: formatCompact(stats.totalViews), icon: Eye },
    { label: 'Monthly Revenue', value: formatCentsAsRoundedCompactUsd(decimalToCents(stats.monthlyRevenue)), icon: DollarSign },
    { label: 'Avg. Engagement', value: `${formatCompact(stats.averageEngagement)}%`, icon: Heart },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ label, value, icon: Icon }) => (
        <div key={label} className="flex flex-col-reverse rounded-xl border border-border bg-card p-4 sm:p-5">
          <dt className="mt-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
          <dd className="flex items-center gap-2 text-2xl font-bold tabular-nums sm:text-3xl">
            <Icon className="h-5 w-5 shrink-0 text-accent" aria-hidden />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
