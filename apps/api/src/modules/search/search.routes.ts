import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { pageQuerySchema, pageSchema, searchFiltersSchema, searchRowSchema } from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability, requireUser } from '../../lib/guards.ts';
import { validationHook } from '../../lib/validation.ts';
import { createSearchService, type SearchList } from './search.service.ts';

const searchPageSchema = pageSchema(searchRowSchema);

function searchRoute(path: string, description: string) {
  return createRoute({
    method: 'post',
    path,
    tags: ['search'],
    description,
    request: {
      query: pageQuerySchema,
      body: { content: { 'application/json': { schema: searchFiltersSchema } } },
    },
    responses: {
      200: {
        description: '{data, from, to, total, per_page, current_page, last_page}',
        content: { 'application/json': { schema: searchPageSchema } },
      },
      422: { description: 'Invalid filters or page' },
    },
  });
}

const suggestionSchema = z.object({
  relaxed: z.object({ text: z.string(), message: z.string() }).nullable(),
  did_you_mean: z.string().nullable(),
});

function suggestionRoute(path: string) {
  return createRoute({
    method: 'post',
    path,
    tags: ['search'],
    description:
      'Under an empty result: the same search relaxed (without its year or another word) and «¿quisiste decir…?», each only if it finds something in the same list',
    request: { body: { content: { 'application/json': { schema: searchFiltersSchema } } } },
    responses: {
      200: {
        description: '{relaxed: {text, message} | null, did_you_mean: string | null}',
        content: { 'application/json': { schema: suggestionSchema } },
      },
      422: { description: 'Invalid filters' },
    },
  });
}

export function searchRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const service = createSearchService(deps);
  const lists: [SearchList, string, string][] = [
    [
      'search',
      '/api/autoparts/search',
      'Buscador: every company, without reserved, sold or Incompleto parts',
    ],
    ['inventory', '/api/autoparts/searchInventory', 'Autopartes and the stock check: the own company'],
    ['sales', '/api/autoparts/searchSales', 'Ventas: the own company'],
  ];
  app.use('/api/autoparts/search', requireUser);
  app.use('/api/autoparts/searchInventory', requireCapability('viewInventory'));
  app.use('/api/autoparts/searchSales', requireCapability('viewSales'));
  app.use('/api/autoparts/search/suggestion', requireUser);
  app.use('/api/autoparts/searchInventory/suggestion', requireCapability('viewInventory'));
  app.use('/api/autoparts/searchSales/suggestion', requireCapability('viewSales'));
  for (const [list, path] of lists) {
    app.openapi(suggestionRoute(`${path}/suggestion`), async (c) =>
      c.json(await service.suggest(list, currentUser(c), c.req.valid('json')), 200),
    );
  }
  for (const [list, path, description] of lists) {
    app.openapi(searchRoute(path, description), async (c) => {
      const filters = c.req.valid('json');
      const { page } = c.req.valid('query');
      return c.json(await service.search(list, currentUser(c), filters, page), 200);
    });
  }
  return app;
}
