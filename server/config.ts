import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { parseCents, type Cents } from '@common/money';
import { booleanText, cronPatternProblem, milliseconds, positiveInt, publicOrigin, trustProxySetting } from './config-values';
import { clientBuildFolder } from './paths';

const configSchema = z
  .object({
    PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535, 'must be a port number (0-65535)').default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z
      .string()
      .refine(
        (text) => publicOrigin(text) !== null,
        "must be the site's http:// or https:// address without a path, such as https://stagebacker.example",
      )
      .optional(),
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
    LOGIN_FAILURES_PER_EMAIL_AND_CLIENT: positiveInt.default(10),
    LOGIN_FAILURES_PER_EMAIL: positiveInt.default(100),
    LOGINS_PER_CLIENT: positiveInt.default(100),
    SIGNUPS_PER_CLIENT: positiveInt.default(30),
    RATE_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
    KNOWN_DEVICE_SECRET: z.string().min(32, 'must be at least 32 characters').max(200, 'must be at most 200 characters').optional(),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((text, ctx) => {
        const setting = trustProxySetting(text);
        if (setting === null) {
          ctx.addIssue({
            code: 'custom',
            message: "must be false or a comma-separated list of the proxies' addresses or CIDR ranges, such as 10.0.0.0/8,127.0.0.1",
          });
          return z.NEVER;
        }
        return setting;
      }),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    SANDBOX_SEED: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(2 ** 31 - 1, 'must be below 2^31')
      .optional(),
    SANDBOX_RESET_CRON: z
      .string()
      .optional()
      .superRefine((pattern, context) => {
        const problem = pattern === undefined ? null : cronPatternProblem(pattern);
        if (problem) context.addIssue({ code: 'custom', message: `must be a cron pattern (${problem})` });
      }),
    UPLOAD_URLS_PER_USER: positiveInt.default(30),
    UPDATES_PER_USER: positiveInt.default(20),
    QUESTIONS_PER_USER: positiveInt.default(20),
    STREAMS_PER_CLIENT: positiveInt.default(20),
    PENDING_UPLOAD_MB_PER_USER: positiveInt.default(200),
    PENDING_UPLOADS_PER_USER: positiveInt.default(20),
    UPLOAD_MIN_FREE_MB: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(512),
    SANDBOX_ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\/[^/]/, 'must be an http:// or https:// URL')
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL, such as smtp://user:password@mail.example:587')
      .optional(),
    MAIL_FROM: z.string().min(3).max(200).default('Stagebacker Sandbox <no-reply@stagebacker.example>'),
    MAIL_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').max(200, 'must be at most 200 characters').optional(),
    SMTP_TIMEOUT_MS: positiveInt.default(10_000),
    STAFF_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').max(200, 'must be at most 200 characters').optional(),
    MAIL_DIGEST_HOUR_UTC: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be an hour from 0 to 23')
      .max(23, 'must be an hour from 0 to 23')
      .default(8),
    PASSWORD_RESETS_PER_EMAIL: positiveInt.default(5),
    PASSWORD_RESETS_PER_CLIENT: positiveInt.default(30),
    DATABASE_CONNECT_TIMEOUT_MS: positiveInt.default(5000),
    DATABASE_QUERY_TIMEOUT_MS: positiveInt.default(10_000),
    REDIS_CONNECT_TIMEOUT_MS: positiveInt.default(5000),
    REDIS_COMMAND_TIMEOUT_MS: positiveInt.default(2000),
    HEADERS_TIMEOUT_MS: positiveInt.default(10_000),
    REQUEST_TIMEOUT_MS: milliseconds.default(600_000),
    BODY_TIMEOUT_MS: positiveInt.default(10_000),
    BODY_MIN_BYTES_PER_SECOND: milliseconds.default(1024),
    IDLE_TIMEOUT_MS: positiveInt.default(60_000),
    KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(72_000),
    CONNECTIONS_PER_CLIENT: milliseconds.default(100),
  })
  .superRefine((values, context) => {
    // Node refuses a request timeout shorter than the headers' (0 switches it off).
    if (values.REQUEST_TIMEOUT_MS !== 0 && values.REQUEST_TIMEOUT_MS < values.HEADERS_TIMEOUT_MS) {
      context.addIssue({ code: 'custom', path: ['REQUEST_TIMEOUT_MS'], message: 'must be 0 or at least HEADERS_TIMEOUT_MS' });
    }
    const s3Setting = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find((name) => values[name] !== undefined);
    if (!values.S3_BUCKET && s3Setting) {
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is needed when ${s3Setting} is set` });
    }
    // The issue names the missing one of the pair.
    if (values.S3_ACCESS_KEY_ID && !values.S3_SECRET_ACCESS_KEY) {
      context.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'is needed when S3_ACCESS_KEY_ID is set' });
    }
    if (values.S3_SECRET_ACCESS_KEY && !values.S3_ACCESS_KEY_ID) {
      context.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'is needed when S3_SECRET_ACCESS_KEY is set' });
    }
  });

/** Uploaded files: a folder on local disk (default), or an S3-compatible bucket shared by several servers. */
export type StorageConfig =
  | { kind: 'local'; folder: string }
  | {
      kind: 's3';
      bucket: string;
      /** For S3-compatible services (MinIO, R2…); addressed path-style. Unset: AWS S3. */
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's default credential chain (instance roles and the like). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export interface Config {
  port: number;
  host: string;
  /** The site's origin for absolute addresses (canonical links, link previews, robots.txt, sitemap.xml), never the Host header. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  startingBalanceCents: Cents;
  cookieSecure: boolean;
  /** The built web client served by the server. */
  clientDir: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  rateLimits: {
    windowMs: number;
    /** Failed logins for one email from one client address, and from one known device (features/auth/known-device.ts). */
    loginFailuresPerEmailAndClient: number;
    /** Failed logins for one email from all addresses together, known devices aside: the ceiling for spread-out guessing. */
    loginFailuresPerEmail: number;
    loginsPerClient: number;
    signupsPerClient: number;
    uploadUrlsPerUser: number;
    /** Project updates one creator may post per window: each one notifies every follower and investor. */
    updatesPerUser: number;
    /** Questions and answers one account may post per window. */
    questionsPerUser: number;
    /** Live notification streams one client address may hold open on one server (a shared office or NAT counts once). */
    streamsPerClient: number;
    /** "Forgot password?" requests for one email, and from one client address. */
    passwordResetsPerEmail: number;
    passwordResetsPerClient: number;
  };
  staff: {
    /** Encrypts staff TOTP secrets at rest (hashed to an AES-256 key); the development key when STAFF_SECRET_KEY is unset. */
    secretKey: string;
    /** Whether STAFF_SECRET_KEY was set: without it the secrets are encrypted with a key in the code, so the server warns. */
    secretKeySet: boolean;
  };
  mail: {
    /** Mail (notices, digests, password reset links) goes out through this SMTP server; unset: it is written to the server's log instead. */
    smtpUrl: string | undefined;
    from: string;
    /** Signs the unsubscribe links: servers that share a database must share it (a random one per process when unset). */
    tokenSecret: string;
    /** Whether MAIL_TOKEN_SECRET was set: without it a restart breaks the links already mailed, so the server warns. */
    tokenSecretSet: boolean;
    /** The daily digest goes out at this hour, UTC. */
    digestHourUtc: number;
    /** A SMTP server silent this long (to connect, to greet, or mid-mail twice as long) is given up on; the queue retries later. */
    timeoutMs: number;
  };
  storage: StorageConfig;
  uploadLimits: {
    /** Bytes and number of a user's uploads no project uses yet (counted from the address on). */
    pendingBytesPerUser: number;
    pendingFilesPerUser: number;
    /** Local storage refuses uploads (507) below this much free disk space. */
    minFreeBytes: number;
  };
  /** Signs the known-device cookie; the same on every server (unset: a random one each start, so devices are known to that server until it stops). */
  knownDeviceSecret: string;
  /**
   * Fastify's `trustProxy`: the client address (`request.ip`) is read from X-Forwarded-For
   * through proxies at these addresses or ranges; false: the socket's address.
   */
  trustProxy: string[] | false;
  /** Rate-limit counters in this Redis instead of the database. */
  redisUrl: string | undefined;
  /** Every call to PostgreSQL and Redis gives up after these, so a request answers 503 instead of hanging. */
  dependencyTimeouts: {
    /** Opening a PostgreSQL connection (or waiting for a free one in the pool). */
    databaseConnectMs: number;
    /** One statement: PostgreSQL cancels it (statement_timeout); the client gives up a second later if the server does not answer at all. */
    databaseQueryMs: number;
    redisConnectMs: number;
    /** One Redis command, including while the client is reconnecting. */
    redisCommandMs: number;
  };
  /** What a slow or greedy client may hold (plugins/client-limits.ts). */
  clientLimits: {
    /** From the connection to the end of the request headers. */
    headersTimeoutMs: number;
    /** From the connection to the end of the request body, whatever its pace; 0: no limit. */
    requestTimeoutMs: number;
    /** A body must arrive within this plus one second per `bodyMinBytesPerSecond` received. */
    bodyTimeoutMs: number;
    bodyMinBytesPerSecond: number;
    /** A connection with no traffic either way is closed after this. */
    idleTimeoutMs: number;
    /** An idle keep-alive connection is closed after this. */
    keepAliveTimeoutMs: number;
    /** Open connections one remote address may hold; 0: no cap. */
    connectionsPerClient: number;
  };
  /** Cron pattern (UTC) of the periodic sandbox reset; unset: no schedule. */
  /**
   * Pins the secret the realized revenue is drawn from (at the first start and at each reset);
   * unset, each is random and kept in the database. For tests and demos that must repeat.
   */
  sandboxSeed: number | undefined;
  sandboxResetCron: string | undefined;
  /** Bearer token of POST /api/sandbox/clock; unset: the route does not exist. */
  sandboxAdminToken: string | undefined;
  /** Bearer token of GET /metrics (Prometheus); unset: the route does not exist and nothing is measured. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

/** The environment variables the server reads. */
export const configVariables: readonly string[] = Object.keys(configSchema.shape);

/** Staff TOTP secrets are encrypted with this when STAFF_SECRET_KEY is unset: fine for a laptop, not for a server (it warns). */
const DEVELOPMENT_STAFF_SECRET_KEY = 'stagebacker-development-staff-secret-key-not-for-servers';

/** Reads the configuration once from an environment; a bad value is a ConfigError naming the variable, never its value (it may be a secret). */

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    const message = `Invalid configuration: ${name} ${issue?.message ?? ''}`.trim();
    // The messages above never quote the value; should one ever (a library's own message), the value is cut out.
    const value = present[name];
    throw new ConfigError(value && value.length >= 4 ? message.replaceAll(value, '(the value)') : message);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL && publicOrigin(values.PUBLIC_URL)) ?? `http://localhost:${values.PORT}`,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    startingBalanceCents: values.SANDBOX_STARTING_BALANCE,
    cookieSecure: values.COOKIE_SECURE,
    sandboxResetCron: values.SANDBOX_RESET_CRON,
    sandboxSeed: values.SANDBOX_SEED,
    sandboxAdminToken: values.SANDBOX_ADMIN_TOKEN,
    metricsToken: values.METRICS_TOKEN,
    redisUrl: values.REDIS_URL,
    knownDeviceSecret: values.KNOWN_DEVICE_SECRET ?? randomBytes(32).toString('base64url'),
    trustProxy: values.TRUST_PROXY,
    dependencyTimeouts: {
      databaseConnectMs: values.DATABASE_CONNECT_TIMEOUT_MS,
      databaseQueryMs: values.DATABASE_QUERY_TIMEOUT_MS,
      redisConnectMs: values.REDIS_CONNECT_TIMEOUT_MS,
      redisCommandMs: values.REDIS_COMMAND_TIMEOUT_MS,
    },
    clientLimits: {
      headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      bodyTimeoutMs: values.BODY_TIMEOUT_MS,
      bodyMinBytesPerSecond: values.BODY_MIN_BYTES_PER_SECOND,
      idleTimeoutMs: values.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
      connectionsPerClient: values.CONNECTIONS_PER_CLIENT,
    },
    clientDir: path.resolve(values.CLIENT_DIR),
    logLevel: values.LOG_LEVEL,
    rateLimits: {
      windowMs: values.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      loginFailuresPerEmailAndClient: values.LOGIN_FAILURES_PER_EMAIL_AND_CLIENT,
      loginFailuresPerEmail: values.LOGIN_FAILURES_PER_EMAIL,
      loginsPerClient: values.LOGINS_PER_CLIENT,
      signupsPerClient: values.SIGNUPS_PER_CLIENT,
      uploadUrlsPerUser: values.UPLOAD_URLS_PER_USER,
      updatesPerUser: values.UPDATES_PER_USER,
      questionsPerUser: values.QUESTIONS_PER_USER,
      streamsPerClient: values.STREAMS_PER_CLIENT,
      passwordResetsPerEmail: values.PASSWORD_RESETS_PER_EMAIL,
      passwordResetsPerClient: values.PASSWORD_RESETS_PER_CLIENT,
    },
    staff: {
      secretKey: values.STAFF_SECRET_KEY ?? DEVELOPMENT_STAFF_SECRET_KEY,
      secretKeySet: values.STAFF_SECRET_KEY !== undefined,
    },
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      tokenSecret: values.MAIL_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
      tokenSecretSet: values.MAIL_TOKEN_SECRET !== undefined,
      digestHourUtc: values.MAIL_DIGEST_HOUR_UTC,
      timeoutMs: values.SMTP_TIMEOUT_MS,
    },
    uploadLimits: {
      pendingBytesPerUser: values.PENDING_UPLOAD_MB_PER_USER * 1024 * 1024,
      pendingFilesPerUser: values.PENDING_UPLOADS_PER_USER,
      minFreeBytes: values.UPLOAD_MIN_FREE_MB * 1024 * 1024,
    },
    storage: values.S3_BUCKET
      ? {
          kind: 's3',
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION,
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : { kind: 'local', folder: path.join(dataDir, 'uploads') },
  };
}
