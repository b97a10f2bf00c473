import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000).';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

/**
 * Fastify's own JSON parser (prototype-poisoning keys refused), plus one rule: PostgreSQL text
 * and jsonb cannot hold U+0000, so a body carrying one is a 400 here instead of a failed insert
 * (a 500) in whichever route stores it. Valid JSON spells it `\u0000`, which is checked first.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    // Called with a callback, the default parser answers through it; its type also allows a promise it never returns here.
    void parse(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (text.includes('\\u0000') && holdsNul(value)) return done(new AppError(400, NUL_MESSAGE), undefined);
      done(null, value);
    });
  });
}
