import { decimalToCents, formatCentsAsUsd } from '@common/money';
import type { MarketView } from '@common/schemas/market';
import { formatDateTime } from '@/lib/dates';
import { useViewerTimeZone } from '@/lib/use-hydrated';

const SHOWN = 10;
const shareCount = new Intl.NumberFormat('en-US');

/** The latest trades, newest first: price, shares and when. */
export function RecentTrades({ trades }: { trades: MarketView['trades'] }) {
  const timeZone = useViewerTimeZone();
  const shown = trades.slice(0, SHOWN);
  return (
    <table className="w-full text-sm tabular-nums" data-testid="recent-trades">
      <caption className="pb-2 text-left font-semibold">Recent trades{trades.length > SHOWN ? ` (the latest ${SHOWN})` : ''}</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          <th scope="col" className="py-1.5 text-left font-medium">
            Price
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Shares
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Time
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.length === 0 ? (
          <tr>
            <td colSpan={3} className="py-2 text-muted-foreground">
              No trades yet.
            </td>
          </tr>
        ) : (
          shown.map((trade, index) => (
            <tr key={`${trade.at}-${index}`} className="border-b border-border/50">
              <td className="py-1.5">{formatCentsAsUsd(decimalToCents(trade.price))}</td>
              <td className="py-1.5 text-right">{shareCount.format(trade.shares)}</td>
              <td className="py-1.5 text-right">{formatDateTime(trade.at, timeZone)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
