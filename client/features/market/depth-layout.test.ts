import { describe, expect, it } from 'vitest';
import { cumulativeDepth, depthLayout, depthSummary } from './depth-layout';

const book = {
  indicativePrice: '10.00',
  bids: [
    { price: '9.50', shares: 4 },
    { price: '9.00', shares: 6 },
  ],
  asks: [
    { price: '10.50', shares: 3 },
    { price: '12.00', shares: 7 },
  ],
};

describe('depth layout', () => {
  it('sums the shares at each price and better, best first', () => {
    expect(cumulativeDepth(book.bids)).toEqual([
      { priceCents: 950, cumulativeShares: 4 },
      { priceCents: 900, cumulativeShares: 10 },
    ]);
  });

  it('draws bids stepping down to the best bid and asks stepping up from the best ask, on a shared frame', () => {
    const layout = depthLayout(book, 600);
    if (!layout) throw new Error('no layout');
    const { x, y, plot } = layout;
    // The bids start at the left edge with all 10 shares and reach 0 at the best bid.
    expect(layout.bidPath.startsWith(`M ${Math.round(plot.left * 10) / 10} ${Math.round(y(10) * 10) / 10}`)).toBe(true);
    expect(layout.bidPath.endsWith(`H ${Math.round(x(950) * 10) / 10} V ${Math.round(y(0) * 10) / 10}`)).toBe(true);
    // The asks start at the best ask from 0 and end at the right edge with all 10 shares.
    expect(layout.askPath.startsWith(`M ${Math.round(x(1050) * 10) / 10} ${Math.round(y(0) * 10) / 10}`)).toBe(true);
    expect(layout.askPath.endsWith(`V ${Math.round(y(10) * 10) / 10} H ${Math.round(plot.right * 10) / 10}`)).toBe(true);
    expect(layout.indicativeX).toBeCloseTo(x(1000));
    expect(layout.xTicks.every((tick) => tick.label.startsWith('$'))).toBe(true);
  });

  it('has no drawing for an empty book', () => {
    expect(depthLayout({ indicativePrice: '10.00', bids: [], asks: [] }, 600)).toBeNull();
  });

  it('says the book in words', () => {
    expect(depthSummary(book)).toBe('10 shares bid at 2 prices, the highest $9.50. 10 shares asked at 2 prices, the lowest $10.50.');
    expect(depthSummary({ ...book, asks: [] })).toContain('No asks.');
  });
});
