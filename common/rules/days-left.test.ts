import { describe, expect, it } from 'vitest';
import { daysLeft, formatDaysLeft, hasEnded } from './days-left';

const at = (iso: string) => new Date(iso);

describe('daysLeft', () => {
  it('counts whole days to the end of the end date', () => {
    expect(daysLeft('2025-09-30', at('2025-09-01T00:00:00Z'))).toBe(30);
    expect(daysLeft('2025-09-30', at('2025-09-02T00:00:00Z'))).toBe(29);
  });

  it('leaves one day on the end date itself, when investments are still taken', () => {
    expect(daysLeft('2025-09-30', at('2025-09-30T08:00:00Z'))).toBe(1);
  });

  it('is 0 or less once the end date is over', () => {
    expect(daysLeft('2025-09-30', at('2025-10-01T00:00:00Z'))).toBe(0);
    expect(daysLeft('2025-09-30', at('2025-10-13T12:00:00Z'))).toBe(-12);
  });

  it('reads a full timestamp by its date', () => {
    expect(daysLeft('2025-09-30T18:00:00.000Z', at('2025-09-29T12:00:00Z'))).toBe(2);
  });

  it('treats an unreadable date as ended', () => {
    expect(hasEnded('not a date', at('2025-09-01T00:00:00Z'))).toBe(true);
  });
});

describe('formatDaysLeft', () => {
  it("says 'Ended' when not above zero", () => {
    expect(formatDaysLeft(0)).toBe('Ended');
    expect(formatDaysLeft(-4)).toBe('Ended');
  });

  it('counts days otherwise', () => {
    expect(formatDaysLeft(1)).toBe('1 day left');
    expect(formatDaysLeft(24)).toBe('24 days left');
  });
});

describe('hasEnded', () => {
  it('is false while a day is left, true from the day after the end date', () => {
    expect(hasEnded('2025-09-30', at('2025-09-30T23:59:59Z'))).toBe(false);
    expect(hasEnded('2025-09-30', at('2025-10-01T00:00:00Z'))).toBe(true);
  });
});
