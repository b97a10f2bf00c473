import { Link } from 'wouter';
import type { Calibration } from '@common/schemas/outlook-compare';
import { Skeleton } from '@/components/ui/skeleton';
import { useCalibration } from './api';

const count = new Intl.NumberFormat('en-US');
const quarters = (value: number) => `${count.format(value)} project-${value === 1 ? 'quarter' : 'quarters'}`;

function CalibrationFigure({ calibration }: { calibration: Calibration }) {
  if (calibration.insideBand === null) {
    return (
      <p className="mt-8 rounded-xl border border-dashed border-border bg-card/50 p-6 text-center text-muted-foreground">
        No funded project has paid a quarter yet, so there is nothing to check the forecasts against. The figure appears here with the first
        quarterly payout and is worked out again as each quarter is paid.
      </p>
    );
  }
  return (
    <div className="mt-8 grid gap-6 rounded-2xl border border-border bg-card p-6 text-card-foreground sm:grid-cols-[auto_1fr] sm:items-center">
      <p className="text-center sm:text-left">
        <span className="block text-5xl font-extrabold text-accent">{calibration.insideBand}%</span>
        <span className="text-sm text-muted-foreground">inside the forecast band</span>
      </p>
      <div className="space-y-2 text-sm leading-relaxed">
        <p>
          Of the {quarters(calibration.quartersCounted)} paid so far by {count.format(calibration.projectsCounted)} funded{' '}
          {calibration.projectsCounted === 1 ? 'project' : 'projects'}, {count.format(calibration.inside)} paid a payout per dollar inside
          the P10-P90 band that the project’s outlook forecast on the day it funded; {count.format(calibration.below)} fell below it and{' '}
          {count.format(calibration.above)} above it.
        </p>
        <p className="text-muted-foreground">
          A band from the 10th to the 90th percentile should hold about 8 quarters in 10: a figure between 70% and 90% means the forecasts
          are about as uncertain as they say; far below, they were too sure of themselves; far above, too cautious. Few quarters make the
          figure jumpy.
        </p>
      </div>
    </div>
  );
}

/**
 * "How good are the forecasts?" on /how-it-works: the share of paid project-quarters whose
 * realized payout per dollar fell inside the P10-P90 band forecast at funding, with the count.
 */
export function CalibrationSection({ className }: { className?: string }) {
  const calibration = useCalibration();
  return (
    <section id="forecasts" aria-labelledby="forecasts-heading" className={className}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="forecasts-heading" className="text-3xl font-bold tracking-tight text-balance">
          How good are the forecasts?
        </h2>
        <p className="mt-3 text-muted-foreground">
          Each project’s outlook simulates thousands of futures and shows a band of likely quarterly payouts. We check those bands against
          what was actually paid, quarter by quarter, and publish the result.
        </p>
      </div>
      {calibration.isPending ? (
        <Skeleton className="mt-8 h-32 w-full" />
      ) : calibration.isError ? (
        <p role="alert" className="mt-8 text-center text-sm text-[#fca5a5]">
          The forecasts’ record could not be loaded. Please try again later.
        </p>
      ) : (
        <CalibrationFigure calibration={calibration.data} />
      )}
      <p className="mt-4 text-center text-xs text-muted-foreground">
        Hypothetical figures from a sandbox: fictional projects and simulated revenue.{' '}
        <Link href="/compare" className="font-semibold text-accent underline underline-offset-4">
          Compare projects’ outlooks
        </Link>
      </p>
    </section>
  );
}
