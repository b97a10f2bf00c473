import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { AppError } from '../errors';

interface ValidationIssue {
  message?: string;
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status, with a plain message. */
const fastifyClientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
  FST_ERR_CTP_INVALID_TYPE: 'Send the request body as application/json.',
};

function validationMessage(issues: ValidationIssue[]): string {
  const first = issues[0];
  return first?.message ? first.message : 'The request is not valid.';
}

/** One error handler: `{ message }` with the right status; never a stack trace or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return reply.code(400).send({ message: validationMessage(fastifyError.validation as ValidationIssue[]) });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (fastifyError.code && fastifyClientMessages[fastifyError.code]) ?? 'The request could not be processed.';
      return reply.code(status).send({ message });
    }
    // PostgreSQL did not answer in time, or the connection is gone: say so, and when to retry.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database not answering');
      return reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
