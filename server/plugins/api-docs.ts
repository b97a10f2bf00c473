import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the routes' zod schemas: browsable at /api/docs and
 * as JSON at /api/docs/json. Registered before the routes so it sees each of them.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Stagebacker Sandbox API',
        description:
          'The API of the Stagebacker sandbox: fictional projects and virtual money. Amounts are decimal strings in US dollars. Errors are `{ "message": "…" }`. Sessions are an HttpOnly cookie set by sign-up and login.',
        version: '1.0.0',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sb_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
