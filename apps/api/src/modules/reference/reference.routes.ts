import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  modelListSchema,
  referenceListSchema,
  variantListSchema,
  vehicleModelCreateSchema,
  vehicleModelSchema,
} from '@yonke/domain/schemas';
import type { Context } from 'hono';
import {
  bulbPositions,
  bulbTechnologies,
  categories,
  conditions,
  origins,
  positions,
  shippingTypes,
  sides,
  statuses,
} from '../../db/schema/index.ts';
import { companyScope } from '../../lib/company-scope.ts';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { json } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import * as queries from './reference.queries.ts';
import { referenceCache } from './reference-cache.ts';
import { addVehicleModel } from './vehicle-models.ts';

const addModelRoute = createRoute({
  method: 'post',
  path: '/api/models/store',
  tags: ['reference'],
  description:
    'Adds a model missing from the list (roles 1, 2, 5) with its first and last year. Ids start at 1,000,000 so the seeded list never overwrites one.',
  middleware: [requireCapability('addVehicleModels')] as const,
  request: {
    body: { content: { 'application/json': { schema: vehicleModelCreateSchema() } }, required: true },
  },
  responses: {
    201: { description: 'The new model', content: { 'application/json': { schema: vehicleModelSchema } } },
    403: { description: 'Role without the right to add models' },
    422: { description: 'Unknown make, blank or repeated name, years out of range' },
  },
});

/** Fixed lists change only with a release; the browser may keep them for a while. */
function cached(c: Context<AppEnv>, json: string) {
  c.header('Cache-Control', 'private, max-age=300');
  return c.body(json, 200, { 'Content-Type': 'application/json' });
}

type ListSchema = typeof referenceListSchema | typeof variantListSchema | typeof modelListSchema;

function listRoute(path: string, description: string, schema: ListSchema = referenceListSchema) {
  return createRoute({
    method: 'get',
    path,
    tags: ['reference'],
    responses: { 200: json(schema, description), 401: { description: 'Not signed in' } },
  });
}

export function referenceRoutes({ db }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const scopeOf = (c: Context<AppEnv>) => companyScope(currentUser(c)) ?? undefined;
  // The answers are kept per process and dropped when a list changes (reference-cache.ts): the
  // web asks for them on every screen that filters or edits a part.
  const kept = (path: string, load: () => Promise<unknown>) => referenceCache(db).json(path, load);

  const named = [
    ['/api/statuses', statuses],
    ['/api/conditions', conditions],
    ['/api/origins', origins],
    ['/api/bulb_positions', bulbPositions],
    ['/api/bulb_technologies', bulbTechnologies],
    ['/api/shipping_types', shippingTypes],
  ] as const;
  for (const [path, table] of named) {
    app.openapi(listRoute(path, 'id and name of each entry'), async (c) => {
      currentUser(c);
      return cached(c, await kept(path, () => queries.listNamed(db, table)));
    });
  }

  app.openapi(
    listRoute('/api/categories', 'Categories with variants (JSON text)', variantListSchema),
    async (c) => {
      currentUser(c);
      return cached(c, await kept('/api/categories', () => queries.listWithVariants(db, categories, 'asc')));
    },
  );
  app.openapi(
    listRoute('/api/positions', 'Positions with variants (JSON text)', variantListSchema),
    async (c) => {
      currentUser(c);
      return cached(c, await kept('/api/positions', () => queries.listWithVariants(db, positions, 'asc')));
    },
  );
  // Descending on purpose: "Izquierda" is listed before "Derecha", as the yards are used to.
  app.openapi(listRoute('/api/sides', 'Sides with variants (JSON text)', variantListSchema), async (c) => {
    currentUser(c);
    return cached(c, await kept('/api/sides', () => queries.listWithVariants(db, sides, 'desc')));
  });
  app.openapi(listRoute('/api/makes', 'Vehicle makes'), async (c) => {
    currentUser(c);
    return cached(c, await kept('/api/makes', () => queries.listMakes(db)));
  });
  app.openapi(listRoute('/api/models', 'Vehicle models with make_id', modelListSchema), async (c) => {
    currentUser(c);
    return cached(c, await kept('/api/models', () => queries.listModels(db)));
  });
  app.openapi(listRoute('/api/years', 'Years, newest first'), async (c) => {
    currentUser(c);
    // Years are not among the tables that announce changes, so they are read each time (47 rows).
    return cached(c, JSON.stringify(await queries.listYears(db)));
  });
  app.openapi(listRoute('/api/stores', 'Companies the user may see'), async (c) =>
    c.json(await queries.listCompanies(db, scopeOf(c)), 200),
  );
  app.openapi(listRoute('/api/users', 'Users of the companies the user may see'), async (c) =>
    c.json(await queries.listUsers(db, scopeOf(c)), 200),
  );
  // /api/stores_ml is served by the marketplace module, which owns the accounts.
  app.openapi(addModelRoute, async (c) =>
    c.json(await addVehicleModel(db, currentUser(c), c.req.valid('json')), 201),
  );

  return app;
}
