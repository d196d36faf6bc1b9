import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { companyDetailSchema, companySchema } from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam, json } from '../../lib/openapi.ts';
import { uploadedFile } from '../../lib/uploads.ts';
import { validationHook } from '../../lib/validation.ts';
import { createCompaniesService } from './companies.service.ts';
import { PEOPLE_MESSAGES } from './people.shared.ts';
import { actorOf } from './users.routes.ts';

// The service checks lengths, phone and characters with Spanish messages; this only bounds types.
const companyBody = z.object({
  name: z.string({ error: 'Escribe el nombre de la empresa.' }).max(20_000).optional(),
  phone: z
    .string({ error: 'El teléfono no es válido.' })
    .max(200)
    .nullish()
    .openapi({ example: '81 1234 5678' }),
  address: z.string({ error: 'La dirección no es válida.' }).max(20_000).nullish(),
  description_template: z.string({ error: 'La plantilla no es válida.' }).max(100_000).nullish(),
  time_zone: z
    .string({ error: 'Elige la zona horaria de la lista.' })
    .max(100)
    .nullish()
    .openapi({ example: 'America/Mexico_City' }),
});

const tags = ['companies'];
const ok = (description: string) => ({ description });
const profileGuard = requireCapability('editCompanyProfile');
const adminGuard = requireCapability('manageCompanies');

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/companies',
  tags,
  description: 'Every company (role 1) or the own company (role 2).',
  middleware: [profileGuard] as const,
  responses: { 200: json(z.array(companySchema), 'The companies') },
});

const showRoute = createRoute({
  method: 'get',
  path: '/api/admin/companies/{id}',
  tags,
  middleware: [profileGuard] as const,
  request: { params: idParam('1') },
  responses: {
    200: json(companyDetailSchema, 'The company with its activity'),
    403: ok('Another company (role 2)'),
    404: ok('Unknown'),
  },
});

const createCompanyRoute = createRoute({
  method: 'post',
  path: '/api/admin/companies',
  tags,
  middleware: [adminGuard] as const,
  request: { body: { content: { 'application/json': { schema: companyBody } }, required: true } },
  responses: { 201: json(companyDetailSchema, 'The company'), 422: ok('Invalid fields') },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/admin/companies/{id}',
  tags,
  middleware: [profileGuard] as const,
  request: {
    params: idParam('1'),
    body: { content: { 'application/json': { schema: companyBody } }, required: true },
  },
  responses: {
    200: json(companyDetailSchema, 'The company'),
    403: ok('Another company (role 2)'),
    422: ok('Invalid fields'),
  },
});

const logoRoute = createRoute({
  method: 'post',
  path: '/api/admin/companies/{id}/logo',
  tags,
  middleware: [profileGuard] as const,
  request: {
    params: idParam('1'),
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.string().openapi({ type: 'string', format: 'binary' }) }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: json(companyDetailSchema, 'The company'),
    413: ok('Above 20 MB'),
    422: ok('Not an image'),
  },
});

const removeLogoRoute = createRoute({
  method: 'delete',
  path: '/api/admin/companies/{id}/logo',
  tags,
  middleware: [profileGuard] as const,
  request: { params: idParam('1') },
  responses: { 200: json(companyDetailSchema, 'The company') },
});

const activeRoute = (action: 'activate' | 'deactivate') =>
  createRoute({
    method: 'post',
    path: `/api/admin/companies/{id}/${action}`,
    tags,
    description:
      action === 'deactivate'
        ? 'Its users cannot sign in and their sessions end.'
        : 'Its users may sign in again.',
    middleware: [adminGuard] as const,
    request: { params: idParam('1') },
    responses: {
      200: json(companyDetailSchema, 'The company'),
      422: ok('Own company, or the last role 1 would go'),
    },
  });

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/companies/{id}',
  tags,
  middleware: [adminGuard] as const,
  request: { params: idParam('1') },
  responses: { 204: ok('Deleted'), 422: ok('It has users, parts or locations') },
});

function companyId(raw: string): number {
  return idOrNotFound(raw, PEOPLE_MESSAGES.companyNotFound);
}

export function companiesRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const companies = createCompaniesService(deps);

  app.openapi(listRoute, async (c) => c.json(await companies.list(actorOf(currentUser(c))), 200));

  app.openapi(showRoute, async (c) =>
    c.json(await companies.get(actorOf(currentUser(c)), companyId(c.req.valid('param').id)), 200),
  );

  app.openapi(createCompanyRoute, async (c) =>
    c.json(await companies.create(actorOf(currentUser(c)), c.req.valid('json')), 201),
  );

  app.openapi(updateRoute, async (c) =>
    c.json(
      await companies.update(
        actorOf(currentUser(c)),
        companyId(c.req.valid('param').id),
        c.req.valid('json'),
      ),
      200,
    ),
  );

  // The multipart body is read by hand so that every refusal is the field's own Spanish message.
  app.openAPIRegistry.registerPath(logoRoute);
  app.post('/api/admin/companies/:id/logo', profileGuard, async (c) =>
    c.json(
      await companies.setLogo(actorOf(currentUser(c)), companyId(c.req.param('id')), () => uploadedFile(c)),
      200,
    ),
  );

  app.openapi(removeLogoRoute, async (c) =>
    c.json(await companies.removeLogo(actorOf(currentUser(c)), companyId(c.req.valid('param').id)), 200),
  );

  app.openapi(activeRoute('activate'), async (c) =>
    c.json(await companies.setActive(actorOf(currentUser(c)), companyId(c.req.valid('param').id), true), 200),
  );

  app.openapi(activeRoute('deactivate'), async (c) =>
    c.json(
      await companies.setActive(actorOf(currentUser(c)), companyId(c.req.valid('param').id), false),
      200,
    ),
  );

  app.openapi(deleteRoute, async (c) => {
    await companies.remove(actorOf(currentUser(c)), companyId(c.req.valid('param').id));
    return c.body(null, 204);
  });

  return app;
}
