import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { MAX_ID, PASSWORD_MAX_LENGTH } from '@yonke/domain';
import {
  closedSessionsSchema,
  createdUserSchema,
  managedUserDetailSchema,
  temporaryPasswordSchema,
  userPageSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv, SessionUser } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idField, idOrNotFound } from '../../lib/ids.ts';
import { idParam, json } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { type Actor, PEOPLE_MESSAGES } from './people.shared.ts';
import { createUsersService } from './users.service.ts';

export function actorOf(user: SessionUser): Actor {
  return { id: user.id, roles: user.roles, companyId: user.companyId, sessionId: user.sessionId };
}

const COMPANY_INVALID = 'Elige una empresa.';
const companyId = idField(COMPANY_INVALID);

// Lengths and formats are checked by the service (shared with the CLI); these schemas only
// bound the types and sizes so that nothing huge reaches it.
const userBody = z.object({
  name: z.string({ error: 'Escribe el nombre.' }).max(20_000).optional().openapi({ example: 'Ana López' }),
  email: z
    .string({ error: 'Escribe el correo electrónico.' })
    .max(20_000)
    .optional()
    .openapi({ example: 'ana@yonke.mx' }),
  roles: z
    .array(z.unknown(), { error: 'Elige al menos un rol.' })
    .max(20, 'Elige al menos un rol.')
    .optional()
    .openapi({ example: [4] }),
  company_id: companyId.nullish().openapi({ example: 1 }),
});

const createBody = userBody.extend({
  password: z
    .string({ error: 'La contraseña no es válida.' })
    .max(PASSWORD_MAX_LENGTH * 4, 'La contraseña es demasiado larga.')
    .nullish()
    .openapi({ description: 'Empty or absent: a temporary password is generated and returned once.' }),
});

const listQuery = z.object({
  search: z.string().max(200).optional(),
  role: z.coerce.number().int().min(1).max(5).optional(),
  company: z.coerce.number().int().positive().max(MAX_ID).optional(),
  active: z.enum(['1', '0', 'true', 'false']).optional(),
  sort: z.enum(['name', 'email', 'company', 'last_sign_in', 'created']).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});

const guard = requireCapability('manageUsers');
const tags = ['users'];
const ok = (description: string) => ({ description });

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags,
  description: 'Users of every company (role 1) or of the own company (role 2), paginated.',
  middleware: [guard] as const,
  request: { query: listQuery },
  responses: { 200: json(userPageSchema, '{data, total, page, per_page}; never a password or hash') },
});

const showRoute = createRoute({
  method: 'get',
  path: '/api/admin/users/{id}',
  tags,
  middleware: [guard] as const,
  request: { params: idParam('12') },
  responses: {
    200: json(managedUserDetailSchema, 'The user with its activity'),
    403: ok('Another company'),
    404: ok('Unknown'),
  },
});

const createUserRoute = createRoute({
  method: 'post',
  path: '/api/admin/users',
  tags,
  middleware: [guard] as const,
  request: { body: { content: { 'application/json': { schema: createBody } }, required: true } },
  responses: {
    201: json(createdUserSchema, '{user, temporary_password}: the temporary password is shown this once'),
    403: ok('Role 2 giving role 1 or creating in another company'),
    422: ok('Invalid fields, duplicate e-mail, weak password'),
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/admin/users/{id}',
  tags,
  middleware: [guard] as const,
  request: {
    params: idParam('12'),
    body: { content: { 'application/json': { schema: userBody } }, required: true },
  },
  responses: {
    200: json(managedUserDetailSchema, 'The user'),
    403: ok('Another company, a role 1 user, or granting role 1'),
    422: ok('Invalid fields, or the change leaves no administrator'),
  },
});

type ActionAnswer =
  | typeof managedUserDetailSchema
  | typeof temporaryPasswordSchema
  | typeof closedSessionsSchema;

const actionRoute = <S extends ActionAnswer>(
  action: string,
  description: string,
  answer: S,
  answerText: string,
) =>
  createRoute({
    method: 'post',
    path: `/api/admin/users/{id}/${action}`,
    tags,
    description,
    middleware: [guard] as const,
    request: { params: idParam('12') },
    responses: {
      200: json(answer, answerText),
      403: ok('Not allowed'),
      404: ok('Unknown'),
      422: ok('Refused'),
    },
  });

function userId(raw: string): number {
  return idOrNotFound(raw, PEOPLE_MESSAGES.userNotFound);
}

export function usersRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const users = createUsersService(deps);

  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const active = query.active === undefined ? undefined : query.active === '1' || query.active === 'true';
    return c.json(await users.list(actorOf(currentUser(c)), { ...query, active }), 200);
  });

  app.openapi(showRoute, async (c) =>
    c.json(await users.get(actorOf(currentUser(c)), userId(c.req.valid('param').id)), 200),
  );

  app.openapi(createUserRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await users.create(actorOf(currentUser(c)), c.req.valid('json')), 201);
  });

  app.openapi(updateRoute, async (c) =>
    c.json(
      await users.update(actorOf(currentUser(c)), userId(c.req.valid('param').id), c.req.valid('json')),
      200,
    ),
  );

  app.openapi(
    actionRoute('activate', 'Activates the user.', managedUserDetailSchema, 'The user'),
    async (c) =>
      c.json(await users.setActive(actorOf(currentUser(c)), userId(c.req.valid('param').id), true), 200),
  );

  app.openapi(
    actionRoute(
      'deactivate',
      'Deactivates the user; their open sessions stop at the next request.',
      managedUserDetailSchema,
      'The user',
    ),
    async (c) =>
      c.json(await users.setActive(actorOf(currentUser(c)), userId(c.req.valid('param').id), false), 200),
  );

  app.openapi(
    actionRoute(
      'reset-password',
      'Sets a temporary password (returned once), signs the user out and forces a new password at sign-in.',
      temporaryPasswordSchema,
      'The temporary password',
    ),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await users.resetPassword(actorOf(currentUser(c)), userId(c.req.valid('param').id)), 200);
    },
  );

  app.openapi(
    actionRoute(
      'sign-out',
      'Closes every open session of the user.',
      closedSessionsSchema,
      'How many sessions were closed',
    ),
    async (c) =>
      c.json(await users.signOutEverywhere(actorOf(currentUser(c)), userId(c.req.valid('param').id)), 200),
  );

  return app;
}
