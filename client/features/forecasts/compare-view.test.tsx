// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompareAnswer, CompareFigures } from '@common/schemas/outlook-compare';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { compareHref, readCompareSearch } from './compare-request';
import { CompareView } from './compare-view';

const figures = (irr: string): CompareFigures => ({
  irr: { p10: '-40.0', p50: irr, p90: '30.5' },
  anyLoss: '35.2',
  breakEvenQuarter: 11,
  moneyBackIn3Years: '52.4',
  multiple: '1.10',
});

const answerFor = (amount: string): CompareAnswer => ({
  amount,
  years: 5,
  paths: 4000,
  projects: [
    { id: 3, title: 'Summer Tour', status: 'active', sharePrice: '10.00', onMarket: false, figures: figures('8.1'), notComparable: null },
    { id: 7, title: 'Loud Album', status: 'funded', sharePrice: '12.50', onMarket: true, figures: figures('-2.4'), notComparable: null },
    {
      id: 9,
      title: 'Gone Podcast',
      status: 'failed',
      sharePrice: '5.00',
      onMarket: false,
      figures: null,
      notComparable: 'This campaign did not fund: it pays nothing.',
    },
  ],
  split: { perProject: (Number(amount) / 2).toFixed(2), projectIds: [3, 7], figures: figures('3.3') },
});

const choices = { projects: [], total: 0, nextCursor: null };

describe('the compare page', () => {
  it('shows each project and the split, marked hypothetical, says why one cannot be compared, and follows a new amount', async () => {
    const api = stubApi({
      'GET /api/outlook/compare': ({ search }) => ({ body: answerFor(new URLSearchParams(search).get('amount') ?? '1000.00') }),
      'GET /api/projects': () => ({ body: choices }),
    });
    const { user, location } = renderWithApp(<CompareView />, { path: '/compare?projects=3,7,9' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader').textContent).toContain('Summer Tour');
    expect(rows[1]!.textContent).toContain('8.1%');
    expect(rows[2]!.textContent).toContain('−2.4%');
    expect(rows[3]!.textContent).toContain('Cannot be compared: This campaign did not fund: it pays nothing.');
    expect(rows[4]!.textContent).toMatch(/Split evenly.*\$1,000 across 2 projects, about \$500\.00 in each/);
    expect(rows[4]!.textContent).toContain('Quarter 11 (2.75 years)');
    expect(within(table).getByText('Hypothetical')).toBeTruthy();

    const amount = screen.getByLabelText('Amount in each project (USD)');
    await user.clear(amount);
    await user.type(amount, '2500');
    await waitFor(() => expect(location.history.at(-1)).toBe('/compare?projects=3,7,9&amount=2500.00'));
    await waitFor(() => expect(screen.getByRole('table').textContent).toContain('$1,250.00 in each'));
    expect(api.to('GET /api/outlook/compare').map((request) => new URLSearchParams(request.search).get('amount'))).toEqual([
      '1000.00',
      '2500.00',
    ]);

    await user.clear(amount);
    await user.type(amount, '0');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/The amount must be an amount in dollars above 0/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Loud Album' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/compare?projects=3,9&amount=2500.00'));
  });

  it('says what is wrong with an address it cannot read, and what to do with none, without asking the server', async () => {
    const api = stubApi({ 'GET /api/projects': () => ({ body: choices }) });
    renderWithApp(<CompareView />, { path: '/compare?projects=1,2,3,4,5' });
    expect((await screen.findByRole('alert')).textContent).toContain('You can compare up to 4 projects at once.');
    expect(api.to('GET /api/outlook/compare')).toHaveLength(0);
  });

  it("shows the server's message for projects that do not exist", async () => {
    stubApi({
      'GET /api/outlook/compare': () => ({ status: 404, body: { message: 'There is no project 99 to compare.' } }),
      'GET /api/projects': () => ({ body: choices }),
    });
    renderWithApp(<CompareView />, { path: '/compare?projects=99' });
    expect((await screen.findByRole('alert')).textContent).toContain('There is no project 99 to compare.');
  });
});

describe('the compare address', () => {
  it('reads projects and amount, with a message for what it cannot read', () => {
    expect(readCompareSearch(new URLSearchParams('projects=2,5&amount=250'))).toEqual({
      ids: [2, 5],
      amountCents: 250_00,
      projectsProblem: null,
      amountProblem: null,
    });
    expect(readCompareSearch(new URLSearchParams('')).ids).toEqual([]);
    expect(readCompareSearch(new URLSearchParams('projects=x')).projectsProblem).toMatch(/project numbers/);
    expect(readCompareSearch(new URLSearchParams('projects=1&amount=-3'))).toMatchObject({
      amountCents: 1000_00,
      amountProblem: expect.any(String),
    });
    expect(compareHref([4, 1])).toBe('/compare?projects=4,1');
    expect(compareHref([4], 500_00 as never)).toBe('/compare?projects=4&amount=500.00');
  });
});
