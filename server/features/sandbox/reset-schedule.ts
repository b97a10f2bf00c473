import { Cron } from 'croner';

/** The optional periodic reset (SANDBOX_RESET_CRON); croner runs it, in UTC. */
export class ResetSchedule {
  private readonly job: Cron | null;

  constructor(pattern: string | undefined, reset: () => Promise<void>) {
    this.job = pattern ? new Cron(pattern, { timezone: 'UTC', protect: true, paused: true }, reset) : null;
  }

  start(): void {
    this.job?.resume();
  }

  stop(): void {
    this.job?.stop();
  }

  /** When the next reset is due, or null when none is scheduled. */
  nextResetAt(): Date | null {
    return this.job?.nextRun() ?? null;
  }
}
