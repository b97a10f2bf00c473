import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../config';
import { ByteLimit } from './byte-limit';
import { assertStorageKey, FileTooLargeError, type ByteRange, type FileStorage, type PutOptions } from './file-storage';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const ignore = () => undefined;
/** Failures reach the caller as rejections; the SDK's own console warnings (a refused upload is one) would only repeat them. */
const quietLogger = { trace: ignore, debug: ignore, info: ignore, warn: ignore, error: ignore };

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return (
    name === 'NoSuchKey' || name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
};

/**
 * An S3-compatible bucket, so several servers see the same files. Uploads stream straight
 * through with their declared length (one PutObject, nothing buffered).
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // S3-compatible services behind a custom endpoint address buckets by path.
      forcePathStyle: config.endpoint !== undefined,
      credentials: config.credentials,
      // A streamed body cannot be sent twice, so a failed request is not retried.
      maxAttempts: 1,
      // Checksums only where S3 requires them: streaming checksum trailers are not understood by every S3-compatible service.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      logger: quietLogger,
    });
  }

  async put(key: string, body: Readable, { contentType, contentLength, maxBytes }: PutOptions): Promise<number> {
    assertStorageKey(key);
    if (contentLength > maxBytes) throw new FileTooLargeError(maxBytes);
    if (body.errored) throw body.errored;
    // The request to S3 carries the declared length, so a body that runs past it is refused like an oversized one.
    const limit = new ByteLimit(contentLength);
    const abort = new AbortController();
    let bodyError: unknown;
    // The SDK pipes the body without watching it for errors: a failed body must abort the request, or S3 waits for the missing bytes.
    const fail = (error: unknown) => {
      bodyError ??= error;
      abort.abort();
    };
    body.on('error', (error) => {
      fail(error);
      limit.destroy(error);
    });
    limit.on('error', fail);
    body.pipe(limit);
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: limit, ContentType: contentType, ContentLength: contentLength }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      // An aborted PutObject leaves no object; the delete covers a service that kept a partial one.
      await this.delete(key).catch(() => undefined);
      throw bodyError ?? error;
    }
    return limit.bytes;
  }

  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    assertStorageKey(key);
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return (response.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** A bucket has no free space to run out of that the server could see. */
  async freeBytes(): Promise<null> {
    return null;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}
