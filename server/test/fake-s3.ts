import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** Stored objects by key. */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  close(): Promise<void>;
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'application/xml' });
  response.end(
    '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
  );
}

/**
 * Just enough of S3's HTTP API (path-style PUT, ranged GET, DELETE of objects) to exercise
 * S3Storage with the real AWS SDK in-process. A PUT cut off midway stores nothing, as S3 does.
 */
export async function startFakeS3(bucket = 'stagebacker-test'): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    if (bucketName !== bucket || !key || !String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')) {
      response.writeHead(403).end();
      return;
    }
    if (request.method === 'PUT') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        if (body.length !== Number(request.headers['content-length'])) {
          response.writeHead(400).end();
          return;
        }
        objects.set(key, { body, contentType: request.headers['content-type'] });
        response.writeHead(200, { etag: '"fake"' }).end();
      });
      return;
    }
    const object = objects.get(key);
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'GET') {
      response.writeHead(405).end();
      return;
    }
    if (!object) return notFound(response);
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
    if (!range) {
      response.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream', 'content-length': object.body.length });
      response.end(object.body);
      return;
    }
    const start = Number(range[1]);
    const end = Math.min(Number(range[2]), object.body.length - 1);
    response.writeHead(206, { 'content-range': `bytes ${start}-${end}/${object.body.length}`, 'content-length': end - start + 1 });
    response.end(object.body.subarray(start, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
