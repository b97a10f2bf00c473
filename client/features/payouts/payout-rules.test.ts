import { describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import {
  creatorPaidTotal,
  creatorPaidTotalText,
  nextExpectedPayout,
  paidToInvestorsText,
  quarterCount,
  statementUrl,
} from './payout-rules';

describe('quarterCount', () => {
  it('says "1 quarter" and "N quarters"', () => {
    expect(quarterCount(1)).toBe('1 quarter');
    expect(quarterCount(2)).toBe('2 quarters');
    expect(quarterCount(12)).toBe('12 quarters');
  });
});

describe('statementUrl', () => {
  it('points at the year’s CSV statement', () => {
    expect(statementUrl(2027)).toBe('/api/payouts/statement.csv?year=2027');
  });
});

describe('nextExpectedPayout', () => {
  const now = new Date('2027-02-10T12:00:00Z');
  const holding = (status: 'active' | 'pending', endDate = '2027-01-31') => ({ status, project: { timeline: { endDate } } });

  it('is null without an open holding', () => {
    expect(nextExpectedPayout([], now)).toBeNull();
  });

  it('is the next quarter end for an active holding', () => {
    expect(nextExpectedPayout([holding('active')], now)).toEqual(new Date('2027-04-01T00:00:00Z'));
  });

  it('is the first quarter end after the campaign closes for a pending holding', () => {
    // Closes at the end of June 10: the quarter that pays it ends on July 1.
    expect(nextExpectedPayout([holding('pending', '2027-06-10')], now)).toEqual(new Date('2027-07-01T00:00:00Z'));
    // Closes before this quarter ends: this quarter's end.
    expect(nextExpectedPayout([holding('pending', '2027-03-01')], now)).toEqual(new Date('2027-04-01T00:00:00Z'));
  });

  it('counts a campaign that closes exactly at a quarter end in the next quarter', () => {
    // June 30 closes at July 1, 00:00 UTC: the shares are issued as Q2 ends, so Q3 is the first paid.
    expect(nextExpectedPayout([holding('pending', '2027-06-30')], now)).toEqual(new Date('2027-10-01T00:00:00Z'));
  });

  it('treats a pending holding whose end date has passed (closing) like an active one', () => {
    expect(nextExpectedPayout([holding('pending', '2027-02-01')], now)).toEqual(new Date('2027-04-01T00:00:00Z'));
  });

  it('takes the earliest of several holdings', () => {
    expect(nextExpectedPayout([holding('pending', '2027-08-15'), holding('active')], now)).toEqual(new Date('2027-04-01T00:00:00Z'));
    expect(nextExpectedPayout([holding('pending', '2027-08-15'), holding('pending', '2027-05-02')], now)).toEqual(
      new Date('2027-07-01T00:00:00Z'),
    );
  });

  it('moves on at the quarter boundary itself', () => {
    expect(nextExpectedPayout([holding('active')], new Date('2027-04-01T00:00:00Z'))).toEqual(new Date('2027-07-01T00:00:00Z'));
    expect(nextExpectedPayout([holding('active')], new Date('2027-12-31T23:59:59Z'))).toEqual(new Date('2028-01-01T00:00:00Z'));
  });
});

describe('paidToInvestorsText', () => {
  it('is nothing before the first paid quarter', () => {
    expect(paidToInvestorsText({ paidToInvestors: '0.00', payoutCount: 0 })).toBeNull();
  });

  it('says how much over how many quarters, in dollars and cents', () => {
    expect(paidToInvestorsText({ paidToInvestors: '412.08', payoutCount: 1 })).toBe('Paid to investors: $412.08 over 1 quarter');
    expect(paidToInvestorsText({ paidToInvestors: '1234.50', payoutCount: 3 })).toBe('Paid to investors: $1,234.50 over 3 quarters');
  });

  it('shows a quarter that paid nothing as $0.00 rather than hiding it', () => {
    expect(paidToInvestorsText({ paidToInvestors: '0.00', payoutCount: 2 })).toBe('Paid to investors: $0.00 over 2 quarters');
  });
});

describe('creatorPaidTotal', () => {
  it('is null when no project has paid', () => {
    expect(creatorPaidTotal([])).toBeNull();
    expect(creatorPaidTotal([{ paidToInvestors: '0.00', payoutCount: 0 }])).toBeNull();
  });

  it('adds up the projects that have paid, in cents', () => {
    const total = creatorPaidTotal([
      { paidToInvestors: '0.10', payoutCount: 1 },
      { paidToInvestors: '0.00', payoutCount: 0 },
      { paidToInvestors: '1000.20', payoutCount: 4 },
    ]);
    expect(total).toEqual({ totalCents: 100030, projectCount: 2 });
    expect(total && creatorPaidTotalText(total)).toBe('Paid to investors across 2 projects: $1,000.30');
  });

  it('says "1 project" for one', () => {
    expect(creatorPaidTotalText({ totalCents: cents(5000), projectCount: 1 })).toBe('Paid to investors across 1 project: $50.00');
  });
});
