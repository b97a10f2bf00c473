import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  detail?: ReactNode;
  valueClassName?: string;
}

/** One figure with its label; the label comes first for screen readers, the figure is what the eye finds. */
export function StatCard({ label, value, icon: Icon, detail, valueClassName }: StatCardProps) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <Icon className="h-5 w-5 shrink-0 text-accent" aria-hidden />
      </div>
      <p className={cn('mt-2 text-2xl font-extrabold tracking-tight break-words', valueClassName)}>{value}</p>
      {detail ? <div className="mt-1 text-xs text-muted-foreground">{detail}</div> : null}
    </Card>
  );
}
