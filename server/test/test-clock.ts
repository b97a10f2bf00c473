import type { Clock, ClockSetting } from '../clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Real time moved by an offset a test controls, kept in memory: "400 days later" needs no backdated rows. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  async readIn(): Promise<Date> {
    return this.now();
  }

  async setting(): Promise<ClockSetting> {
    return { now: this.now(), holdIn: async () => undefined };
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

/** A clock that stands still until the test moves it, so times a test computes match the server's to the millisecond. */
export class FixedClock implements Clock {
  private at: number;

  constructor(at: Date = new Date()) {
    this.at = at.getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  async readIn(): Promise<Date> {
    return this.now();
  }

  async setting(): Promise<ClockSetting> {
    return { now: this.now(), holdIn: async () => undefined };
  }

  set(at: Date): Date {
    this.at = at.getTime();
    return this.now();
  }

  async advanceDays(days: number): Promise<Date> {
    this.at += days * DAY_MS;
    return this.now();
  }

  async reload(): Promise<void> {}
}
