import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ML_ORDER_MESSAGES } from '@yonke/domain';
import { mlConversationSchema, mlPostSaleSchema, mlReplySchema } from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam, json, jsonBody } from '../../lib/openapi.ts';
import { createBillingService } from './billing.service.ts';
import { createFiscalDocumentsService } from './fiscal-documents.service.ts';
import { createMessagesService } from './messages.service.ts';

// After a Mercado Libre sale: the order's post-sale messages, the buyer's billing data and the
// invoice's upload to the pack. Same roles as «Ventas de Mercado Libre» (sellParts).

const guard = requireCapability('sellParts');
const idParams = idParam('12');
const notFound = { description: 'No such order in the user’s company' };
const down = { description: 'Mercado Libre did not answer or is not configured' };

const messagesRoute = createRoute({
  method: 'get',
  path: '/api/ml-orders/{id}/messages',
  tags: ['ml-orders'],
  middleware: guard,
  description:
    'GET /messages/packs/{pack}/sellers/{seller}?tag=post_sale now (it marks the buyer’s messages read), stored; the stored ones with a notice when the marketplace does not answer.',
  request: { params: idParams },
  responses: { 200: json(mlConversationSchema, 'The conversation'), 404: notFound },
});

const replyRoute = createRoute({
  method: 'post',
  path: '/api/ml-orders/{id}/messages',
  tags: ['ml-orders'],
  middleware: guard,
  description:
    'A reply (POST /messages/packs/…) or, when the buyer has not written, a reason of the action guide (POST /messages/action_guide/packs/{pack}/option). The same request_id twice sends once.',
  request: { params: idParams, body: jsonBody(mlReplySchema) },
  responses: {
    200: json(mlConversationSchema, 'The conversation with the reply'),
    404: notFound,
    409: { description: 'Conversation blocked, reason used up, or refused by the marketplace' },
    422: { description: 'Empty, longer than 350 characters, unsupported characters or an unknown reason' },
    503: down,
  },
});

const postSaleRoute = createRoute({
  method: 'get',
  path: '/api/ml-orders/{id}/billing',
  tags: ['ml-orders'],
  middleware: guard,
  request: { params: idParams },
  responses: {
    200: json(mlPostSaleSchema, 'The stored billing data, the sale’s invoice and its upload to the pack'),
    404: notFound,
  },
});

const billingReadRoute = createRoute({
  method: 'post',
  path: '/api/ml-orders/{id}/billing/read',
  tags: ['ml-orders'],
  middleware: guard,
  description:
    'GET /orders/{id} (buyer.billing_info.id), then GET /orders/billing-info/MLM/{billing_info_id}.',
  request: { params: idParams },
  responses: {
    200: json(mlPostSaleSchema, 'The billing data, read now'),
    404: notFound,
    409: { description: 'The buyer left no billing data, or the account needs authorising again' },
    503: down,
  },
});

const billingUseRoute = createRoute({
  method: 'post',
  path: '/api/ml-orders/{id}/billing/use',
  tags: ['ml-orders'],
  middleware: guard,
  description:
    '«Usar para facturar»: the billing data become a customer’s fiscal data and that customer the ML sale’s.',
  request: { params: idParams },
  responses: {
    200: json(mlPostSaleSchema, 'The sale’s customer, with the fiscal data'),
    404: notFound,
    409: { description: 'Not read yet, the generic RFC, no ledger sale, or already invoiced' },
    422: { description: 'A fiscal field the SAT would refuse (per field)' },
  },
});

const fiscalRoute = createRoute({
  method: 'post',
  path: '/api/ml-orders/{id}/fiscal-document',
  tags: ['ml-orders'],
  middleware: guard,
  description:
    'Queues the upload of the sale’s stamped invoice to POST /packs/{pack}/fiscal_documents, once (a second call while pending or uploaded queues nothing).',
  request: { params: idParams },
  responses: {
    200: json(mlPostSaleSchema, 'The upload’s state'),
    404: notFound,
    409: { description: 'No ledger sale, no invoice or not stamped yet' },
    503: down,
  },
});

export function registerPostSaleRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const messages = createMessagesService(deps);
  const billing = createBillingService(deps);
  const fiscal = createFiscalDocumentsService(deps);
  const orderId = (value: string) => idOrNotFound(value, ML_ORDER_MESSAGES.notFound);

  app.openapi(messagesRoute, async (c) =>
    c.json({ data: await messages.read(currentUser(c), orderId(c.req.valid('param').id)) }, 200),
  );
  app.openapi(replyRoute, async (c) =>
    c.json(
      { data: await messages.reply(currentUser(c), orderId(c.req.valid('param').id), c.req.valid('json')) },
      200,
    ),
  );
  app.openapi(postSaleRoute, async (c) =>
    c.json({ data: await billing.get(currentUser(c), orderId(c.req.valid('param').id)) }, 200),
  );
  app.openapi(billingReadRoute, async (c) =>
    c.json({ data: await billing.read(currentUser(c), orderId(c.req.valid('param').id)) }, 200),
  );
  app.openapi(billingUseRoute, async (c) =>
    c.json({ data: await billing.use(currentUser(c), orderId(c.req.valid('param').id)) }, 200),
  );
  app.openapi(fiscalRoute, async (c) =>
    c.json({ data: await fiscal.request(currentUser(c), orderId(c.req.valid('param').id)) }, 200),
  );
}
