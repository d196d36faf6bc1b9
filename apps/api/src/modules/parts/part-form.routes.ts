import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  deletedSchema,
  descriptionTemplateSchema,
  partIdBodySchema,
  partSchema,
  savedPartSchema,
  partStoreSchema as storeSchema,
  partUpdateSchema as updateSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability, requireUser } from '../../lib/guards.ts';
import { idParam, json, jsonBody } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { bulkEditRoutes } from './bulk-edit.routes.ts';
import { createPartFormService } from './part-form.service.ts';
import { parsePartId } from './parts.service.ts';

// The part form's calls (docs/product.md §7, Parts): store, update, clone, destroy, republish and
// the description template. Photos have their own module.

const storeRoute = createRoute({
  method: 'post',
  path: '/api/autoparts/store',
  tags: ['parts'],
  description:
    'Creates a part of the user’s company at status 5 (Incompleto), or 1 when it already has a price, category, make and model. An empty name is generated. `images` are temporary uploads attached to the part.',
  middleware: [requireCapability('viewInventory')] as const,
  request: { body: jsonBody(storeSchema) },
  responses: {
    201: json(partSchema, 'The created part'),
    403: { description: 'The role may not create parts or change an "Administrador y Supervisor" field' },
    422: { description: 'Missing make or category, unknown ids, a field the category does not take' },
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/autoparts/update/{id}',
  tags: ['parts'],
  description:
    'Partial update: fields absent from the body keep their value, null clears. `version` is the version the edit was based on; a stale one answers 409 and writes nothing.',
  middleware: [requireCapability('editParts')] as const,
  request: { params: idParam('1532'), body: jsonBody(updateSchema) },
  responses: {
    200: json(savedPartSchema, '{autopart, sync}'),
    403: { description: 'Locked by role or status, or a field the role may not change' },
    404: { description: 'No such part in the user’s company' },
    409: { description: 'Someone else saved the part since `version`' },
    422: { description: 'Invalid fields' },
  },
});

const cloneRoute = createRoute({
  method: 'post',
  path: '/api/autoparts/clone',
  tags: ['parts'],
  description:
    'Duplicates the stored part {id} of the user’s company (role 1: any company) into that same company: descriptive fields only (no photos, listing, marketplace account or AG id), at status 5. Every role may duplicate (docs/product.md §6).',
  middleware: [requireCapability('clonePart')] as const,
  request: { body: jsonBody(partIdBodySchema) },
  responses: {
    201: json(partSchema, 'The new part'),
    404: { description: 'No such part in the user’s company' },
  },
});

const destroyRoute = createRoute({
  method: 'delete',
  path: '/api/autoparts/destroy/{id}',
  tags: ['parts'],
  description: 'Soft delete (role 1). A listed part’s listing is paused by the marketplace sync.',
  middleware: [requireCapability('deletePart')] as const,
  request: { params: idParam('1532') },
  responses: {
    200: json(deletedSchema, '{data: true}'),
    403: { description: 'Only role 1 deletes parts' },
    404: { description: 'No such part' },
  },
});

const republishRoute = createRoute({
  method: 'post',
  path: '/api/autoparts/republish',
  tags: ['parts'],
  description: 'Asks the marketplace to publish again a listing it holds under review.',
  middleware: [requireCapability('editParts')] as const,
  request: { body: jsonBody(partIdBodySchema) },
  responses: {
    200: json(savedPartSchema, '{autopart, sync}'),
    404: { description: 'No such part in the user’s company' },
    422: { description: 'The listing is not under review' },
  },
});

const descriptionRoute = createRoute({
  method: 'get',
  path: '/api/autoparts/description',
  tags: ['parts'],
  middleware: [requireUser] as const,
  responses: { 200: json(descriptionTemplateSchema, '{description}: the company’s description template') },
});

export function partFormRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const service = createPartFormService(deps);

  app.openapi(storeRoute, async (c) => c.json(await service.store(currentUser(c), c.req.valid('json')), 201));

  app.openapi(updateRoute, async (c) => {
    const id = parsePartId(c.req.valid('param').id);
    return c.json(await service.update(currentUser(c), id, c.req.valid('json')), 200);
  });

  app.openapi(cloneRoute, async (c) =>
    c.json(await service.clone(currentUser(c), c.req.valid('json').id), 201),
  );

  app.openapi(destroyRoute, async (c) => {
    const id = parsePartId(c.req.valid('param').id);
    return c.json(await service.destroy(currentUser(c), id), 200);
  });

  app.openapi(republishRoute, async (c) =>
    c.json(await service.republish(currentUser(c), c.req.valid('json').id), 200),
  );

  app.openapi(descriptionRoute, async (c) => c.json(await service.descriptionTemplate(currentUser(c)), 200));

  // Editing many parts at once goes through the same form rules (bulk-edit.service.ts).
  app.route('/', bulkEditRoutes(deps));
  return app;
}
