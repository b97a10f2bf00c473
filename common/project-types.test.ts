import { describe, expect, it } from 'vitest';
import { projectTypeLabels, projectTypes } from './project-types';

describe('projectTypeLabels', () => {
  it('names every project type as the spec does', () => {
    expect(projectTypes.map((type) => projectTypeLabels[type])).toEqual([
      'Album/EP Recording',
      'Concert Tour',
      'Equipment Purchase',
      'Home Studio Setup',
      'Podcast Production',
      'Marketing Campaign',
      'Other Project',
    ]);
  });
});
