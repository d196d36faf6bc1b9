import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { NAME_MAX_LENGTH } from '@yonke/domain';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability, requireUser } from '../../lib/guards.ts';
import { validationHook } from '../../lib/validation.ts';
import { createAccountsService } from './accounts.service.ts';
import { callbackRedirectUri } from './oauth.routes.ts';

const NAME_REQUIRED = 'El campo nombre de tienda es obligatorio.';
const USER_ID_REQUIRED = 'El campo User Id ML es obligatorio.';
const USER_ID_INVALID = 'El User Id ML debe ser un número (el id de vendedor de Mercado Libre).';
const STORE_INVALID = 'La empresa seleccionada no es válida.';

const nameSchema = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(NAME_MAX_LENGTH, `El nombre no debe tener más de ${NAME_MAX_LENGTH} caracteres.`)
  .regex(/^[^\p{Cc}]*$/u, 'El nombre no puede contener saltos de línea ni caracteres de control.');

// The spec's client sends the whole row (store, store_id…); only these fields are read. A
// numeric user_id is accepted too, as JSON clients often send it that way.
const createSchema = z.object({
  name: nameSchema,
  user_id: z
    .union([z.string(), z.number()], { error: USER_ID_REQUIRED })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, USER_ID_REQUIRED)
        .regex(/^\d{1,20}$/, USER_ID_INVALID),
    )
    .openapi({ type: 'string', example: '123456789' }),
  store_id: z.number({ error: STORE_INVALID }).int(STORE_INVALID).positive(STORE_INVALID).nullish(),
});

const updateSchema = z.object({ name: nameSchema });

const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '3' }) });

const accountSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    user_id: z.string(),
    store_id: z.number().int(),
    store_name: z.string(),
    store: z.object({ id: z.number().int(), name: z.string() }),
    client_id: z.string().nullable(),
    needs_authorization: z.boolean(),
    last_error: z.string().nullable(),
  })
  .openapi('MarketplaceAccount');

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

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
    200: json(z.object({ data: z.literal(true) }), 'Deleted (soft); its grant is dropped'),
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
      z.object({ url: z.string() }),
      'The marketplace authorisation page with client_id, redirect_uri and a signed, expiring state',
    ),
    404: { description: 'No such account' },
    422: { description: 'The marketplace is not configured (no ML_CLIENT_ID)' },
  },
});

function parseId(raw: string): number {
  return /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
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
    return c.json(await accounts.update(currentUser(c), parseId(id), c.req.valid('json')), 200);
  });

  app.openapi(destroyRoute, async (c) => {
    const { id } = c.req.valid('param');
    await accounts.destroy(currentUser(c), parseId(id));
    return c.json({ data: true as const }, 200);
  });

  app.openapi(authorizeUrlRoute, async (c) => {
    const { id } = c.req.valid('param');
    const url = await accounts.authorizeUrl(
      currentUser(c),
      parseId(id),
      callbackRedirectUri(deps, c.req.url),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ url }, 200);
  });

  return app;
}
