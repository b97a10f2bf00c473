import { z } from 'zod';

/** The body of every error answer (server/plugins/error-handler.ts). */
export const errorSchema = z.object({ message: z.string().describe('What went wrong, for a person to read.') });
