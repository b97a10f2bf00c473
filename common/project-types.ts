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

// The known keys in the spec's order, others after them, 'other' last: the Budget Breakdown's order.
const knownBudgetKeys: readonly string[] = [...readBudgetKeys, ...createdBudgetKeys].filter((key) => key !== 'other');
const budgetKeyRank = (key: string) =>
  key === 'other' ? Number.MAX_SAFE_INTEGER : knownBudgetKeys.indexOf(key) === -1 ? knownBudgetKeys.length : knownBudgetKeys.indexOf(key);

/** Sorts budget items' keys as the project page's Budget Breakdown lists them (unknown keys by name). */
export const compareBudgetKeys = (a: string, b: string): number => budgetKeyRank(a) - budgetKeyRank(b) || a.localeCompare(b);

/** "studio_time" -> "Studio time": a budget item's name as the project page's Budget Breakdown shows it, and the annual report's use of funds. */
export function budgetItemLabel(key: string): string {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
