import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent';

const toneClasses: Record<BadgeTone, string> = {
  neutral: 'border-border bg-muted text-foreground',
  success: 'border-success/50 bg-success/15 text-[#86efac]',
  warning: 'border-accent/50 bg-accent/15 text-[#fcd34d]',
  danger: 'border-destructive/60 bg-destructive/15 text-[#fca5a5]',
  accent: 'border-primary/60 bg-primary/20 text-[#ddd6fe]',
};

/** A small pill for statuses and verdicts; the tone only repeats what the text says. */
export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        toneClasses[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
