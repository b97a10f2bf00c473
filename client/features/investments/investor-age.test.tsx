// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvestorProfile } from '@common/schemas/investor-profile';
import { aSandboxStatus } from '@/test/fixtures';
import { amountInput, investButton, nameInput, renderForm, stubServer } from './invest-form-harness';

describe('an investor under 18 on the sandbox date', () => {
  const DAY_MS = 86_400_000;
  /** The day `years` years before `day` (YYYY-MM-DD), as a date of birth. */
  const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
  const profileBornOn = (dateOfBirth: string): InvestorProfile => ({
    declared: true,
    dateOfBirth,
    annualIncome: null,
    netWorth: null,
    accredited: false,
    externalInvestments12m: '0.00',
    limit: '2500.00',
    used12m: '0.00',
    remaining: '2500.00',
    windowStartsAt: '2026-01-01T00:00:00.000Z',
  });
  /** The server with the sandbox clock at `now` and the signed-in investor born on `dateOfBirth`. */
  function stubServerAt(now: Date, dateOfBirth: string) {
    const api = stubServer();
    api.on('GET /api/sandbox', () => ({ body: { ...aSandboxStatus(), now: now.toISOString() } }));
    api.on('GET /api/investor-profile', () => ({ body: profileBornOn(dateOfBirth) }));
    return api;
  }

  it('is told before starting, and the invest button stays disabled: no agreement, no request', async () => {
    // 18 tomorrow on the sandbox clock, which is two years ahead.
    const now = new Date(Date.now() + 730 * DAY_MS);
    const tomorrow = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
    const api = stubServerAt(now, yearsBefore(tomorrow, 18));
    const { user } = renderForm();
    expect(await screen.findByText('You must be 18 or older to invest.')).toBeTruthy();
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    await user.type(amountInput(), '100');
    expect(investButton().disabled).toBe(true);
    expect(investButton().getAttribute('aria-describedby')).toBe(screen.getByText('You must be 18 or older to invest.').id);
    await user.click(investButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST /api/investments')).toHaveLength(0);
  });

  it('counts the age on the sandbox date: 18 there (though 17 by the real date) may invest', async () => {
    const now = new Date(Date.now() + 730 * DAY_MS);
    const today = now.toISOString().slice(0, 10);
    stubServerAt(now, yearsBefore(today, 18));
    const { user } = renderForm();
    await screen.findByTestId('investor-limit');
    await user.type(amountInput(), '100');
    expect(investButton().disabled).toBe(false);
    expect(screen.queryByText('You must be 18 or older to invest.')).toBeNull();
  });
});
