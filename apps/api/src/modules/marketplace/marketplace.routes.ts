import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { validationHook } from '../../lib/validation.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { compatRoutes } from './compat.routes.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { oauthRoutes } from './oauth.routes.ts';
import { questionsRoutes } from './questions.routes.ts';

/**
 * Mercado Libre: seller accounts (/api/stores_ml…), the OAuth callback (/api/ml/auth) and the
 * notifications webhook (/api/ml/notifications). Listing sync runs as jobs (marketplace.jobs.ts).
 */
export function marketplaceRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.route('/', accountsRoutes(deps));
  app.route('/', compatRoutes(deps));
  app.route('/', oauthRoutes(deps));
  app.route('/', notificationsRoutes(deps));
  app.route('/', questionsRoutes(deps));
  return app;
}
