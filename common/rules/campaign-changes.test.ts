import { describe, expect, it } from 'vitest';
import { addBusinessDays, earliestEarlyEndDate, earlyCloseOpensOn, formatCampaignDay, reconfirmDeadline } from './campaign-changes';

describe('business days', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'], // Monday -> Tuesday
    ['2026-11-27', 1, '2026-11-30'], // Friday -> Monday
    ['2026-11-28', 1, '2026-11-30'], // Saturday -> Monday
    ['2026-11-29', 1, '2026-11-30'], // Sunday -> Monday
    ['2026-11-26', 5, '2026-12-03'], // Thursday -> next Thursday
    ['2026-11-27', 5, '2026-12-04'], // Friday -> next Friday
    ['2026-11-28', 5, '2026-12-04'], // Saturday -> next Friday
    ['2026-12-31', 5, '2027-01-07'], // across a year, no holidays
  ])('%s plus %i business days is %s', (day, count, expected) => {
    expect(addBusinessDays(day, count)).toBe(expected);
  });

  it('gives five business days to reconfirm, to the end of the fifth, unless the campaign closes first', () => {
    const thursdayNoon = new Date('2026-11-26T12:00:00.000Z');
    expect(reconfirmDeadline(thursdayNoon, '2027-01-31').toISOString()).toBe('2026-12-04T00:00:00.000Z');
    expect(reconfirmDeadline(thursdayNoon, '2026-12-01').toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('opens an early close after 21 days, for an end date at least 5 business days away', () => {
    expect(earlyCloseOpensOn('2026-11-01')).toBe('2026-11-22');
    expect(earliestEarlyEndDate(new Date('2026-11-27T23:59:00.000Z'))).toBe('2026-12-04');
  });

  it('writes campaign days as the site does', () => {
    expect(formatCampaignDay('2027-01-05')).toBe('Jan 5, 2027');
  });
});
