import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  cancelledSaleSchema,
  cancelPaidSaleSchema,
  createReturnSchema,
  returnListQuerySchema,
  returnsSummaryQuerySchema,
  returnsSummarySchema,
  saleReturnListSchema,
  saleReturnSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { validationHook } from '../../lib/validation.ts';
import { createReturnsService, RETURN_MESSAGES } from './returns.service.ts';

// «Devolución / Garantía»: a return of one ticket line, and the returns of a ticket. Shapes:
// packages/domain/src/schemas/returns.ts. Every call checks the session and the role (sellParts:
// 1, 2, 4, 5; outside the warranty, in the service, 1, 2, 5) and that the ticket is the company's.

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const responses = <T extends z.ZodType>(schema: T, description: string) => ({
  200: json(schema, description),
  401: { description: 'No session' },
  403: { description: 'A role that does not sell (3), or a Vendedor outside the warranty' },
  404: { description: 'No such ticket or line in the user’s company' },
  409: { description: 'The line was already returned, or the ticket is not paid' },
  422: { description: 'Invalid input, with per-field Spanish messages' },
});

const createReturnRoute = createRoute({
  method: 'post',
  path: '/api/returns',
  tags: ['returns'],
  middleware: requireCapability('sellParts'),
  request: { body: { content: { 'application/json': { schema: createReturnSchema } }, required: true } },
  responses: responses(saleReturnSchema, 'The return, with its refund and where the part went'),
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/returns',
  tags: ['returns'],
  middleware: requireCapability('sellParts'),
  request: { query: returnListQuerySchema },
  responses: responses(saleReturnListSchema, 'The returns of a ticket, or the last 200, newest first'),
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/api/returns/cancel-sale/{id}',
  tags: ['returns'],
  middleware: requireCapability('sellParts'),
  request: {
    params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '7' }) }),
    body: { content: { 'application/json': { schema: cancelPaidSaleSchema } }, required: true },
  },
  responses: responses(
    cancelledSaleSchema,
    'A paid ticket cancelled (roles 1, 2): payments given back, parts back in stock, the ticket kept',
  ),
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/api/returns/summary',
  tags: ['returns'],
  middleware: requireCapability('viewDashboard'),
  request: { query: returnsSummaryQuerySchema },
  responses: responses(
    returnsSummarySchema,
    'Net sales, cancelled tickets and refunds by reason over days (today by default)',
  ),
});

export function returnsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const returns = createReturnsService(deps);
  app.openapi(createReturnRoute, async (c) =>
    c.json(await returns.create(currentUser(c), c.req.valid('json')), 200),
  );
  app.openapi(listRoute, async (c) => {
    const raw = c.req.valid('query').sale_id;
    const saleId = raw === undefined ? undefined : idOrNotFound(raw, RETURN_MESSAGES.saleNotFound);
    return c.json(await returns.list(currentUser(c), saleId), 200);
  });
  app.openapi(summaryRoute, async (c) => {
    const query = c.req.valid('query');
    return c.json(await returns.summary(currentUser(c), query.from, query.to), 200);
  });
  app.openapi(cancelRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, RETURN_MESSAGES.saleNotFound);
    return c.json(await returns.cancelPaid(currentUser(c), id, c.req.valid('json')), 200);
  });
  return app;
}
