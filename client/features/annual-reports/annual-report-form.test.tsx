// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USED_AMOUNT_MESSAGE, type AnnualReport, type AnnualReportForm } from '@common/schemas/annual-reports';
import { aUser } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { stubApi, type StubRoutes } from '@/test/stub-api';
import { AnnualReportFormPanel } from './annual-report-form';

const FORM: AnnualReportForm = {
  projectId: 12,
  projectTitle: 'Night Drive LP',
  year: 2030,
  dueDate: '2031-04-30',
  status: 'overdue',
  revenue: '1234.56',
  quarters: [
    { quarter: '2030-Q3', revenue: '234.56' },
    { quarter: '2030-Q4', revenue: '1000.00' },
  ],
  budget: [
    { item: 'marketing', label: 'Marketing', budgeted: '200.00' },
    { item: 'production', label: 'Production', budgeted: '300.00' },
  ],
  report: null,
};
const POST = 'POST /api/projects/12/annual-reports/2030';
const UPDATE = 'We played forty shows, pressed the vinyl run and started the next record.';

const filed = (overrides: Partial<AnnualReport> = {}): AnnualReport => ({
  projectId: 12,
  year: 2030,
  businessUpdate: UPDATE,
  useOfFunds: [
    { item: 'marketing', label: 'Marketing', budgeted: '200.00', used: '150.00', note: '' },
    { item: 'production', label: 'Production', budgeted: '300.00', used: '310.50', note: 'Pressing cost more.' },
  ],
  revenue: '1234.56',
  dueDate: '2031-04-30',
  filedAt: '2031-05-10T09:30:00.000Z',
  late: true,
  ...overrides,
});

function renderForm(form: AnnualReportForm = FORM, routes: StubRoutes = {}) {
  const api = stubApi({ 'GET /api/auth/user': () => ({ body: aUser({ accountType: 'creator' }) }), ...routes });
  return { api, ...renderWithApp(<AnnualReportFormPanel form={form} />, { path: '/creator/projects/12/annual-reports/2030' }) };
}

describe('the annual report form', () => {
  it('shows the revenue from the books read-only, with its quarters, and labels every field', async () => {
    renderForm();
    const revenue = screen.getByRole('textbox', { name: 'Revenue in 2030 (from the books)' }) as HTMLInputElement;
    expect(revenue.value).toBe('$1,234.56');
    expect(revenue.readOnly).toBe(true);
    expect(
      within(screen.getByRole('list', { name: 'Revenue by quarter in 2030' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2030-Q3: $234.56', '2030-Q4: $1,000.00']);
    expect(screen.getByRole('textbox', { name: 'Business update' })).toBeTruthy();
    for (const label of ['Marketing', 'Production']) {
      const amount = screen.getByRole('spinbutton', { name: `${label}: amount used ($)` }) as HTMLInputElement;
      expect([amount.type, amount.inputMode, amount.min, amount.step]).toEqual(['number', 'decimal', '0', '0.01']);
      expect(screen.getByRole('textbox', { name: `${label}: note (optional)` })).toBeTruthy();
    }
    expect(screen.getByText('Budgeted $300.00')).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.getByText('Due Apr 30, 2031 (120 days after the end of 2030)')).toBeTruthy();
  });

  it('checks the fields before sending, with the server schema’s messages', async () => {
    const { api, user } = renderForm();
    await waitFor(() => expect((screen.getByRole('button', { name: 'File report' }) as HTMLButtonElement).disabled).toBe(false));
    await user.type(screen.getByRole('textbox', { name: 'Business update' }), 'Too short.');
    // A number field holds no letters; a negative amount is what it can hold that the schema refuses (the other is left empty).
    const marketing = screen.getByRole('spinbutton', { name: 'Marketing: amount used ($)' }) as HTMLInputElement;
    await user.type(marketing, '-5');
    expect(marketing.value).toBe('-5');
    await user.click(screen.getByRole('button', { name: 'File report' }));
    expect(await screen.findByText('The business update must be at least 50 characters.')).toBeTruthy();
    expect(screen.getAllByText(USED_AMOUNT_MESSAGE)).toHaveLength(2);
    for (const label of ['Marketing', 'Production']) {
      const amount = screen.getByRole('spinbutton', { name: `${label}: amount used ($)` });
      expect(amount.getAttribute('aria-invalid'), label).toBe('true');
      const described = (amount.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described, label).toContain(USED_AMOUNT_MESSAGE);
    }
    expect(api.to(POST)).toHaveLength(0);
  });

  it('sends the fields as typed (never the revenue) and shows the server’s refusal', async () => {
    const { api, user } = renderForm(FORM, {
      [POST]: () => ({ status: 409, body: { message: 'The annual report for 2030 was filed on May 10, 2031.' } }),
    });
    await waitFor(() => expect((screen.getByRole('button', { name: 'File report' }) as HTMLButtonElement).disabled).toBe(false));
    await user.type(screen.getByRole('textbox', { name: 'Business update' }), UPDATE);
    await user.type(screen.getByRole('spinbutton', { name: 'Marketing: amount used ($)' }), '150');
    await user.type(screen.getByRole('spinbutton', { name: 'Production: amount used ($)' }), '310.50');
    await user.type(screen.getByRole('textbox', { name: 'Production: note (optional)' }), 'Pressing cost more.');
    await user.click(screen.getByRole('button', { name: 'File report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The annual report for 2030 was filed on May 10, 2031.');
    expect(api.to(POST).map((request) => request.body)).toEqual([
      {
        businessUpdate: UPDATE,
        useOfFunds: [
          { item: 'marketing', used: '150', note: '' },
          { item: 'production', used: '310.50', note: 'Pressing cost more.' },
        ],
      },
    ]);
  });

  it('files it and says so', async () => {
    const { user } = renderForm(FORM, { [POST]: () => ({ status: 201, body: filed() }) });
    await waitFor(() => expect((screen.getByRole('button', { name: 'File report' }) as HTMLButtonElement).disabled).toBe(false));
    await user.type(screen.getByRole('textbox', { name: 'Business update' }), UPDATE);
    await user.type(screen.getByRole('spinbutton', { name: 'Marketing: amount used ($)' }), '150');
    await user.type(screen.getByRole('spinbutton', { name: 'Production: amount used ($)' }), '310.50');
    await user.click(screen.getByRole('button', { name: 'File report' }));
    expect(await findToast('Annual report filed')).toBeTruthy();
  });

  it('shows a filed report instead of the form', () => {
    renderForm({ ...FORM, status: 'filed', report: filed() });
    expect(screen.queryByRole('button', { name: 'File report' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Annual report 2030' })).toBeTruthy();
    expect(screen.getByText('Filed late')).toBeTruthy();
    expect(screen.getByText('Pressing cost more.')).toBeTruthy();
  });
});
