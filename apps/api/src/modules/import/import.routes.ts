import { Readable } from 'node:stream';
import { createRoute, OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import { parseDigitsAsId } from '@yonke/domain';
import {
  exportFormatQuerySchema,
  importListSchema,
  importPreviewAnswerSchema,
  importPreviewSchema,
  importRecordSchema,
  uploadedImportSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { fileAnswer, idParam, json } from '../../lib/openapi.ts';
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

/** The upload's form, as the document describes it (the route reads the body itself). */
const importUploadSchema = z.object({
  file: z.string().openapi({ format: 'binary' }),
  company_id: z
    .string()
    .optional()
    .openapi({ description: 'Role 1 only: the company that receives the parts' }),
});

const REFUSALS = {
  404: { description: 'No such import in scope' },
  422: { description: 'Invalid input' },
} as const;

type Answer =
  | typeof importRecordSchema
  | typeof importListSchema
  | typeof uploadedImportSchema
  | typeof importPreviewAnswerSchema;

function route<P extends string, R extends RouteConfig['request'], S extends Answer>(
  method: 'get' | 'post',
  path: P,
  description: string,
  answer: S,
  request?: R,
) {
  return createRoute({
    method,
    path,
    tags: ['import'],
    description,
    request: request as R,
    responses: { 200: json(answer, description), ...REFUSALS },
  });
}

/** A spreadsheet the browser downloads (the template, the error rows). */
function sheetRoute<P extends string, R extends RouteConfig['request']>(
  path: P,
  description: string,
  request?: R,
) {
  return createRoute({
    method: 'get',
    path,
    tags: ['import'],
    description,
    request: request as R,
    responses: {
      200: fileAnswer(Object.values(SHEET_CONTENT_TYPES), description),
      ...REFUSALS,
    },
  });
}

export function importRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const service = createImportService(deps);
  app.use('/api/imports', requireCapability('importParts'));
  app.use('/api/imports/*', requireCapability('importParts'));

  // Documented, then served by a plain handler: the route reads the multipart body itself, so
  // that a missing or doubled file gets its own Spanish message instead of the validator's.
  const uploadRoute = route(
    'post',
    IMPORT_UPLOAD_PATH,
    'Uploads a .xlsx/.csv (multipart file, optional company_id for role 1)',
    uploadedImportSchema,
    { body: { content: { 'multipart/form-data': { schema: importUploadSchema } }, required: true } },
  );
  app.openAPIRegistry.registerPath(uploadRoute);
  app.post(IMPORT_UPLOAD_PATH, async (c) => {
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
  });

  app.openapi(route('get', '/api/imports', 'Past imports, newest first', importListSchema), async (c) =>
    c.json(await service.list(currentUser(c)), 200),
  );

  app.openapi(sheetRoute('/api/imports/template', 'The sample .xlsx with headers and two rows'), (c) => {
    const file = service.template(currentUser(c));
    return c.body(Readable.toWeb(file.writer.stream) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': SHEET_CONTENT_TYPES.xlsx,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    });
  });

  app.openapi(
    route('get', '/api/imports/{id}', 'One import with its progress', importRecordSchema, {
      params: idParams,
    }),
    async (c) =>
      c.json(
        await service.get(currentUser(c), idOrNotFound(c.req.valid('param').id, IMPORT_MESSAGES.notFound)),
        200,
      ),
  );

  app.openapi(
    route(
      'post',
      '/api/imports/{id}/preview',
      'Dry run with the mapping: every row as it would be saved',
      importPreviewAnswerSchema,
      {
        params: idParams,
        body: { content: { 'application/json': { schema: importPreviewSchema } } },
      },
    ),
    async (c) => {
      const body = c.req.valid('json');
      const id = idOrNotFound(c.req.valid('param').id, IMPORT_MESSAGES.notFound);
      return c.json(
        await service.preview(currentUser(c), id, {
          mapping: body.mapping,
          acceptClose: body.accept_close,
          createLocations: body.create_locations,
          decimal: body.decimal,
          costDecimal: body.cost_decimal,
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
    route('post', '/api/imports/{id}/start', 'Queues the import (background job)', importRecordSchema, {
      params: idParams,
    }),
    async (c) =>
      c.json(
        await service.start(currentUser(c), idOrNotFound(c.req.valid('param').id, IMPORT_MESSAGES.notFound)),
        200,
      ),
  );

  app.openapi(
    route('post', '/api/imports/{id}/cancel', 'Stops the import after the current row', importRecordSchema, {
      params: idParams,
    }),
    async (c) =>
      c.json(
        await service.cancel(currentUser(c), idOrNotFound(c.req.valid('param').id, IMPORT_MESSAGES.notFound)),
        200,
      ),
  );

  app.openapi(
    sheetRoute('/api/imports/{id}/errors', 'The rows with errors and an Error column', {
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
