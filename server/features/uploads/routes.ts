import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedFileSchema, uploadUrlRequestSchema, uploadUrlResponseSchema } from '../../../common/schemas/uploads';
import type { AppDeps } from '../../app';
import { AppError, notFound } from '../../errors';
import { requireCreator } from '../auth/require-creator';
import { parseByteRange } from './byte-range';
import { issueUploadAddress } from './issue-upload';
import { receiveUpload } from './receive-upload';
import { findStoredFile, type StoredFile } from './stored-files';
import { sweepUnusedUploads } from './sweep-uploads';

const FILE_NOT_FOUND = 'No such file.';
const ONLY_CREATORS_UPLOAD = 'Only creator accounts can upload project files.';
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const idParams = z.object({ id: z.string().max(200) });

export async function uploadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database, sessions, storage, rateLimiter, config } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/upload-url',
    {
      schema: { body: uploadUrlRequestSchema, response: { 200: uploadUrlResponseSchema } },
      preValidation: async (request) => void (await requireCreator(sessions, request, ONLY_CREATORS_UPLOAD)),
    },
    async (request) => {
      const user = await requireCreator(sessions, request, ONLY_CREATORS_UPLOAD);
      await rateLimiter.hit({
        key: `upload-url:user:${user.id}`,
        limit: config.rateLimits.uploadUrlsPerUser,
        windowMs: config.rateLimits.windowMs,
        message: `Too many uploads. Please try again in ${Math.round(config.rateLimits.windowMs / 60_000)} minutes.`,
      });
      return { uploadURL: await issueUploadAddress(database.db, user.id, request.body.fileType) };
    },
  );

  // The PUT gets a scope of its own: its body is the raw file, streamed, with its own limits.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.setErrorHandler((error: { code?: string }) => {
      // A Content-Type fastify cannot even parse; the app's handler would ask for JSON.
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new AppError(415, 'Send the file with its own content type, such as audio/mpeg or image/png.');
      throw error;
    });
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/uploads/:id',
      { schema: { params: idParams, querystring: z.object({ token: z.string().max(200).default('') }), response: { 200: uploadedFileSchema } } },
      async (request) => {
        const fileURL = await receiveUpload(database.db, storage, request.params.id, request.query.token, {
          contentType: request.headers['content-type'],
          contentLength: request.headers['content-length'],
          body: request.raw,
        });
        return { fileURL };
      },
    );
  });

  // HEAD is declared here, not derived from GET, so it answers the file's length without reading the file.
  routes.route({
    method: ['GET', 'HEAD'],
    url: '/api/files/:id',
    schema: { params: idParams },
    compress: false,
    handler: async (request, reply) => {
      const file = await findStoredFile(database.db, request.params.id);
      if (!file || !(file.usedByProject || (await sessions.user(request))?.id === file.userId)) throw notFound(FILE_NOT_FOUND);
      return sendFile(request, reply, deps, file);
    },
  });

  const sweep = setInterval(() => {
    sweepUnusedUploads(database.db, storage).catch((error: unknown) => app.log.error({ err: error }, 'sweeping unused uploads failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

/** The file with its own type, never sniffed, whole or the one range an audio player asked for. */
async function sendFile(request: FastifyRequest, reply: FastifyReply, { storage }: AppDeps, file: StoredFile) {
  const etag = `"${file.id}"`;
  const range = parseByteRange(request.headers.range, file.sizeBytes);
  if (range === 'unsatisfiable') {
    throw new AppError(416, 'The requested range is outside the file.', { 'content-range': `bytes */${file.sizeBytes}` });
  }
  const notModified = request.headers['if-none-match'] === etag;
  // HEAD and 304 answers carry no body, so the file is not even opened.
  const body = notModified || request.method === 'HEAD' ? undefined : await storage.open(file.storageKey, range ?? undefined);
  if (body === null) throw notFound(FILE_NOT_FOUND);
  reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    // A file never changes under its id; files not yet part of a project stay private.
    .header('cache-control', file.usedByProject ? 'public, max-age=31536000, immutable' : 'private, no-store');
  if (notModified) return reply.code(304).send();
  if (!range) return reply.header('content-length', file.sizeBytes).send(body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.sizeBytes}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}
