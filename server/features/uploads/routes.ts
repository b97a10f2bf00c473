import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileRules, uploadedFileSchema, uploadUrlRequestSchema, uploadUrlResponseSchema } from '@common/schemas/uploads';
import { AppError, notFound } from '../../errors';
import { signedInUser } from '../../plugins/auth-guard';
import type { FileStorage } from '../../storage/file-storage';
import { parseByteRange } from './byte-range';
import { issueUploadAddress } from './issue-upload';
import { assertDiskSpace } from './disk-space';
import { receiveUpload } from './receive-upload';
import { findStoredFile, type StoredFile } from './stored-files';
import { assertRoomForAnotherUpload } from './upload-quota';

const FILE_NOT_FOUND = 'No such file.';
const ONLY_CREATORS_UPLOAD = 'Only creator accounts can upload project files.';
const idParams = z.object({ id: z.string().max(200) });

/** Under /api: upload addresses, the uploads themselves and the stored files. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, sessions, storage, rateLimiter, config } = app;

  app.post(
    '/upload-url',
    {
      schema: {
        summary: 'Get an address to upload a file to (music: creators; images: any account, for its profile image)',
        tags: ['uploads'],
        body: uploadUrlRequestSchema,
        response: { 200: uploadUrlResponseSchema },
      },
      config: {
        apiDocs: {
          errors: {
            403: 'Only creator accounts upload music.',
            429: 'Too many upload addresses, or too many uploaded files not yet used in a project.',
            507: 'The server has no room for more files.',
          },
        },
      },
      preValidation: app.requireUser,
    },
    async (request) => {
      const user = signedInUser(request);
      // Every account may upload its profile image; songs are for creators' projects only.
      if (request.body.fileType === 'music' && user.accountType === 'investor') throw new AppError(403, ONLY_CREATORS_UPLOAD);
      await rateLimiter.hit({
        key: `upload-url:user:${user.id}`,
        limit: config.rateLimits.uploadUrlsPerUser,
        windowMs: config.rateLimits.windowMs,
        message: `Too many uploads. Please try again in ${Math.round(config.rateLimits.windowMs / 60_000)} minutes.`,
      });
      await assertRoomForAnotherUpload(database.db, user.id, config.uploadLimits);
      await assertDiskSpace(storage, config.uploadLimits.minFreeBytes);
      return { uploadURL: await issueUploadAddress(database.db, user.id, request.body.fileType) };
    },
  );

  // The PUT gets a scope of its own: its body is the raw file, streamed, with its own limits.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.setErrorHandler((error: { code?: string }) => {
      // A Content-Type fastify cannot even parse; the app's handler would ask for JSON.
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        throw new AppError(415, 'Send the file with its own content type, such as audio/mpeg or image/png.');
      throw error;
    });
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/uploads/:id',
      {
        schema: {
          summary: 'Upload a file to an address from upload-url',
          tags: ['uploads'],
          params: idParams,
          querystring: z.object({ token: z.string().max(200).default('') }),
          response: { 200: uploadedFileSchema },
        },
        config: {
          apiDocs: {
            rawBody: {
              contentTypes: [...fileRules.music.contentTypes, ...fileRules.image.contentTypes],
              description: `The file's bytes, with its Content-Type and Content-Length: music (an upload-url for music) up to ${fileRules.music.maxMegabytes} MB, an image up to ${fileRules.image.maxMegabytes} MB.`,
            },
            errors: {
              404: 'The upload address is not valid.',
              410: 'The upload address was already used or has expired.',
              411: 'No Content-Length header.',
              413: "The file is larger than its kind allows, or than what is left of the account's room for unused uploads.",
              415: 'The Content-Type is not one of the kind of file the address was issued for, or the bytes are not that format.',
              507: 'The server has no room for the file.',
            },
          },
        },
      },
      async (request) => {
        const address = { id: request.params.id, token: request.query.token };
        const fileURL = await receiveUpload(database.db, storage, config.uploadLimits, address, {
          contentType: request.headers['content-type'],
          contentLength: request.headers['content-length'],
          body: request.raw,
        });
        return { fileURL };
      },
    );
  });

  const serveFile = async (request: FastifyRequest<{ Params: z.infer<typeof idParams> }>, reply: FastifyReply) => {
    const file = await findStoredFile(database.db, request.params.id);
    if (!file || !(file.isPublic || (await sessions.user(request))?.id === file.userId)) throw notFound(FILE_NOT_FOUND);
    return sendFile(request, reply, storage, file);
  };
  app.get(
    '/files/:id',
    {
      schema: { summary: 'Download a stored file', tags: ['uploads'], params: idParams },
      config: { apiDocs: { errors: { 416: 'The requested range is outside the file.' } } },
      compress: false,
      exposeHeadRoute: false,
    },
    serveFile,
  );
  // HEAD is declared here, not derived from GET, so it answers the file's length without reading the file
  // (and, declared, it is in the API document).
  app.head(
    '/files/:id',
    {
      schema: { summary: "Read a stored file's type and length", tags: ['uploads'], params: idParams },
      compress: false,
      config: { swagger: { exposeHeadRoute: true }, apiDocs: { errors: { 416: 'The requested range is outside the file.' } } },
    },
    serveFile,
  );
};

/** The file with its own type, never sniffed, whole or the one range an audio player asked for. */
async function sendFile(request: FastifyRequest, reply: FastifyReply, storage: FileStorage, file: StoredFile) {
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
    // A file never changes under its id; files not yet part of a project or a profile stay private.
    .header('cache-control', file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store');
  if (notModified) return reply.code(304).send();
  if (!range) return reply.header('content-length', file.sizeBytes).send(body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.sizeBytes}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}
