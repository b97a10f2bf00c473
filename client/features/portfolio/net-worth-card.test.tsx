// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, anInvestment } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { NetWorthCard } from './net-worth-card';
import { PortfolioStats } from './portfolio-stats';

/** The dashboard's Net worth with its breakdown, and the spec's cards saying what they count. */

describe('NetWorthCard', () => {
  it('shows net worth and the parts that add up to it, from GET /api/portfolio/summary', async () => {
    stubApi({
      'GET /api/auth/user': () => ({ body: aUser({ accountBalance: '400.00' }) }),
      'GET /api/portfolio/summary': () => ({
        body: {
          cash: '400.00',
          inEscrow: '100.00',
          holdingsValue: '1234.56',
          reservedForOrders: '0.00',
          netWorth: '1734.56',
          payoutsReceived: '12.34',
          realizedReturns: '-5.00',
          feesPaid: '25.00',
        },
      }),
    });
    renderWithApp(<NetWorthCard />, { path: '/dashboard' });
    expect((await screen.findByTestId('net-worth')).textContent).toContain('$1,734.56');
    const line = (label: string) => screen.getByText(label).closest('div');
    expect(line('Cash')?.textContent).toContain('$400.00');
    expect(line('In escrow')?.textContent).toContain('$100.00');
    expect(line('Holdings value')?.textContent).toContain('$1,234.56');
    expect(line('Reserved for orders')?.textContent).toContain('$0.00');
    expect(line('Payouts received')?.textContent).toContain('$12.34');
    expect(line('Fees paid')?.textContent).toContain('$25.00');
  });
});

describe('PortfolioStats', () => {
  it('counts only funded holdings as Active Investments, and pending ones under their own label', () => {
    stubApi({});
    renderWithApp(
      <PortfolioStats
        investments={[
          anInvestment({ id: 1, status: 'active' }),
          anInvestment({ id: 2, status: 'pending' }),
          anInvestment({ id: 3, status: 'pending' }),
        ]}
      />,
      { path: '/dashboard' },
    );
    const card = screen.getByText('Active Investments').closest('div')?.parentElement;
    if (!card) throw new Error('no Active Investments card');
    expect(within(card).getByText('1').textContent).toBe('1');
    expect(within(card).getByTestId('pending-investments')?.textContent).toContain('2 pending in escrow');
    expect(within(card).queryByText('Funded holding')).not.toBeNull();
  });
});
