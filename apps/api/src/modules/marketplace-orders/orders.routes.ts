import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ML_ORDER_MESSAGES } from '@yonke/domain';
import {
  markShippedSchema,
  mlClaimListSchema,
  mlClaimSyncSchema,
  mlLabelsQuerySchema,
  mlOrderDetailSchema,
  mlOrderListQuerySchema,
  mlOrderListSchema,
  mlOrderSyncSchema,
  orderDecisionSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { fileAnswer, idParam, json, jsonBody } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { createClaimsService } from './claims.service.ts';
import { registerPostSaleRoutes } from './messages.routes.ts';
import { createOrdersService } from './orders.service.ts';

// «Ventas de Mercado Libre» (docs/product.md, docs/domain-rules.md «Ventas de Mercado Libre»):
// roles 1, 2, 4 and 5 (sellParts). Shapes: packages/domain/src/schemas/ml-orders.ts.

const guard = requireCapability('sellParts');
const idParams = idParam('12');

const listRoute = createRoute({
  method: 'get',
  path: '/api/ml-orders',
  tags: ['ml-orders'],
  middleware: guard,
  request: { query: mlOrderListQuerySchema },
  responses: {
    200: json(
      mlOrderListSchema,
      'The company’s Mercado Libre orders (newest first) and how many are in each stage',
    ),
    403: { description: 'Role 3' },
    422: { description: 'Unknown stage' },
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/ml-orders/{id}',
  tags: ['ml-orders'],
  middleware: guard,
  request: { params: idParams },
  responses: {
    200: json(mlOrderDetailSchema, 'The order with its items, parts, amounts and shipment'),
    404: { description: 'No such order in the user’s company' },
  },
});

const labelsRoute = createRoute({
  method: 'get',
  path: '/api/ml-orders/labels',
  tags: ['ml-orders'],
  middleware: guard,
  description: [
    'The shipping labels of orders ready to ship, in one file: GET /shipment_labels with their',
    'shipment ids and response_type pdf or zpl2. Nothing changes before the marketplace answers;',
    'when it does not answer the call is 503 and can simply be made again.',
  ].join(' '),
  request: { query: mlLabelsQuerySchema },
  responses: {
    200: fileAnswer(['application/pdf', 'text/plain'], 'The labels (PDF, or ZPL II for a thermal printer)'),
    404: { description: 'An order not in the user’s company' },
    409: { description: 'The marketplace refused the account’s grant' },
    422: { description: 'An order without a label yet, without ME2, cancelled or already shipped' },
    503: { description: 'Mercado Libre did not answer or is not configured' },
  },
});

const shippedRoute = createRoute({
  method: 'post',
  path: '/api/ml-orders/{id}/shipped',
  tags: ['ml-orders'],
  middleware: guard,
  description:
    'ME1: POST /shipments/{id}/seller_notifications with status shipped, the carrier and the tracking number.',
  request: { params: idParams, body: jsonBody(markShippedSchema) },
  responses: {
    200: json(mlOrderDetailSchema, 'The order, shipped'),
    404: { description: 'No such order in the user’s company' },
    409: { description: 'Not an ME1 order, already shipped, or refused by the marketplace' },
    422: { description: 'Carrier or tracking number missing or too long' },
    503: { description: 'Mercado Libre did not answer or is not configured' },
  },
});

const decisionRoute = createRoute({
  method: 'post',
  path: '/api/ml-orders/{id}/decision',
  tags: ['ml-orders'],
  middleware: guard,
  request: { params: idParams, body: jsonBody(orderDecisionSchema) },
  responses: {
    200: json(mlOrderDetailSchema, 'The order, decided'),
    404: { description: 'No such order in the user’s company' },
    409: { description: 'The order waits for no decision' },
    422: { description: 'Unknown action' },
  },
});

const syncRoute = createRoute({
  method: 'post',
  path: '/api/ml-orders/sync',
  tags: ['ml-orders'],
  middleware: guard,
  description: 'The periodic GET /orders/search?seller=… of the company’s accounts, now.',
  responses: {
    200: json(mlOrderSyncSchema, 'Orders read and stored'),
    503: { description: 'Mercado Libre did not answer or is not configured' },
  },
});

const claimsRoute = createRoute({
  method: 'get',
  path: '/api/ml-orders/claims',
  tags: ['ml-orders'],
  middleware: guard,
  description:
    'The company’s Mercado Libre claims, open ones first (soonest due first), with those «no vinculados».',
  responses: {
    200: json(mlClaimListSchema, 'The claims and how many open ones wait for the seller'),
    403: { description: 'Role 3' },
  },
});

const claimsSyncRoute = createRoute({
  method: 'post',
  path: '/api/ml-orders/claims/sync',
  tags: ['ml-orders'],
  middleware: guard,
  description: 'The periodic GET /post-purchase/v1/claims/search of the company’s accounts, now.',
  responses: {
    200: json(mlClaimSyncSchema, 'Claims read and stored'),
    409: { description: 'An account needs to be authorised again' },
    503: { description: 'Mercado Libre did not answer or is not configured' },
  },
});

const orderClaimsRoute = createRoute({
  method: 'get',
  path: '/api/ml-orders/{id}/claims',
  tags: ['ml-orders'],
  middleware: guard,
  request: { params: idParams },
  responses: {
    200: json(mlClaimListSchema, 'The order’s claims with reason, due date, actions and return'),
    404: { description: 'No such order in the user’s company' },
  },
});

export function mlOrdersRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const orders = createOrdersService(deps);

  app.openapi(listRoute, async (c) =>
    c.json(await orders.list(currentUser(c), c.req.valid('query').stage), 200),
  );

  // Registered before /{id} so that "labels" is never read as an id.
  app.openapi(labelsRoute, async (c) => {
    const { ids, format } = c.req.valid('query');
    const file = await orders.labels(
      currentUser(c),
      ids.split(',').map((id) => Number(id)),
      format,
    );
    return c.body(file.bytes as unknown as ArrayBuffer, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    });
  });

  app.openapi(syncRoute, async (c) => c.json(await orders.syncNow(currentUser(c)), 200));

  // Claims: registered before /{id} as well.
  const claims = createClaimsService(deps);
  app.openapi(claimsRoute, async (c) => c.json(await claims.list(currentUser(c)), 200));
  app.openapi(claimsSyncRoute, async (c) => c.json(await claims.syncNow(currentUser(c)), 200));
  app.openapi(orderClaimsRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, ML_ORDER_MESSAGES.notFound);
    return c.json(await claims.ofOrder(currentUser(c), id), 200);
  });

  app.openapi(detailRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, ML_ORDER_MESSAGES.notFound);
    return c.json({ data: await orders.detail(currentUser(c), id) }, 200);
  });

  app.openapi(shippedRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, ML_ORDER_MESSAGES.notFound);
    return c.json({ data: await orders.markShipped(currentUser(c), id, c.req.valid('json')) }, 200);
  });

  app.openapi(decisionRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, ML_ORDER_MESSAGES.notFound);
    return c.json({ data: await orders.decide(currentUser(c), id, c.req.valid('json')) }, 200);
  });

  registerPostSaleRoutes(app, deps);

  return app;
}
