import { describe, expect, it } from 'vitest';
import { createdMilestones } from './created-milestones';

describe('createdMilestones', () => {
  it('plans the start and the first milestone on the start date and the completion on the end date, all upcoming', () => {
    expect(createdMilestones('2025-09-01', '2025-11-30')).toEqual([
      { name: 'Project Start', description: 'The project kicks off and funding opens.', date: '2025-09-01', status: 'upcoming' },
      { name: 'Milestone 1', description: 'The first milestone toward completion.', date: '2025-09-01', status: 'upcoming' },
      {
        name: 'Project Completion',
        description: 'The project is completed and delivered to its backers.',
        date: '2025-11-30',
        status: 'upcoming',
      },
    ]);
  });
});
