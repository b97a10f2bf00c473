// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Investment } from '@common/schemas/investments';
import { useCurrentUser } from '@/features/auth';
import { aSale, aUser, anInvestment } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { deferred, stubApi, type StubbedResponse } from '@/test/stub-api';
import { useInvestments } from './api';
import { SellInvestment } from './sell-investment';

/** Selling an active investment, or cancelling a pending one (spec sections 4, 5 and 8), against a stubbed server. */

const active = anInvestment({ id: 21, status: 'active', amount: '250.00', currentValue: '262.50' });
const pending = anInvestment({ id: 22, status: 'pending', amount: '250.00', currentValue: '250.00' });

function stubServer(investment: Investment) {
  let sold = false;
  return stubApi({
    'GET /api/auth/user': () => ({ body: aUser({ accountBalance: sold ? '1262.50' : '1000.00' }) }),
    'GET /api/investments': () => ({ body: sold ? [] : [investment] }),
    [`DELETE /api/investments/${investment.id}`]: () => {
      sold = true;
      return { body: aSale(investment, '1262.50') };
    },
  });
}

/** What the dashboard shows beside the row: the balance and the number of open investments. */
function DashboardFigures() {
  const { user } = useCurrentUser();
  const investments = useInvestments();
  return (
    <p>
      Balance {user?.accountBalance ?? '…'}, {investments.data?.length ?? '…'} open
    </p>
  );
}

async function renderSell(investment: Investment, locked = false) {
  const view = renderWithApp(
    <>
      <DashboardFigures />
      <SellInvestment investment={investment} locked={locked} />
    </>,
    { path: '/dashboard' },
  );
  await screen.findByText('Balance 1000.00, 1 open');
  return view;
}

const confirmation = 'Are you sure you want to sell your investment in "Midnight Tour"? This action cannot be undone.';

describe('SellInvestment', () => {
  // The dialog's module is fetched on the first Sell; loaded once here, so no test waits on its first transform.
  beforeAll(() => import('./sell-dialog'));

  it("asks first, with the spec's sentence and what selling credits; Cancel sends nothing", async () => {
    const api = stubServer(active);
    const { user } = await renderSell(active);
    await user.click(screen.getByRole('button', { name: 'Sell Midnight Tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell Investment' });
    expect(within(dialog).getByText(confirmation)).toBeTruthy();
    expect(dialog.textContent).toContain('Selling now credits its current value of $262.50 to your balance.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('DELETE /api/investments/21')).toHaveLength(0);
  });

  it("sells: 'Selling...' while pending, then 'Investment Sold Successfully' with the investments and the balance refreshed", async () => {
    const api = stubServer(active);
    const answer = deferred<StubbedResponse>();
    api.on('DELETE /api/investments/21', () => answer.promise);
    const { user } = await renderSell(active);
    await user.click(screen.getByRole('button', { name: 'Sell Midnight Tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell Investment' });
    await user.click(within(dialog).getByRole('button', { name: 'Sell Investment' }));

    const selling = await screen.findByRole<HTMLButtonElement>('button', { name: 'Selling...' });
    expect(selling.disabled).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('DELETE /api/investments/21')).toHaveLength(1);

    api.on('GET /api/auth/user', () => ({ body: aUser({ accountBalance: '1262.50' }) }));
    const list = deferred<StubbedResponse>();
    api.on('GET /api/investments', () => list.promise);
    answer.resolve({ body: aSale(active, '1262.50') });
    // Still 'Selling...', with no toast, until the dashboard's data is fresh again.
    await waitFor(() => expect(api.to('GET /api/investments')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Selling...' })).toBeTruthy();
    expect(screen.queryByText('Investment Sold Successfully')).toBeNull();

    list.resolve({ body: [] });
    const sold = await findToast('Investment Sold Successfully');
    expect(within(sold).getByText('Your investment has been sold and funds have been returned to your account.')).toBeTruthy();
    expect(screen.getByText('Balance 1262.50, 0 open')).toBeTruthy();
  });

  it('cancels a pending investment with the same sentence, a full refund and the same toast', async () => {
    const api = stubServer(pending);
    const { user } = await renderSell(pending);
    await user.click(screen.getByRole('button', { name: 'Sell Midnight Tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell Investment' });
    expect(within(dialog).getByText(confirmation)).toBeTruthy();
    expect(dialog.textContent).toContain(
      'This investment is still held in escrow, so it is refunded in full: all $250, fee included, goes back to your balance.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sell Investment' }));
    const sold = await findToast('Investment Sold Successfully');
    expect(within(sold).getByText('Your investment has been sold and funds have been returned to your account.')).toBeTruthy();
    expect(api.to('DELETE /api/investments/22')).toHaveLength(1);
  });

  it("shows the server's message in a 'Sale Failed' toast, else the spec's fallback", async () => {
    const api = stubServer(active);
    api.on('DELETE /api/investments/21', () => ({ status: 409, body: { message: 'This investment is already closed.' } }));
    const { user } = await renderSell(active);
    const sellOnce = async () => {
      await user.click(screen.getByRole('button', { name: 'Sell Midnight Tour' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sell Investment' });
      await user.click(within(dialog).getByRole('button', { name: 'Sell Investment' }));
    };
    await sellOnce();
    const failed = await findToast('Sale Failed');
    expect(within(failed).getByText('This investment is already closed.')).toBeTruthy();

    api.on('DELETE /api/investments/21', () => ({ status: 500, body: {} }));
    await sellOnce();
    await waitFor(() => expect(api.to('DELETE /api/investments/21')).toHaveLength(2));
    const fallback = await findToast('Sale Failed');
    await waitFor(() => expect(within(fallback).getByText('Failed to sell investment. Please try again.')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Sell Midnight Tour' })).toBeTruthy();
  });

  it('cannot be pressed while locked (a pending investment in its last 48 hours)', async () => {
    stubServer(pending);
    await renderSell(pending, true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sell Midnight Tour' }).disabled).toBe(true);
  });

  it('is not offered while shares of the holding are reserved by an open sell order, and says to cancel that order first', async () => {
    const reserved = anInvestment({ id: 23, status: 'active', shares: 10, reservedShares: 3 });
    const api = stubServer(reserved);
    const { user } = await renderSell(reserved);
    const sell = screen.getByRole<HTMLButtonElement>('button', { name: 'Sell Midnight Tour' });
    expect(sell.disabled).toBe(true);
    const why = document.getElementById(sell.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toContain('Shares of this holding are reserved by an open sell order. Cancel that order to sell the holding.');
    expect(
      within(why as HTMLElement)
        .getByRole('link', { name: 'Go to My orders' })
        .getAttribute('href'),
    ).toBe('#my-orders');
    await user.click(sell);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.to('DELETE /api/investments/23')).toHaveLength(0);
  });
});
