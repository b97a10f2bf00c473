import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Headers and a CSP the built app runs under: everything from this origin, nothing inline but
 * styles. Helmet's middleware is built once: @fastify/helmet built it again for every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { secure: boolean }): void {
  const setSecurityHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}
