import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, startingBalanceCents: 0, cookieSecure: false });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads the login and upload limits of issue 16, with their defaults', () => {
    expect(loadConfig({}).rateLimits).toMatchObject({ loginFailuresPerEmailAndClient: 10, loginFailuresPerEmail: 100 });
    expect(loadConfig({}).uploadLimits).toEqual({
      pendingBytesPerUser: 200 * 1024 * 1024,
      pendingFilesPerUser: 20,
      minFreeBytes: 512 * 1024 * 1024,
    });
    const config = loadConfig({
      LOGIN_FAILURES_PER_EMAIL_AND_CLIENT: '5',
      LOGIN_FAILURES_PER_EMAIL: '50',
      PENDING_UPLOAD_MB_PER_USER: '10',
      PENDING_UPLOADS_PER_USER: '4',
      UPLOAD_MIN_FREE_MB: '0',
    });
    expect(config.rateLimits).toMatchObject({ loginFailuresPerEmailAndClient: 5, loginFailuresPerEmail: 50 });
    expect(config.uploadLimits).toEqual({ pendingBytesPerUser: 10 * 1024 * 1024, pendingFilesPerUser: 4, minFreeBytes: 0 });
    expect(() => loadConfig({ UPLOAD_MIN_FREE_MB: '-1' })).toThrow(/UPLOAD_MIN_FREE_MB/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/stagebacker',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
      SANDBOX_STARTING_BALANCE: '250.50',
      COOKIE_SECURE: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/stagebacker',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/app',
      startingBalanceCents: 25050,
      cookieSecure: true,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a number$/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SANDBOX_STARTING_BALANCE: '-5' }, /SANDBOX_STARTING_BALANCE/],
    [{ COOKIE_SECURE: 'yes' }, /COOKIE_SECURE/],
  ])('stops on a bad value %j with one line naming it', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
  });

  it('never echoes a bad value, which may be a secret', () => {
    const secret = 'redis://:hunter2-secret@cache.internal';
    expect(() => loadConfig({ REDIS_URL: secret.replace('redis', 'http') })).toThrow(/^Invalid configuration: REDIS_URL must be/);
    expect(() => loadConfig({ REDIS_URL: secret.replace('redis', 'http') })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ SANDBOX_ADMIN_TOKEN: 'short-secret' })).not.toThrow(/short-secret/);
  });

  it('names the variable and never echoes the value, for every variable that refuses a bad one', () => {
    const secret = `Secret-${'x'.repeat(300)}://hunter2@host/!`;
    const refused = configVariables.filter((name) => {
      try {
        loadConfig({ [name]: secret });
        return false;
      } catch (error) {
        expect(error, name).toBeInstanceOf(ConfigError);
        const message = (error as Error).message;
        // The variable itself, or the one a pair needs (S3_ACCESS_KEY_ID alone names the missing S3_BUCKET).
        expect(message, name).toMatch(/^Invalid configuration: [A-Z][A-Z0-9_]+ /);
        expect(message, name).not.toContain('hunter2');
        expect(message, name).not.toContain('xxxx');
        return true;
      }
    });
    expect(refused).toEqual(
      expect.arrayContaining([
        'METRICS_TOKEN',
        'SANDBOX_ADMIN_TOKEN',
        'KNOWN_DEVICE_SECRET',
        'TRUST_PROXY',
        'REDIS_URL',
        'DATABASE_URL',
        'SMTP_URL',
        'PORT',
      ]),
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).toThrow(
      /^Invalid configuration: METRICS_TOKEN must be at least 16 characters$/,
    );
  });

  it('takes absolute addresses from PUBLIC_URL, by default the server itself on localhost', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://stagebacker.example/' }).publicUrl).toBe('https://stagebacker.example');
    expect(loadConfig({ PUBLIC_URL: 'https://Stagebacker.example:8443' }).publicUrl).toBe('https://stagebacker.example:8443');
    for (const bad of [
      'site.example',
      'ftp://stagebacker.example',
      'https://stagebacker.example/app',
      'https://x.example/?a=1',
      'https://x.example:70000',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(
        /^Invalid configuration: PUBLIC_URL must be the site's http:\/\/ or https:\/\/ address/,
      );
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).not.toThrow(bad);
    }
  });
});

describe('timeouts for dependencies and slow clients', () => {
  it('has defaults suited to a public server', () => {
    const config = loadConfig({});
    expect(config.dependencyTimeouts).toEqual({
      databaseConnectMs: 5000,
      databaseQueryMs: 10_000,
      redisConnectMs: 5000,
      redisCommandMs: 2000,
    });
    expect(config.clientLimits).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 600_000,
      bodyTimeoutMs: 10_000,
      bodyMinBytesPerSecond: 1024,
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
      connectionsPerClient: 100,
    });
  });

  it('names the variable of a bad value, never the value', () => {
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(
      new ConfigError('Invalid configuration: DATABASE_CONNECT_TIMEOUT_MS must be a number'),
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '10000' })).toThrow(
      new ConfigError('Invalid configuration: REQUEST_TIMEOUT_MS must be 0 or at least HEADERS_TIMEOUT_MS'),
    );
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '0', CONNECTIONS_PER_CLIENT: '0' }).clientLimits).toMatchObject({
      requestTimeoutMs: 0,
      connectionsPerClient: 0,
    });
  });

  it('reads TRUST_PROXY as the proxies’ addresses or ranges, off by default; refuses true and hop counts without echoing', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '1', '10.0.0.0/33', '10.0.0.300', 'proxy.internal', '10.0.0.1,', '::1/129', '10.0.0.0/8/8']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        new ConfigError(
          "Invalid configuration: TRUST_PROXY must be false or a comma-separated list of the proxies' addresses or CIDR ranges, such as 10.0.0.0/8,127.0.0.1",
        ),
      );
    }
  });

  it('signs known devices with KNOWN_DEVICE_SECRET, by default a random one for each start', () => {
    const secret = 'a-known-device-secret-of-40-characters-x';
    expect(loadConfig({ KNOWN_DEVICE_SECRET: secret }).knownDeviceSecret).toBe(secret);
    expect(loadConfig({}).knownDeviceSecret).toMatch(/^[\w-]{43}$/);
    expect(loadConfig({}).knownDeviceSecret).not.toBe(loadConfig({}).knownDeviceSecret);
    expect(() => loadConfig({ KNOWN_DEVICE_SECRET: 'too-short-secret' })).toThrow(
      new ConfigError('Invalid configuration: KNOWN_DEVICE_SECRET must be at least 32 characters'),
    );
  });
});
