import { randomBytes } from 'node:crypto';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  abonoInputSchema,
  abonoSchema,
  creditAdjustmentInputSchema,
  creditAdjustmentSchema,
  creditLimitInputSchema,
  customerInputSchema,
  customerSchema,
  statementQuerySchema,
  statementSchema,
} from '@yonke/domain/schemas';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { htmlAnswer, idParam, json, jsonBody } from '../../lib/openapi.ts';
import { sendPrintedPage, sendPrintedPageError } from '../../lib/printed-page.ts';
import { validationHook } from '../../lib/validation.ts';
import {
  ACCOUNT_PAGE_FORMATS,
  type AccountPageFormat,
  type PageOptions,
  renderAbonoReceipt,
  renderCreditReceipt,
  renderStatement,
} from './account-pages.ts';
import { ACCOUNT_MESSAGES, CUSTOMER_SERVICE_MESSAGES, createCustomersService } from './customers.service.ts';

// Clientes of the counter (roles that sell: 1, 2, 4, 5), always of the user's company.

const idParams = idParam('3');
const common = <T extends z.ZodType>(schema: T, description: string) => ({
  tags: ['customers'],
  middleware: requireCapability('sellParts'),
  responses: {
    200: json(schema, description),
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
  request: { body: jsonBody(customerInputSchema) },
  ...common(customerSchema, 'The new customer'),
});
const updateRoute = createRoute({
  method: 'put',
  path: '/api/customers/{id}',
  request: { params: idParams, body: jsonBody(customerInputSchema) },
  ...common(customerSchema, 'The saved customer'),
});

const creditLimitRoute = createRoute({
  method: 'put',
  path: '/api/customers/{id}/credit-limit',
  request: { params: idParams, body: jsonBody(creditLimitInputSchema) },
  ...common(customerSchema, 'The customer with its credit limit (roles 1, 2)'),
});
const statementRoute = createRoute({
  method: 'get',
  path: '/api/customers/{id}/statement',
  request: { params: idParams, query: statementQuerySchema },
  ...common(statementSchema, '«Estado de cuenta»: balances, movements and open credit tickets of a period'),
});
const abonoRoute = createRoute({
  method: 'post',
  path: '/api/customers/{id}/abonos',
  request: { params: idParams, body: jsonBody(abonoInputSchema) },
  ...common(abonoSchema, 'The abono, applied to the oldest credit tickets first'),
});

const creditAdjustmentRoute = createRoute({
  method: 'post',
  path: '/api/customers/{id}/store-credit',
  request: { params: idParams, body: jsonBody(creditAdjustmentInputSchema) },
  ...common(
    creditAdjustmentSchema,
    'Store credit added or given back by hand (roles 1, 2), with its receipt',
  ),
});

const pageQuery = z.object({
  format: z
    .enum(ACCOUNT_PAGE_FORMATS, { error: 'El formato no es válido: 80 o carta.' })
    .optional()
    .openapi({ example: '80' }),
  print: z.enum(['0', '1'], { error: 'El valor de print debe ser 0 o 1.' }).optional(),
});
const htmlResponses = (description: string) => ({
  200: htmlAnswer(description),
  401: htmlAnswer('No session'),
  403: htmlAnswer('A role that does not sell'),
  404: htmlAnswer('Not found'),
  422: htmlAnswer('Invalid format or dates'),
});
const receiptParams = idParams.extend({
  abonoId: z.string().openapi({ param: { name: 'abonoId', in: 'path' }, example: '5' }),
});
const receiptRoute = createRoute({
  method: 'get',
  path: '/api/customers/{id}/abonos/{abonoId}/receipt',
  tags: ['customers'],
  middleware: requireCapability('sellParts'),
  request: { params: receiptParams, query: pageQuery },
  responses: htmlResponses('An abono’s printed receipt (80 mm or letter)'),
});
const creditReceiptParams = idParams.extend({
  adjustmentId: z.string().openapi({ param: { name: 'adjustmentId', in: 'path' }, example: '5' }),
});
const creditReceiptRoute = createRoute({
  method: 'get',
  path: '/api/customers/{id}/store-credit/{adjustmentId}/receipt',
  tags: ['customers'],
  middleware: requireCapability('sellParts'),
  request: { params: creditReceiptParams, query: pageQuery },
  responses: htmlResponses('The printed receipt of store credit added or given back (80 mm or letter)'),
});
const statementPageRoute = createRoute({
  method: 'get',
  path: '/api/customers/{id}/statement/print',
  tags: ['customers'],
  middleware: requireCapability('sellParts'),
  request: { params: idParams, query: pageQuery.extend(statementQuerySchema.shape) },
  responses: htmlResponses('The printed «Estado de cuenta» (80 mm or letter)'),
});

type PageQuery = z.infer<typeof pageQuery>;
type RenderPage = (options: PageOptions) => string;

/**
 * A printed page of the customer's account (a receipt, the statement): `load` finds what it
 * shows in the user's company and answers how to draw it; any refusal is shown as a page too.
 */
async function accountPage(
  c: Context,
  title: string,
  query: PageQuery,
  defaultFormat: AccountPageFormat,
  load: () => Promise<RenderPage>,
) {
  try {
    const render = await load();
    const nonce = randomBytes(16).toString('base64');
    const page = render({
      format: query.format ?? defaultFormat,
      path: new URL(c.req.url).pathname,
      query: '',
      nonce,
      autoPrint: query.print === '1',
      printedAt: new Date(),
    });
    return sendPrintedPage(c, page, 200, nonce);
  } catch (error) {
    return sendPrintedPageError(c, error, title);
  }
}

const receiptHook = (result: { success: boolean }, c: Context<AppEnv>) => {
  if (result.success) return;
  if (!c.get('user')) return sendPrintedPageError(c, unauthenticated(), 'el recibo');
  return sendPrintedPageError(
    c,
    new AppError(422, 'El formato del recibo no es válido: 80 o carta.'),
    'el recibo',
  );
};

const customerId = (raw: string) => idOrNotFound(raw, CUSTOMER_SERVICE_MESSAGES.notFound);
const abonoId = (raw: string) => idOrNotFound(raw, ACCOUNT_MESSAGES.abonoNotFound);
const adjustmentId = (raw: string) => idOrNotFound(raw, ACCOUNT_MESSAGES.adjustmentNotFound);

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
  app.openapi(creditLimitRoute, async (c) => {
    const id = customerId(c.req.valid('param').id);
    return c.json(await customers.setCreditLimit(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(statementRoute, async (c) => {
    const id = customerId(c.req.valid('param').id);
    return c.json(await customers.statement(currentUser(c), id, c.req.valid('query')), 200);
  });
  app.openapi(abonoRoute, async (c) => {
    const id = customerId(c.req.valid('param').id);
    return c.json(await customers.abono(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(
    receiptRoute,
    async (c) => {
      const params = c.req.valid('param');
      return accountPage(c, 'el recibo', c.req.valid('query'), '80', async () => {
        const found = await customers.forReceipt(
          currentUser(c),
          customerId(params.id),
          abonoId(params.abonoId),
        );
        return (options) => renderAbonoReceipt(found.abono, found.companyName, options);
      });
    },
    receiptHook,
  );
  app.openapi(creditAdjustmentRoute, async (c) => {
    const id = customerId(c.req.valid('param').id);
    return c.json(await customers.adjustCredit(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(
    creditReceiptRoute,
    async (c) => {
      const params = c.req.valid('param');
      return accountPage(c, 'el recibo', c.req.valid('query'), '80', async () => {
        const found = await customers.forCreditReceipt(
          currentUser(c),
          customerId(params.id),
          adjustmentId(params.adjustmentId),
        );
        return (options) => renderCreditReceipt(found.adjustment, found.companyName, options);
      });
    },
    receiptHook,
  );
  app.openapi(
    statementPageRoute,
    async (c) => {
      const query = c.req.valid('query');
      return accountPage(c, 'el estado de cuenta', query, 'carta', async () => {
        const { statement, companyName } = await customers.forStatementPage(
          currentUser(c),
          customerId(c.req.valid('param').id),
          { from: query.from, to: query.to },
        );
        return (options) =>
          renderStatement(statement, companyName, {
            ...options,
            query: `from=${statement.from}&to=${statement.to}`,
          });
      });
    },
    (result, c) => {
      if (result.success) return;
      if (!c.get('user')) return sendPrintedPageError(c, unauthenticated(), 'el estado de cuenta');
      const message = result.error.issues[0]?.message ?? 'Los datos del estado de cuenta no son válidos.';
      return sendPrintedPageError(c, new AppError(422, message), 'el estado de cuenta');
    },
  );
  return app;
}
