import type { FileFormat } from '@common/schemas/uploads';

/** Enough of a file's start to recognise every accepted format. */
export const SIGNATURE_BYTES = 12;

const ascii = (head: Buffer, offset: number, text: string) => head.subarray(offset, offset + text.length).toString('latin1') === text;
const bytes = (head: Buffer, offset: number, values: number[]) => values.every((value, index) => head[offset + index] === value);

/** What each format's first bytes must be; a file whose bytes do not match its declared type is refused. */
const signatures: Record<FileFormat, (head: Buffer) => boolean> = {
  // An ID3 tag, or straight into an MPEG audio frame (11 set sync bits).
  mp3: (head) => ascii(head, 0, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0),
  wav: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE'),
  // An ISO media file opens with its `ftyp` box.
  m4a: (head) => ascii(head, 4, 'ftyp'),
  jpeg: (head) => bytes(head, 0, [0xff, 0xd8, 0xff]),
  png: (head) => bytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  webp: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'),
};

export function hasSignature(format: FileFormat, head: Buffer): boolean {
  return signatures[format](head);
}
