import { describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { formatCentsAsSignedShortUsd } from './format';

describe('formatCentsAsSignedShortUsd', () => {
  it('says which way returns went, and nothing for none', () => {
    expect(formatCentsAsSignedShortUsd(cents(1234))).toBe('+$12.34');
    expect(formatCentsAsSignedShortUsd(cents(500_00))).toBe('+$500');
    expect(formatCentsAsSignedShortUsd(cents(-1))).toBe('-$0.01');
    expect(formatCentsAsSignedShortUsd(cents(0))).toBe('$0');
  });
});
