import { describe, expect, it } from 'vitest';
import { budgetItemLabel, compareBudgetKeys, projectTypeLabels, projectTypes } from './project-types';

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

describe('budget items', () => {
  it('names budget items as the Budget Breakdown does', () => {
    expect(budgetItemLabel('studio_time')).toBe('Studio time');
    expect(budgetItemLabel('venues')).toBe('Venues');
  });

  it('are listed in the spec’s order of known keys, unknown ones after them by name, other last', () => {
    expect(['other', 'studio_time', 'marketing', 'venues', 'crew', 'aardvark'].sort(compareBudgetKeys)).toEqual([
      'venues',
      'marketing',
      'crew',
      'aardvark',
      'studio_time',
      'other',
    ]);
  });
});
