import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { validationHook } from '../../lib/validation.ts';
import { accountsRoutes } from '../marketplace-accounts/accounts.routes.ts';
import { oauthRoutes } from '../marketplace-accounts/oauth.routes.ts';
import { compatRoutes } from '../marketplace-catalogue/compat.routes.ts';
import { requestMarketplaceSync } from '../marketplace-listings/listing-sync.ts';
import { mlOrdersRoutes } from '../marketplace-orders/orders.routes.ts';
import { questionsRoutes } from '../marketplace-questions/questions.routes.ts';
import { notificationsRoutes } from './notifications.routes.ts';

/**
 * Mercado Libre: seller accounts (/api/stores_ml…) and the OAuth callback (/api/ml/auth) of the
 * accounts module, compatibilities and categories of the catalogue, the questions, the orders («Ventas de Mercado
 * Libre», /api/ml-orders…), and this
 * module's notifications webhook (/api/ml/notifications). Listing sync runs as jobs
 * (marketplace.jobs.ts). docs/decisions/021-marketplace-modules.md.
 */
export function marketplaceRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.route('/', accountsRoutes(deps));
  app.route('/', compatRoutes(deps, requestMarketplaceSync));
  app.route('/', oauthRoutes(deps));
  app.route('/', notificationsRoutes(deps));
  app.route('/', questionsRoutes(deps));
  app.route('/', mlOrdersRoutes(deps));
  return app;
}
