import { describe, expect, it } from 'vitest';
import { addFundsProblem, QUICK_AMOUNTS } from './add-funds';

describe('addFundsProblem', () => {
  it('refuses less than $10 with the spec toast', () => {
    expect(addFundsProblem(9_99)).toEqual({ title: 'Minimum Amount Required', message: 'Please add at least $10 to your account.' });
    expect(addFundsProblem(0)).toEqual({ title: 'Minimum Amount Required', message: 'Please add at least $10 to your account.' });
  });

  it('refuses more than $10,000 with the spec toast', () => {
    expect(addFundsProblem(10_000_01)).toEqual({ title: 'Maximum Amount Exceeded', message: 'Please add no more than $10,000 at a time.' });
  });

  it('accepts the bounds and every quick amount', () => {
    expect(addFundsProblem(10_00)).toBeNull();
    expect(addFundsProblem(10_000_00)).toBeNull();
    for (const dollars of QUICK_AMOUNTS) expect(addFundsProblem(dollars * 100)).toBeNull();
  });
});
