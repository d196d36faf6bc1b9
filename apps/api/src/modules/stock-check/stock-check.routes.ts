import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  bulkUpdateResultSchema,
  bulkUpdateSchema,
  idTextSchema,
  pageSchema,
  partSchema,
  stockCheckRecordSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { validationHook } from '../../lib/validation.ts';
import { createStockCheckService, STOCK_CHECK_MESSAGES } from './stock-check.service.ts';

const ID_MESSAGE = 'Debe ser un identificador válido.';

const pathId = (name: string) =>
  z.object({ [name]: z.string().openapi({ param: { name, in: 'path' }, example: '1532' }) });

const locationQuery = z.object({
  location: idTextSchema(ID_MESSAGE)
    .optional()
    .openapi({ description: 'The counted location: the part must belong to its company', example: '12' }),
});

const historyQuery = z.object({
  location: locationQuery.shape.location,
  page: z.coerce
    .number({ error: 'La página debe ser un número entero mayor que 0.' })
    .int('La página debe ser un número entero mayor que 0.')
    .min(1, 'La página debe ser un número entero mayor que 0.')
    .max(100_000, 'La página solicitada no existe.')
    .optional()
    .default(1),
});

const guard = requireCapability('stockCheck');

const showRoute = createRoute({
  method: 'get',
  path: '/api/autoparts/showReinventory/{id}',
  tags: ['stock-check'],
  description: 'A scanned part for the stock check: any status, with images and years.',
  middleware: [guard] as const,
  request: { params: pathId('id'), query: locationQuery },
  responses: {
    200: {
      description: 'The part (same shape as showByUser, without comments and activity)',
      content: { 'application/json': { schema: partSchema } },
    },
    404: { description: 'No such part in the company (or it was deleted), or the location is not in scope' },
  },
});

const showAgRoute = createRoute({
  method: 'get',
  path: '/api/autoparts/showReinventoryAg/{agId}',
  tags: ['stock-check'],
  description: 'The same, found by the old system’s id (a bare number scanned from an old label).',
  middleware: [guard] as const,
  request: { params: pathId('agId'), query: locationQuery },
  responses: {
    200: { description: 'The part', content: { 'application/json': { schema: partSchema } } },
    404: { description: 'No part with that AG id in the company' },
  },
});

const bulkUpdateRoute = createRoute({
  method: 'put',
  path: '/api/autoparts/bulkUpdate',
  tags: ['stock-check'],
  description: [
    'Saves a count of one location in one transaction. found: 2 → 1. added: moved here, 2 → 1.',
    'The location’s parts in status 1, 2, 5 sent without action or not sent: missing, 1 → 2 and',
    'the listing paused. Each part gets an activity entry; the count is stored as a stock check.',
    'Sending the same count again changes nothing and answers the same rows.',
    'With idempotency_key the same key answers the first result, and parts changed',
    'meanwhile by someone else (or deleted, or put in the location after the device loaded it)',
    'are left as they are and answered in conflicts.',
  ].join(' '),
  middleware: [guard] as const,
  request: { body: { content: { 'application/json': { schema: bulkUpdateSchema } }, required: true } },
  responses: {
    200: {
      description:
        '{autoparts: [{id, status_id, status, location_id, location}], conflicts: [{id, reason, status, location}], stock_check: {id, created_at, location, user, found, added, missing, changed, repeated}}',
      content: { 'application/json': { schema: bulkUpdateResultSchema } },
    },
    404: { description: 'The location does not exist or belongs to another company' },
    422: { description: 'Repeated ids, ids of deleted parts or of another company, or a malformed row' },
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/api/stock-checks',
  tags: ['stock-check'],
  description: 'Past stock checks, newest first: date, who, found / added / missing.',
  middleware: [guard] as const,
  request: { query: historyQuery },
  responses: {
    200: {
      description: 'Page shape {data, from, to, total, per_page, current_page, last_page}',
      content: { 'application/json': { schema: pageSchema(stockCheckRecordSchema) } },
    },
    404: { description: 'The location does not exist or belongs to another company' },
  },
});

function optionalId(raw: string | undefined): number | undefined {
  return raw === undefined ? undefined : Number(raw);
}

export function stockCheckRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const service = createStockCheckService(deps);

  app.openapi(showRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id ?? '', STOCK_CHECK_MESSAGES.partNotFound);
    const locationId = optionalId(c.req.valid('query').location);
    return c.json(await service.show(currentUser(c), id, { locationId }), 200);
  });

  app.openapi(showAgRoute, async (c) => {
    const agId = idOrNotFound(c.req.valid('param').agId ?? '', STOCK_CHECK_MESSAGES.partNotFound);
    const locationId = optionalId(c.req.valid('query').location);
    return c.json(await service.showByAgId(currentUser(c), agId, { locationId }), 200);
  });

  app.openapi(bulkUpdateRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await service.bulkUpdate(currentUser(c), body), 200);
  });

  app.openapi(historyRoute, async (c) => {
    const query = c.req.valid('query');
    return c.json(
      await service.history(currentUser(c), { locationId: optionalId(query.location), page: query.page }),
      200,
    );
  });

  return app;
}
