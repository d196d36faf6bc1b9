import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { MAX_PHOTOS_PER_RETURN } from '@yonke/domain';
import {
  cancelledSaleSchema,
  cancelPaidSaleSchema,
  createReturnSchema,
  returnListQuerySchema,
  returnsSummaryQuerySchema,
  returnsSummarySchema,
  saleReturnListSchema,
  saleReturnPhotoSchema,
  saleReturnPhotosSchema,
  saleReturnSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam, json, jsonBody } from '../../lib/openapi.ts';
import { uploadedFile } from '../../lib/uploads.ts';
import { validationHook } from '../../lib/validation.ts';
import { createReturnPhotosService, RETURN_PHOTO_MESSAGES } from './return-photos.service.ts';
import { createReturnsService, RETURN_MESSAGES } from './returns.service.ts';

// «Devolución / Garantía»: a return of one ticket line, and the returns of a ticket. Shapes:
// packages/domain/src/schemas/returns.ts. Every call checks the session and the role (sellParts:
// 1, 2, 4, 5; outside the warranty, in the service, 1, 2, 5) and that the ticket is the company's.

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
  request: { body: jsonBody(createReturnSchema) },
  responses: responses(saleReturnSchema, 'The return, with its refund and where the part went'),
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/returns',
  tags: ['returns'],
  middleware: requireCapability('sellParts'),
  request: { query: returnListQuerySchema },
  responses: responses(
    saleReturnListSchema,
    'The returns of a ticket, or the last 200, newest first, each with its photos',
  ),
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/api/returns/cancel-sale/{id}',
  tags: ['returns'],
  middleware: requireCapability('sellParts'),
  request: { params: idParam('7'), body: jsonBody(cancelPaidSaleSchema) },
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

const PHOTO_KEY_INVALID = 'El identificador de la foto no es válido.';
const photoKeyQuery = z.object({
  key: z.uuid(PHOTO_KEY_INVALID).optional().openapi({
    description:
      'The client’s own name for this photo (a UUID): sent again, the stored photo is answered (200) and nothing is stored twice',
    example: '6c0d1f5e-3b7a-4c1e-9f7e-2a1b3c4d5e6f',
  }),
});

const uploadPhotoRoute = createRoute({
  method: 'post',
  path: '/api/returns/{id}/photos',
  tags: ['returns'],
  description: `Appends a photo of the returned part (the part photos’ pipeline: at most 20 MB and 50 megapixels; at most ${MAX_PHOTOS_PER_RETURN} per return).`,
  middleware: requireCapability('sellParts'),
  request: {
    params: idParam('31'),
    query: photoKeyQuery,
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
    200: json(z.object({ data: saleReturnPhotoSchema }), 'This photo was already stored under its key'),
    201: json(z.object({ data: saleReturnPhotoSchema }), 'The photo'),
    401: { description: 'No session' },
    403: { description: 'A role that does not sell (3)' },
    404: { description: 'No such return in the user’s company' },
    413: { description: 'The image weighs more than 20 MB' },
    422: { description: 'Not a JPEG, PNG, WebP (or HEIF), empty, too large, a bad key, or too many photos' },
  },
});

const deletePhotoRoute = createRoute({
  method: 'delete',
  path: '/api/returns/{id}/photos/{photoId}',
  tags: ['returns'],
  description: 'Deletes a photo of a return (roles 1, 2, 5); the rest keep their order.',
  middleware: requireCapability('sellParts'),
  request: {
    params: idParam('31').extend({
      photoId: z.string().openapi({ param: { name: 'photoId', in: 'path' }, example: '90' }),
    }),
  },
  responses: {
    200: json(saleReturnPhotosSchema, 'Deleted; the remaining photos in their order'),
    401: { description: 'No session' },
    403: { description: 'A role that does not delete return photos (3, 4)' },
    404: { description: 'No such return or photo in the user’s company' },
  },
});

export function returnsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const returns = createReturnsService(deps);
  const photos = createReturnPhotosService(deps);
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

  // The multipart body is read by hand (uploadedFile), as for part and vehicle photos, so every
  // refusal is the field's own Spanish message; the route is still listed in the OpenAPI document.
  app.openAPIRegistry.registerPath(uploadPhotoRoute);
  app.post('/api/returns/:id/photos', requireCapability('sellParts'), async (c) => {
    const id = idOrNotFound(c.req.param('id'), RETURN_PHOTO_MESSAGES.returnNotFound);
    const query = photoKeyQuery.safeParse({ key: c.req.query('key') });
    if (!query.success) throw fieldError('key', PHOTO_KEY_INVALID);
    const uploaded = await photos.upload(currentUser(c), id, () => uploadedFile(c), query.data.key ?? null);
    return c.json({ data: uploaded.photo }, uploaded.created ? 201 : 200);
  });

  // The files of those photos: only to a signed-in user of the return's company (app.ts runs the
  // session for /media/returns/*; the public /media/* leaves this folder to this route).
  app.get('/media/returns/:id/:file', requireCapability('sellParts'), async (c) => {
    const id = idOrNotFound(c.req.param('id'), RETURN_PHOTO_MESSAGES.imageNotFound);
    const { file, contentType } = await photos.file(currentUser(c), id, c.req.param('file'));
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      // Never kept by a shared proxy; a key never changes content, so the browser keeps it.
      'Cache-Control': 'private, max-age=31536000, immutable',
    };
    if (file.size !== undefined) headers['Content-Length'] = String(file.size);
    return c.body(file.body, 200, headers);
  });

  app.openapi(deletePhotoRoute, async (c) => {
    const params = c.req.valid('param');
    const id = idOrNotFound(params.id, RETURN_PHOTO_MESSAGES.returnNotFound);
    const photoId = idOrNotFound(params.photoId, RETURN_PHOTO_MESSAGES.imageNotFound);
    return c.json({ data: await photos.destroy(currentUser(c), id, photoId) }, 200);
  });
  return app;
}
