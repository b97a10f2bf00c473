import { describe, expect, it } from 'vitest';
import { advanceClockSchema, sandboxStatusSchema } from './sandbox';

describe('sandboxStatusSchema', () => {
  it('answers when the next reset is due, or null, the starting balance and the sandbox time', () => {
    const status = { nextResetAt: '2025-09-02T00:00:00.000Z', startingBalance: '10000.00', now: '2025-09-01T12:00:00.000Z' };
    expect(sandboxStatusSchema.parse({ ...status, cron: '0 0 * * *' })).toEqual(status);
    expect(sandboxStatusSchema.parse({ ...status, nextResetAt: null })).toEqual({ ...status, nextResetAt: null });
  });
});

describe('advanceClockSchema', () => {
  it('takes a whole number of days from 1 to 3650, and nothing else', () => {
    expect(advanceClockSchema.parse({ advanceDays: 1 })).toEqual({ advanceDays: 1 });
    expect(advanceClockSchema.parse({ advanceDays: 3650 })).toEqual({ advanceDays: 3650 });
    for (const body of [
      { advanceDays: 0 },
      { advanceDays: 3651 },
      { advanceDays: 1.5 },
      { advanceDays: '7' },
      {},
      { advanceDays: 1, extra: 1 },
    ]) {
      expect(advanceClockSchema.safeParse(body).success).toBe(false);
    }
    expect(advanceClockSchema.safeParse({ advanceDays: 0 }).error?.issues[0]?.message).toBe(
      'advanceDays must be a whole number of days from 1 to 3650.',
    );
  });
});
