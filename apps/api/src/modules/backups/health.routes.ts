import { OpenAPIHono } from '@hono/zod-openapi';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { readJournal } from './archive.ts';
import { appliedMigrations } from './backups.queries.ts';

/**
 * GET /health for load balancers and monitors: no session, 200 only when the database answers
 * and every migration this code knows is applied. The body says nothing an attacker could use.
 */
export function healthRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const expected = readJournal(MIGRATIONS_FOLDER).map((entry) => entry.when);

  app.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const applied = new Set(await appliedMigrations(deps.db.$client));
      if (expected.every((when) => applied.has(when))) return c.json({ status: 'ok' }, 200);
      logger.warn('health: migrations pending');
    } catch (error) {
      logger.warn({ err: error }, 'health: database unavailable');
    }
    return c.json({ status: 'unavailable' }, 503);
  });

  return app;
}
