import { describe, expect, it } from 'vitest';
import { formatMomentUtc } from './dates';

describe('formatMomentUtc', () => {
  it('writes a moment as the site shows deadlines, in UTC', () => {
    expect(formatMomentUtc('2026-12-11T00:00:00.000Z')).toBe('Dec 11, 2026, 00:00 UTC');
    expect(formatMomentUtc(new Date('2026-12-08T23:05:00.000Z'))).toBe('Dec 8, 2026, 23:05 UTC');
  });

  it('gives back what is not a moment as it came', () => {
    expect(formatMomentUtc('soon')).toBe('soon');
  });
});
