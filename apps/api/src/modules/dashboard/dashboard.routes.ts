import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { dashboardQuerySchema, dashboardResponseSchema } from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { json } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { createDashboardService } from './dashboard.service.ts';
import { createLostDemandService } from './lost-demand.service.ts';

const lostDemandRoute = createRoute({
  method: 'get',
  path: '/api/dashboard/lost-demand',
  tags: ['dashboard'],
  description:
    'Reportes, «Lo que buscaron y no había»: searches of the period that found nothing, most asked first (roles 1, 2, 5; company as the Tablero)',
  request: { query: dashboardQuerySchema },
  responses: {
    200: json(
      z.object({
        data: z.array(
          z.object({
            query: z.string(),
            times: z.number().int(),
            people: z.array(z.string()),
            last_at: z.string(),
          }),
        ),
      }),
      '{data: [{query, times, people, last_at}]}',
    ),
    403: { description: 'Roles 3 and 4' },
    422: { description: 'Invalid period, dates or company' },
  },
});

const overviewRoute = createRoute({
  method: 'get',
  path: '/api/dashboard',
  tags: ['dashboard'],
  description:
    'Tablero and Reportes: sales, stock, aging, stock checks and listings for a period (roles 1, 2, 5; role 1 may choose a company with store, or all).',
  request: { query: dashboardQuerySchema },
  responses: {
    200: json(dashboardResponseSchema, 'Every figure of the period'),
    403: { description: 'Roles 3 and 4 (they never see income)' },
    404: { description: 'The chosen company does not exist' },
    422: { description: 'Invalid period, dates or company' },
  },
});

export function dashboardRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const service = createDashboardService(deps);
  app.use('/api/dashboard', requireCapability('viewDashboard'));
  app.openapi(overviewRoute, async (c) =>
    c.json(await service.overview(currentUser(c), c.req.valid('query')), 200),
  );
  const lostDemand = createLostDemandService(deps);
  app.use('/api/dashboard/lost-demand', requireCapability('viewDashboard'));
  app.openapi(lostDemandRoute, async (c) =>
    c.json(await lostDemand.list(currentUser(c), c.req.valid('query')), 200),
  );
  return app;
}
