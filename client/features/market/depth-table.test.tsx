// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketViewSchema, type MarketView } from '@common/schemas/market';
import { aSandboxStatus } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { DepthTable } from './depth-table';
import { MarketSection } from './market-section';

/** The book as tables (the chart's accessible source) and the Market section around them. */

const market: MarketView = marketViewSchema.parse({
  projectId: 3,
  tradable: true,
  tradableFrom: '2025-01-01T00:00:00.000Z',
  indicativePrice: '10.00',
  lastPrice: '9.50',
  bestBid: '9.25',
  bestAsk: '10.50',
  bids: [
    { price: '9.25', shares: 4 },
    { price: '8.00', shares: 12 },
  ],
  asks: [
    { price: '10.50', shares: 3 },
    { price: '11.00', shares: 1200 },
  ],
  volume30d: '1234.50',
  trades: [{ price: '9.50', shares: 6, at: '2026-11-20T12:00:00.000Z' }],
});

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('DepthTable', () => {
  it('lists each side by price, best first, with the shares at each price', () => {
    stubApi({});
    renderWithApp(<DepthTable bids={market.bids} asks={market.asks} />);
    expect(rows(screen.getByRole('table', { name: 'Bids (buy orders)' }))).toEqual([
      ['$9.25', '4'],
      ['$8.00', '12'],
    ]);
    expect(rows(screen.getByRole('table', { name: 'Asks (sell orders)' }))).toEqual([
      ['$10.50', '3'],
      ['$11.00', '1,200'],
    ]);
  });

  it('says None for an empty side', () => {
    stubApi({});
    renderWithApp(<DepthTable bids={[]} asks={market.asks} />);
    expect(rows(screen.getByRole('table', { name: 'Bids (buy orders)' }))).toEqual([['None']]);
  });
});

describe('MarketSection', () => {
  it('shows the last price beside the indicative value and says they differ, the best prices, volume, depth and trades', async () => {
    stubApi({
      'GET /api/auth/user': () => ({ status: 401, body: { message: 'Not signed in' } }),
      'GET /api/sandbox': () => ({ body: aSandboxStatus() }),
      'GET /api/market/projects/3': () => ({ body: market }),
    });
    renderWithApp(<MarketSection projectId={3} />, { path: '/tour/3' });
    const section = await screen.findByRole('region', { name: 'Market' });
    expect((await within(section).findByTestId('market-last-price')).textContent).toBe('$9.50');
    expect(within(section).getByTestId('market-indicative-price').textContent).toBe('$10.00');
    expect(within(section).getByText(/They are different things/).textContent).toContain('the sandbox’s model value');
    expect(within(section).getByTestId('market-best-bid').textContent).toBe('$9.25');
    expect(within(section).getByTestId('market-best-ask').textContent).toBe('$10.50');
    expect(within(section).getByTestId('market-volume').textContent).toBe('$1,234.50');
    expect(within(section).getByRole('figure', { name: 'Depth chart' })).toBeTruthy();
    expect(rows(within(section).getByRole('table', { name: /Recent trades/ }))[0]?.slice(0, 2)).toEqual(['$9.50', '6']);
    // A visitor reads the book and is offered to sign in instead of the ticket.
    expect(within(section).getByRole('link', { name: 'Sign in to trade' }).getAttribute('href')).toBe('/login');
    expect(within(section).queryByRole('button', { name: /Place/ })).toBeNull();
  });

  it('says from when the shares are tradable while they are locked', async () => {
    stubApi({
      'GET /api/auth/user': () => ({ status: 401, body: { message: 'Not signed in' } }),
      'GET /api/sandbox': () => ({ body: aSandboxStatus() }),
      'GET /api/market/projects/3': () => ({ body: { ...market, tradable: false, tradableFrom: '2099-03-04T10:00:00.000Z' } }),
    });
    renderWithApp(<MarketSection projectId={3} />, { path: '/tour/3' });
    expect((await screen.findByTestId('market-tradable-from')).textContent).toContain('Tradable from Mar 4, 2099');
  });
});
