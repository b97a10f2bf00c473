/**
 * The server's memory while it receives a 50 MB song: the server runs in this process, the
 * uploader in a child process (so its buffers do not count), and memory is sampled every
 * 10 ms during the PUT. Goal: growth under 20 MB, because the body streams to storage.
 * Bare node:http servers that stream or buffer the same body are measured for comparison.
 * Run with `npm run bench:upload` (PGlite in a temporary folder; DATABASE_URL or S3_* from
 * the environment are used when set).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/prepare-database';
import { wavFile } from '../server/test/sample-files';

const MB = 1024 * 1024;
const SONG_BYTES = 50 * MB;
const GOAL_MB = 20;
const CONCURRENT = 4;

// The uploader: streams `size` bytes (a WAV header, then filler) with backpressure, prints the answer.
const uploader = `
const http = require('node:http');
const [url, size, head] = [process.argv[1], Number(process.argv[2]), Buffer.from(process.argv[3], 'base64')];
const request = http.request(url, { method: 'PUT', headers: { 'content-type': 'audio/wav', 'content-length': size } }, (response) => {
  let body = '';
  response.on('data', (chunk) => (body += chunk));
  response.on('end', () => console.log(JSON.stringify({ status: response.statusCode, body })));
});
const filler = Buffer.alloc(64 * 1024, 0x55);
let sent = 0;
(function write() {
  while (sent < size) {
    const piece = sent === 0 ? Buffer.concat([head, filler]).subarray(0, filler.length) : filler.subarray(0, Math.min(filler.length, size - sent));
    sent += piece.length;
    if (!request.write(piece)) return request.once('drain', write);
  }
  request.end();
})();`;

function upload(url: string, size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', uploader, url, String(size), wavFile(0.01).toString('base64')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as { status: number; body: string }) : reject(new Error(`uploader exited with ${code}`)),
    );
  });
}

interface Sample {
  rss: number;
  heapUsed: number;
  /** Memory outside the JS heap, Buffers included: where a buffered body would sit. */
  external: number;
}

interface Measured {
  before: Sample;
  peak: Sample;
  seconds: number;
}

function sample(): Sample {
  const usage = process.memoryUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external };
}

async function settle(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** Uploads a 50 MB song to each address at once while sampling this process's memory. */
async function measureUploads(urls: string[]): Promise<Measured> {
  await settle();
  const before = sample();
  const peak = { ...before };
  const timer = setInterval(() => {
    const now = sample();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.external = Math.max(peak.external, now.external);
  }, 10);
  const started = performance.now();
  try {
    const answers = await Promise.all(urls.map((url) => upload(url, SONG_BYTES)));
    const failed = answers.find((answer) => answer.status !== 200);
    if (failed) throw new Error(`an upload failed: ${failed.status} ${failed.body}`);
  } finally {
    clearInterval(timer);
  }
  return { before, peak, seconds: (performance.now() - started) / 1000 };
}

/** For comparison, bare node:http handlers: one that streams the body to a file (Node's own floor), one that collects it in memory first. */
async function measureBareHandler(kind: 'streaming' | 'buffering', folder: string): Promise<Measured> {
  const file = path.join(folder, `bare-${kind}`);
  const server = createServer((request, response) => {
    const done = () => response.writeHead(200).end();
    if (kind === 'streaming') {
      pipeline(request, createWriteStream(file)).then(done, () => response.writeHead(500).end());
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void writeFile(file, Buffer.concat(chunks)).then(done));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await measureUploads([`http://127.0.0.1:${(server.address() as AddressInfo).port}/`]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

// A bare node:http server streaming one song to a file, alone in a fresh process: Node's own cost of receiving it.
const bareFreshProcess = `
const { createServer } = require('node:http');
const { createWriteStream } = require('node:fs');
const { spawn } = require('node:child_process');
const { pipeline } = require('node:stream/promises');
const [uploader, file, size, head] = process.argv.slice(1);
const server = createServer((request, response) => void pipeline(request, createWriteStream(file)).then(() => response.end()));
server.listen(0, '127.0.0.1', async () => {
  global.gc();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const child = spawn(process.execPath, ['-e', uploader, 'http://127.0.0.1:' + server.address().port + '/', size, head], { stdio: 'ignore' });
  child.on('exit', () => {
    clearInterval(timer);
    console.log(String((peak - before) / ${MB}));
    process.exit(0);
  });
});`;

function measureBareFreshProcess(folder: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const args = [
      '--expose-gc',
      '-e',
      bareFreshProcess,
      uploader,
      path.join(folder, 'bare-fresh'),
      String(SONG_BYTES),
      wavFile(0.01).toString('base64'),
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(Number(output)) : reject(new Error(`the bare server exited with ${code}`))));
  });
}

const growthMb = (measured: Measured, key: keyof Sample) => (measured.peak[key] - measured.before[key]) / MB;

function printMeasured(title: string, measured: Measured): void {
  const mb = (bytes: number) => (bytes / MB).toFixed(1).padStart(8);
  console.log(`${title}: ${measured.seconds.toFixed(2)} s`);
  console.log(`  ${'memory, MB'.padEnd(26)} ${'before'.padStart(8)} ${'peak'.padStart(8)} ${'growth'.padStart(8)}`);
  for (const [label, key] of [
    ['RSS', 'rss'],
    ['JS heap used', 'heapUsed'],
    ['external (Buffers etc.)*', 'external'],
  ] as const) {
    console.log(
      `  ${label.padEnd(26)} ${mb(measured.before[key])} ${mb(measured.peak[key])} ${growthMb(measured, key).toFixed(1).padStart(8)}`,
    );
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-upload-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  UPLOAD_URLS_PER_USER: '100',
  // One creator uploads 1 + 5 x 50 = 251 MB that no project uses: above the 200 MB a user may
  // hold unused by default (PENDING_UPLOAD_MB_PER_USER), which this bench does not measure.
  PENDING_UPLOAD_MB_PER_USER: String(Math.ceil((MB + (1 + CONCURRENT) * SONG_BYTES) / MB) + 1),
});
const database = await openDatabase(config);
await prepareDatabase(database);
const app = await buildApp({ config, database, clientFolder: null, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

try {
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.test`,
      firstName: 'Bench',
      lastName: 'Creator',
      password: 'Violet-harbour-7-lanterns',
      accountType: 'musician',
    }),
  });
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const uploadUrl = async () => {
    const response = await fetch(`${base}/api/upload-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{"fileType":"music"}',
    });
    return `${base}${((await response.json()) as { uploadURL: string }).uploadURL}`;
  };

  // A first, small upload warms up the code paths and the database, so the figure is the upload's own.
  await upload(await uploadUrl(), MB);
  const one = await measureUploads([await uploadUrl()]);
  const several = await measureUploads(await Promise.all(Array.from({ length: CONCURRENT }, uploadUrl)));
  const streaming = await measureBareHandler('streaming', dataDir);
  const freshFloor = await measureBareFreshProcess(dataDir);
  const buffering = await measureBareHandler('buffering', dataDir);

  printMeasured(
    `PUT /api/uploads/{id}, the first ${SONG_BYTES / MB} MB song after start (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${config.storage.kind} storage)`,
    one,
  );
  printMeasured(`PUT /api/uploads/{id}, then ${CONCURRENT} such songs at once`, several);
  printMeasured('For comparison, bare node:http streaming the body to a file', streaming);
  printMeasured('For comparison, bare node:http collecting the body in memory first', buffering);
  console.log('  * external counts Buffers already released but not yet collected: it rises and falls with garbage collection.');
  console.log(
    `For comparison, bare node:http streaming the body to a file, alone in a fresh process: RSS growth ${freshFloor.toFixed(1)} MB`,
  );
  const verdict = (mb: number) => `${mb.toFixed(1)} MB (${mb < GOAL_MB ? 'within' : 'over'} the ${GOAL_MB} MB goal)`;
  console.log(
    `Growth while receiving the first ${SONG_BYTES / MB} MB song: JS heap ${verdict(growthMb(one, 'heapUsed'))}, RSS ${verdict(growthMb(one, 'rss'))}.`,
  );
  console.log(
    `Growth while receiving ${CONCURRENT} more at once: JS heap ${verdict(growthMb(several, 'heapUsed'))}, RSS ${verdict(growthMb(several, 'rss'))}.`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
