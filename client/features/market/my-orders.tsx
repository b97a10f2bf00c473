import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeftRight } from 'lucide-react';
import { cents, decimalToCents, formatCentsAsUsd } from '@common/money';
import type { Order, OrderStatus } from '@common/schemas/market';
import { LoadError } from '@/components/load-error';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { useViewerTimeZone } from '@/lib/use-hydrated';
import { useCancelOrder, useMyOrders, type OrderStatusFilter } from './api';

const statuses: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'accent' },
  filled: { label: 'Filled', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'warning' },
};
const filterOptions = [
  { value: 'open', label: 'Open orders' },
  { value: 'all', label: 'All orders' },
] as const;
const shareCount = new Intl.NumberFormat('en-US');
const money = (price: string | null) => (price === null ? '—' : formatCentsAsUsd(decimalToCents(price)));
/** The seller's fees of an order's fills (a buyer pays none); a dash before its first fill. */
const feesOf = (order: Order) =>
  order.fills.length === 0 ? '—' : formatCentsAsUsd(cents(order.fills.reduce((sum, fill) => sum + decimalToCents(fill.fee), 0)));

function CancelButton({ order, onCancelled }: { order: Order; onCancelled: () => void }) {
  const cancel = useCancelOrder();
  const left = order.shares - order.filledShares;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={cancel.isPending}
      aria-label={`Cancel order #${order.id}`}
      // The promise, not mutate's callbacks: the refreshed list drops the row, and with it this
      // button, before mutate would call back, so its toast would never show.
      onClick={() =>
        void cancel.mutateAsync(order.id).then(
          () => {
            onCancelled();
            toast({
              title: 'Order cancelled.',
              description: `Order #${order.id}: the ${shareCount.format(left)} ${left === 1 ? 'share' : 'shares'} left are off the book, and what they reserved is released.`,
            });
          },
          (error: unknown) =>
            toast({ title: 'Cancel Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
        )
      }
    >
      {cancel.isPending ? 'Cancelling…' : 'Cancel'}
    </Button>
  );
}

function OrderRow({ order, onCancelled }: { order: Order; onCancelled: () => void }) {
  const timeZone = useViewerTimeZone();
  const status = statuses[order.status];
  return (
    <tr className="border-b border-border/50 align-middle" data-testid={`order-${order.id}`}>
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        <Link href={`/tour/${order.projectId}#market`} className="underline decoration-accent underline-offset-4">
          {order.projectTitle}
        </Link>
        <span className="block text-xs text-muted-foreground">Order #{order.id}</span>
      </th>
      <td className="py-2 pr-3">{order.side === 'buy' ? 'Buy' : 'Sell'}</td>
      <td className="py-2 pr-3 text-right">{shareCount.format(order.shares)}</td>
      <td className="py-2 pr-3 text-right">{shareCount.format(order.filledShares)}</td>
      <td className="py-2 pr-3 text-right">{money(order.limitPrice)}</td>
      <td className="py-2 pr-3 text-right">{money(order.averagePrice)}</td>
      <td className="py-2 pr-3 text-right">{feesOf(order)}</td>
      <td className="py-2 pr-3">
        <Badge tone={status.tone}>{status.label}</Badge>
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">{formatDate(order.expiresAt, timeZone)}</td>
      <td className="py-2 text-right">{order.status === 'open' ? <CancelButton order={order} onCancelled={onCancelled} /> : null}</td>
    </tr>
  );
}

/** 'My orders' on the dashboard (the notices' /dashboard#my-orders): the user's market orders with their fills, and Cancel for open ones. */
export function MyOrders() {
  const [filter, setFilter] = useState<OrderStatusFilter>('open');
  const orders = useMyOrders(filter);
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
  // A cancelled order's button goes (the row too, under Open orders), which drops focus: it goes to the section's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => heading.current?.focus();
  return (
    <section id="my-orders" aria-labelledby="my-orders-heading" className="scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 ref={heading} id="my-orders-heading" tabIndex={-1} className="text-2xl font-bold tracking-tight">
            My orders
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Your buy and sell orders on the market, newest first.</p>
        </div>
        <div className="w-44">
          <SelectField
            label="Show"
            options={filterOptions}
            value={filter}
            onChange={(event) => setFilter(event.target.value === 'all' ? 'all' : 'open')}
          />
        </div>
      </div>
      {orders.isPending ? (
        <div className="mt-4 grid gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            Loading your orders…
          </span>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : orders.isError ? (
        <div className="mt-4">
          <LoadError title="Your orders could not be loaded" error={orders.error} onRetry={() => void orders.refetch()} />
        </div>
      ) : items.length === 0 ? (
        <Card className="mt-4 flex items-center gap-3 p-5 text-sm text-muted-foreground">
          <ArrowLeftRight className="h-5 w-5 shrink-0 text-accent" aria-hidden />
          {filter === 'open'
            ? 'No open orders. Place one from the Market section of a funded project’s page.'
            : 'No orders yet. Place one from the Market section of a funded project’s page.'}
        </Card>
      ) : (
        <Card className="mt-4 overflow-x-auto p-4 sm:p-5">
          <table className="w-full min-w-[800px] text-sm tabular-nums">
            <caption className="sr-only">My orders</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Project
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Side
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Shares
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Filled
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Limit
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Average price
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Fees
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Status
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Expires
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((order) => (
                <OrderRow key={order.id} order={order} onCancelled={focusHeading} />
              ))}
            </tbody>
          </table>
          {orders.hasNextPage ? (
            <Button variant="outline" className="mt-4" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
              {orders.isFetchingNextPage ? 'Loading…' : 'Show more orders'}
            </Button>
          ) : null}
        </Card>
      )}
    </section>
  );
}
