import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { companiesRoutes } from './companies.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { usersRoutes } from './users.routes.ts';

/** Usuarios, Empresas and Mi perfil (docs/domain-rules.md, companies, users and roles). */
export function peopleRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.route('/', usersRoutes(deps));
  app.route('/', companiesRoutes(deps));
  app.route('/', profileRoutes(deps));
  return app;
}
