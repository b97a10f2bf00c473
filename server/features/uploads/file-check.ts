import { Transform, type TransformCallback } from 'node:stream';
import { invalidFileMessage, type FileFormat, type FileKind } from '@common/schemas/uploads';
import { AppError, badRequest } from '../../errors';
import { hasSignature, SIGNATURE_BYTES } from './file-signatures';

export const emptyFileMessage = (kind: FileKind) => `The file is empty. ${invalidFileMessage(kind)}.`;

/**
 * Holds back the first bytes until it can tell the file is what its content type says, then
 * passes everything through. A wrong file fails with 415 before a byte reaches the storage;
 * an empty one with 400.
 */
export class FileCheck extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;

  constructor(
    private readonly kind: FileKind,
    private readonly format: FileFormat,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.checked) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SIGNATURE_BYTES) {
      callback();
      return;
    }
    this.release(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.checked) {
      callback();
      return;
    }
    if (this.headBytes === 0) {
      callback(badRequest(emptyFileMessage(this.kind)));
      return;
    }
    this.release(callback);
  }

  private release(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.checked = true;
    if (!hasSignature(this.format, head)) {
      callback(new AppError(415, invalidFileMessage(this.kind)));
      return;
    }
    callback(null, head);
  }
}
