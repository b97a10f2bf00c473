import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';

/** A real, playable PCM WAV: a quiet 440 Hz tone, mono, 16-bit. */
export function wavFile(seconds = 1, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const file = Buffer.alloc(44 + samples * 2);
  file.write('RIFF', 0, 'latin1');
  file.writeUInt32LE(36 + samples * 2, 4);
  file.write('WAVEfmt ', 8, 'latin1');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate * 2, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'latin1');
  file.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index += 1) {
    file.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 440 * index) / sampleRate)), 44 + index * 2);
  }
  return file;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG of one colour. */
export function pngFile(width = 16, height = 16, rgb: [number, number, number] = [139, 92, 246]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const padded = (head: number[] | Buffer, size = 64) => Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length))]);

/** The first bytes of each accepted format: enough for the signature check, not for a player. */
export const sampleHeads = {
  mp3WithTag: () => padded(Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1')),
  mp3Frame: () => padded([0xff, 0xfb, 0x90, 0x64]),
  m4a: () => padded(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A \x00\x00\x00\x00', 'latin1')])),
  jpeg: () => padded([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  webp: () => padded(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')),
  html: () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
};

/** A stream of `size` bytes that starts with `head`, made as it is read so no test holds it in memory. */
export function generatedFile(size: number, head: Buffer, chunkSize = 64 * 1024): Readable {
  let sent = 0;
  const filler = Buffer.alloc(chunkSize, 0x55);
  return new Readable({
    read() {
      if (sent >= size) {
        this.push(null);
        return;
      }
      const chunk =
        sent === 0
          ? Buffer.concat([head, filler]).subarray(0, Math.min(chunkSize, size))
          : filler.subarray(0, Math.min(chunkSize, size - sent));
      sent += chunk.length;
      this.push(chunk);
    },
  });
}
