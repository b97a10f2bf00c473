import type { Readable } from 'node:stream';

/** An inclusive byte range, as HTTP Range requests count. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  /** The length the sender declared; S3 needs it up front to stream without buffering. */
  contentLength: number;
  /** More than this many bytes fails with FileTooLargeError. */
  maxBytes: number;
}

/**
 * Where uploaded files live: local disk by default, an S3-compatible bucket for several
 * servers. Keys are names the server generated (see assertStorageKey), never a browser's.
 */
export interface FileStorage {
  /** Streams `body` into the file `key`; on any failure nothing is left under the key. Resolves to the bytes stored. */
  put(key: string, body: Readable, options: PutOptions): Promise<number>;
  /** The file's bytes, whole or one range; null when there is no such file. */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Bytes free where files are written; null when the storage has no such limit (S3). */
  freeBytes(): Promise<number | null>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

const storageKeyPattern = /^[a-z0-9][a-z0-9-]{7,63}$/;

/** A last guard: keys are server-made UUIDs, so anything with a dot, slash, NUL or other character is refused. */
export function assertStorageKey(key: string): void {
  if (!storageKeyPattern.test(key)) throw new Error(`Refusing a storage key that is not a server-generated name: ${JSON.stringify(key)}`);
}
