/** The explore requests the benchmark times: every filter on its own (and all together), under every sort. */
export interface FilterCase {
  label: string;
  params: Record<string, string>;
}

export const sorts = ['trending', 'newest', 'funding_goal', 'min_investment'] as const;

export const filterCases: FilterCase[] = [
  { label: 'no filter', params: {} },
  { label: 'search, title word "harbor"', params: { q: 'harbor' } },
  { label: 'search, creator name "night shift"', params: { q: 'night shift' } },
  { label: 'search, 2 letters "ha"', params: { q: 'ha' } },
  { label: 'search, no match "zzq"', params: { q: 'zzq' } },
  { label: 'category music', params: { category: 'music' } },
  { label: 'category podcasts', params: { category: 'podcasts' } },
  { label: 'category country', params: { category: 'country' } },
  { label: 'type tour', params: { type: 'tour' } },
  { label: 'type studio_setup', params: { type: 'studio_setup' } },
  { label: 'goal $20,000-$40,000', params: { minGoal: '20000', maxGoal: '40000' } },
  { label: 'goal $100,000 and above', params: { minGoal: '100000' } },
  {
    label: 'all filters together',
    params: { q: 'harbor', category: 'indie', type: 'album', minGoal: '10000', maxGoal: '80000' },
  },
];

export function exploreUrl(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${base}/api/projects${query ? `?${query}` : ''}`;
}
