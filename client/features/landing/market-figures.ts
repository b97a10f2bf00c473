/** The landing page's market figures (spec section 1), with the public reports they come from. */
export interface MarketFigure {
  value: string;
  label: string;
  source?: string;
  detail?: string;
}

export const statsStrip: MarketFigure[] = [
  { value: '$26.2B', label: 'Global music industry value' },
  { value: '523M', label: 'Streaming users worldwide' },
  { value: '$104B', label: 'Creator economy value' },
  { value: '43%', label: 'Independent artist market share' },
  { value: '$17.5B', label: 'Streaming revenue' },
  { value: '$31.7B', label: 'Live music market' },
  { value: '25%', label: 'Revenue share for investors' },
];

export const growthCards: MarketFigure[] = [
  {
    value: '$26.2B',
    label: 'Global recorded music revenue',
    detail: 'Recorded music has grown for eight straight years, led by streaming.',
    source: 'IFPI Global Music Report 2023',
  },
  {
    value: '523M',
    label: 'Paid streaming subscribers',
    detail: 'Listeners pay for music again, and they follow artists across platforms.',
    source: 'MIDiA Research, music subscriber market',
  },
  {
    value: '$104B',
    label: 'Creator economy',
    detail: 'Independent creators now run businesses with audiences of their own.',
    source: 'Linktree Creator Report 2022',
  },
  {
    value: '43%',
    label: 'Independent artist share',
    detail: 'Artists outside the major labels hold a growing share of the market.',
    source: 'MIDiA Research, independent artist market',
  },
];
