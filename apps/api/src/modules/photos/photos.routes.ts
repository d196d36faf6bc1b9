import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idField, idOrNotFound } from '../../lib/ids.ts';
import { idParam, json, jsonBody } from '../../lib/openapi.ts';
import { uploadedFile } from '../../lib/uploads.ts';
import { validationHook } from '../../lib/validation.ts';
import { createPhotosService, MAX_IMAGES_PER_PART, PHOTO_MESSAGES } from './photos.service.ts';

const ID_INVALID = 'El identificador de la imagen no es válido.';
const PART_INVALID = 'Indica la autoparte.';
const IMAGES_INVALID = 'Envía la lista ordenada de las fotos de la autoparte.';

const imageId = idField(ID_INVALID);

const destroyTempSchema = z.object({
  // The spec's client sends the whole image object; the id (or, from older clients, the url) names it.
  id: imageId.nullish().openapi({ example: 812 }),
  url: z.string().max(2048).nullish().openapi({ example: '/media/temp/7/0b9c….jpg' }),
});

const sortSchema = z.object({
  autopart_id: idField(PART_INVALID),
  images: z
    .array(z.object({ id: imageId }), { error: IMAGES_INVALID })
    .max(MAX_IMAGES_PER_PART * 2, PHOTO_MESSAGES.sortMismatch),
});

const imageSchema = z
  .object({
    id: z.number().int(),
    url: z.string().nullable(),
    url_thumbnail: z.string().nullable(),
    order: z.number().int(),
  })
  .openapi('PartImage');

const uploadBody = {
  content: {
    'multipart/form-data': {
      schema: z.object({
        file: z
          .string()
          .openapi({ type: 'string', format: 'binary', description: 'One image, at most 20 MB' }),
      }),
    },
  },
  required: true,
};

const fileRefusals = {
  413: { description: 'The image weighs more than 20 MB' },
  422: { description: 'Not a JPEG, PNG, WebP (or HEIF), empty, above 50 megapixels, or too many photos' },
};

const guard = requireCapability('editParts');

const uploadTempRoute = createRoute({
  method: 'post',
  path: '/api/autoparts/images/uploadTemp',
  tags: ['photos'],
  description:
    'A photo for a part not saved yet. Give its id in `images` of POST /api/autoparts/store; uploads not saved within a day are deleted.',
  middleware: [guard] as const,
  request: { body: uploadBody },
  responses: {
    201: json(imageSchema.extend({ temp: z.literal(true) }), 'The temporary image (order 0)'),
    ...fileRefusals,
  },
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/api/autoparts/images/upload/{id}',
  tags: ['photos'],
  description: 'Appends a photo to a part. `sync`: whether the marketplace accepted the change.',
  middleware: [guard] as const,
  request: { params: idParam('1532'), body: uploadBody },
  responses: {
    201: json(imageSchema.extend({ sync: z.boolean() }), 'The image'),
    403: { description: 'The part is locked for this role and status (always when sold)' },
    404: { description: 'No such part in the user’s company' },
    ...fileRefusals,
  },
});

const destroyRoute = createRoute({
  method: 'delete',
  path: '/api/autoparts/images/destroy/{imageId}',
  tags: ['photos'],
  description: 'Deletes a photo and renumbers the rest keeping their order.',
  middleware: [guard] as const,
  request: { params: z.object({ imageId: z.string().openapi({ example: '812' }) }) },
  responses: {
    200: json(z.object({ data: z.literal(true), sync: z.boolean() }), 'Deleted'),
    403: { description: 'The part is locked for this role and status' },
    404: { description: 'No such image in the user’s company' },
  },
});

const destroyTempRoute = createRoute({
  method: 'post',
  path: '/api/autoparts/images/destroyTemp',
  tags: ['photos'],
  description: 'Deletes one of the user’s own temporary uploads, named by id (or url).',
  middleware: [guard] as const,
  request: { body: jsonBody(destroyTempSchema) },
  responses: {
    200: json(z.object({ data: z.literal(true) }), 'Deleted'),
    404: { description: 'Not a temporary upload of this user' },
    422: { description: 'Neither id nor url given' },
  },
});

const sortRoute = createRoute({
  method: 'post',
  path: '/api/autoparts/images/sort',
  tags: ['photos'],
  description: 'Sets the photos’ order; `images` must hold exactly the part’s images.',
  middleware: [guard] as const,
  request: { body: jsonBody(sortSchema) },
  responses: {
    200: json(z.object({ data: z.literal(true), sync: z.boolean() }), 'Sorted'),
    403: { description: 'The part is locked for this role and status' },
    404: { description: 'No such part in the user’s company' },
    422: { description: 'The list is not exactly the part’s images' },
  },
});

export function photosRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const photos = createPhotosService(deps);

  // The multipart body is read by hand (uploadedFile) so that every refusal is the field's own
  // Spanish message; the routes are still listed in the OpenAPI document.
  app.openAPIRegistry.registerPath(uploadTempRoute);
  app.post(uploadTempRoute.path, guard, async (c) => {
    const user = currentUser(c);
    return c.json(await photos.uploadTemp(user, await uploadedFile(c)), 201);
  });

  app.openAPIRegistry.registerPath(uploadRoute);
  app.post('/api/autoparts/images/upload/:id', guard, async (c) => {
    const user = currentUser(c);
    const partId = idOrNotFound(c.req.param('id'), PHOTO_MESSAGES.partNotFound);
    return c.json(await photos.upload(user, partId, () => uploadedFile(c)), 201);
  });

  app.openapi(destroyRoute, async (c) => {
    const { sync } = await photos.destroy(
      currentUser(c),
      idOrNotFound(c.req.valid('param').imageId, PHOTO_MESSAGES.imageNotFound),
    );
    return c.json({ data: true as const, sync }, 200);
  });

  app.openapi(destroyTempRoute, async (c) => {
    await photos.destroyTemp(currentUser(c), c.req.valid('json'));
    return c.json({ data: true as const }, 200);
  });

  app.openapi(sortRoute, async (c) => {
    const input = c.req.valid('json');
    const { sync } = await photos.sort(
      currentUser(c),
      input.autopart_id,
      input.images.map((image) => image.id),
    );
    return c.json({ data: true as const, sync }, 200);
  });

  return app;
}
