import { describe, expect, it } from 'vitest';
import { sandboxDateLabel, sandboxNow } from './sandbox-clock';

const DAY_MS = 24 * 60 * 60 * 1000;
const received = Date.parse('2026-11-22T10:00:00.000Z');

describe('sandboxNow', () => {
  it('is the browser clock until the sandbox reports its time', () => {
    expect(sandboxNow(null, 0, received).getTime()).toBe(received);
  });

  it('runs on from the report, moved by the sandbox offset', () => {
    const reported = new Date(received + 30 * DAY_MS).toISOString();
    expect(sandboxNow(reported, received, received + 5000).getTime()).toBe(received + 30 * DAY_MS + 5000);
  });

  it('reads a few seconds of latency as no offset', () => {
    const reported = new Date(received - 1500).toISOString();
    expect(sandboxNow(reported, received, received + 10).getTime()).toBe(received + 10);
  });

  it('ignores an unreadable report', () => {
    expect(sandboxNow('not a date', received, received + 10).getTime()).toBe(received + 10);
  });
});

describe('sandboxDateLabel', () => {
  it('is null on the real day', () => {
    expect(sandboxDateLabel(new Date(received + 1000), new Date(received))).toBeNull();
  });

  it('names the sandbox day when it differs', () => {
    const real = new Date(2026, 10, 22, 12);
    expect(sandboxDateLabel(new Date(2027, 2, 3, 12), real)).toBe('Mar 3, 2027');
  });
});
