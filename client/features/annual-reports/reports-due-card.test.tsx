// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreatorAnnualReport } from '@common/schemas/annual-reports';
import { aUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ReportsDueCard } from './reports-due-card';

const item = (overrides: Partial<CreatorAnnualReport>): CreatorAnnualReport => ({
  projectId: 12,
  projectTitle: 'Night Drive LP',
  year: 2030,
  dueDate: '2031-04-30',
  status: 'due',
  filedAt: null,
  revenue: '1234.56',
  ...overrides,
});

function renderCard(items: CreatorAnnualReport[]) {
  stubApi({
    'GET /api/auth/user': () => ({ body: aUser({ accountType: 'creator' }) }),
    'GET /api/creator/annual-reports': () => ({ body: { items } }),
  });
  return renderWithApp(<ReportsDueCard />, { path: '/dashboard' });
}

describe('the creator dashboard’s annual reports', () => {
  it('lists them in the server’s order (overdue and due first), each owed one with a link to file it', async () => {
    renderCard([
      item({ year: 2029, status: 'overdue', dueDate: '2030-04-30' }),
      item({ year: 2030, status: 'due' }),
      item({
        projectId: 13,
        projectTitle: 'Tour Van',
        year: 2029,
        status: 'filed',
        filedAt: '2030-03-01T00:00:00.000Z',
        dueDate: '2030-04-30',
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Annual reports' })).toBeTruthy();
    expect(screen.getByText('2 to file: a report is due 120 days after the end of each year a funded project paid revenue.')).toBeTruthy();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/creator/projects/12/annual-reports/2029',
      '/creator/projects/12/annual-reports/2030',
      '/creator/projects/13/annual-reports/2029',
    ]);
    expect(within(rows[0]!).getByText('Overdue')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'File report: Night Drive LP, 2029' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Due Apr 30, 2031; revenue $1,234.56')).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'View report: Tour Van, 2029' })).toBeTruthy();
  });

  it('shows nothing while no report is owed', async () => {
    const { container } = renderCard([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
