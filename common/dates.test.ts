import { describe, expect, it } from 'vitest';
import { formatDayUtc, formatMomentUtc } from './dates';

describe('formatMomentUtc', () => {
  it('writes a moment as the site shows deadlines, in UTC', () => {
    expect(formatMomentUtc('2026-12-11T00:00:00.000Z')).toBe('Dec 11, 2026, 00:00 UTC');
    expect(formatMomentUtc(new Date('2026-12-08T23:05:00.000Z'))).toBe('Dec 8, 2026, 23:05 UTC');
  });

  it('gives back what is not a moment as it came', () => {
    expect(formatMomentUtc('soon')).toBe('soon');
  });
});

describe('formatDayUtc', () => {
  it('writes the UTC day of a moment as the site shows dates', () => {
    expect(formatDayUtc('2027-12-29T23:30:00.000Z')).toBe('Dec 29, 2027');
    expect(formatDayUtc(new Date('2028-01-01T00:00:00.000Z'))).toBe('Jan 1, 2028');
    expect(formatDayUtc('soon')).toBe('soon');
  });
});
