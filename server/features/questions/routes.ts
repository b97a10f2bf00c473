import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPostSchema, postSchema, questionListQuerySchema, questionListSchema, reportPostSchema } from '@common/schemas/questions';
import { signedInUser } from '../../plugins/auth-guard';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { PROJECT_NOT_FOUND } from '../../errors';
import { answerQuestion, askQuestion, CREATOR_NOT_PROMOTER, QUESTION_NOT_FOUND, QUESTION_REMOVED } from './post-question';
import { listQuestions } from './read-questions';
import { ALREADY_REPORTED, OWN_POST, POST_NOT_FOUND, reportPost } from './report-post';

/** Under /api: a project's questions and answers, public to read, posted by accounts, reported by them. */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { windowMs, questionsPerUser } = app.config.rateLimits;
  const tooMany = `Too many posts. Please try again in ${Math.round(windowMs / 60_000)} minutes.`;
  const limitPosts = (userId: number) =>
    app.rateLimiter.hit({ key: `post:user:${userId}`, limit: questionsPerUser, windowMs, message: tooMany });

  app.get(
    '/projects/:id/questions',
    {
      schema: {
        summary: "List a project's questions, newest first, each with its answers (anyone may read them)",
        tags: ['questions'],
        params: idParamsSchema,
        querystring: questionListQuerySchema,
        response: { 200: questionListSchema },
      },
    },
    async (request) => {
      const projectId = parseId(request.params.id, PROJECT_NOT_FOUND);
      const { cursor } = request.query;
      return listQuestions(db, projectId, cursor === undefined ? null : Number(cursor), app.clock.now());
    },
  );

  app.post(
    '/projects/:id/questions',
    {
      schema: {
        summary: 'Ask a question on a project, saying whether the asker is a paid promoter',
        tags: ['questions'],
        params: idParamsSchema,
        body: createPostSchema,
        response: { 201: postSchema },
      },
      config: {
        apiDocs: {
          errors: {
            400: CREATOR_NOT_PROMOTER,
            403: 'A moderator stopped this account from posting until a date.',
            429: 'Too many posts from this account.',
          },
        },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const projectId = parseId(request.params.id, PROJECT_NOT_FOUND);
      const { id } = signedInUser(request);
      await limitPosts(id);
      return reply.code(201).send(await askQuestion(db, id, projectId, request.body, app.clock.now()));
    },
  );

  app.post(
    '/questions/:id/answers',
    {
      schema: {
        summary: 'Answer a question (the creator, or anyone signed in), saying whether the poster is a paid promoter',
        tags: ['questions'],
        params: idParamsSchema,
        body: createPostSchema,
        response: { 201: postSchema },
      },
      config: {
        apiDocs: {
          errors: {
            400: CREATOR_NOT_PROMOTER,
            403: 'A moderator stopped this account from posting until a date.',
            404: QUESTION_NOT_FOUND,
            409: QUESTION_REMOVED,
            429: 'Too many posts from this account.',
          },
        },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const questionId = parseId(request.params.id, QUESTION_NOT_FOUND);
      const { id } = signedInUser(request);
      await limitPosts(id);
      return reply.code(201).send(await answerQuestion(db, id, questionId, request.body, app.clock.now()));
    },
  );

  app.post(
    '/posts/:id/reports',
    {
      schema: {
        summary: 'Report a question or answer to the moderators (once per account; three accounts hide it until a moderator decides)',
        tags: ['questions'],
        params: idParamsSchema,
        body: reportPostSchema,
        response: { 204: z.null().describe('Reported.') },
      },
      config: { apiDocs: { errors: { 403: OWN_POST, 404: POST_NOT_FOUND, 409: ALREADY_REPORTED } } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      await reportPost(db, signedInUser(request).id, parseId(request.params.id, POST_NOT_FOUND), request.body, app.clock.now());
      return reply.code(204).send(null);
    },
  );
};
