import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers do not depend on the request here (no nonces), so helmet runs once, at
 * start, against a response that only records them; each answer then gets the same list.
 * (@fastify/helmet built helmet again for every request, and helmet itself runs a dozen
 * middleware functions per call.)
 */
function headersHelmetSets(options: HelmetOptions): Array<[string, OutgoingHttpHeader]> {
  const headers = new Map<string, OutgoingHttpHeader>();
  const recorder = {
    setHeader: (name: string, value: OutgoingHttpHeader) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/** Headers and a CSP the built app runs under: everything from this origin, nothing inline but styles. */
export function registerSecurityHeaders(app: FastifyInstance, options: { secure: boolean }): void {
  const securityHeaders = headersHelmetSets({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes (progress bars, chart sizes).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.secure,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
}
