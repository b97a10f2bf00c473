import { describe, expect, it } from 'vitest';
import { campaignState, takesInvestments } from './campaign-state';

const timeline = { startDate: '2026-01-01', endDate: '2026-06-28', milestones: [] };

describe('campaignState', () => {
  it('is open before the end date, cancellable until 48 hours before the close', () => {
    const state = campaignState({ status: 'active', closedAt: null, suspensionReason: null, timeline }, new Date('2026-06-01T12:00:00Z'));
    expect(state).toEqual({
      kind: 'open',
      closesAt: new Date('2026-06-29T00:00:00Z'),
      cancellableUntil: new Date('2026-06-27T00:00:00Z'),
      canCancel: true,
    });
    expect(takesInvestments(state)).toBe(true);
  });

  it('stops cancellations in the last 48 hours', () => {
    const state = campaignState({ status: 'active', closedAt: null, suspensionReason: null, timeline }, new Date('2026-06-27T00:00:00Z'));
    expect(state).toMatchObject({ kind: 'open', canCancel: false });
  });

  it('is closing once the end date is over but the server has not closed it yet', () => {
    const state = campaignState({ status: 'active', closedAt: null, suspensionReason: null, timeline }, new Date('2026-06-29T00:00:00Z'));
    expect(state).toEqual({ kind: 'closing' });
    expect(takesInvestments(state)).toBe(false);
  });

  it('reports a funded or failed campaign with its close', () => {
    const closedAt = '2026-06-29T00:00:00.000Z';
    expect(campaignState({ status: 'funded', closedAt, suspensionReason: null, timeline }, new Date('2026-01-02'))).toEqual({
      kind: 'funded',
      closedAt,
    });
    expect(campaignState({ status: 'failed', closedAt, suspensionReason: null, timeline }, new Date('2026-01-02'))).toEqual({
      kind: 'failed',
      closedAt,
    });
  });

  it('reports a suspended campaign with its reason, taking no investments', () => {
    const closedAt = '2026-03-01T10:00:00.000Z';
    const state = campaignState({ status: 'suspended', closedAt, suspensionReason: 'Rights not shown.', timeline }, new Date('2026-03-02'));
    expect(state).toEqual({ kind: 'suspended', closedAt, reason: 'Rights not shown.' });
    expect(takesInvestments(state)).toBe(false);
  });
});
