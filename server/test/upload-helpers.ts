import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, expect } from 'vitest';
import type { FileKind } from '@common/schemas/uploads';
import { send, signUpUser, useTestApp, type TestContext } from './test-app';
import { pngFile, wavFile } from './sample-files';

/** The app on a fresh database with uploads stored in a folder of its own, removed afterwards. */
export function useUploadTestApp(env: NodeJS.ProcessEnv = {}): TestContext & { uploadsFolder: string } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-uploads-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // No free-space floor: a nearly full test machine must not fail every upload test with 507.
  const context = useTestApp({
    DATA_DIR: dataDir,
    UPLOAD_URLS_PER_USER: '1000',
    SIGNUPS_PER_CLIENT: '1000',
    UPLOAD_MIN_FREE_MB: '0',
    ...env,
  });
  return Object.assign(context, { uploadsFolder: path.join(dataDir, 'uploads') });
}

/** The files in the storage folder: tests check that refused uploads leave nothing behind. */
export function storedFileNames(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

export async function signUpCreator(app: FastifyInstance, accountType: 'musician' | 'both' = 'musician') {
  const account = await signUpUser(app, { accountType, firstName: 'Nova', lastName: 'Reyes' });
  expect(account.response.statusCode).toBe(201);
  return account;
}

export async function requestUploadUrl(app: FastifyInstance, cookie: string, fileType: FileKind): Promise<string> {
  const response = await send(app, { method: 'POST', url: '/api/upload-url', cookie, payload: { fileType } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().uploadURL as string;
}

/** PUTs a body as the browser does: straight to the address, with the file's type and length. */
export function putFile(
  app: FastifyInstance,
  uploadURL: string,
  body: Buffer | Readable,
  contentType: string | null,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const length = Buffer.isBuffer(body) ? { 'content-length': String(body.length) } : {};
  const type = contentType === null ? {} : { 'content-type': contentType };
  return app.inject({ method: 'PUT', url: uploadURL, payload: body, headers: { ...type, ...length, ...headers } });
}

/** Uploads a real WAV song or PNG image and returns the upload address the form then sends. */
export async function uploadFile(app: FastifyInstance, cookie: string, kind: FileKind): Promise<string> {
  const uploadURL = await requestUploadUrl(app, cookie, kind);
  const response =
    kind === 'music' ? await putFile(app, uploadURL, wavFile(0.25), 'audio/wav') : await putFile(app, uploadURL, pngFile(), 'image/png');
  expect(response.statusCode, response.body).toBe(200);
  return uploadURL;
}
