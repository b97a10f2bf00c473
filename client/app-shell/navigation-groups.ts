export interface NavigationItem {
  label: string;
  /** Path with optional query and #anchor. */
  href: string;
}

export interface NavigationGroup {
  label: string;
  /** The group's main route: the group is highlighted when the current path equals it. */
  href: string;
  items: NavigationItem[];
}

export const navigationGroups: NavigationGroup[] = [
  {
    label: 'Explore Projects',
    href: '/explore',
    items: [
      { label: 'All Projects', href: '/explore' },
      { label: 'Music & Audio', href: '/explore?category=music' },
      { label: 'Indie & Alternative', href: '/explore?category=indie' },
      { label: 'Electronic & EDM', href: '/explore?category=electronic' },
      { label: 'Country & Folk', href: '/explore?category=country' },
      { label: 'Podcasts & Audio Shows', href: '/explore?category=podcasts' },
    ],
  },
  {
    label: 'My Portfolio',
    href: '/dashboard',
    items: [
      { label: 'Overview', href: '/dashboard' },
      { label: 'My Investments', href: '/dashboard#my-investments' },
      { label: 'Performance Analytics', href: '/dashboard?tab=analytics&analyticsTab=performance#analytics-section' },
    ],
  },
  {
    label: 'How It Works',
    href: '/how-it-works',
    items: [
      { label: 'Getting Started', href: '/how-it-works' },
      { label: 'Investment Process', href: '/how-it-works#investing' },
      { label: 'Returns & Payouts', href: '/how-it-works#returns' },
      { label: 'Security & Safety', href: '/how-it-works#security' },
    ],
  },
  {
    label: 'For Creators',
    href: '/for-creators',
    items: [
      { label: 'Creator Overview', href: '/for-creators' },
      { label: 'Submit a Project', href: '/for-creators#submit' },
      { label: 'Funding Guidelines', href: '/for-creators#guidelines' },
      { label: 'Success Stories', href: '/for-creators#success' },
    ],
  },
];
