// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creatorProjectSummarySchema, type CreatorProjectSummary } from '@common/schemas/creator-dashboard';
import { renderWithApp } from '@/test/render';
import { ProceedsTotals } from './proceeds-totals';
import { ProjectFigures } from './project-figures';

function aCreatorProject(overrides: Partial<CreatorProjectSummary> = {}): CreatorProjectSummary {
  return creatorProjectSummarySchema.parse({
    id: 3,
    title: 'Midnight Tour',
    projectImageUrl: null,
    status: 'funded',
    fundingGoal: '1000.00',
    raisedAmount: '1000.00',
    progress: 100,
    startDate: '2026-11-01',
    endDate: '2026-12-10',
    daysLeft: 0,
    closedAt: '2026-12-11T00:00:00.000Z',
    investors: 2,
    followers: 1,
    pendingAmount: '0.00',
    releasedAmount: '1000.00',
    cancellations: { count: 0, amount: '0.00' },
    refunds: { count: 0, amount: '0.00' },
    revenue: { total: '3208.93', creatorShare: '2246.24' },
    payouts: { total: '802.23', count: 4 },
    proceeds: { raised: '1000.00', platformFee: '50.00', net: '950.00', revenuePaid: '2246.24' },
    lastUpdateAt: null,
    daysSinceLastUpdate: null,
    updateDue: false,
    questions: { total: 0, unanswered: 0, responsiveness: null },
    ...overrides,
  });
}

/** The figure whose term is `term`, as the list pairs them. */
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;

describe("a project's figures on the Creator tab", () => {
  it("shows a funded campaign's raise, fee and net, and the creator's 70% as the revenue headline", () => {
    renderWithApp(<ProjectFigures project={aCreatorProject()} />);
    expect(figure('Raised at funding').textContent).toBe('Raised at funding$1,000.00');
    expect(figure('Platform fee (5%)').textContent).toBe('Platform fee (5%)$50.00');
    expect(figure('Net proceeds').textContent).toBe('Net proceeds$950.00Paid to your balance');
    const revenue = figure('Revenue paid to you (your 70%)');
    expect(
      within(revenue)
        .getAllByRole('definition')
        .map((line) => line.textContent),
    ).toEqual(['$2,246.24', 'of $3,208.93 project revenue']);
    expect(screen.queryByText('Released at funding')).toBeNull();
  });

  it('shows no proceeds for a campaign still raising', () => {
    renderWithApp(<ProjectFigures project={aCreatorProject({ status: 'active', daysLeft: 5, closedAt: null })} />);
    expect(screen.queryByText('Net proceeds')).toBeNull();
    expect(figure('In escrow (pending)')).toBeTruthy();
  });
});

describe("the creator's questions beside the project", () => {
  it('counts those awaiting an answer and says how the creator answers, or when that will show', () => {
    const { unmount } = renderWithApp(
      <ProjectFigures
        project={aCreatorProject({ questions: { total: 7, unanswered: 2, responsiveness: { answeredPercent: 80, typicalHours: 5 } } })}
      />,
    );
    expect(figure('Questions awaiting your answer').textContent).toBe(
      'Questions awaiting your answer2 of 7The creator answered 80% of questions, typically within 5 hours',
    );
    unmount();
    renderWithApp(<ProjectFigures project={aCreatorProject({ questions: { total: 1, unanswered: 1, responsiveness: null } })} />);
    expect(figure('Questions awaiting your answer').textContent).toBe(
      'Questions awaiting your answer1 of 1Your answer rate shows once 3 questions are a week old',
    );
  });
});

describe("the creator's totals over all projects", () => {
  it('sums every project once one has funded, and is absent before', () => {
    const funded = aCreatorProject();
    const second = aCreatorProject({
      id: 4,
      proceeds: { raised: '2000.00', platformFee: '100.00', net: '1900.00', revenuePaid: '0.76' },
    });
    const { unmount } = renderWithApp(<ProceedsTotals projects={[funded, second]} />);
    expect(screen.getByRole('heading', { name: 'Your proceeds, all projects' })).toBeTruthy();
    expect(figure('Raised').textContent).toBe('Raised$3,000.00');
    expect(figure('Platform fee (5%)').textContent).toBe('Platform fee (5%)$150.00');
    expect(figure('Net proceeds').textContent).toBe('Net proceeds$2,850.00');
    expect(figure('Revenue paid to you (your 70%)').textContent).toBe('Revenue paid to you (your 70%)$2,247.00');
    unmount();
    renderWithApp(<ProceedsTotals projects={[aCreatorProject({ status: 'active' })]} />);
    expect(screen.queryByRole('heading', { name: 'Your proceeds, all projects' })).toBeNull();
  });
});
