// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IncomeCalendar as Answer } from '@common/schemas/holding-outlook';
import { aUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { IncomeCalendar } from './income-calendar';

const answer: Answer = {
  quarters: [
    ...Array.from({ length: 9 }, (_, index) => ({
      quarter: `${2025 + Math.floor(index / 4)}-Q${(index % 4) + 1}`,
      amount: `${index + 1}.25`,
      status: 'paid' as const,
    })),
    { quarter: '2027-Q2', amount: '10.40', status: 'estimated' },
    { quarter: '2027-Q3', amount: '10.95', status: 'estimated' },
    { quarter: '2027-Q4', amount: '11.10', status: 'estimated' },
    { quarter: '2028-Q1', amount: '9.80', status: 'estimated' },
  ],
};

function renderCalendar(calendar: Answer) {
  stubApi({
    'GET /api/auth/user': () => ({ body: aUser() }),
    'GET /api/portfolio/income-calendar': () => ({ body: calendar }),
  });
  return renderWithApp(<IncomeCalendar />, { path: '/dashboard' });
}

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Income calendar: payouts by quarter, paid or estimated' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the income calendar', () => {
  it('lists the quarters paid with their amounts, then the next four estimated, each marked, with the totals', async () => {
    const { user } = renderCalendar(answer);
    const region = await screen.findByRole('region', { name: 'Income calendar' });
    await within(region).findByRole('table');
    expect(rowsOf()).toEqual([
      'Q2 2025$2.25Paid',
      'Q3 2025$3.25Paid',
      'Q4 2025$4.25Paid',
      'Q1 2026$5.25Paid',
      'Q2 2026$6.25Paid',
      'Q3 2026$7.25Paid',
      'Q4 2026$8.25Paid',
      'Q1 2027$9.25Paid',
      'Q2 2027$10.40Estimated',
      'Q3 2027$10.95Estimated',
      'Q4 2027$11.10Estimated',
      'Q1 2028$9.80Estimated',
    ]);
    expect(region.textContent).toContain('Paid in total: $47.25 · Estimated for the next four quarters: $42.25 (hypothetical)');
    await user.click(within(region).getByRole('button', { name: 'Show 1 earlier quarter' }));
    expect(rowsOf()[0]).toBe('Q1 2025$1.25Paid');
    expect(rowsOf()).toHaveLength(13);
  });

  it('says so when there is nothing paid or estimated yet', async () => {
    renderCalendar({ quarters: [] });
    expect(await screen.findByText(/^Nothing paid or estimated yet/)).toBeTruthy();
  });
});
