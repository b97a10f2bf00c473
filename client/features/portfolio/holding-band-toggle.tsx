import { lazy, Suspense, useId, useState } from 'react';
import { ChartSpline, ChevronDown } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

// Its chart, table and query load only when a holding's panel is first opened: the dashboard stays light.
const HoldingBand = lazy(() => import('./holding-band'));

/** A holding's "Payouts against the forecast" panel: a disclosure button, and the panel once opened. */
export function HoldingBandToggle({ investmentId, title }: { investmentId: number; title: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-5 border-t border-border pt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-foreground underline decoration-accent underline-offset-4 hover:text-accent"
      >
        <ChartSpline className="h-4 w-4 shrink-0 text-accent" aria-hidden />
        Payouts against the forecast<span className="sr-only">: {title}</span>
        <ChevronDown className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        {open ? (
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <HoldingBand investmentId={investmentId} title={title} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
