import { z } from 'zod';

/** GET /api/sandbox: when the next scheduled reset is due (null when none is scheduled). */
export const sandboxStatusSchema = z.object({
  nextResetAt: z.string().nullable(),
  startingBalance: z.string(),
  /** The sandbox clock (real time plus the sandbox's offset), ISO time. */
  now: z.string(),
});

/** `POST /api/sandbox/clock` (with the admin token): moves the sandbox clock forward. */
export const advanceClockSchema = z.strictObject({
  advanceDays: z
    .number({ error: 'advanceDays must be a whole number of days from 1 to 3650.' })
    .int('advanceDays must be a whole number of days from 1 to 3650.')
    .min(1, 'advanceDays must be a whole number of days from 1 to 3650.')
    .max(3650, 'advanceDays must be a whole number of days from 1 to 3650.'),
});
export const clockSchema = z.object({ now: z.string() });
export type SandboxStatus = z.infer<typeof sandboxStatusSchema>;
