import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  marketplaceAccountSchema as accountSchema,
  authorizeUrlSchema,
  marketplaceAccountCreateSchema as createSchema,
  deletedSchema,
  marketplaceAccountUpdateSchema as updateSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability, requireUser } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam, json } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { ACCOUNT_MESSAGES, createAccountsService } from './accounts.service.ts';
import { callbackRedirectUri } from './oauth.routes.ts';

// Request and response shapes: packages/domain/src/schemas/marketplace-accounts.ts.

const idParams = idParam('3');

const manage = requireCapability('manageMarketplaceAccounts');

const listRoute = createRoute({
  method: 'get',
  path: '/api/stores_ml',
  tags: ['marketplace'],
  middleware: requireUser,
  responses: {
    200: json(
      z.array(accountSchema),
      'Marketplace accounts of the user’s company (all for role 1); never tokens',
    ),
  },
});

const storeRoute = createRoute({
  method: 'post',
  path: '/api/stores_ml/store',
  tags: ['marketplace'],
  middleware: manage,
  request: { body: { content: { 'application/json': { schema: createSchema } }, required: true } },
  responses: {
    200: json(accountSchema, 'The created account (needs authorisation)'),
    403: { description: 'Not role 1' },
    422: { description: 'Blank name, bad or duplicate User Id ML, unknown company' },
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/stores_ml/update/{id}',
  tags: ['marketplace'],
  middleware: manage,
  request: {
    params: idParams,
    body: { content: { 'application/json': { schema: updateSchema } }, required: true },
  },
  responses: {
    200: json(accountSchema, 'The renamed account'),
    404: { description: 'No such account' },
    422: { description: 'Blank or too long name' },
  },
});

const destroyRoute = createRoute({
  method: 'delete',
  path: '/api/stores_ml/destroy/{id}',
  tags: ['marketplace'],
  middleware: manage,
  request: { params: idParams },
  responses: {
    200: json(deletedSchema, 'Deleted (soft); its grant is dropped'),
    404: { description: 'No such account' },
    422: { description: 'Parts for sale are still listed through the account' },
  },
});

const authorizeUrlRoute = createRoute({
  method: 'get',
  path: '/api/stores_ml/{id}/authorize-url',
  tags: ['marketplace'],
  middleware: manage,
  request: { params: idParams },
  responses: {
    200: json(
      authorizeUrlSchema,
      'The marketplace authorisation page with client_id, redirect_uri and a signed, expiring state',
    ),
    404: { description: 'No such account' },
    422: { description: 'The marketplace is not configured (no ML_CLIENT_ID)' },
  },
});

/** A path id; one that cannot name an account answers like a missing one. */
function accountId(raw: string): number {
  return idOrNotFound(raw, ACCOUNT_MESSAGES.notFound);
}

export function accountsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const accounts = createAccountsService(deps);

  app.openapi(listRoute, async (c) => c.json(await accounts.list(currentUser(c)), 200));

  app.openapi(storeRoute, async (c) => {
    const input = c.req.valid('json');
    const created = await accounts.create(currentUser(c), {
      name: input.name,
      user_id: input.user_id,
      store_id: input.store_id ?? undefined,
    });
    return c.json(created, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await accounts.update(currentUser(c), accountId(id), c.req.valid('json')), 200);
  });

  app.openapi(destroyRoute, async (c) => {
    const { id } = c.req.valid('param');
    await accounts.destroy(currentUser(c), accountId(id));
    return c.json({ data: true as const }, 200);
  });

  app.openapi(authorizeUrlRoute, async (c) => {
    const { id } = c.req.valid('param');
    const url = await accounts.authorizeUrl(
      currentUser(c),
      accountId(id),
      callbackRedirectUri(deps, c.req.url),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ url }, 200);
  });

  return app;
}
