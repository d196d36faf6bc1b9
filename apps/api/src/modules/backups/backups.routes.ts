import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { backupListSchema, backupStartedSchema } from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { requireCapability } from '../../lib/guards.ts';
import { logger } from '../../lib/logger.ts';
import { fileAnswer, json } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { createBackupsService } from './backups.service.ts';

// The list's shape: packages/domain/src/schemas/backups.ts.

// Backups hold every company's data: only role 1 (Superadministrador) may see or make them.
const manage = requireCapability('manageBackups');

const listRoute = createRoute({
  method: 'get',
  path: '/api/backups',
  tags: ['backups'],
  middleware: manage,
  responses: {
    200: json(
      backupListSchema,
      'Backup files in BACKUP_DIR (newest first), the one running, the last unresolved failure',
    ),
    403: { description: 'Not role 1' },
  },
});

const startRoute = createRoute({
  method: 'post',
  path: '/api/backups',
  tags: ['backups'],
  middleware: manage,
  responses: {
    202: json(backupStartedSchema, 'Backup started; follow it through GET /api/backups'),
    403: { description: 'Not role 1' },
    409: { description: 'Another backup is running (on this or another instance)' },
  },
});

const downloadRoute = createRoute({
  method: 'get',
  path: '/api/backups/{name}/download',
  tags: ['backups'],
  middleware: manage,
  request: { params: z.object({ name: z.string().openapi({ param: { name: 'name', in: 'path' } }) }) },
  responses: {
    200: fileAnswer(['application/gzip'], 'The archive'),
    403: { description: 'Not role 1' },
    404: { description: 'No such backup file' },
  },
});

export function backupsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const backups = createBackupsService(deps);

  app.openapi(listRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await backups.list(), 200);
  });

  app.openapi(startRoute, async (c) => {
    const { id, done } = await backups.start();
    // The outcome is recorded in backup_runs either way; the page reads it from there.
    done.catch((error) => logger.debug({ err: error }, 'manual backup failed'));
    return c.json({ id }, 202);
  });

  app.openapi(downloadRoute, async (c) => {
    const { name } = c.req.valid('param');
    const file = await backups.download(name);
    return c.body(file.body, 200, {
      'Content-Type': 'application/gzip',
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    });
  });

  return app;
}
