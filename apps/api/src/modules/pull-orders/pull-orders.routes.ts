import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi';
import { PULL_ORDER_MESSAGES } from '@yonke/domain';
import {
  assignPullOrderSchema,
  closePullOrderSchema,
  createPullOrderSchema,
  pullOrderListSchema,
  pullOrderSchema,
  pullWorkerListSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam, json, jsonBody } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { createPullOrdersService } from './pull-orders.service.ts';

// Órdenes de surtido. Shapes: packages/domain/src/schemas/pull-orders.ts. The counter asks
// (sellParts: 1, 2, 4, 5); the yard lists, takes and closes (pullParts: 1, 2, 3, 5); the service
// keeps every order to the user's company.

const idParams = idParam('7');
const responses = <T extends z.ZodType>(schema: T, description: string) => ({
  200: json(schema, description),
  401: { description: 'No session' },
  403: { description: 'A role that may not do this' },
  404: { description: 'No such order, ticket or line in the user’s company' },
  409: { description: 'Taken by someone else, already closed, or the ticket is no longer open' },
  422: { description: 'Invalid input, with per-field Spanish messages' },
});

const requestRoute = createRoute({
  method: 'post',
  path: '/api/pull-orders',
  tags: ['pull-orders'],
  middleware: requireCapability('sellParts'),
  request: { body: jsonBody(createPullOrderSchema) },
  responses: responses(pullOrderSchema, 'The line’s order (the same one when asked again)'),
});
const queueRoute = createRoute({
  method: 'get',
  path: '/api/pull-orders',
  tags: ['pull-orders'],
  middleware: requireCapability('pullParts'),
  responses: responses(pullOrderListSchema, 'The yard queue: open orders, oldest first'),
});
const takeRoute = createRoute({
  method: 'post',
  path: '/api/pull-orders/{id}/take',
  tags: ['pull-orders'],
  middleware: requireCapability('pullParts'),
  request: { params: idParams },
  responses: responses(pullOrderSchema, 'Taken by the user (one of two racing takers wins)'),
});
const closeRoute = createRoute({
  method: 'post',
  path: '/api/pull-orders/{id}/close',
  tags: ['pull-orders'],
  middleware: requireCapability('pullParts'),
  request: { params: idParams, body: jsonBody(closePullOrderSchema) },
  responses: responses(pullOrderSchema, 'Closed by its taker: surtida, no encontrada or dañada'),
});

const workersRoute = createRoute({
  method: 'get',
  path: '/api/pull-orders/workers',
  tags: ['pull-orders'],
  middleware: requireCapability('pullParts'),
  responses: responses(pullWorkerListSchema, 'The company’s yard workers (roles that pull parts), by name'),
});
const assignRoute = createRoute({
  method: 'post',
  path: '/api/pull-orders/{id}/assign',
  tags: ['pull-orders'],
  middleware: requireCapability('pullParts'),
  request: { params: idParams, body: jsonBody(assignPullOrderSchema) },
  responses: responses(
    pullOrderSchema,
    'Handed to another yard worker by its taker or by roles 1, 2 and 5 (also an order nobody took)',
  ),
});

const orderId = (raw: string) => idOrNotFound(raw, PULL_ORDER_MESSAGES.notFound);

export function pullOrdersRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const orders = createPullOrdersService(deps);
  app.openapi(requestRoute, async (c) =>
    c.json(await orders.request(currentUser(c), c.req.valid('json')), 200),
  );
  app.openapi(queueRoute, async (c) => c.json(await orders.queue(currentUser(c)), 200));
  app.openapi(workersRoute, async (c) => c.json(await orders.workers(currentUser(c)), 200));
  app.openapi(takeRoute, async (c) =>
    c.json(await orders.take(currentUser(c), orderId(c.req.valid('param').id)), 200),
  );
  app.openapi(closeRoute, async (c) => {
    const id = orderId(c.req.valid('param').id);
    return c.json(await orders.close(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(assignRoute, async (c) => {
    const id = orderId(c.req.valid('param').id);
    return c.json(await orders.assign(currentUser(c), id, c.req.valid('json')), 200);
  });
  return app;
}
