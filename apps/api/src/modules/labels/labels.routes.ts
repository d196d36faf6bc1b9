import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { idListTextSchema, idTextSchema } from '@yonke/domain/schemas';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser } from '../../lib/guards.ts';
import { htmlAnswer, idParam } from '../../lib/openapi.ts';
import { sendPrintedPage } from '../../lib/printed-page.ts';
import { validationHook } from '../../lib/validation.ts';
import { parsePartId } from '../parts/parts.service.ts';
import { htmlError, htmlValidationHook, labelOptions, labelQuery } from './label-page.ts';
import { createLabelsService } from './labels.service.ts';
import { PART_LABELS_TITLE, renderPartLabelsPage } from './part-labels.ts';

const partLabelRoute = createRoute({
  method: 'get',
  path: '/api/autoparts/qr/{id}',
  tags: ['labels'],
  description:
    'Printable label of a part: QR autopart-{id}, AV-id, name, make, model, years and location. Prints on load unless print=0.',
  request: { params: idParam('1532'), query: z.object(labelQuery) },
  responses: {
    200: htmlAnswer('The label page (50 × 25 mm unless size=4x2.4in)'),
    401: htmlAnswer('Signed out: a page linking to sign-in'),
    404: htmlAnswer('No such part in the user’s company'),
  },
});

const partLabelsRoute = createRoute({
  method: 'get',
  path: '/api/autoparts/labels',
  tags: ['labels'],
  description:
    'Labels of many parts, one per printed page: the given ids, or every unsold part of a location.',
  request: {
    query: z.object({
      ...labelQuery,
      ids: idListTextSchema('La lista de autopartes debe ser de números separados por comas.')
        .optional()
        .openapi({ example: '1,2,3' }),
      location: idTextSchema('La ubicación no es válida.').optional().openapi({ example: '12' }),
    }),
  },
  responses: {
    200: htmlAnswer('The labels page'),
    401: htmlAnswer('Signed out'),
    404: htmlAnswer('Nothing to print, or a location of another company'),
    422: htmlAnswer('Neither ids nor location, or too many labels'),
  },
});

const htmlHook = htmlValidationHook(PART_LABELS_TITLE);
const pageError = (c: Context, error: unknown) => htmlError(c, PART_LABELS_TITLE, error);

/** Label pages need only a signed-in user: every role may print (docs/product.md §6). */
export function labelsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const labels = createLabelsService(deps);

  app.openapi(
    partLabelRoute,
    async (c) => {
      try {
        const part = await labels.forPart(currentUser(c), parsePartId(c.req.valid('param').id));
        const options = labelOptions(c, c.req.valid('query'));
        return sendPrintedPage(c, await renderPartLabelsPage([part], options), 200, options.nonce);
      } catch (error) {
        return pageError(c, error);
      }
    },
    htmlHook,
  );

  app.openapi(
    partLabelsRoute,
    async (c) => {
      const query = c.req.valid('query');
      try {
        const user = currentUser(c);
        const ids = query.ids ? [...new Set(query.ids.split(',').map(Number))] : undefined;
        const rows = await labels.forParts(user, {
          ids,
          locationId: query.location ? Number(query.location) : undefined,
        });
        const options = labelOptions(c, query);
        return sendPrintedPage(c, await renderPartLabelsPage(rows, options), 200, options.nonce);
      } catch (error) {
        return pageError(c, error);
      }
    },
    htmlHook,
  );

  return app;
}
