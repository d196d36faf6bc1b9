import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { NAME_MAX_LENGTH } from '@yonke/domain';
import {
  COMPANY_INVALID,
  locationCreateSchema as createSchema,
  deletedSchema,
  idListTextSchema,
  idTextSchema,
  locationDetailSchema,
  locationSchema,
  locationUpdateSchema as updateSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { currentUser, requireCapability, requireUser } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam, json } from '../../lib/openapi.ts';
import { sendPrintedPage } from '../../lib/printed-page.ts';
import { validationHook } from '../../lib/validation.ts';
import {
  htmlError as labelHtmlError,
  labelOptions,
  labelQuery,
  htmlValidationHook as labelValidationHook,
} from '../labels/label-page.ts';
import { LOCATION_LABELS_TITLE, renderLocationLabelsPage } from '../labels/location-labels.ts';
import { createLocationsService, LOCATION_MESSAGES, MAX_LABELS } from './locations.service.ts';

// docs/product.md §9: names (parts and locations alike) are at most 60 characters.
const LOCATION_NAME_MAX = NAME_MAX_LENGTH;

// Request and response shapes: packages/domain/src/schemas/locations.ts.

const idParams = idParam('12');

const labelsQuerySchema = z.object({
  ...labelQuery,
  ids: idListTextSchema('La lista de ubicaciones debe ser de números separados por comas.')
    .optional()
    .openapi({ example: '1,2,3' }),
  prefix: z
    .string()
    .trim()
    .max(LOCATION_NAME_MAX, `El prefijo no debe tener más de ${LOCATION_NAME_MAX} caracteres.`)
    .optional()
    .openapi({ example: 'P1-' }),
  store_id: idTextSchema(COMPANY_INVALID).optional(),
});

const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

const writeGuard = requireCapability('manageLocations');
const readGuard = requireUser;

const listRoute = createRoute({
  method: 'get',
  path: '/api/locations',
  tags: ['locations'],
  middleware: readGuard,
  responses: {
    200: json(z.array(locationSchema), 'Locations of the user’s company (every company for role 1), by name'),
  },
});

const labelsRoute = createRoute({
  method: 'get',
  path: '/api/locations/labels',
  tags: ['locations'],
  request: { query: labelsQuerySchema },
  responses: {
    200: html('Printable labels of many locations: the given ids and/or names starting with prefix'),
    404: html('No location matched'),
  },
});

const showRoute = createRoute({
  method: 'get',
  path: '/api/locations/{id}',
  tags: ['locations'],
  middleware: readGuard,
  request: { params: idParams },
  responses: {
    200: json(locationDetailSchema, 'One location'),
    404: { description: 'Not found or another company’s location' },
  },
});

const labelRoute = createRoute({
  method: 'get',
  path: '/api/locations/{id}/label',
  tags: ['locations'],
  request: { params: idParams, query: z.object(labelQuery) },
  responses: { 200: html('Printable label with the QR location-{id}'), 404: html('Not found') },
});

const storeRoute = createRoute({
  method: 'post',
  path: '/api/locations/store',
  tags: ['locations'],
  middleware: writeGuard,
  request: { body: { content: { 'application/json': { schema: createSchema } }, required: true } },
  responses: {
    200: json(locationSchema, 'The created location'),
    403: { description: 'Role without locations access, or another company without role 1' },
    422: { description: 'Blank, too long or duplicate name' },
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/locations/update/{id}',
  tags: ['locations'],
  middleware: writeGuard,
  request: {
    params: idParams,
    body: { content: { 'application/json': { schema: updateSchema } }, required: true },
  },
  responses: {
    200: json(locationSchema, 'The renamed location'),
    404: { description: 'Not found or another company’s location' },
    422: { description: 'Blank, too long or duplicate name' },
  },
});

const destroyRoute = createRoute({
  method: 'delete',
  path: '/api/locations/destroy/{id}',
  tags: ['locations'],
  middleware: writeGuard,
  request: { params: idParams },
  responses: {
    200: json(deletedSchema, 'Deleted (soft)'),
    404: { description: 'Not found or another company’s location' },
    422: { description: 'The location still has stock' },
  },
});

/** A path id; one that cannot name a location answers like a missing one. */
function locationId(raw: string): number {
  return idOrNotFound(raw, LOCATION_MESSAGES.notFound);
}

const htmlError = (c: Parameters<typeof labelHtmlError>[0], error: unknown) =>
  labelHtmlError(c, LOCATION_LABELS_TITLE, error);
const htmlValidationHook = labelValidationHook(LOCATION_LABELS_TITLE);

export function locationsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const locations = createLocationsService(deps);

  app.openapi(listRoute, async (c) => c.json(await locations.list(currentUser(c)), 200));

  // Registered before /{id} so that "labels" is never read as an id.
  app.openapi(
    labelsRoute,
    async (c) => {
      const query = c.req.valid('query');
      try {
        const ids = query.ids ? [...new Set(query.ids.split(',').map(Number))] : undefined;
        if (ids && ids.length > MAX_LABELS) {
          throw new AppError(422, `No es posible imprimir más de ${MAX_LABELS} etiquetas a la vez.`);
        }
        const rows = await locations.forLabels(currentUser(c), {
          ids,
          prefix: query.prefix || undefined,
          storeId: query.store_id ? Number(query.store_id) : undefined,
        });
        const options = labelOptions(c, query);
        return sendPrintedPage(c, await renderLocationLabelsPage(rows, options), 200, options.nonce);
      } catch (error) {
        return htmlError(c, error);
      }
    },
    htmlValidationHook,
  );

  app.openapi(showRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await locations.get(currentUser(c), locationId(id)) }, 200);
  });

  app.openapi(
    labelRoute,
    async (c) => {
      const { id } = c.req.valid('param');
      try {
        const row = await locations.forLabel(currentUser(c), locationId(id));
        const options = labelOptions(c, c.req.valid('query'));
        return sendPrintedPage(c, await renderLocationLabelsPage([row], options), 200, options.nonce);
      } catch (error) {
        return htmlError(c, error);
      }
    },
    htmlValidationHook,
  );

  app.openapi(storeRoute, async (c) => {
    const input = c.req.valid('json');
    const created = await locations.create(currentUser(c), {
      name: input.name,
      store_id: input.store_id ?? undefined,
    });
    return c.json(created, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await locations.update(currentUser(c), locationId(id), c.req.valid('json')), 200);
  });

  app.openapi(destroyRoute, async (c) => {
    const { id } = c.req.valid('param');
    await locations.destroy(currentUser(c), locationId(id));
    return c.json({ data: true as const }, 200);
  });

  return app;
}
