import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  checklistTemplateInputSchema,
  checklistTemplateViewSchema,
  partDonorSchema,
  VEHICLE_SORTS,
  vehicleCostInputSchema,
  vehicleCreatePartsResultSchema,
  vehicleCreatePartsSchema,
  vehicleDetailSchema,
  vehicleImageSchema,
  vehicleInputSchema,
  vehicleSummarySchema,
  vinLookupSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability, requireUser } from '../../lib/guards.ts';
import { idField, idOrNotFound } from '../../lib/ids.ts';
import { idParam } from '../../lib/openapi.ts';
import { sendPrintedPage } from '../../lib/printed-page.ts';
import { uploadedFile } from '../../lib/uploads.ts';
import { validationHook } from '../../lib/validation.ts';
import {
  htmlError,
  labelOptions,
  labelQuery,
  htmlValidationHook as labelValidationHook,
} from '../labels/label-page.ts';
import { renderVehicleLabelPage, VEHICLE_LABELS_TITLE } from '../labels/vehicle-labels.ts';
import {
  createVehiclePhotosService,
  MAX_IMAGES_PER_VEHICLE,
  VEHICLE_PHOTO_MESSAGES,
} from './vehicle-photos.service.ts';
import { createVehiclesService, VEHICLE_MESSAGES } from './vehicles.service.ts';

// Vehículos (docs/domain-rules.md). Request and answer shapes: packages/domain/src/schemas/vehicles.ts.

const idParams = idParam('12');
const costParams = idParams.extend({
  costId: z.string().openapi({ param: { name: 'costId', in: 'path' }, example: '3' }),
});
const listQuery = z.object({
  sort: z.enum(VEHICLE_SORTS, { error: 'El orden no es válido.' }).optional(),
  archived: z.enum(['0', '1']).optional(),
  vin: z
    .string()
    .max(40, 'El VIN es demasiado largo.')
    .regex(/^[A-Za-z0-9 -]*$/, 'El VIN solo lleva letras y números.')
    .optional(),
});
const vinParams = z.object({
  vin: z
    .string()
    .max(40, 'El VIN es demasiado largo.')
    .openapi({ param: { name: 'vin', in: 'path' }, example: '3VWFE21C04M000001' }),
});

/** Every answer is `{data: …}`. */
const dataJson = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ data: schema }) } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const guard = requireCapability('manageVehicles');

const common = <T extends z.ZodType>(schema: T, description: string) => ({
  tags: ['vehicles'],
  middleware: guard,
  responses: {
    200: dataJson(schema, description),
    403: { description: 'Role without Vehículos, or costs for role 4' },
    404: { description: 'Not found or another company’s vehicle' },
    422: { description: 'Invalid input, with per-field Spanish messages' },
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/vehicles',
  request: { query: listQuery },
  ...common(z.array(vehicleSummarySchema), 'Vehicles of the user’s company with their figures'),
});
const vinRoute = createRoute({
  method: 'get',
  path: '/api/vehicles/vin/{vin}',
  request: { params: vinParams },
  ...common(vinLookupSchema, 'A VIN decoded offline, mapped to our makes'),
});
const showRoute = createRoute({
  method: 'get',
  path: '/api/vehicles/{id}',
  request: { params: idParams },
  ...common(vehicleDetailSchema, 'One vehicle with costs, checklist, parts and photos'),
});
const storeRoute = createRoute({
  method: 'post',
  path: '/api/vehicles',
  request: body(vehicleInputSchema),
  ...common(vehicleDetailSchema, 'The created vehicle'),
});
const updateRoute = createRoute({
  method: 'put',
  path: '/api/vehicles/{id}',
  request: { params: idParams, ...body(vehicleInputSchema) },
  ...common(vehicleDetailSchema, 'The saved vehicle'),
});
const archiveRoute = createRoute({
  method: 'post',
  path: '/api/vehicles/{id}/archive',
  request: {
    params: idParams,
    ...body(z.object({ archived: z.boolean({ error: 'Indica si se archiva.' }) })),
  },
  ...common(vehicleDetailSchema, 'Archived or back in the list'),
});
const destroyRoute = createRoute({
  method: 'delete',
  path: '/api/vehicles/{id}',
  request: { params: idParams },
  ...common(z.literal(true), 'Deleted (only without parts)'),
});
const addCostRoute = createRoute({
  method: 'post',
  path: '/api/vehicles/{id}/costs',
  request: { params: idParams, ...body(vehicleCostInputSchema) },
  ...common(vehicleDetailSchema, 'The vehicle with the new cost line'),
});
const removeCostRoute = createRoute({
  method: 'delete',
  path: '/api/vehicles/{id}/costs/{costId}',
  request: { params: costParams },
  ...common(vehicleDetailSchema, 'The vehicle without the line'),
});
const createPartsRoute = createRoute({
  method: 'post',
  path: '/api/vehicles/{id}/parts',
  request: { params: idParams, ...body(vehicleCreatePartsSchema) },
  ...common(vehicleCreatePartsResultSchema, 'Parts created from the ticked checklist items'),
});
const partParams = z.object({
  partId: z.string().openapi({ param: { name: 'partId', in: 'path' }, example: '1532' }),
});
const donorRoute = createRoute({
  method: 'get',
  path: '/api/vehicles/of-part/{partId}',
  tags: ['vehicles'],
  middleware: requireUser,
  request: { params: partParams },
  responses: {
    200: dataJson(
      partDonorSchema.nullable(),
      'The part’s donor vehicle (code, VIN’s last 8, intake date) or null',
    ),
    404: { description: 'No such part in the user’s company' },
  },
});
const linkRoute = createRoute({
  method: 'put',
  path: '/api/vehicles/of-part/{partId}',
  request: {
    params: partParams,
    ...body(z.object({ vehicle_id: idField('El vehículo no es válido.').nullable() })),
  },
  ...common(partDonorSchema.nullable(), 'The part linked to a vehicle (or to none)'),
});
const templateRoute = createRoute({
  method: 'get',
  path: '/api/vehicles/checklist-template',
  ...common(checklistTemplateViewSchema, 'The checklist new vehicles of the company get'),
});
const saveTemplateRoute = createRoute({
  method: 'put',
  path: '/api/vehicles/checklist-template',
  request: body(checklistTemplateInputSchema),
  ...common(
    checklistTemplateViewSchema,
    'The company’s new checklist (a new version; registered vehicles keep theirs)',
  ),
});
const labelRoute = createRoute({
  method: 'get',
  path: '/api/vehicles/{id}/label',
  tags: ['vehicles'],
  request: { params: idParams, query: z.object(labelQuery) },
  responses: {
    200: {
      description: 'Printable label with the QR vehicle-{id}',
      content: { 'text/html': { schema: z.string() } },
    },
    404: { description: 'Not found', content: { 'text/html': { schema: z.string() } } },
  },
});

const imageParams = idParams.extend({
  imageId: z.string().openapi({ param: { name: 'imageId', in: 'path' }, example: '40' }),
});
const uploadImageRoute = createRoute({
  method: 'post',
  path: '/api/vehicles/{id}/images',
  tags: ['vehicles'],
  description: 'Appends a photo to a vehicle (the part photos’ pipeline: at most 20 MB and 50 megapixels).',
  middleware: guard,
  request: {
    params: idParams,
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z.string().openapi({ type: 'string', format: 'binary', description: 'One image' }),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    201: dataJson(vehicleImageSchema, 'The photo'),
    403: { description: 'Role without Vehículos' },
    404: { description: 'Not found or another company’s vehicle' },
    413: { description: 'The image weighs more than 20 MB' },
    422: { description: 'Not a JPEG, PNG, WebP (or HEIF), empty, too large, or too many photos' },
  },
});
const destroyImageRoute = createRoute({
  method: 'delete',
  path: '/api/vehicles/{id}/images/{imageId}',
  request: { params: imageParams },
  ...common(z.array(vehicleImageSchema), 'Deleted; the remaining photos in their order'),
});
const sortImagesRoute = createRoute({
  method: 'post',
  path: '/api/vehicles/{id}/images/sort',
  request: {
    params: idParams,
    ...body(
      z.object({
        images: z
          .array(z.object({ id: idField(VEHICLE_PHOTO_MESSAGES.imageNotFound) }), {
            error: VEHICLE_PHOTO_MESSAGES.sortMismatch,
          })
          .max(MAX_IMAGES_PER_VEHICLE * 2, VEHICLE_PHOTO_MESSAGES.sortMismatch),
      }),
    ),
  },
  ...common(z.array(vehicleImageSchema), 'The photos in their new order (the first is the cover)'),
});

const vehicleId = (raw: string) => idOrNotFound(raw, VEHICLE_MESSAGES.notFound);

export function vehiclesRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const vehicles = createVehiclesService(deps);
  const photos = createVehiclePhotosService(deps);

  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const data = await vehicles.list(currentUser(c), {
      sort: query.sort ?? 'recent',
      archived: query.archived === '1',
      vin: query.vin?.trim() || undefined,
    });
    return c.json({ data }, 200);
  });

  app.openapi(templateRoute, async (c) => c.json({ data: await vehicles.template(currentUser(c)) }, 200));

  app.openapi(saveTemplateRoute, async (c) => {
    return c.json({ data: await vehicles.saveTemplate(currentUser(c), c.req.valid('json')) }, 200);
  });

  // Registered before /{id} so that "vin" is never read as an id.
  app.openapi(vinRoute, async (c) => {
    const { vin } = c.req.valid('param');
    return c.json({ data: await vehicles.lookupVin(currentUser(c), vin) }, 200);
  });

  app.openapi(showRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await vehicles.get(currentUser(c), vehicleId(id)) }, 200);
  });

  app.openapi(storeRoute, async (c) => {
    return c.json({ data: await vehicles.create(currentUser(c), c.req.valid('json')) }, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await vehicles.update(currentUser(c), vehicleId(id), c.req.valid('json')) }, 200);
  });

  app.openapi(archiveRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { archived } = c.req.valid('json');
    return c.json({ data: await vehicles.archive(currentUser(c), vehicleId(id), archived) }, 200);
  });

  app.openapi(destroyRoute, async (c) => {
    const { id } = c.req.valid('param');
    await vehicles.destroy(currentUser(c), vehicleId(id));
    return c.json({ data: true as const }, 200);
  });

  app.openapi(addCostRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await vehicles.addCost(currentUser(c), vehicleId(id), c.req.valid('json')) }, 200);
  });

  app.openapi(removeCostRoute, async (c) => {
    const { id, costId } = c.req.valid('param');
    const cost = idOrNotFound(costId, VEHICLE_MESSAGES.costNotFound);
    return c.json({ data: await vehicles.removeCost(currentUser(c), vehicleId(id), cost) }, 200);
  });

  app.openapi(createPartsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const result = await vehicles.createParts(currentUser(c), vehicleId(id), c.req.valid('json'));
    return c.json({ data: result }, 200);
  });

  app.openapi(donorRoute, async (c) => {
    const { partId } = c.req.valid('param');
    const id = idOrNotFound(partId, VEHICLE_MESSAGES.partNotFound);
    return c.json({ data: await vehicles.donorOfPart(currentUser(c), id) }, 200);
  });

  app.openapi(linkRoute, async (c) => {
    const { partId } = c.req.valid('param');
    const id = idOrNotFound(partId, VEHICLE_MESSAGES.partNotFound);
    const { vehicle_id } = c.req.valid('json');
    return c.json({ data: await vehicles.linkPart(currentUser(c), id, vehicle_id) }, 200);
  });

  // The multipart body is read by hand (uploadedFile), as for part photos, so every refusal is
  // the field's own Spanish message; the route is still listed in the OpenAPI document.
  app.openAPIRegistry.registerPath(uploadImageRoute);
  app.post('/api/vehicles/:id/images', guard, async (c) => {
    const id = vehicleId(c.req.param('id'));
    return c.json({ data: await photos.upload(currentUser(c), id, () => uploadedFile(c)) }, 201);
  });

  app.openapi(destroyImageRoute, async (c) => {
    const { id, imageId } = c.req.valid('param');
    const image = idOrNotFound(imageId, VEHICLE_PHOTO_MESSAGES.imageNotFound);
    await photos.destroy(currentUser(c), vehicleId(id), image);
    return c.json({ data: await photos.list(vehicleId(id)) }, 200);
  });

  app.openapi(sortImagesRoute, async (c) => {
    const { id } = c.req.valid('param');
    const ordered = c.req.valid('json').images.map((image) => image.id);
    return c.json({ data: await photos.sort(currentUser(c), vehicleId(id), ordered) }, 200);
  });

  app.openapi(
    labelRoute,
    async (c) => {
      const { id } = c.req.valid('param');
      try {
        const row = await vehicles.forLabel(currentUser(c), vehicleId(id));
        const options = labelOptions(c, c.req.valid('query'));
        return sendPrintedPage(c, await renderVehicleLabelPage(row, options), 200, options.nonce);
      } catch (error) {
        return htmlError(c, VEHICLE_LABELS_TITLE, error);
      }
    },
    labelValidationHook(VEHICLE_LABELS_TITLE),
  );

  return app;
}
