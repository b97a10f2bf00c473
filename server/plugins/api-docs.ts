import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { tidyComponentSchemas } from './api-docs-components';
import { describeOperation, nameOperations } from './api-docs-operations';
import { nameSchemas } from './api-docs-schemas';
import { sessionCookieName } from './sessions';

/**
 * The OpenAPI document, generated from the routes' zod schemas: browsable at /api/docs and
 * as JSON at /api/docs/json. Registered before the routes so it sees each of them. Each route
 * gives its summary and tags in its own `schema`; its id, security and error answers are added
 * here, in one place (api-docs-operations.ts), so that the routes stay thin and the document
 * passes Redocly's recommended rules (server/plugins/api-docs-lint.test.ts). The payloads of
 * common/schemas/ are named components (api-docs-schemas.ts), referenced by the operations.
 */
export async function registerApiDocs(app: FastifyInstance, { cookieSecure }: { cookieSecure: boolean }): Promise<void> {
  nameSchemas();
  const { bodyLimit } = app.initialConfig;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Stagebacker Sandbox API',
        description:
          'The API of the Stagebacker sandbox: fictional projects and virtual money. Amounts are decimal strings in US dollars. Errors are `{ "message": "…" }`. Sessions are an HttpOnly cookie set by sign-up and login.',
        version: '1.0.0',
        // No open licence has been chosen; the URL (relative, this documentation) is there because the lint asks for one.
        license: { name: 'Proprietary, all rights reserved (a demonstration sandbox)', url: '/api/docs' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(cookieSecure),
            description: 'The session cookie set by sign-up and login.',
          },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const described = describeOperation(transformed.schema, input.route, transformed.url ?? input.url, {
        bodyLimitBytes: bodyLimit ?? 0,
      });
      // The sandbox clock's own scheme is declared only when its route exists (an admin token is configured).
      if ('openapiObject' in input && described.security?.some((requirement) => 'adminToken' in requirement)) {
        const components = (input.openapiObject.components ??= {});
        components.securitySchemes = {
          ...components.securitySchemes,
          adminToken: { type: 'http', scheme: 'bearer', description: 'The sandbox admin token (SANDBOX_ADMIN_TOKEN).' },
        };
      }
      return { ...transformed, schema: described };
    },
    transformObject: (document) =>
      'openapiObject' in document ? nameOperations(tidyComponentSchemas(jsonSchemaTransformObject(document))) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
