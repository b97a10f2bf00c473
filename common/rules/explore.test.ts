import { describe, expect, it } from 'vitest';
import { parseExploreCategory, parseExploreSort, parseExploreStatus, parseProjectTypeFilter } from './explore';

describe('parseExploreCategory', () => {
  it('reads the known values, any case', () => {
    expect(parseExploreCategory('indie')).toBe('indie');
    expect(parseExploreCategory('Podcasts')).toBe('podcasts');
  });

  it('shows all for a missing or unknown value', () => {
    expect(parseExploreCategory(null)).toBe('all');
    expect(parseExploreCategory('jazz')).toBe('all');
  });
});

describe('parseProjectTypeFilter and parseExploreSort', () => {
  it('keep known values and fall back to the defaults', () => {
    expect(parseProjectTypeFilter('studio_setup')).toBe('studio_setup');
    expect(parseProjectTypeFilter('concert')).toBe('all');
    expect(parseExploreSort('min_investment')).toBe('min_investment');
    expect(parseExploreSort('oldest')).toBe('trending');
  });
});

describe('parseExploreCategory from an address', () => {
  it('ignores spaces around the value', () => {
    expect(parseExploreCategory('  Electronic ')).toBe('electronic');
    expect(parseExploreCategory(undefined)).toBe('all');
  });
});

describe('parseExploreStatus', () => {
  it('reads the known values, any case, and shows open campaigns for anything else', () => {
    expect(parseExploreStatus('funded')).toBe('funded');
    expect(parseExploreStatus(' ALL ')).toBe('all');
    expect(parseExploreStatus('closed')).toBe('open');
    expect(parseExploreStatus(null)).toBe('open');
  });
});
