import type { Clock } from '../clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Real time moved by an offset a test controls, kept in memory: "400 days later" needs no backdated rows. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  async advanceDays(days: number): Promise<Date> {
    this.offsetMs += days * DAY_MS;
    return this.now();
  }

  async reload(): Promise<void> {}

  reset(): void {
    this.offsetMs = 0;
  }
}
