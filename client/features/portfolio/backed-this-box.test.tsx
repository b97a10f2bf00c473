// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMomentUtc } from '@common/dates';
import { aSandboxStatus, aUser, anInvestment } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { BackedThisBox } from './backed-this-box';

/** "You backed this" on a project's page (issue 28): the visitor's own holdings in that project, and what they may still do. */

const until = '2099-12-29T00:00:00.000Z';
const reconfirmBy = '2099-12-10T00:00:00.000Z';

describe('BackedThisBox', () => {
  it("lists the visitor's holdings in this project with shares, amount, status and deadlines", async () => {
    stubApi({
      'GET /api/auth/user': () => ({ body: aUser() }),
      'GET /api/sandbox': () => ({ body: aSandboxStatus() }),
      'GET /api/investments': () => ({
        body: [
          anInvestment({ id: 1, status: 'pending', shares: 95, amount: '1000.00', cancellableUntil: until, reconfirmBy }),
          anInvestment({ id: 2, status: 'active', shares: 1, amount: '10.55' }),
          anInvestment({ id: 3, projectId: 4, shares: 7 }),
        ],
      }),
    });
    renderWithApp(<BackedThisBox projectId={3} />, { path: '/tour/3' });
    const box = await screen.findByRole('region', { name: 'You backed this' });
    const items = [...box.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual([
      `95 shares for $1,000In escrow: you may cancel for a full refund until ${formatMomentUtc(until)}The campaign changed. Reconfirm by ${formatMomentUtc(reconfirmBy)} or your investment is cancelled with a full refund. See what changedReconfirm: Midnight Tour`,
      '1 share for $10.55Active: shares issued',
    ]);
  });

  it('reconfirms an investment after a campaign change in the box itself', async () => {
    let pending = anInvestment({ id: 1, status: 'pending', cancellableUntil: until, reconfirmBy });
    const api = stubApi({
      'GET /api/auth/user': () => ({ body: aUser() }),
      'GET /api/sandbox': () => ({ body: aSandboxStatus() }),
      'GET /api/investments': () => ({ body: [pending] }),
      'POST /api/investments/1/reconfirm': () => {
        pending = { ...pending, reconfirmBy: null };
        return { body: pending };
      },
    });
    const { user } = renderWithApp(<BackedThisBox projectId={3} />, { path: '/tour/3' });
    const box = await screen.findByRole('region', { name: 'You backed this' });
    expect(within(box).queryByText(/on your dashboard/)).toBeNull();
    await user.click(within(box).getByRole('button', { name: /^Reconfirm\b.*Midnight Tour/ }));
    expect(await findToast('Investment reconfirmed')).toBeTruthy();
    await vi.waitFor(() => expect(within(box).queryByRole('button', { name: /^Reconfirm/ })).toBeNull());
    expect(api.to('POST /api/investments/1/reconfirm')).toHaveLength(1);
    expect(within(box).queryByText(/The campaign changed/)).toBeNull();
    // Focus stays in the box, on the holding it reconfirmed.
    expect(document.activeElement).toBe(within(box).getByText('47 shares for $250'));
  });

  it('shows nothing to a visitor without holdings in the project', async () => {
    const api = stubApi({
      'GET /api/auth/user': () => ({ body: aUser() }),
      'GET /api/sandbox': () => ({ body: aSandboxStatus() }),
      'GET /api/investments': () => ({ body: [anInvestment({ projectId: 4 })] }),
    });
    renderWithApp(<BackedThisBox projectId={3} />, { path: '/tour/3' });
    await vi.waitFor(() => expect(api.to('GET /api/investments')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'You backed this' })).toBeNull();
  });
});
