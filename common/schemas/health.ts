import { z } from 'zod';

const databaseKind = z.enum(['pglite', 'postgres']).describe('PGlite in the server process, or a PostgreSQL server (DATABASE_URL).');

/** `GET /api/health`: the server answers and so does its database. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: databaseKind, ok: z.literal(true), latencyMs: z.number().int() }),
});

/** `GET /api/health` when the database does not answer (503). */
export const healthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: z.object({ kind: databaseKind, ok: z.literal(false) }),
  message: z.string(),
});

/** `GET /api/health/live`: the process answers; no dependency is asked. */
export const livenessSchema = z.object({ status: z.literal('live') });

/** One dependency's answer to the readiness check: how fast it answered, or why it did not. */
const dependencyCheckSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number().int().optional(),
  error: z.string().optional().describe('Why the dependency counts as down: "not answering" or "no answer within …".'),
});

/** The checks of `GET /api/health/ready`: the database always, Redis when REDIS_URL is set. */
const readinessChecksSchema = z.object({
  database: dependencyCheckSchema.extend({ kind: databaseKind }),
  redis: dependencyCheckSchema.optional(),
});

/** `GET /api/health/ready`: every configured dependency answered. */
export const readinessSchema = z.object({ status: z.literal('ready'), checks: readinessChecksSchema });

/** `GET /api/health/ready` when a dependency does not answer (503): the message names it. */
export const readinessUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  checks: readinessChecksSchema,
  message: z.string(),
});
