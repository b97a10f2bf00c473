import { describe, expect, it } from 'vitest';
import { historyQuerySchema, historyRanges, portfolioHistorySchema } from './portfolio';

describe('historyQuerySchema', () => {
  it('shows 6 months unless asked for another range', () => {
    expect(historyQuerySchema.parse({})).toEqual({ range: '6m' });
    for (const range of historyRanges) expect(historyQuerySchema.parse({ range })).toEqual({ range });
  });

  it('names the ranges it knows', () => {
    expect(historyQuerySchema.safeParse({ range: '2y' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Choose a range of 1m, 3m, 6m, 1y or all.',
    ]);
  });
});

describe('portfolioHistorySchema', () => {
  it('answers the range and its points, invested and value as decimal strings', () => {
    const history = {
      range: '1m',
      points: [{ date: '2025-09-01', invested: '250.00', value: '245.75' }],
      payouts: [{ date: '2025-10-01', amount: '7.50' }],
    };
    expect(portfolioHistorySchema.parse({ ...history, userId: 1, points: [{ ...history.points[0], userId: 1 }] })).toEqual(history);
    expect(portfolioHistorySchema.safeParse({ ...history, range: '2y' }).success).toBe(false);
    expect(portfolioHistorySchema.safeParse({ ...history, payouts: undefined }).success).toBe(false);
  });
});
