export const projectTypes = ['album', 'tour', 'equipment', 'studio_setup', 'podcast_production', 'marketing', 'other'] as const;

export type ProjectType = (typeof projectTypes)[number];

export const projectTypeLabels: Record<ProjectType, string> = {
  album: 'Album/EP Recording',
  tour: 'Concert Tour',
  equipment: 'Equipment Purchase',
  studio_setup: 'Home Studio Setup',
  podcast_production: 'Podcast Production',
  marketing: 'Marketing Campaign',
  other: 'Other Project',
};

export const musicGenres = [
  'Pop',
  'Hip Hop',
  'Rock',
  'Electronic',
  'R&B',
  'Country',
  'Jazz',
  'Classical',
  'Folk',
  'Alternative',
  'Reggae',
  'Blues',
  'Metal',
  'Indie',
  'Funk',
  'Other',
] as const;

/** Values of the explore category filter; a project matches when its creator's category contains the value. */
export const exploreCategories = ['all', 'music', 'indie', 'electronic', 'country', 'podcasts'] as const;

export const readBudgetKeys = ['venues', 'equipment', 'travel', 'marketing', 'crew', 'other'] as const;
export const createdBudgetKeys = ['production', 'equipment', 'marketing', 'distribution', 'talent', 'other'] as const;
