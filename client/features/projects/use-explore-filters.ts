import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { defaultExploreFilters, parseExploreCategory, type ExploreFilters } from '@common/rules/explore';

type LocalFilters = Omit<ExploreFilters, 'category'>;

const { category: _defaultCategory, ...defaultLocalFilters } = defaultExploreFilters;

/**
 * The explore filters. The category lives in the address (`?category=`), so the header's menu
 * items and the filter always agree and a filtered list can be shared; the rest is page state.
 */
export function useExploreFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, setLocal] = useState<LocalFilters>(defaultLocalFilters);
  const filters: ExploreFilters = { ...local, category: parseExploreCategory(searchParams.get('category')) };

  const update = ({ category, ...change }: Partial<ExploreFilters>) => {
    if (Object.keys(change).length > 0) setLocal((previous) => ({ ...previous, ...change }));
    if (category === undefined) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (category === 'all') next.delete('category');
        else next.set('category', category);
        return next;
      },
      { replace: true },
    );
  };

  return { filters, update, clear: () => update(defaultExploreFilters) };
}
