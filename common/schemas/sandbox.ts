import { z } from 'zod';

/** GET /api/sandbox: when the next scheduled reset is due (null when none is scheduled). */
export const sandboxStatusSchema = z.object({
  nextResetAt: z.string().nullable(),
  startingBalance: z.string(),
});
export type SandboxStatus = z.infer<typeof sandboxStatusSchema>;
