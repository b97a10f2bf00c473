import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { defaultExploreFilters, parseExploreCategory, parseExploreStatus, type ExploreFilters } from '@common/rules/explore';

type LocalFilters = Omit<ExploreFilters, 'category' | 'status'>;

const { category: _defaultCategory, status: _defaultStatus, ...defaultLocalFilters } = defaultExploreFilters;

/**
 * The explore filters. The category and the status live in the address (`?category=`,
 * `?status=`), so the header's menu items and the filter always agree and a filtered list can be
 * shared; the rest is page state. A default value leaves the address.
 */
export function useExploreFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, setLocal] = useState<LocalFilters>(defaultLocalFilters);
  const filters: ExploreFilters = {
    ...local,
    category: parseExploreCategory(searchParams.get('category')),
    status: parseExploreStatus(searchParams.get('status')),
  };

  const update = ({ category, status, ...change }: Partial<ExploreFilters>) => {
    if (Object.keys(change).length > 0) setLocal((previous) => ({ ...previous, ...change }));
    if (category === undefined && status === undefined) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const keep = (name: 'category' | 'status', value: string | undefined) => {
          if (value === undefined) return;
          if (value === defaultExploreFilters[name]) next.delete(name);
          else next.set(name, value);
        };
        keep('category', category);
        keep('status', status);
        return next;
      },
      { replace: true },
    );
  };

  return { filters, update, clear: () => update(defaultExploreFilters) };
}
