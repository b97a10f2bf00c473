import { describe, expect, it } from 'vitest';
import { sandboxStatusSchema } from './sandbox';

describe('sandboxStatusSchema', () => {
  it('answers when the next reset is due, or null, and the starting balance', () => {
    const status = { nextResetAt: '2025-09-02T00:00:00.000Z', startingBalance: '10000.00' };
    expect(sandboxStatusSchema.parse({ ...status, cron: '0 0 * * *' })).toEqual(status);
    expect(sandboxStatusSchema.parse({ ...status, nextResetAt: null })).toEqual({ ...status, nextResetAt: null });
  });
});
