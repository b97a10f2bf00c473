import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '@common/schemas/ledger';
import { entryTitle } from './entry-labels';

const line = (entry: Pick<LedgerEntry, 'code' | 'at' | 'projectTitle'> & Partial<Pick<LedgerEntry, 'tradeSide'>>) =>
  entryTitle({ tradeSide: null, ...entry });

describe("an Account Activity line's title", () => {
  it("names a creator's funded campaign and revenue share with the project and the quarter", () => {
    expect(line({ code: 'release_to_creator', at: '2026-12-12T00:00:00.000Z', projectTitle: 'Midnight Tour' })).toBe(
      'Campaign funded: Midnight Tour',
    );
    // Posted at the quarter's end: the first moment of the next quarter belongs to the one before.
    expect(line({ code: 'revenue', at: '2027-04-01T00:00:00.000Z', projectTitle: 'Midnight Tour' })).toBe(
      'Revenue share 2027-Q1: Midnight Tour',
    );
  });

  it('keeps the plain label when the project is gone, and for every other line', () => {
    expect(line({ code: 'revenue', at: '2027-04-01T00:00:00.000Z', projectTitle: null })).toBe('Revenue share');
    expect(line({ code: 'withdrawal', at: '2027-04-01T00:00:00.000Z', projectTitle: null })).toBe('Funds withdrawn');
    expect(line({ code: 'payout', at: '2027-04-01T00:00:00.000Z', projectTitle: 'Midnight Tour' })).toBe('Quarterly payout');
  });

  it("tells a seller's trade from the part of a buyer's reservation that a trade below the limit gave back", () => {
    const at = '2027-04-01T00:00:00.000Z';
    expect(line({ code: 'trade', at, projectTitle: 'Midnight Tour', tradeSide: 'sell' })).toBe('Market trade: shares sold');
    expect(line({ code: 'trade', at, projectTitle: 'Midnight Tour', tradeSide: 'buy' })).toBe(
      'Buy order traded below your limit: the difference returned',
    );
    expect(line({ code: 'order_release', at, projectTitle: 'Midnight Tour' })).toBe('Buy order closed: reservation returned');
  });
});
