// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useExploreFilters } from './use-explore-filters';

function renderFilters(path: string) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  return { ...renderHook(() => useExploreFilters(), { wrapper }), location };
}

describe('useExploreFilters: the status in the address', () => {
  it('shows open campaigns when the address names no status, or an unknown one', () => {
    expect(renderFilters('/explore').result.current.filters.status).toBe('open');
    expect(renderFilters('/explore?status=closed').result.current.filters.status).toBe('open');
  });

  it('reads ?status= beside ?category=', () => {
    const { result } = renderFilters('/explore?category=indie&status=funded');
    expect(result.current.filters).toMatchObject({ category: 'indie', status: 'funded' });
  });

  it('writes a chosen status to the address and leaves it out for the default', () => {
    const { result, location } = renderFilters('/explore?category=indie');
    act(() => result.current.update({ status: 'all' }));
    expect(location.history.at(-1)).toBe('/explore?category=indie&status=all');
    expect(result.current.filters.status).toBe('all');
    act(() => result.current.update({ status: 'open' }));
    expect(location.history.at(-1)).toBe('/explore?category=indie');
    act(() => result.current.update({ status: 'failed' }));
    act(() => result.current.clear());
    expect(location.history.at(-1)).toBe('/explore');
    expect(result.current.filters).toMatchObject({ category: 'all', status: 'open' });
  });
});
