/**
 * The depth chart's drawing, in pixels, for a measured width: on the shared frame, the shares
 * bid at each price or higher (a step down to the best bid) and the shares asked at each price
 * or lower (a step up from the best ask), with a dashed line at the indicative price. Pure, so
 * it is tested without a browser.
 */
import { cents, decimalToCents, formatCentsAsShortUsd, type Cents } from '@common/money';
import type { BookLevel, MarketView } from '@common/schemas/market';
import { labelWidth, niceTicks, thinLabels } from '@/components/charts/chart-ticks';
import { chartFrame, NARROW_WIDTH, type ChartFrameLayout, type XTicks } from '@/components/charts/frame-layout';

const MARGIN = { top: 12, right: 16, bottom: 28 };
const MAX_Y_TICKS = 5;
const PRICE_LABEL_GAP = 12;

export type DepthData = Pick<MarketView, 'bids' | 'asks' | 'indicativePrice'>;

export interface DepthPoint {
  priceCents: Cents;
  /** Shares at this price and better: bids at this price or higher, asks at this price or lower. */
  cumulativeShares: number;
}

export interface DepthLayout extends ChartFrameLayout {
  bidPath: string;
  bidArea: string;
  askPath: string;
  askArea: string;
  indicativeX: number | null;
}

export function depthHeight(width: number): number {
  return width < NARROW_WIDTH ? 200 : 240;
}

/** Levels as the API sends them (best first) with the shares at that price and better. */
export function cumulativeDepth(levels: readonly BookLevel[]): DepthPoint[] {
  let total = 0;
  return levels.map((level) => {
    total += level.shares;
    return { priceCents: decimalToCents(level.price), cumulativeShares: total };
  });
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Price ticks ("$9.50"), as many as the width holds without their labels overlapping. */
const priceTicks =
  (ticks: readonly number[]): XTicks =>
  (_start, _end, x, left, right) =>
    thinLabels(
      ticks.map((value) => {
        const label = formatCentsAsShortUsd(cents(value));
        return { value, label, x: x(value) - left, width: labelWidth(label) };
      }),
      right - left,
      PRICE_LABEL_GAP,
    ).map((tick) => ({ ...tick, x: tick.x + left, left: tick.left + left }));

/** The layout at `width` pixels; null for an empty book. */
export function depthLayout(data: DepthData, width: number): DepthLayout | null {
  const bids = cumulativeDepth(data.bids);
  const asks = cumulativeDepth(data.asks);
  if (bids.length === 0 && asks.length === 0) return null;
  const indicativeCents = decimalToCents(data.indicativePrice);
  const prices = [...bids, ...asks].map((point) => point.priceCents);
  const low = Math.min(...prices, indicativeCents);
  const high = Math.max(...prices, indicativeCents);
  // Room either side of the outermost levels, so the steps at the edges show.
  const pad = Math.max(1, Math.round((high - low) * 0.1), Math.round(high * 0.02));
  const maxXTicks = width < NARROW_WIDTH ? 4 : 7;
  const { ticks } = niceTicks(Math.max(0, low - pad), high + pad, maxXTicks, 1);
  const start = ticks[0] ?? 0;
  const end = ticks.at(-1) ?? start + 1;
  const maxShares = Math.max(bids.at(-1)?.cumulativeShares ?? 0, asks.at(-1)?.cumulativeShares ?? 0);
  const frame = chartFrame({
    width,
    height: depthHeight(width),
    margin: MARGIN,
    y: { low: 0, high: maxShares, maxTicks: MAX_Y_TICKS, format: (value) => value.toLocaleString('en-US'), minStep: 1 },
    x: { start, end, ticks: priceTicks(ticks) },
  });
  const { x, y, plot } = frame;

  // Bids, from the lowest price right to the best: all of them are bid at the lowest, then fewer.
  const ascendingBids = [...bids].reverse();
  let bidPath = '';
  if (ascendingBids.length > 0) {
    const parts = [`M ${round(plot.left)} ${round(y(ascendingBids[0]?.cumulativeShares ?? 0))}`];
    ascendingBids.forEach((point, index) => {
      const after = ascendingBids[index + 1]?.cumulativeShares ?? 0;
      parts.push(`H ${round(x(point.priceCents))} V ${round(y(after))}`);
    });
    bidPath = parts.join(' ');
  }
  // Asks, from the best right to the highest: none below the best, then more at each level.
  let askPath = '';
  if (asks.length > 0) {
    const parts = [`M ${round(x(asks[0]?.priceCents ?? 0))} ${round(y(0))}`];
    asks.forEach((point, index) => {
      parts.push(`V ${round(y(point.cumulativeShares))}`);
      const next = asks[index + 1];
      parts.push(`H ${round(next ? x(next.priceCents) : plot.right)}`);
    });
    askPath = parts.join(' ');
  }
  const firstBidX = plot.left;
  const firstAskX = asks[0] ? x(asks[0].priceCents) : plot.right;
  return {
    ...frame,
    bidPath,
    bidArea: bidPath ? `${bidPath} H ${round(firstBidX)} Z` : '',
    askPath,
    askArea: askPath ? `${askPath} V ${round(plot.bottom)} H ${round(firstAskX)} Z` : '',
    indicativeX: indicativeCents >= start && indicativeCents <= end ? x(indicativeCents) : null,
  };
}

/** The book in words: the chart's accessible description. */
export function depthSummary(data: DepthData): string {
  const bids = cumulativeDepth(data.bids);
  const asks = cumulativeDepth(data.asks);
  const side = (points: DepthPoint[], noun: string, best: string) => {
    const first = points[0];
    const last = points.at(-1);
    if (!first || !last) return `No ${noun}.`;
    const levels = points.length === 1 ? '1 price' : `${points.length} prices`;
    return `${last.cumulativeShares.toLocaleString('en-US')} shares ${noun === 'bids' ? 'bid' : 'asked'} at ${levels}, the ${best} ${formatCentsAsShortUsd(first.priceCents)}.`;
  };
  return `${side(bids, 'bids', 'highest')} ${side(asks, 'asks', 'lowest')}`;
}
