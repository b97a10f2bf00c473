export interface CreatedMilestone {
  name: string;
  description: string;
  date: string;
  status: string;
}

/** The spec's three milestones of a created project: Project Start and Milestone 1 on the start date, Project Completion on the end date. */
export function createdMilestones(startDate: string, endDate: string): CreatedMilestone[] {
  return [
    { name: 'Project Start', description: 'The project kicks off and funding opens.', date: startDate, status: 'upcoming' },
    { name: 'Milestone 1', description: 'The first milestone toward completion.', date: startDate, status: 'upcoming' },
    {
      name: 'Project Completion',
      description: 'The project is completed and delivered to its backers.',
      date: endDate,
      status: 'upcoming',
    },
  ];
}
