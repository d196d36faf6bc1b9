import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../lib/context.ts';
import { backupsRoutes } from './backups/backups.routes.ts';
import { healthRoutes } from './backups/health.routes.ts';
import { cashRoutes } from './cash/cash.routes.ts';
import { commentsRoutes } from './comments/comments.routes.ts';
import { customersRoutes } from './customers/customers.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { exportRoutes } from './export/export.routes.ts';
import { importRoutes } from './import/import.routes.ts';
import { creditNotesRoutes } from './invoicing/credit-notes.routes.ts';
import { invoicingRoutes } from './invoicing/invoicing.routes.ts';
import { labelsRoutes } from './labels/labels.routes.ts';
import { locationsRoutes } from './locations/locations.routes.ts';
import { marketplaceRoutes } from './marketplace/marketplace.routes.ts';
import { partFormRoutes } from './parts/part-form.routes.ts';
import { partsRoutes } from './parts/parts.routes.ts';
import { peopleRoutes } from './people/people.routes.ts';
import { mediaRoutes } from './photos/media.routes.ts';
import { photosRoutes } from './photos/photos.routes.ts';
import { publicPagesRoutes } from './public-pages/public-pages.routes.ts';
import { pullOrdersRoutes } from './pull-orders/pull-orders.routes.ts';
import { referenceRoutes } from './reference/reference.routes.ts';
import { returnsRoutes } from './returns/returns.routes.ts';
import { salesRoutes } from './sales/sales.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { stockCheckRoutes } from './stock-check/stock-check.routes.ts';
import { vehiclesRoutes } from './vehicles/vehicles.routes.ts';

/**
 * Every feature module's routes, mounted at the root (paths are absolute, as in the spec).
 * A module is a function of the app's dependencies returning its own OpenAPIHono router.
 */
const MODULES: ((deps: AppDeps) => OpenAPIHono<AppEnv>)[] = [
  referenceRoutes,
  searchRoutes,
  partsRoutes,
  partFormRoutes,
  commentsRoutes,
  locationsRoutes,
  photosRoutes,
  mediaRoutes,
  labelsRoutes,
  stockCheckRoutes,
  dashboardRoutes,
  marketplaceRoutes,
  publicPagesRoutes,
  peopleRoutes,
  backupsRoutes,
  healthRoutes,
  exportRoutes,
  importRoutes,
  vehiclesRoutes,
  customersRoutes,
  salesRoutes,
  pullOrdersRoutes,
  cashRoutes,
  invoicingRoutes,
  creditNotesRoutes,
  returnsRoutes,
];

export function mountModules(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  for (const build of MODULES) app.route('/', build(deps));
}
