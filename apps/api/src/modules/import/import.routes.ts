import { Readable } from 'node:stream';
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { parseDigitsAsId } from '@yonke/domain';
import { exportFormatQuerySchema, importPreviewSchema } from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam } from '../../lib/openapi.ts';
import { SHEET_CONTENT_TYPES } from '../../lib/sheets.ts';
import { validationHook } from '../../lib/validation.ts';
import { createImportService, IMPORT_MESSAGES } from './import.service.ts';

export const IMPORT_UPLOAD_PATH = '/api/imports';

const FILE_MESSAGES = {
  missing: 'Selecciona un archivo .xlsx o .csv para importar.',
  oneAtATime: 'Sube un archivo a la vez.',
  company: IMPORT_MESSAGES.company,
} as const;

const idParams = idParam('12');

const RESPONSES = {
  200: { description: 'OK' },
  404: { description: 'No such import in scope' },
  422: { description: 'Invalid input' },
} as const;

function route<P extends string, R extends RouteConfig['request']>(
  method: 'get' | 'post',
  path: P,
  description: string,
  request?: R,
) {
  return createRoute({
    method,
    path,
    tags: ['import'],
    description,
    request: request as R,
    responses: RESPONSES,
  });
}

export function importRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const service = createImportService(deps);
  app.use('/api/imports', requireCapability('importParts'));
  app.use('/api/imports/*', requireCapability('importParts'));

  app.openapi(
    route('post', '/api/imports', 'Uploads a .xlsx/.csv (multipart file, optional company_id for role 1)'),
    async (c) => {
      let body: Record<string, unknown>;
      try {
        body = await c.req.parseBody({ all: true });
      } catch {
        throw fieldError('file', FILE_MESSAGES.missing);
      }
      const file = body.file;
      if (Array.isArray(file)) throw fieldError('file', FILE_MESSAGES.oneAtATime);
      if (!(file instanceof File)) throw fieldError('file', FILE_MESSAGES.missing);
      let companyId: number | undefined;
      if (typeof body.company_id === 'string' && body.company_id !== '') {
        const id = parseDigitsAsId(body.company_id);
        if (id === null) throw fieldError('company_id', FILE_MESSAGES.company);
        companyId = id;
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The client's signal: a file still being read when the client goes is dropped.
      const signal = c.req.raw.signal;
      return c.json(
        await service.upload(currentUser(c), { fileName: file.name, bytes, companyId, signal }),
        200,
      );
    },
  );

  app.openapi(route('get', '/api/imports', 'Past imports, newest first'), async (c) =>
    c.json(await service.list(currentUser(c)), 200),
  );

  app.openapi(route('get', '/api/imports/template', 'The sample .xlsx with headers and two rows'), (c) => {
    const file = service.template(currentUser(c));
    return c.body(Readable.toWeb(file.writer.stream) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': SHEET_CONTENT_TYPES.xlsx,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    });
  });

  app.openapi(
    route('get', '/api/imports/{id}', 'One import with its progress', { params: idParams }),
    async (c) =>
      c.json(
        await service.get(currentUser(c), idOrNotFound(c.req.valid('param').id, IMPORT_MESSAGES.notFound)),
        200,
      ),
  );

  app.openapi(
    route('post', '/api/imports/{id}/preview', 'Dry run with the mapping: every row as it would be saved', {
      params: idParams,
      body: { content: { 'application/json': { schema: importPreviewSchema } } },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const id = idOrNotFound(c.req.valid('param').id, IMPORT_MESSAGES.notFound);
      return c.json(
        await service.preview(currentUser(c), id, {
          mapping: body.mapping,
          acceptClose: body.accept_close,
          createLocations: body.create_locations,
          decimal: body.decimal,
          categoryMap: body.category_map,
          stockMode: body.stock_mode,
          fillPrice: body.fill_price,
          duplicates: body.duplicates,
          universal: body.universal,
        }),
        200,
      );
    },
  );

  app.openapi(
    route('post', '/api/imports/{id}/start', 'Queues the import (background job)', { params: idParams }),
    async (c) =>
      c.json(
        await service.start(currentUser(c), idOrNotFound(c.req.valid('param').id, IMPORT_MESSAGES.notFound)),
        200,
      ),
  );

  app.openapi(
    route('post', '/api/imports/{id}/cancel', 'Stops the import after the current row', { params: idParams }),
    async (c) =>
      c.json(
        await service.cancel(currentUser(c), idOrNotFound(c.req.valid('param').id, IMPORT_MESSAGES.notFound)),
        200,
      ),
  );

  app.openapi(
    route('get', '/api/imports/{id}/errors', 'The rows with errors and an Error column', {
      params: idParams,
      query: exportFormatQuerySchema,
    }),
    async (c) => {
      const { format } = c.req.valid('query');
      const file = await service.errorSheet(
        currentUser(c),
        idOrNotFound(c.req.valid('param').id, IMPORT_MESSAGES.notFound),
        format,
      );
      return c.body(Readable.toWeb(file.writer.stream) as ReadableStream<Uint8Array>, 200, {
        'Content-Type': SHEET_CONTENT_TYPES[format],
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
      });
    },
  );
  return app;
}
