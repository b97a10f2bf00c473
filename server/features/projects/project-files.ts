import type { FileKind } from '@common/schemas/uploads';
import type { uploads } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { parseIssuedAddress, tokenMatches } from '../uploads';

type UploadRow = typeof uploads.$inferSelect;

const labels: Record<FileKind, string> = { music: 'demo song', image: 'project image' };

export interface ProjectFile {
  id: string;
  /** Throws the user-facing reason when the upload cannot be this project's file. */
  check(row: UploadRow | undefined, userId: number, stale: boolean): void;
}

/**
 * A project's file URL, which must be an address this server issued for that kind of file.
 * The same message covers "no such upload" and "someone else's upload", so neither is revealed.
 */
export function projectFile(kind: FileKind, address: string): ProjectFile {
  const label = labels[kind];
  const notIssued = `The ${label} must be a file you uploaded here. Please upload the ${label} again.`;
  const parsed = parseIssuedAddress(address);
  if (!parsed) throw badRequest(notIssued);
  return {
    id: parsed.id,
    check(row, userId, stale) {
      if (!row || row.userId !== userId || (parsed.token !== null && !tokenMatches(row.tokenHash, parsed.token)))
        throw badRequest(notIssued);
      if (row.fileType !== kind)
        throw badRequest(
          `The ${label} address is for ${kind === 'music' ? 'an image' : 'a music file'}. Please upload the ${label} again.`,
        );
      if (row.usedByProjectId !== null)
        throw new AppError(409, `This ${label} is already used by another project. Please upload the ${label} again.`);
      if (!row.storedAt) throw badRequest(`The ${label} was not uploaded completely. Please upload the ${label} again.`);
      if (stale) throw badRequest(`The uploaded ${label} has expired. Please upload the ${label} again.`);
    },
  };
}
