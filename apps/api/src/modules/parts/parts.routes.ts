import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability, requireUser } from '../../lib/guards.ts';
import { validationHook } from '../../lib/validation.ts';
import {
  createPartsService,
  FINAL_PRICE_MAX,
  PART_MESSAGES,
  parsePartId,
  REASON_MAX_LENGTH,
} from './parts.service.ts';

const idParam = z.object({ id: z.string().openapi({ example: '1532' }) });

const statusChangeSchema = z.object({
  status_id: z
    .number({ error: PART_MESSAGES.unknownStatus })
    .int(PART_MESSAGES.unknownStatus)
    .openapi({ example: 4 }),
  // Optional (spec: the call "may add" the comment), so the spec's own request — the part with
  // status_id and final_price — is accepted. A reason that is sent must say something; our own
  // screens always ask for one.
  reason: z
    .string({ error: PART_MESSAGES.reasonRequired })
    .trim()
    .min(1, PART_MESSAGES.reasonRequired)
    .max(REASON_MAX_LENGTH, PART_MESSAGES.reasonTooLong)
    .nullish()
    .openapi({ description: 'Stored as the comment "Motivo de estatus {status}: {reason}" when given' }),
  // Zod numbers are finite, so 1e309 (Infinity once parsed) is refused with the rest.
  final_price: z
    .number({ error: PART_MESSAGES.invalidAmount })
    .gt(0, PART_MESSAGES.invalidAmount)
    .max(FINAL_PRICE_MAX, PART_MESSAGES.amountTooLarge)
    .nullish()
    .openapi({ description: 'Required when status_id is 4 (Vendido)', example: 1450.5 }),
});

const showRoute = createRoute({
  method: 'get',
  path: '/api/autoparts/{id}',
  tags: ['parts'],
  request: { params: idParam },
  responses: {
    200: { description: 'The part; comments and activity only for its own company (and role 1)' },
    404: { description: 'No such part, or deleted' },
  },
});

const showByUserRoute = createRoute({
  method: 'get',
  path: '/api/autoparts/showByUser/{id}',
  tags: ['parts'],
  middleware: [requireUser] as const,
  request: { params: idParam },
  responses: {
    200: { description: 'The part with comments and activity' },
    404: { description: 'No such part in the user’s company' },
  },
});

const updateStatusRoute = createRoute({
  method: 'put',
  path: '/api/autoparts/updateStatus/{id}',
  tags: ['parts'],
  description:
    'The detail screen’s Vender / Separar / Activar. A reason, when given, is stored as the comment "Motivo de estatus {status}: {reason}"; the activity entry is written either way.',
  // Checked before the body, so a role that cannot sell hears 403 whatever it sent.
  middleware: [requireCapability('sellParts')] as const,
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: statusChangeSchema } }, required: true },
  },
  responses: {
    200: { description: '{autopart, sync}' },
    403: { description: 'The role cannot sell' },
    404: { description: 'No such part in the user’s company' },
    422: { description: 'Unknown status, a change not offered from the current status, or a bad amount' },
  },
});

export function partsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const service = createPartsService(deps);

  // Documented as {id} but routed for digits only: a word after /api/autoparts/ (description, and
  // whatever later modules add) is another endpoint, and must reach it whatever order the
  // modules are mounted in.
  app.openAPIRegistry.registerPath(showRoute);
  app.get('/api/autoparts/:id{[0-9]+}', requireUser, async (c) => {
    const id = parsePartId(c.req.param('id'));
    return c.json(await service.show(currentUser(c), id), 200);
  });

  app.openapi(showByUserRoute, async (c) => {
    const id = parsePartId(c.req.valid('param').id);
    return c.json(await service.showByUser(currentUser(c), id), 200);
  });

  app.openapi(updateStatusRoute, async (c) => {
    const id = parsePartId(c.req.valid('param').id);
    return c.json(await service.updateStatus(currentUser(c), id, c.req.valid('json')), 200);
  });

  return app;
}
