// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSandboxStatus, aUser, anInvestment } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { InvestmentRow } from './investment-row';

/** A holding's row says how many of its shares open sell orders hold (decisions.md, The market between investors). */

describe('InvestmentRow', () => {
  it('shows the shares reserved for sale, linked to My orders', () => {
    stubApi({ 'GET /api/auth/user': () => ({ body: aUser() }), 'GET /api/sandbox': () => ({ body: aSandboxStatus() }) });
    renderWithApp(
      <ul>
        <InvestmentRow investment={anInvestment({ status: 'active', shares: 12, reservedShares: 3 })} />
      </ul>,
      { path: '/dashboard' },
    );
    const reserved = screen.getByTestId('reserved-shares');
    expect(reserved.textContent).toBe('3 reserved for sale');
    expect(screen.getByRole('link', { name: '3 reserved for sale' }).getAttribute('href')).toBe('#my-orders');
  });

  it('says nothing of reservations when no shares are reserved', () => {
    stubApi({ 'GET /api/auth/user': () => ({ body: aUser() }), 'GET /api/sandbox': () => ({ body: aSandboxStatus() }) });
    renderWithApp(
      <ul>
        <InvestmentRow investment={anInvestment({ status: 'active', shares: 12, reservedShares: 0 })} />
      </ul>,
      { path: '/dashboard' },
    );
    expect(screen.queryByTestId('reserved-shares')).toBeNull();
  });
});
