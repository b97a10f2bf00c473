import { describe, expect, it } from 'vitest';
import { entryTitle } from './entry-labels';

describe("an Account Activity line's title", () => {
  it("names a creator's funded campaign and revenue share with the project and the quarter", () => {
    expect(entryTitle({ code: 'release_to_creator', at: '2026-12-12T00:00:00.000Z', projectTitle: 'Midnight Tour' })).toBe(
      'Campaign funded: Midnight Tour',
    );
    // Posted at the quarter's end: the first moment of the next quarter belongs to the one before.
    expect(entryTitle({ code: 'revenue', at: '2027-04-01T00:00:00.000Z', projectTitle: 'Midnight Tour' })).toBe(
      'Revenue share 2027-Q1: Midnight Tour',
    );
  });

  it('keeps the plain label when the project is gone, and for every other line', () => {
    expect(entryTitle({ code: 'revenue', at: '2027-04-01T00:00:00.000Z', projectTitle: null })).toBe('Revenue share');
    expect(entryTitle({ code: 'withdrawal', at: '2027-04-01T00:00:00.000Z', projectTitle: null })).toBe('Funds withdrawn');
    expect(entryTitle({ code: 'payout', at: '2027-04-01T00:00:00.000Z', projectTitle: 'Midnight Tour' })).toBe('Quarterly payout');
  });
});
