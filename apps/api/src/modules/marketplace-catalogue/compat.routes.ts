import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  compatUpdateSchema,
  mlCategoryMappingListSchema,
  mlCategoryMappingSchema,
  mlCategoryMappingUpdateSchema,
  mlRequirementsSchema,
  partCompatibilitiesSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability, requireUser } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam, json } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import {
  CATEGORY_NOT_FOUND,
  COMPAT_NOT_FOUND,
  createCompatService,
  type RequestListingSync,
} from './compat.service.ts';

// Request and response shapes: packages/domain/src/schemas/compatibilities.ts (docs/product.md §10, compatibilities).

const idParams = idParam('3');
const getRoute = createRoute({
  method: 'get',
  path: '/api/autoparts/{id}/compatibilities',
  tags: ['marketplace'],
  middleware: requireUser,
  request: { params: idParams },
  responses: {
    200: json(partCompatibilitiesSchema, 'Extra compatible vehicles and what Mercado Libre said of each'),
    404: { description: 'No such part in the user’s company' },
  },
});

const putRoute = createRoute({
  method: 'put',
  path: '/api/autoparts/{id}/compatibilities',
  tags: ['marketplace'],
  middleware: requireCapability('editParts'),
  request: {
    params: idParams,
    body: { content: { 'application/json': { schema: compatUpdateSchema } }, required: true },
  },
  responses: {
    200: json(
      partCompatibilitiesSchema,
      'The saved list (replaces the previous one); sync says whether ML has it',
    ),
    403: { description: 'The role may not edit the part in its status' },
    404: { description: 'No such part in the user’s company' },
    422: { description: 'Bad make/model/years, a range over 30 years, too many rows' },
  },
});

const requirementsRoute = createRoute({
  method: 'get',
  path: '/api/ml/requirements',
  tags: ['marketplace'],
  middleware: requireCapability('viewInventory'),
  request: { query: z.object({ category_id: z.string() }) },
  responses: {
    200: json(mlRequirementsSchema, 'Required attributes of the category’s marketplace category'),
    404: { description: 'No such category' },
  },
});

const manage = requireCapability('manageMarketplaceAccounts');

const mappingsRoute = createRoute({
  method: 'get',
  path: '/api/ml/categories',
  tags: ['marketplace'],
  middleware: manage,
  responses: {
    200: json(mlCategoryMappingListSchema, 'Every category with its marketplace category'),
    403: { description: 'Not role 1' },
  },
});

const mappingUpdateRoute = createRoute({
  method: 'put',
  path: '/api/ml/categories/{id}',
  tags: ['marketplace'],
  middleware: manage,
  request: {
    params: idParams,
    body: { content: { 'application/json': { schema: mlCategoryMappingUpdateSchema } }, required: true },
  },
  responses: {
    200: json(mlCategoryMappingSchema, 'The corrected mapping'),
    403: { description: 'Not role 1' },
    404: { description: 'No such category' },
    422: { description: 'Not an MLM category id' },
  },
});

export function compatRoutes(deps: AppDeps, requestListingSync: RequestListingSync) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const service = createCompatService(deps, requestListingSync);

  app.openapi(getRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, COMPAT_NOT_FOUND);
    return c.json(await service.get(currentUser(c), id), 200);
  });

  app.openapi(putRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, COMPAT_NOT_FOUND);
    return c.json(await service.replace(currentUser(c), id, c.req.valid('json')), 200);
  });

  app.openapi(requirementsRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('query').category_id, CATEGORY_NOT_FOUND);
    return c.json(await service.requirements(id), 200);
  });

  app.openapi(mappingsRoute, async (c) => c.json({ data: await service.listMappings() }, 200));

  app.openapi(mappingUpdateRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, CATEGORY_NOT_FOUND);
    return c.json(await service.updateMapping(currentUser(c), id, c.req.valid('json').ml_category_id), 200);
  });

  return app;
}
