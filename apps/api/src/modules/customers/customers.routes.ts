import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { customerInputSchema, customerSchema } from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { validationHook } from '../../lib/validation.ts';
import { CUSTOMER_SERVICE_MESSAGES, createCustomersService } from './customers.service.ts';

// Clientes of the counter (roles that sell: 1, 2, 4, 5), always of the user's company.

const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '3' }) });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const common = <T extends z.ZodType>(schema: T, description: string) => ({
  tags: ['customers'],
  middleware: requireCapability('sellParts'),
  responses: {
    200: { description, content: { 'application/json': { schema } } },
    401: { description: 'No session' },
    403: { description: 'A role that does not sell' },
    404: { description: 'No such customer in the user’s company' },
    409: { description: 'The phone is already on file (the message names that customer)' },
    422: { description: 'Invalid input, with per-field Spanish messages' },
  },
});

const searchRoute = createRoute({
  method: 'get',
  path: '/api/customers',
  request: {
    query: z.object({ q: z.string().max(100, 'La búsqueda es demasiado larga.').optional() }),
  },
  ...common(z.array(customerSchema), 'Up to 20 customers matching a name, phone or RFC'),
});
const showRoute = createRoute({
  method: 'get',
  path: '/api/customers/{id}',
  request: { params: idParams },
  ...common(customerSchema, 'One customer'),
});
const createCustomerRoute = createRoute({
  method: 'post',
  path: '/api/customers',
  request: body(customerInputSchema),
  ...common(customerSchema, 'The new customer'),
});
const updateRoute = createRoute({
  method: 'put',
  path: '/api/customers/{id}',
  request: { params: idParams, ...body(customerInputSchema) },
  ...common(customerSchema, 'The saved customer'),
});

const customerId = (raw: string) => idOrNotFound(raw, CUSTOMER_SERVICE_MESSAGES.notFound);

export function customersRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const customers = createCustomersService(deps);
  app.openapi(searchRoute, async (c) =>
    c.json(await customers.search(currentUser(c), c.req.valid('query').q ?? ''), 200),
  );
  app.openapi(showRoute, async (c) =>
    c.json(await customers.get(currentUser(c), customerId(c.req.valid('param').id)), 200),
  );
  app.openapi(createCustomerRoute, async (c) =>
    c.json(await customers.create(currentUser(c), c.req.valid('json')), 200),
  );
  app.openapi(updateRoute, async (c) => {
    const id = customerId(c.req.valid('param').id);
    return c.json(await customers.update(currentUser(c), id, c.req.valid('json')), 200);
  });
  return app;
}
