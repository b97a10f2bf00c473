// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketViewSchema, orderSchema, type MarketView, type Order } from '@common/schemas/market';
import { aSandboxStatus, aUser } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { OrderTicket } from './order-ticket';

/** The order ticket: what an order would reserve, cost or pay, the far-price warning, the lock date, and placing it. */

const DAY_MS = 86_400_000;

function aMarket(overrides: Partial<MarketView> = {}): MarketView {
  return marketViewSchema.parse({
    projectId: 3,
    tradable: true,
    tradableFrom: new Date(Date.now() - 30 * DAY_MS).toISOString(),
    indicativePrice: '10.00',
    lastPrice: '9.50',
    bestBid: '9.00',
    bestAsk: '11.00',
    bids: [{ price: '9.00', shares: 5 }],
    asks: [{ price: '11.00', shares: 4 }],
    volume30d: '95.00',
    trades: [{ price: '9.50', shares: 10, at: new Date().toISOString() }],
    ...overrides,
  });
}

function anOrder(overrides: Partial<Order> = {}): Order {
  return orderSchema.parse({
    id: 41,
    projectId: 3,
    projectTitle: 'Midnight Tour',
    side: 'buy',
    shares: 3,
    filledShares: 0,
    limitPrice: '9.99',
    averagePrice: null,
    status: 'open',
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    fills: [],
    ...overrides,
  });
}

function renderTicket(market: MarketView = aMarket()) {
  const api = stubApi({
    'GET /api/auth/user': () => ({ body: aUser() }),
    'GET /api/sandbox': () => ({ body: aSandboxStatus() }),
  });
  const view = renderWithApp(<OrderTicket projectId={3} market={market} />, { path: '/tour/3' });
  return { api, ...view };
}

const summary = () => screen.getByTestId('ticket-summary');

describe('OrderTicket', () => {
  it('labels every control, and a buy says what it pays at most and reserves now (shares × limit)', async () => {
    const { user } = renderTicket();
    expect((screen.getByRole('radio', { name: 'Buy' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Side' })).toBeTruthy();
    await user.type(screen.getByLabelText('Shares'), '3');
    await user.type(screen.getByLabelText('Limit price (USD a share)'), '9.99');
    expect(summary().textContent).toContain('You pay up to $29.97 for 3 shares at $9.99 or less a share.');
    expect(summary().textContent).toContain('$29.97 is reserved from your balance now');
    expect(summary().textContent).toContain('the difference comes back');
    expect(screen.getByRole('button', { name: 'Place buy order' })).toBeTruthy();
    expect(screen.queryByTestId('far-price-warning')).toBeNull();
  });

  it('a sell says what it pays after the 2% fee, rounded half up to the cent, and that the shares are reserved', async () => {
    const { user } = renderTicket();
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    await user.type(screen.getByLabelText('Shares'), '3');
    // 3 × $10.25 = $30.75; 2% is 61.5 cents, rounded half up to $0.62.
    await user.type(screen.getByLabelText('Limit price (USD a share)'), '10.25');
    expect(summary().textContent).toContain('You receive $30.13 after the 2% fee ($0.62) for 3 shares at $10.25 a share');
    expect(summary().textContent).toContain('Your 3 shares are reserved for this order');
    expect(screen.getByRole('button', { name: 'Place sell order' })).toBeTruthy();
  });

  it('warns when the limit is more than 30% from the indicative price, and not at 30%', async () => {
    const { user } = renderTicket();
    await user.type(screen.getByLabelText('Shares'), '1');
    const limit = screen.getByLabelText('Limit price (USD a share)');
    await user.type(limit, '13.00');
    expect(screen.queryByTestId('far-price-warning')).toBeNull();
    await user.clear(limit);
    await user.type(limit, '13.01');
    expect(screen.getByTestId('far-price-warning').textContent).toContain('Your limit is 30% above the indicative value of $10.00 a share');
    await user.clear(limit);
    await user.type(limit, '6.50');
    expect(screen.getByTestId('far-price-warning').textContent).toContain('35% below the indicative value of $10.00');
  });

  it('says from when the shares can be sold while they are locked, and nothing once they are not', async () => {
    const from = new Date(Date.now() + 40 * DAY_MS);
    const { user } = renderTicket(aMarket({ tradable: false, tradableFrom: from.toISOString() }));
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(from);
    expect(screen.getByTestId('lock-notice').textContent).toContain(`Shares bought now stay locked until ${day}`);
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    expect(screen.getByTestId('lock-notice').textContent).toContain(`locked until ${day}`);
    expect(screen.getByTestId('lock-notice').textContent).toContain('a sell order before then is refused');
  });

  it('during the lock, the sell side says until when the shares are locked, pays nothing, and its button is disabled', async () => {
    const from = new Date(Date.now() + 40 * DAY_MS);
    const { user, api } = renderTicket(aMarket({ tradable: false, tradableFrom: from.toISOString() }));
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(from);
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    await user.type(screen.getByLabelText('Shares'), '50');
    await user.type(screen.getByLabelText('Limit price (USD a share)'), '10.50');
    expect(summary().textContent).toContain(`Shares of this project are locked until ${day}`);
    expect(summary().textContent).not.toContain('You receive');
    expect(summary().textContent).not.toContain('reserved');
    const place = screen.getByRole('button', { name: 'Place sell order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    expect(place.getAttribute('aria-describedby')).toBe(screen.getByTestId('lock-notice').id);
    // Buying stays open during the lock: the shares bought wait out the same date.
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    expect(summary().textContent).toContain('You pay up to $525.00');
    expect((screen.getByRole('button', { name: 'Place buy order' }) as HTMLButtonElement).disabled).toBe(false);
    expect(api.to('POST /api/market/orders')).toHaveLength(0);
  });

  it('shows no lock notice for a tradable project', () => {
    renderTicket();
    expect(screen.queryByTestId('lock-notice')).toBeNull();
  });

  it('names the price range when the limit is outside it, and refuses to send it', async () => {
    const { user, api } = renderTicket();
    await user.type(screen.getByLabelText('Shares'), '1');
    await user.type(screen.getByLabelText('Limit price (USD a share)'), '50.01');
    expect(summary().textContent).toContain('The limit price must be from $0.01 to $50.00 a share.');
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    expect(within(await findToast('Invalid Order')).getByText(/\$50\.00 a share/)).toBeTruthy();
    expect(api.to('POST /api/market/orders')).toHaveLength(0);
  });

  it('answers a limit of zero or below with the price range too, as the server does', async () => {
    const { user } = renderTicket();
    await user.type(screen.getByLabelText('Shares'), '1');
    const limit = screen.getByLabelText('Limit price (USD a share)');
    for (const typed of ['0', '0.00', '-1']) {
      await user.clear(limit);
      await user.type(limit, typed);
      expect(summary().textContent, typed).toBe('The limit price must be from $0.01 to $50.00 a share.');
    }
  });

  it('places the order by keyboard with an Idempotency-Key and says it filled', async () => {
    const { user, api } = renderTicket();
    api.on('POST /api/market/orders', () => ({
      status: 201,
      body: { order: anOrder({ filledShares: 3, status: 'filled', averagePrice: '9.50', fills: [] }) },
    }));
    // Side, shares, limit, then the button: the order of the tab key.
    screen.getByRole('radio', { name: 'Buy' }).focus();
    await user.tab();
    await user.keyboard('3');
    await user.tab();
    await user.keyboard('9.99');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Place buy order' }));
    await user.keyboard('{Enter}');
    await findToast('Order filled.');
    const [sent] = api.to('POST /api/market/orders');
    expect(sent?.body).toEqual({ projectId: 3, side: 'buy', shares: 3, limitPrice: '9.99' });
    expect(sent?.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Shares') as HTMLInputElement).value).toBe(''));
    // The form is cleared: focus is on the ticket, not on <body>.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Place an order' }));
  });

  it("shows the server's message in a toast when the order is refused", async () => {
    const { user, api } = renderTicket();
    api.on('POST /api/market/orders', () => ({ status: 400, body: { message: 'Insufficient funds. Your balance is $5.00.' } }));
    await user.type(screen.getByLabelText('Shares'), '3');
    await user.type(screen.getByLabelText('Limit price (USD a share)'), '9.99');
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    expect(within(await findToast('Order Failed')).getByText('Insufficient funds. Your balance is $5.00.')).toBeTruthy();
  });
});
