import { Readable } from 'node:stream';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  type ExportFormat,
  exportFormatQuerySchema,
  searchFiltersSchema,
  stockCheckExportQuerySchema,
} from '@yonke/domain/schemas';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { fileAnswer } from '../../lib/openapi.ts';
import { SHEET_CONTENT_TYPES } from '../../lib/sheets.ts';
import { validationHook } from '../../lib/validation.ts';
import { createExportService, type ExportDownload, type ExportedList } from './export.service.ts';

const FILE = {
  200: fileAnswer(Object.values(SHEET_CONTENT_TYPES), 'The sheet (.xlsx or .csv with BOM), streamed'),
} as const;

function partsRoute(path: string, description: string) {
  return createRoute({
    method: 'post',
    path,
    tags: ['export'],
    description,
    request: {
      query: exportFormatQuerySchema,
      body: { content: { 'application/json': { schema: searchFiltersSchema } } },
    },
    responses: { ...FILE, 422: { description: 'Invalid filters or format' } },
  });
}

/** The sheet as an attachment, sent while it is still being written. */
function download(c: Context<AppEnv>, format: ExportFormat, file: ExportDownload) {
  return c.body(Readable.toWeb(file.writer.stream) as ReadableStream<Uint8Array>, 200, {
    'Content-Type': SHEET_CONTENT_TYPES[format],
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'no-store',
  });
}

/** The part's link in the sheet: PUBLIC_URL, or the address the request came to. */
function baseUrl(c: Context<AppEnv>, deps: AppDeps): string {
  return deps.config.publicUrl ?? new URL(c.req.url).origin;
}

export function exportRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const service = createExportService(deps);
  app.use('/api/export/*', requireCapability('exportLists'));

  const lists: [ExportedList, string, string][] = [
    ['inventory', '/api/export/autoparts', 'Autopartes with the list filters and sort, every page'],
    ['sales', '/api/export/sales', 'Ventas with the list filters and sort, every page'],
  ];
  for (const [list, path, description] of lists) {
    app.openapi(partsRoute(path, description), async (c) => {
      const { format } = c.req.valid('query');
      const file = await service.parts(currentUser(c), list, c.req.valid('json'), format, baseUrl(c, deps));
      return download(c, format, file);
    });
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/export/stock-checks',
      tags: ['export'],
      description: 'The stock-check history (one location or every one in scope)',
      request: { query: stockCheckExportQuerySchema },
      responses: { ...FILE, 404: { description: 'The location is not in scope' } },
    }),
    async (c) => {
      const { format, location } = c.req.valid('query');
      return download(c, format, await service.stockChecks(currentUser(c), { locationId: location }, format));
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/export/locations',
      tags: ['export'],
      description: 'Ubicaciones with their stock',
      request: { query: exportFormatQuerySchema },
      responses: FILE,
    }),
    async (c) => {
      const { format } = c.req.valid('query');
      return download(c, format, await service.locations(currentUser(c), format));
    },
  );
  return app;
}
