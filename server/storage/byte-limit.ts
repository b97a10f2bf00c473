import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './file-storage';

/** Passes bytes through and counts them; one byte past the cap fails the stream, so a storage never keeps more. */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(new FileTooLargeError(this.maxBytes));
      return;
    }
    callback(null, chunk);
  }
}
