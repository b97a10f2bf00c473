import { describe, expect, it } from 'vitest';
import { returnsSplit, returnsSplitParts, type ReturnsSplit } from './returns-split';

/** The line as the card reads it. */
const returnsSplitText = (split: ReturnsSplit) => returnsSplitParts(split).join(' · ');

describe('returnsSplit', () => {
  it('is all zero for no holdings', () => {
    const split = returnsSplit([]);
    expect(split).toEqual({ totalCents: 0, payoutsCents: 0, changeCents: 0 });
    expect(returnsSplitText(split)).toBe('Payouts received $0 · Change in value $0');
  });

  it('splits the total into payouts received and the change in value', () => {
    const split = returnsSplit([
      { returns: '30.25', payoutsReceived: '12.25' },
      { returns: '5.00', payoutsReceived: '0.00' },
    ]);
    expect(split).toEqual({ totalCents: 3525, payoutsCents: 1225, changeCents: 2300 });
    expect(returnsSplitText(split)).toBe('Payouts received $12.25 · Change in value +$23');
  });

  it('shows a fall in value as a negative change even when payouts make the total positive', () => {
    // Received $40.10 in payouts while the holding lost $25.05 of value: returns +$15.05.
    const split = returnsSplit([{ returns: '15.05', payoutsReceived: '40.10' }]);
    expect(split).toEqual({ totalCents: 1505, payoutsCents: 4010, changeCents: -2505 });
    expect(returnsSplitText(split)).toBe('Payouts received $40.10 · Change in value -$25.05');
  });

  it('keeps a pending investment at nothing either way', () => {
    expect(returnsSplitText(returnsSplit([{ returns: '0.00', payoutsReceived: '0.00' }]))).toBe('Payouts received $0 · Change in value $0');
  });

  it('adds up exactly in cents, with no floating-point drift', () => {
    const holdings = Array.from({ length: 10 }, () => ({ returns: '0.30', payoutsReceived: '0.10' }));
    expect(returnsSplit(holdings)).toEqual({ totalCents: 300, payoutsCents: 100, changeCents: 200 });
  });
});
