import { decimalToCents, formatCentsAsUsd } from '@common/money';
import type { BookLevel } from '@common/schemas/market';

const shareCount = new Intl.NumberFormat('en-US');

function LevelTable({ caption, levels, testId }: { caption: string; levels: readonly BookLevel[]; testId: string }) {
  return (
    <table className="w-full text-sm tabular-nums" data-testid={testId}>
      <caption className="pb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          <th scope="col" className="py-1.5 text-left font-medium">
            Price
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Shares
          </th>
        </tr>
      </thead>
      <tbody>
        {levels.length === 0 ? (
          <tr>
            <td colSpan={2} className="py-2 text-muted-foreground">
              None
            </td>
          </tr>
        ) : (
          levels.map((level) => (
            <tr key={level.price} className="border-b border-border/50">
              <td className="py-1.5">{formatCentsAsUsd(decimalToCents(level.price))}</td>
              <td className="py-1.5 text-right">{shareCount.format(level.shares)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** The book by price, best first on each side: what the depth chart draws, as tables. */
export function DepthTable({ bids, asks }: { bids: readonly BookLevel[]; asks: readonly BookLevel[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <LevelTable caption="Bids (buy orders)" levels={bids} testId="depth-bids-table" />
      <LevelTable caption="Asks (sell orders)" levels={asks} testId="depth-asks-table" />
    </div>
  );
}
