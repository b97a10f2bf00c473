import { describe, expect, it } from 'vitest';
import { annualReportDueDate, budgetItemLabel, isOverdue, overdueFrom, reminderAt, reminderMoments } from './annual-reports';

describe('annual report dates', () => {
  it('is due 120 days after the year ends: 30 April in a leap year, 1 May otherwise', () => {
    expect(annualReportDueDate(2027)).toBe('2028-04-30');
    expect(annualReportDueDate(2026)).toBe('2027-05-01');
    expect(annualReportDueDate(2030)).toBe('2031-05-01');
    expect(annualReportDueDate(2035)).toBe('2036-04-30');
  });

  it('is on time through the whole due date and overdue from the next day', () => {
    expect(overdueFrom(2030).toISOString()).toBe('2031-05-02T00:00:00.000Z');
    expect(isOverdue(2030, new Date('2031-05-01T23:59:59.999Z'))).toBe(false);
    expect(isOverdue(2030, new Date('2031-05-02T00:00:00.000Z'))).toBe(true);
  });

  it('reminds 30 and 7 days before the due date and the day after, and a jump gets the latest that passed', () => {
    expect(reminderMoments(2030).map(({ kind, at }) => [kind, at.toISOString()])).toEqual([
      ['due-in-30-days', '2031-04-01T00:00:00.000Z'],
      ['due-in-7-days', '2031-04-24T00:00:00.000Z'],
      ['overdue', '2031-05-02T00:00:00.000Z'],
    ]);
    expect(reminderAt(2030, new Date('2031-03-31T23:59:59Z'))).toBeNull();
    expect(reminderAt(2030, new Date('2031-04-01T00:00:00Z'))?.kind).toBe('due-in-30-days');
    expect(reminderAt(2030, new Date('2031-04-30T00:00:00Z'))?.kind).toBe('due-in-7-days');
    expect(reminderAt(2030, new Date('2035-01-01T00:00:00Z'))?.kind).toBe('overdue');
  });

  it('names budget items as the Budget Breakdown does', () => {
    expect(budgetItemLabel('studio_time')).toBe('Studio time');
    expect(budgetItemLabel('venues')).toBe('Venues');
  });
});
