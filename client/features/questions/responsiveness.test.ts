import { describe, expect, it } from 'vitest';
import { readableHours, responsivenessText } from './responsiveness';

describe('readableHours', () => {
  it('says hours under a day and days from there', () => {
    expect(readableHours(0.4)).toBe('under an hour');
    expect(readableHours(1)).toBe('1 hour');
    expect(readableHours(3.2)).toBe('3 hours');
    expect(readableHours(23.4)).toBe('23 hours');
    expect(readableHours(23.6)).toBe('1 day');
    expect(readableHours(48)).toBe('2 days');
    expect(readableHours(80)).toBe('3 days');
  });
});

describe('responsivenessText', () => {
  it('names the share answered and the typical time', () => {
    expect(responsivenessText({ answeredPercent: 80, typicalHours: 3 })).toBe(
      'The creator answered 80% of questions, typically within 3 hours',
    );
  });

  it('leaves the time out when no question was answered, and says nothing without a figure', () => {
    expect(responsivenessText({ answeredPercent: 0, typicalHours: null })).toBe('The creator answered 0% of questions');
    expect(responsivenessText(null)).toBeNull();
  });
});
