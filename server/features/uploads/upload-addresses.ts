import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const uuidPattern = new RegExp(`^${uuid}$`);
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const uploadAddressPattern = new RegExp(`^/api/uploads/(${uuid})\\?token=([A-Za-z0-9_-]{43})$`);
const fileAddressPattern = new RegExp(`^/api/files/(${uuid})$`);

/** A new secret for an upload address: 256 random bits, base64url. */
export const newUploadToken = () => randomBytes(32).toString('base64url');
export const hashUploadToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function tokenMatches(tokenHash: string, token: string): boolean {
  if (!tokenPattern.test(token)) return false;
  return timingSafeEqual(Buffer.from(hashUploadToken(token), 'hex'), Buffer.from(tokenHash, 'hex'));
}

export const isUploadId = (text: string) => uuidPattern.test(text);

/** Where the browser PUTs the file, once. */
export const uploadAddress = (id: string, token: string) => `/api/uploads/${id}?token=${token}`;

/** Where the stored file is served from, for good. */
export const fileAddress = (id: string) => `/api/files/${id}`;

/**
 * The upload a project's file URL points at: the upload address the browser was given (the
 * spec stores that as the file URL) or the file's own address. Anything else, including
 * other hosts, paths with `..`, NUL or backslashes, is null.
 */
export function parseIssuedAddress(address: string): { id: string; token: string | null } | null {
  const upload = uploadAddressPattern.exec(address);
  if (upload?.[1] && upload[2]) return { id: upload[1], token: upload[2] };
  const file = fileAddressPattern.exec(address);
  return file?.[1] ? { id: file[1], token: null } : null;
}
