import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  bulkApplyResponseSchema,
  bulkApplySchema,
  bulkPreviewResponseSchema,
  bulkPreviewSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { json, jsonBody } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { createBulkEditService } from './bulk-edit.service.ts';

// Autopartes' bulk edit: price (set, or ± a percentage), status, location, marketplace store and
// quality of many parts at once, previewed first and then saved all or nothing.

const previewRoute = createRoute({
  method: 'post',
  path: '/api/autoparts/bulk/preview',
  tags: ['parts'],
  description:
    'What the change would do to each chosen part (before, after, or why it is left as it is). Writes nothing. Price, status, store and quality need roles 1, 2 or 5; location any role that edits parts.',
  middleware: [requireCapability('viewInventory')] as const,
  request: { body: jsonBody(bulkPreviewSchema) },
  responses: {
    200: json(bulkPreviewResponseSchema, 'One row per chosen part, with counts'),
    403: { description: 'The role may not change one of the fields' },
    422: { description: 'Invalid change, unknown location or store, or parts that no longer exist' },
  },
});

const applyRoute = createRoute({
  method: 'post',
  path: '/api/autoparts/bulk/apply',
  tags: ['parts'],
  description:
    'Saves the previewed change, all or nothing, through the part form’s rules, one activity line per changed part. Each part carries the version its preview showed; one saved since answers 409 and nothing is written.',
  middleware: [requireCapability('viewInventory')] as const,
  request: { body: jsonBody(bulkApplySchema) },
  responses: {
    200: json(bulkApplyResponseSchema, '{updated, skipped}'),
    403: { description: 'The role may not change one of the fields' },
    409: { description: 'A part changed since the preview' },
    422: { description: 'Invalid change' },
  },
});

export function bulkEditRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const service = createBulkEditService(deps);
  app.openapi(previewRoute, async (c) =>
    c.json(await service.preview(currentUser(c), c.req.valid('json')), 200),
  );
  app.openapi(applyRoute, async (c) => c.json(await service.apply(currentUser(c), c.req.valid('json')), 200));
  return app;
}
