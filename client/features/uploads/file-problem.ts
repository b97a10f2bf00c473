import { fileRules, fileTooLargeMessage, invalidFileMessage, mediaType, type FileKind } from '@common/schemas/uploads';

/** The spec's alert for a picked file that cannot be uploaded (size first, then type), or null when it can. */
export function fileProblem(kind: FileKind, file: { size: number; type: string }): string | null {
  if (file.size > fileRules[kind].maxBytes) return fileTooLargeMessage(kind);
  if (file.size === 0 || !fileRules[kind].contentTypes.includes(mediaType(file.type))) return invalidFileMessage(kind);
  return null;
}
