// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { aHoldingOutlook } from './holding-band-fixture';
import { HoldingBandToggle } from './holding-band-toggle';

describe("a holding's payouts against its forecast", () => {
  it('loads nothing until opened, then shows the forecast of the day it was bought, marked hypothetical, with its figures in a table', async () => {
    const stub = stubApi({ 'GET /api/investments/7/outlook': () => ({ body: aHoldingOutlook() }) });
    const { user } = renderWithApp(<HoldingBandToggle investmentId={7} title="Midnight Tour" />);
    const toggle = screen.getByRole('button', { name: /^Payouts against the forecast ?: Midnight Tour$/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(stub.to('GET /api/investments/7/outlook')).toHaveLength(0);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('no panel');
    await within(panel).findByText('Hypothetical');
    expect(panel.textContent).toContain(
      'The forecast made when you bought: $500 invested in the campaign at $10.00 a share (5% platform fee), its quarters from the campaign’s funding; 2,000 simulated futures from the project’s public seed 123456.',
    );
    expect(within(panel).getByRole('figure', { name: 'Midnight Tour: payouts against the forecast at purchase' })).toBeTruthy();
    expect(panel.textContent).toContain('Paid so far: $8.30 over 3 quarters');

    // The table opens from the keyboard (a native disclosure) and gives every quarter's band and payout.
    const summary = within(panel).getByText('Show the chart’s figures as a table');
    summary.focus();
    await user.keyboard('{Enter}');
    const table = within(panel).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Q4 2026$0.50$1.00$1.60$1.20',
      'Q1 2027$3.00$4.50$6.00$2.10',
      'Q2 2027$3.20$4.80$6.40$5.00',
      'Q3 2027$3.10$4.60$6.20—Not paid',
      'Q4 2027$2.90$4.40$5.90—Not paid',
      'Q1 2028$2.80$4.20$5.70—Not paid',
    ]);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(stub.to('GET /api/investments/7/outlook')).toHaveLength(1);
  });

  it("says why when the forecast can't be loaded, and tries again", async () => {
    let fail = true;
    stubApi({
      'GET /api/investments/8/outlook': () =>
        fail ? { status: 500, body: { message: 'Something went wrong.' } } : { body: aHoldingOutlook({ investmentId: 8 }) },
    });
    const { user } = renderWithApp(<HoldingBandToggle investmentId={8} title="Basement Sessions" />);
    await user.click(screen.getByRole('button', { name: /Payouts against the forecast/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByText('Hypothetical')).toBeTruthy());
  });
});
