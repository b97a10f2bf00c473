import path from 'node:path';
import { z } from 'zod';
import { parseCents } from '../common/money';
import { clientBuildFolder } from './paths';

const booleanText = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((text) => text === 'true' || text === '1');

const positiveInt = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').positive('must be positive');

const configSchema = z.object({
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535, 'must be a port number (0-65535)').default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SANDBOX_STARTING_BALANCE: z
    .string()
    .default('0')
    .transform((text, ctx) => {
      const cents = parseCents(text);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: 'must be a dollar amount such as 0 or 250.00' });
        return z.NEVER;
      }
      return cents;
    }),
  COOKIE_SECURE: booleanText.default(false),
  CLIENT_DIR: z.string().min(1).default(clientBuildFolder),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_FAILURES_PER_EMAIL: positiveInt.default(10),
  LOGINS_PER_CLIENT: positiveInt.default(100),
  SIGNUPS_PER_CLIENT: positiveInt.default(30),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  startingBalanceCents: number;
  cookieSecure: boolean;
  /** The built web client served by the server. */
  clientDir: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  rateLimits: {
    windowMs: number;
    loginFailuresPerEmail: number;
    loginsPerClient: number;
    signupsPerClient: number;
  };
}

export class ConfigError extends Error {}

/** Reads the configuration once from an environment; a bad value is a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(env[name] ?? '')} ${issue?.message ?? ''}`.trim());
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    startingBalanceCents: values.SANDBOX_STARTING_BALANCE,
    cookieSecure: values.COOKIE_SECURE,
    clientDir: path.resolve(values.CLIENT_DIR),
    logLevel: values.LOG_LEVEL,
    rateLimits: {
      windowMs: values.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      loginFailuresPerEmail: values.LOGIN_FAILURES_PER_EMAIL,
      loginsPerClient: values.LOGINS_PER_CLIENT,
      signupsPerClient: values.SIGNUPS_PER_CLIENT,
    },
  };
}
