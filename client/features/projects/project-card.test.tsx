// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProject } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ProjectCard } from './project-card';

const now = new Date('2026-06-01T12:00:00Z');

function renderCard(overrides: Parameters<typeof aProject>[0]) {
  const project = aProject(overrides);
  renderWithApp(<ProjectCard project={project} now={now} />);
  return within(screen.getByRole('article', { name: project.title }));
}

describe('ProjectCard: open or closed', () => {
  it("keeps the spec's Invest Now and the days left on an open campaign", () => {
    const card = renderCard({ id: 5, status: 'active', timeline: { startDate: '2026-05-01', endDate: '2026-06-10', milestones: [] } });
    expect(card.getByRole('link', { name: 'Invest Now' }).getAttribute('href')).toBe('/tour/5');
    expect(card.queryByRole('link', { name: 'View Project' })).toBeNull();
    expect(card.getByText('10 days left')).toBeTruthy();
  });

  it.each([
    ['funded', 'Funded, closed May 15, 2026'],
    ['failed', 'Failed, closed May 15, 2026'],
  ] as const)('says a %s campaign closed, and offers View Project instead of Invest Now', (status, text) => {
    const card = renderCard({
      id: 6,
      status,
      closedAt: '2026-05-15T00:00:00.000Z',
      timeline: { startDate: '2026-05-01', endDate: '2026-05-14', milestones: [] },
    });
    expect(card.getByRole('link', { name: 'View Project' }).getAttribute('href')).toBe('/tour/6');
    expect(card.queryByRole('link', { name: 'Invest Now' })).toBeNull();
    expect(card.getByText(text)).toBeTruthy();
    expect(card.getByText(status.toUpperCase())).toBeTruthy();
  });

  it('offers View Project once the end date has passed, before the server closes the campaign', () => {
    const card = renderCard({ status: 'active', timeline: { startDate: '2026-05-01', endDate: '2026-05-20', milestones: [] } });
    expect(card.getByRole('link', { name: 'View Project' })).toBeTruthy();
    expect(card.getByText('Ended')).toBeTruthy();
  });
});
