import { describe, expect, it } from 'vitest';
import { createSubmissionKey } from './idempotency-key';

describe('createSubmissionKey', () => {
  it('gives a double click on the same reviewed submission the same key', () => {
    const keys = createSubmissionKey();
    const first = keys.for({ projectId: 1, amount: '100.00' });
    expect(keys.for({ projectId: 1, amount: '100.00' })).toBe(first);
  });

  it('makes a new key when the form changes, even back to earlier values', () => {
    const keys = createSubmissionKey();
    const first = keys.for({ amount: '100.00' });
    const second = keys.for({ amount: '200.00' });
    expect(second).not.toBe(first);
    expect(keys.for({ amount: '100.00' })).not.toBe(first);
  });

  it('makes a new key after a reset (a success), for the same values', () => {
    const keys = createSubmissionKey();
    const first = keys.for({ amount: '100.00' });
    keys.reset();
    expect(keys.for({ amount: '100.00' })).not.toBe(first);
  });
});
