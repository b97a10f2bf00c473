import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRADING_HALTED } from '@common/schemas/staff';
import { z } from 'zod';
import { marketViewSchema, orderPageSchema, orderSchema, ordersQuerySchema, placeOrderSchema } from '@common/schemas/market';
import { signedInUser } from '../../plugins/auth-guard';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { PROJECT_NOT_FOUND } from '../../errors';
import { readIdempotencyKey } from '../idempotency';
import { cancelOrder, ORDER_NOT_FOUND } from './cancel-order';
import { readMarket } from './market-view';
import { listOrders } from './order-view';
import { placeOrder } from './place-order';

/** Under /api/market. */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, requireUser } = app;

  app.post(
    '/orders',
    {
      schema: {
        summary: 'Place a limit order on the market',
        tags: ['market'],
        body: placeOrderSchema,
        response: { 201: z.object({ order: orderSchema }) },
      },
      config: {
        apiDocs: {
          idempotent: true,
          errors: {
            404: 'No such project.',
            409: 'The project is not tradable, or the order would trade with your own open order.',
            503: TRADING_HALTED,
          },
        },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const outcome = await placeOrder(database.db, signedInUser(request).id, request.body, readIdempotencyKey(request), clock);
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(outcome.body);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        summary: "List the account's market orders",
        tags: ['market'],
        querystring: ordersQuerySchema,
        response: { 200: orderPageSchema },
      },
      preValidation: requireUser,
    },
    async (request) => listOrders(database.db, signedInUser(request).id, request.query),
  );

  app.delete(
    '/orders/:id',
    {
      schema: { summary: 'Cancel what is left of an order', tags: ['market'], params: idParamsSchema, response: { 200: orderSchema } },
      config: { apiDocs: { errors: { 409: 'The order is already filled, cancelled or expired.' } } },
      preValidation: requireUser,
    },
    async (request) => cancelOrder(database.db, signedInUser(request).id, parseId(request.params.id, ORDER_NOT_FOUND), clock),
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        summary: "A project's market: book, last price, trades",
        tags: ['market'],
        params: idParamsSchema,
        response: { 200: marketViewSchema },
      },
    },
    async (request) => readMarket(database.db, parseId(request.params.id, PROJECT_NOT_FOUND), clock),
  );
};
