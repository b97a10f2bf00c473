// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portfolioPerformanceSchema } from '@common/schemas/portfolio';
import { HoldingReturnsList, ReturnsCard } from './returns-card';

/** The Performance tab's returns: its range and the dates of its cash flows as the site writes dates, not ISO. */
const performance = portfolioPerformanceSchema.parse({
  range: '1y',
  from: '2026-12-29',
  to: '2027-12-29',
  moneyWeighted: '4.20',
  timeWeighted: '3.90',
  annualised: true,
  breakdown: { payouts: '5.00', valueChange: '2.00', realized: '0.00', fees: '5.26' },
  flows: [
    { date: '2026-12-29', kind: 'startValue', amount: '-100.00', projectTitle: null },
    { date: '2027-03-31', kind: 'payout', amount: '5.00', projectTitle: 'Midnight Tour' },
    { date: '2027-12-29', kind: 'endValue', amount: '102.00', projectTitle: null },
  ],
  holdings: [
    {
      investmentId: 21,
      projectId: 3,
      projectTitle: 'Midnight Tour',
      origin: 'campaign',
      investmentDate: '2026-01-04T10:00:00.000Z',
      moneyWeighted: '4.20',
      timeWeighted: '3.90',
      annualised: true,
      flows: [{ date: '2027-03-31', kind: 'payout', amount: '5.00', projectTitle: null }],
    },
  ],
});

const datesOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the returns of the Performance tab', () => {
  it('writes the range and the cash flows of the portfolio in the site’s date format', () => {
    render(<ReturnsCard performance={performance} label="1 year" />);
    const range = screen.getByText((_, element) => element?.tagName === 'P' && /^From /.test(element.textContent ?? ''));
    expect(range.textContent).toMatch(/^From Dec 29, 2026 to Dec 29, 2027\./);
    expect(datesOf(screen.getByRole('table', { name: 'Cash flows of the portfolio, 1 year' }))).toEqual([
      'Dec 29, 2026',
      'Mar 31, 2027',
      'Dec 29, 2027',
    ]);
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("writes a holding's cash flows in the site's date format", () => {
    render(<HoldingReturnsList performance={performance} label="1 year" />);
    expect(datesOf(screen.getByRole('table', { name: 'Cash flows of Midnight Tour, 1 year' }))).toEqual(['Mar 31, 2027']);
  });
});
