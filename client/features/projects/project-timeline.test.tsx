// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ProjectTimeline } from './project-timeline';

const now = new Date('2026-06-01T12:00:00Z');
const milestone = (name: string, date: string, status: string) => ({ name, description: '', date, status });

function statusOf(name: string) {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no milestone ${name}`);
  return within(item);
}

describe('ProjectTimeline', () => {
  it('says an upcoming milestone whose date has passed on the sandbox clock is past its date, and leaves the others as the creator set them', () => {
    renderWithApp(
      <ProjectTimeline
        now={now}
        timeline={{
          startDate: '2025-04-01',
          endDate: '2026-09-01',
          milestones: [
            milestone('Recording', '2025-04-01', 'completed'),
            milestone('EP release', '2025-05-01', 'upcoming'),
            milestone('Mixing', '2025-05-15', 'in_progress'),
            milestone('Listening party', '2026-06-01', 'upcoming'),
            milestone('Tour finale', '2026-09-01', 'upcoming'),
          ],
        }}
      />,
    );
    expect(statusOf('EP release').getByText('Date Passed')).toBeTruthy();
    expect(statusOf('EP release').queryByText('Upcoming')).toBeNull();
    expect(statusOf('Recording').getByText('Completed')).toBeTruthy();
    expect(statusOf('Mixing').getByText('In Progress')).toBeTruthy();
    // Its day is not over yet.
    expect(statusOf('Listening party').getByText('Upcoming')).toBeTruthy();
    expect(statusOf('Tour finale').getByText('Upcoming')).toBeTruthy();
  });
});
