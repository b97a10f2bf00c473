import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Under /api/operator/moderation: the reported and hidden posts, claims, decisions and posting bans. */
export const moderationRoutes: FastifyPluginAsyncZod = async () => {};
