import { describe, expect, it } from 'vitest';
import { annualReportDueDate, isOverdue, overdueFrom, reminderAt, reminderMoments } from './annual-reports';

describe('annual report dates', () => {
  it('is due 120 days after the year ends on 31 December: 29 April in a leap year, 30 April otherwise', () => {
    expect(annualReportDueDate(2027)).toBe('2028-04-29');
    expect(annualReportDueDate(2026)).toBe('2027-04-30');
    expect(annualReportDueDate(2030)).toBe('2031-04-30');
    expect(annualReportDueDate(2035)).toBe('2036-04-29');
  });

  it('is on time through the whole due date and overdue from the next day', () => {
    expect(overdueFrom(2030).toISOString()).toBe('2031-05-01T00:00:00.000Z');
    expect(isOverdue(2030, new Date('2031-04-30T23:59:59.999Z'))).toBe(false);
    expect(isOverdue(2030, new Date('2031-05-01T00:00:00.000Z'))).toBe(true);
    // In a leap year the due date is 29 April: on time through it, overdue on 30 April.
    expect(overdueFrom(2027).toISOString()).toBe('2028-04-30T00:00:00.000Z');
    expect(isOverdue(2027, new Date('2028-04-29T23:59:59.999Z'))).toBe(false);
    expect(isOverdue(2027, new Date('2028-04-30T00:00:00.000Z'))).toBe(true);
  });

  it('reminds 30 and 7 days before the due date and the day after, and a jump gets the latest that passed', () => {
    expect(reminderMoments(2030).map(({ kind, at }) => [kind, at.toISOString()])).toEqual([
      ['due-in-30-days', '2031-03-31T00:00:00.000Z'],
      ['due-in-7-days', '2031-04-23T00:00:00.000Z'],
      ['overdue', '2031-05-01T00:00:00.000Z'],
    ]);
    expect(reminderMoments(2027).map(({ kind, at }) => [kind, at.toISOString()])).toEqual([
      ['due-in-30-days', '2028-03-30T00:00:00.000Z'],
      ['due-in-7-days', '2028-04-22T00:00:00.000Z'],
      ['overdue', '2028-04-30T00:00:00.000Z'],
    ]);
    expect(reminderAt(2030, new Date('2031-03-30T23:59:59Z'))).toBeNull();
    expect(reminderAt(2030, new Date('2031-03-31T00:00:00Z'))?.kind).toBe('due-in-30-days');
    expect(reminderAt(2030, new Date('2031-04-22T23:59:59Z'))?.kind).toBe('due-in-30-days');
    expect(reminderAt(2030, new Date('2031-04-23T00:00:00Z'))?.kind).toBe('due-in-7-days');
    expect(reminderAt(2030, new Date('2031-04-30T23:59:59Z'))?.kind).toBe('due-in-7-days');
    expect(reminderAt(2030, new Date('2031-05-01T00:00:00Z'))?.kind).toBe('overdue');
    expect(reminderAt(2030, new Date('2035-01-01T00:00:00Z'))?.kind).toBe('overdue');
  });
});
