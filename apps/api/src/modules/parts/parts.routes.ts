import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  partCostInputSchema,
  partCostSchema,
  partSchema,
  savedPartSchema,
  partStatusChangeSchema as statusChangeSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability, requireUser } from '../../lib/guards.ts';
import { idParam, json } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { createPartsService, parsePartId } from './parts.service.ts';

const showRoute = createRoute({
  method: 'get',
  path: '/api/autoparts/{id}',
  tags: ['parts'],
  request: { params: idParam('1532') },
  responses: {
    200: json(partSchema, 'The part; comments and activity only for its own company (and role 1)'),
    404: { description: 'No such part, or deleted' },
  },
});

const showByUserRoute = createRoute({
  method: 'get',
  path: '/api/autoparts/showByUser/{id}',
  tags: ['parts'],
  middleware: [requireUser] as const,
  request: { params: idParam('1532') },
  responses: {
    200: json(partSchema, 'The part with comments and activity'),
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
    params: idParam('1532'),
    body: { content: { 'application/json': { schema: statusChangeSchema } }, required: true },
  },
  responses: {
    200: json(savedPartSchema, '{autopart, sync}'),
    403: { description: 'The role cannot sell' },
    404: { description: 'No such part in the user’s company' },
    409: { description: 'The part kept changing under several attempts (other writers); reload and retry' },
    422: { description: 'Unknown status, a change not offered from the current status, or a bad amount' },
  },
});

const costResponses = {
  200: json(partCostSchema, 'The part’s purchase cost (null: not recorded)'),
  403: { description: 'Only roles 1, 2 see and change costs' },
  404: { description: 'No such part in the user’s company' },
};
const costRoute = createRoute({
  method: 'get',
  path: '/api/autoparts/{id}/cost',
  tags: ['parts'],
  middleware: [requireUser] as const,
  request: { params: idParam('1532') },
  responses: costResponses,
});
const setCostRoute = createRoute({
  method: 'put',
  path: '/api/autoparts/{id}/cost',
  tags: ['parts'],
  description: 'The purchase cost («Costo»): what a scrapped part («merma») writes off. Roles 1, 2.',
  middleware: [requireCapability('managePartCosts')] as const,
  request: {
    params: idParam('1532'),
    body: { content: { 'application/json': { schema: partCostInputSchema } }, required: true },
  },
  responses: {
    ...costResponses,
    422: { description: 'A cost that is not whole cents from 0 to $99,999,999' },
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

  app.openapi(costRoute, async (c) => {
    const id = parsePartId(c.req.valid('param').id);
    return c.json(await service.cost(currentUser(c), id), 200);
  });
  app.openapi(setCostRoute, async (c) => {
    const id = parsePartId(c.req.valid('param').id);
    return c.json(await service.setCost(currentUser(c), id, c.req.valid('json')), 200);
  });

  app.openapi(updateStatusRoute, async (c) => {
    const id = parsePartId(c.req.valid('param').id);
    return c.json(await service.updateStatus(currentUser(c), id, c.req.valid('json')), 200);
  });

  return app;
}
