/** A failure the user may read: the error handler answers `{ message }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, message);

/** The spec's words for a project that does not exist. */
export const PROJECT_NOT_FOUND = "The investment opportunity you're looking for doesn't exist.";
/** A creator (musician page) that does not exist. */
export const CREATOR_NOT_FOUND = "The creator you're looking for doesn't exist.";
export const badRequest = (message: string) => new AppError(400, message);
