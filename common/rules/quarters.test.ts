import { describe, expect, it } from 'vitest';
import { quarterName } from './quarters';

describe('quarterName', () => {
  it('reads the API quarter as a person would say it', () => {
    expect(quarterName('2027-Q1')).toBe('Q1 2027');
    expect(quarterName('2030-Q4')).toBe('Q4 2030');
  });

  it('leaves anything unexpected as written', () => {
    expect(quarterName('2027-Q5')).toBe('2027-Q5');
    expect(quarterName('soon')).toBe('soon');
  });
});
