import { cn } from '@/lib/cn';

interface ProgressProps {
  /** Percent; shown capped to 0-100. */
  value: number;
  label: string;
  className?: string;
}

/** A progress bar with an accessible name; the fill never passes 100%. */
export function Progress({ value, label, className }: ProgressProps) {
  const capped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(capped * 10) / 10}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-gradient-to-r from-primary to-accent" style={{ width: `${capped}%` }} />
    </div>
  );
}
