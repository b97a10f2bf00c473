import { describe, expect, it } from 'vitest';
import { formatProgress, fundingProgress, fundingProgressFromCents } from './progress';

describe('fundingProgress', () => {
  it('is raised over goal in percent', () => {
    expect(fundingProgress('23760.00', '24000.00')).toBe(99);
    expect(fundingProgress('0.00', '5000.00')).toBe(0);
    expect(fundingProgress('41350.00', '86000.00')).toBeCloseTo(48.0814, 4);
  });

  it('is not capped, so an overfunded project shows it', () => {
    expect(fundingProgress('12500.00', '10000.00')).toBe(125);
  });

  it('is 0 when there is no goal instead of dividing by zero', () => {
    expect(fundingProgress('100.00', '0.00')).toBe(0);
  });
});

describe('formatProgress', () => {
  it('shows one decimal', () => {
    expect(formatProgress(99)).toBe('99.0%');
    expect(formatProgress(48.0814)).toBe('48.1%');
    expect(formatProgress(0)).toBe('0.0%');
    expect(formatProgress(125)).toBe('125.0%');
  });
});

describe('fundingProgressFromCents', () => {
  it('rounds to one decimal, is not capped, and is 0 without a goal', () => {
    expect(fundingProgressFromCents(1_234_567, 3_000_000)).toBe(41.2);
    expect(fundingProgressFromCents(4_500_000, 3_000_000)).toBe(150);
    expect(fundingProgressFromCents(100, 0)).toBe(0);
  });
});
