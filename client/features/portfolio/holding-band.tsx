import { queryOptions, useQuery } from '@tanstack/react-query';
import { decimalToCents, formatCentsAsShortUsd, formatCentsAsUsd } from '@common/money';
import type { HoldingOutlook } from '@common/schemas/holding-outlook';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { HoldingBandChart } from './holding-band-chart';

/** `GET /api/investments/{id}/outlook`: the holding's forecast at purchase, with what each quarter paid it. */
export const holdingOutlookQuery = (investmentId: number) =>
  queryOptions({
    queryKey: queryKeys.investments.outlook(investmentId),
    queryFn: () => fetchJson<HoldingOutlook>(`/api/investments/${investmentId}/outlook`),
    // The band never changes; the paid quarters change only at a quarter's end (a notification refreshes the holdings).
    staleTime: 5 * 60_000,
  });

const futures = new Intl.NumberFormat('en-US');

/** What the forecast was simulated from, in words: the inputs of the day the holding was bought. */
export function forecastInputsText(inputs: HoldingOutlook['inputs']): string {
  const amount = formatCentsAsShortUsd(decimalToCents(inputs.amount));
  const price = formatCentsAsUsd(decimalToCents(inputs.price));
  const where = inputs.onMarket
    ? `${amount} bought on the market at ${price} a share (no platform fee), its quarters from the purchase`
    : `${amount} invested in the campaign at ${price} a share (5% platform fee), its quarters from the campaign’s funding`;
  return `The forecast made when you bought: ${where}; ${futures.format(inputs.paths)} simulated futures from the project’s public seed ${inputs.seed}.`;
}

/**
 * A holding's realized payouts over the band forecast for it when it was bought (decisions.md,
 * "What could happen"), loaded when the holding's panel is opened. Every forecast figure is
 * marked hypothetical.
 */
export default function HoldingBand({ investmentId, title }: { investmentId: number; title: string }) {
  const outlook = useQuery(holdingOutlookQuery(investmentId));
  if (outlook.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the forecast">
        <Skeleton className="h-56 w-full" />
      </div>
    );
  }
  if (outlook.isError) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/60 p-4 text-sm">
        <p>{errorMessage(outlook.error, 'The forecast could not be loaded. Please try again.')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void outlook.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge tone="accent">Hypothetical</Badge>
        <span>{forecastInputsText(outlook.data.inputs)}</span>
      </p>
      <div className="mt-4">
        <HoldingBandChart outlook={outlook.data} title={title} />
      </div>
    </div>
  );
}
