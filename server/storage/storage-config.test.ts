import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('storage configuration', () => {
  it('stores uploads under DATA_DIR/uploads by default', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/stagebacker' }).storage).toEqual({ kind: 'local', folder: '/tmp/stagebacker/uploads' });
  });

  it('uses an S3-compatible bucket when S3_BUCKET is set', () => {
    const config = loadConfig({
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ S3_BUCKET: 'files' }).storage).toMatchObject({ region: 'us-east-1', endpoint: undefined, credentials: undefined });
  });

  it('reads the upload address limit per user', () => {
    expect(loadConfig({}).rateLimits.uploadUrlsPerUser).toBe(30);
    expect(loadConfig({ UPLOAD_URLS_PER_USER: '5' }).rateLimits.uploadUrlsPerUser).toBe(5);
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET is needed when S3_ENDPOINT is set/],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http/],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY is needed/],
    [{ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'do-not-print-me' }, /S3_ACCESS_KEY_ID is needed/],
  ])('stops on %j with one line naming the variable', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
    // The value may be a secret: the line names the variable and never echoes what it holds.
    expect(() => loadConfig(env)).not.toThrow(/do-not-print-me|minio:9000/);
  });
});
