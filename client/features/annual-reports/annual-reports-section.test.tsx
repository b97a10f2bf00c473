// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnnualReport, ProjectAnnualReports } from '@common/schemas/annual-reports';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { AnnualReportsSection } from './annual-reports-section';
import { CreatorOverdueBadge, ProjectOverdueBadge } from './overdue-badge';

const REPORT: AnnualReport = {
  projectId: 12,
  year: 2030,
  businessUpdate: 'We played forty shows, pressed the vinyl run and started the next record.',
  useOfFunds: [{ item: 'production', label: 'Production', budgeted: '300.00', used: '310.50', note: 'Pressing cost more.' }],
  revenue: '1234.56',
  dueDate: '2031-04-30',
  filedAt: '2031-04-10T09:30:00.000Z',
  late: false,
};

function renderProject(reports: ProjectAnnualReports) {
  stubApi({
    'GET /api/auth/user': () => ({ status: 401, body: { message: 'Not signed in.' } }),
    'GET /api/projects/12/annual-reports': () => ({ body: reports }),
  });
  return renderWithApp(
    <>
      <ProjectOverdueBadge projectId="12" />
      <AnnualReportsSection projectId="12" />
    </>,
    { path: '/tour/12' },
  );
}

describe('annual reports on the project page', () => {
  it('shows "Annual report overdue" while a year is overdue', async () => {
    renderProject({ reports: [], overdue: [{ year: 2031, dueDate: '2032-04-29' }] });
    expect(await screen.findByText('The creator has not filed the annual report for 2031 (due Apr 29, 2032).')).toBeTruthy();
    expect(screen.getAllByText('Annual report overdue')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Annual reports' })).toBeTruthy();
  });

  it('lists the filed reports with the revenue from the books and the use of funds, and no badge when none is overdue', async () => {
    renderProject({ reports: [REPORT], overdue: [] });
    expect(await screen.findByRole('heading', { name: 'Annual report 2030' })).toBeTruthy();
    expect(screen.queryByText('Annual report overdue')).toBeNull();
    expect(screen.getByText('$1,234.56')).toBeTruthy();
    expect(screen.getByText(REPORT.businessUpdate)).toBeTruthy();
    expect(screen.getByText('Production')).toBeTruthy();
    expect(screen.getByText('of $300.00 budgeted')).toBeTruthy();
    expect(screen.queryByText('Filed late')).toBeNull();
  });

  it('shows no section for a project that owes and filed nothing', async () => {
    const { container } = renderProject({ reports: [], overdue: [] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});

describe('the creator profile badge', () => {
  it('names the overdue reports', async () => {
    stubApi({
      'GET /api/auth/user': () => ({ status: 401, body: { message: 'Not signed in.' } }),
      'GET /api/creators/4/annual-reports': () => ({
        body: { overdue: [{ projectId: 12, projectTitle: 'Night Drive LP', year: 2030, dueDate: '2031-04-30' }] },
      }),
    });
    renderWithApp(<CreatorOverdueBadge creatorId="4" />, { path: '/musician/4' });
    expect(await screen.findByText('Annual report overdue')).toBeTruthy();
    expect(screen.getByText('Not filed: Night Drive LP, 2030 (due Apr 30, 2031).')).toBeTruthy();
  });
});
