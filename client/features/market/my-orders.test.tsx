// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '@common/schemas/market';
import { aUser } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { MyOrders } from './my-orders';

/** My orders on the dashboard: the columns, the Open/All filter, and Cancel. */

function anOrder(overrides: Partial<Order> = {}): Order {
  return orderSchema.parse({
    id: 41,
    projectId: 3,
    projectTitle: 'Midnight Tour',
    side: 'sell',
    shares: 5,
    filledShares: 2,
    limitPrice: '10.25',
    averagePrice: '10.50',
    status: 'open',
    createdAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2026-12-01T10:00:00.000Z',
    fills: [{ price: '10.50', shares: 2, fee: '0.42', at: '2026-11-02T10:00:00.000Z' }],
    ...overrides,
  });
}

describe('MyOrders', () => {
  it('lists open orders with their fills, and cancels one by its named button', async () => {
    let open = [anOrder()];
    const api = stubApi({
      'GET /api/auth/user': () => ({ body: aUser() }),
      'GET /api/market/orders': ({ search }) => ({
        body: {
          items: search.includes('status=all')
            ? [anOrder({ status: 'cancelled' }), anOrder({ id: 40, status: 'filled', side: 'buy' })]
            : open,
          nextCursor: null,
        },
      }),
      'DELETE /api/market/orders/41': () => {
        open = [];
        return { body: anOrder({ status: 'cancelled' }) };
      },
    });
    const { user } = renderWithApp(<MyOrders />, { path: '/dashboard' });
    const section = await screen.findByRole('region', { name: 'My orders' });
    const row = await within(section).findByTestId('order-41');
    expect(within(row).getByRole('rowheader').textContent).toContain('Midnight Tour');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 7),
    ).toEqual(['Sell', '5', '2', '$10.25', '$10.50', '$0.42', 'Open']);
    await user.click(within(row).getByRole('button', { name: 'Cancel order #41' }));
    await findToast('Order cancelled.');
    expect(api.to('DELETE /api/market/orders/41')).toHaveLength(1);
    // Its button gone with the row, focus is on the section's heading, not on <body>.
    expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'My orders' }));
    await waitFor(() => expect(within(section).queryByTestId('order-41')).toBeNull());
    expect(within(section).getByText(/No open orders/)).toBeTruthy();

    await user.selectOptions(within(section).getByLabelText('Show'), 'all');
    expect((await within(section).findByTestId('order-41')).textContent).toContain('Cancelled');
    expect(within(section).getByTestId('order-40').textContent).toContain('Filled');
    expect(within(section).queryByRole('button', { name: /Cancel order/ })).toBeNull();
  });

  it("shows each order's fees: the sum of its fills' seller fees, a dash before any fill", async () => {
    stubApi({
      'GET /api/auth/user': () => ({ body: aUser() }),
      'GET /api/market/orders': () => ({
        body: {
          items: [
            anOrder({
              filledShares: 3,
              fills: [
                { price: '10.50', shares: 2, fee: '0.42', at: '2026-11-02T10:00:00.000Z' },
                { price: '10.25', shares: 1, fee: '0.21', at: '2026-11-03T10:00:00.000Z' },
              ],
            }),
            anOrder({ id: 40, filledShares: 0, averagePrice: null, fills: [] }),
          ],
          nextCursor: null,
        },
      }),
    });
    renderWithApp(<MyOrders />, { path: '/dashboard' });
    const table = await screen.findByRole('table', { name: 'My orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const feeColumn = headers.indexOf('Fees');
    expect(feeColumn).toBeGreaterThan(0);
    const feeOf = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')][feeColumn]?.textContent;
    expect(feeOf(within(table).getByTestId('order-41'))).toBe('$0.63');
    expect(feeOf(within(table).getByTestId('order-40'))).toBe('—');
  });

  it("shows the server's message when a cancel is refused", async () => {
    stubApi({
      'GET /api/auth/user': () => ({ body: aUser() }),
      'GET /api/market/orders': () => ({ body: { items: [anOrder()], nextCursor: null } }),
      'DELETE /api/market/orders/41': () => ({ status: 409, body: { message: 'This order is already filled.' } }),
    });
    const { user } = renderWithApp(<MyOrders />, { path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Cancel order #41' }));
    expect(within(await findToast('Cancel Failed')).getByText('This order is already filled.')).toBeTruthy();
  });
});
