import { z } from 'zod';

export const fileKinds = ['music', 'image'] as const;
export type FileKind = (typeof fileKinds)[number];

const MB = 1024 * 1024;

/**
 * The formats each kind accepts: the spec's types, plus the names browsers give the same files
 * (`audio/x-m4a` and `audio/mp4` for m4a, `audio/x-wav` for wav). Files are served back with
 * `servedAs`. The server checks each file's first bytes against its declared format.
 */
export const fileFormats = {
  mp3: { kind: 'music', servedAs: 'audio/mpeg', contentTypes: ['audio/mpeg', 'audio/mp3'] },
  wav: { kind: 'music', servedAs: 'audio/wav', contentTypes: ['audio/wav', 'audio/x-wav', 'audio/wave'] },
  m4a: { kind: 'music', servedAs: 'audio/mp4', contentTypes: ['audio/m4a', 'audio/mp4', 'audio/x-m4a'] },
  jpeg: { kind: 'image', servedAs: 'image/jpeg', contentTypes: ['image/jpeg'] },
  png: { kind: 'image', servedAs: 'image/png', contentTypes: ['image/png'] },
  webp: { kind: 'image', servedAs: 'image/webp', contentTypes: ['image/webp'] },
} as const satisfies Record<string, { kind: FileKind; servedAs: string; contentTypes: readonly string[] }>;
export type FileFormat = keyof typeof fileFormats;

/** The spec's size limits: a 50 MB song, a 10 MB image. */
export const fileRules: Record<FileKind, { maxMegabytes: number; maxBytes: number; contentTypes: readonly string[]; extensions: string }> =
  {
    music: { maxMegabytes: 50, maxBytes: 50 * MB, contentTypes: contentTypesOf('music'), extensions: '.mp3,.wav,.m4a' },
    image: { maxMegabytes: 10, maxBytes: 10 * MB, contentTypes: contentTypesOf('image'), extensions: '.jpg,.jpeg,.png,.webp' },
  };

function contentTypesOf(kind: FileKind): string[] {
  return Object.values(fileFormats).flatMap((format) => (format.kind === kind ? [...format.contentTypes] : []));
}

/** The spec's alerts, also the server's messages for the same rules. */
export const fileTooLargeMessage = (kind: FileKind) => `File size must be less than ${fileRules[kind].maxMegabytes}MB`;
export const invalidFileMessage = (kind: FileKind) => `Please select a valid ${kind} file`;

/** `audio/MPEG; charset=x` -> `audio/mpeg`. */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The format a declared content type names for that kind of file; null when the kind does not accept it. */
export function declaredFormat(kind: FileKind, contentType: string | null | undefined): FileFormat | null {
  const type = mediaType(contentType);
  const entry = Object.entries(fileFormats).find(
    ([, format]) => format.kind === kind && (format.contentTypes as readonly string[]).includes(type),
  );
  return entry ? (entry[0] as FileFormat) : null;
}

/** `POST /api/upload-url`. */
export const uploadUrlRequestSchema = z.strictObject({
  fileType: z.enum(fileKinds, { error: "fileType must be 'music' or 'image'." }),
});
export type UploadUrlRequest = z.infer<typeof uploadUrlRequestSchema>;

/** A single-use address to PUT the file to; the same address is then sent as the project's file URL. */
export const uploadUrlResponseSchema = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/** The answer to the PUT: where the stored file is served from. */
export const uploadedFileSchema = z.object({ fileURL: z.string() });
