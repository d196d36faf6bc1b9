import { randomBytes } from 'node:crypto';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  addLineSchema,
  cancelSaleSchema,
  createSaleSchema,
  paySaleSchema,
  quoteDepositSchema,
  recordPaymentsSchema,
  saleListQuerySchema,
  salePageSchema,
  saleSchema,
  saleSettingsSchema,
  saveQuoteSchema,
  updateLineSchema,
  updateSaleSchema,
} from '@yonke/domain/schemas';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { AppError, notFound, unauthenticated } from '../../lib/errors.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { htmlAnswer, idParam, json, jsonBody } from '../../lib/openapi.ts';
import { sendPrintedPage, sendPrintedPageError } from '../../lib/printed-page.ts';
import { validationHook } from '../../lib/validation.ts';
import { createSalesService, SALE_MESSAGES } from './sales.service.ts';
import { renderTicketPage, TICKET_FORMATS, type TicketFormat } from './ticket-page.ts';

// El Mostrador: tickets («Venta»), their lines, payments and printed ticket. Shapes:
// packages/domain/src/schemas/sales.ts. Every call checks the session, the role (sellParts: 1, 2,
// 4, 5) and, in the service, that the ticket is of the user's company.

const idParams = idParam('7');
const lineParams = idParams.extend({
  lineId: z.string().openapi({ param: { name: 'lineId', in: 'path' }, example: '12' }),
});
const guard = requireCapability('sellParts');

const responses = <T extends z.ZodType>(schema: T, description: string) => ({
  200: json(schema, description),
  401: { description: 'No session' },
  403: { description: 'A role that does not sell (3)' },
  404: { description: 'No such ticket in the user’s company' },
  409: {
    description: 'The ticket is no longer open, a part is held by another ticket or was sold elsewhere',
  },
  422: { description: 'Invalid input, with per-field Spanish messages' },
});
const common = <T extends z.ZodType>(schema: T, description: string) => ({
  tags: ['sales'],
  middleware: guard,
  responses: responses(schema, description),
});

const settingsRoute = createRoute({
  method: 'get',
  path: '/api/sales/settings',
  ...common(saleSettingsSchema, 'The company’s series, IVA, discount limits per role and warranty defaults'),
});
const saveSettingsRoute = createRoute({
  method: 'put',
  path: '/api/sales/settings',
  request: { body: jsonBody(saleSettingsSchema) },
  ...common(saleSettingsSchema, 'Saved (roles 1 and 2 only)'),
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/sales',
  request: { query: saleListQuerySchema },
  ...common(salePageSchema, 'Ventas registradas: every sale of the ledger, newest first, 25 a page'),
});
const createSaleRoute = createRoute({
  method: 'post',
  path: '/api/sales',
  request: { body: jsonBody(createSaleSchema) },
  ...common(saleSchema, 'A new open ticket with the next folio'),
});
const showRoute = createRoute({
  method: 'get',
  path: '/api/sales/{id}',
  request: { params: idParams },
  ...common(saleSchema, 'One ticket with lines, totals and payments'),
});
const updateRoute = createRoute({
  method: 'put',
  path: '/api/sales/{id}',
  request: { params: idParams, body: jsonBody(updateSaleSchema) },
  ...common(saleSchema, 'The open ticket with its customer, ticket discount or notes changed'),
});
const addLineRoute = createRoute({
  method: 'post',
  path: '/api/sales/{id}/lines',
  request: { params: idParams, body: jsonBody(addLineSchema) },
  ...common(saleSchema, 'The ticket with the part (held from now on) or free line added'),
});
const updateLineRoute = createRoute({
  method: 'put',
  path: '/api/sales/{id}/lines/{lineId}',
  request: { params: lineParams, body: jsonBody(updateLineSchema) },
  ...common(saleSchema, 'The ticket with the line’s price, discount, quantity or warranty changed'),
});
const removeLineRoute = createRoute({
  method: 'delete',
  path: '/api/sales/{id}/lines/{lineId}',
  request: { params: lineParams },
  ...common(saleSchema, 'The ticket without the line (its part free again)'),
});
const payRoute = createRoute({
  method: 'post',
  path: '/api/sales/{id}/pay',
  request: { params: idParams, body: jsonBody(paySaleSchema) },
  ...common(saleSchema, 'Paid: payments recorded and every part sold, in one transaction'),
});
const recordPaymentsRoute = createRoute({
  method: 'post',
  path: '/api/sales/{id}/payments',
  request: { params: idParams, body: jsonBody(recordPaymentsSchema) },
  ...common(
    saleSchema,
    'A sale made outside a ticket with its «por registrar» payment replaced by the real ones',
  ),
});
const cancelRoute = createRoute({
  method: 'post',
  path: '/api/sales/{id}/cancel',
  request: { params: idParams, body: jsonBody(cancelSaleSchema) },
  ...common(saleSchema, 'Cancelled with its reason (roles 1, 2, 5); its parts are free again'),
});
const saveQuoteRoute = createRoute({
  method: 'post',
  path: '/api/sales/{id}/quote',
  request: { params: idParams, body: jsonBody(saveQuoteSchema) },
  ...common(saleSchema, '«Guardar como cotización»: the open ticket is a quote valid through the date'),
});
const depositRoute = createRoute({
  method: 'post',
  path: '/api/sales/{id}/deposit',
  request: { params: idParams, body: jsonBody(quoteDepositSchema) },
  ...common(saleSchema, 'A deposit smaller than the total; the quote’s parts are Separado until the date'),
});
const convertRoute = createRoute({
  method: 'post',
  path: '/api/sales/{id}/convert',
  request: { params: idParams, body: jsonBody(paySaleSchema) },
  ...common(saleSchema, '«Convertir en venta»: the quote paid (its deposit counts); 409 when it expired'),
});

const ticketQuery = z.object({
  format: z
    .enum(TICKET_FORMATS, { error: 'El formato del ticket no es válido: 58, 80 o carta.' })
    .optional()
    .openapi({ example: '80' }),
  print: z.enum(['0', '1'], { error: 'El valor de print debe ser 0 o 1.' }).optional(),
});
const ticketRoute = createRoute({
  method: 'get',
  path: '/api/sales/{id}/ticket',
  tags: ['sales'],
  request: { params: idParams, query: ticketQuery },
  responses: {
    200: htmlAnswer('The printable ticket (58 mm, 80 mm or letter)'),
    404: htmlAnswer('Not found'),
  },
});
/** A ticket page's error is a page too (it opens in a tab of its own, or from WhatsApp). */
const ticketError = (c: Context, error: unknown) => sendPrintedPageError(c, error, 'el ticket', 'Ticket');
const ticketHook = (result: { success: boolean; error?: unknown }, c: Context<AppEnv>) => {
  if (result.success) return;
  if (!c.get('user') && c.req.path.startsWith('/api/')) return ticketError(c, unauthenticated());
  return ticketError(
    c,
    new AppError(
      c.req.path.startsWith('/api/') ? 422 : 404,
      c.req.path.startsWith('/api/')
        ? 'El formato del ticket no es válido: 58, 80 o carta.'
        : SALE_MESSAGES.notFound,
    ),
  );
};

const saleId = (raw: string) => idOrNotFound(raw, SALE_MESSAGES.notFound);
const lineId = (raw: string) => idOrNotFound(raw, SALE_MESSAGES.lineNotFound);

export function salesRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const sales = createSalesService(deps);
  const baseUrl = (c: Context) => deps.config.publicUrl ?? new URL(c.req.url).origin;
  const logoUrl = (key: string | null) => (key ? deps.storage.publicUrl(key) : null);

  app.openapi(settingsRoute, async (c) => c.json(await sales.settings(currentUser(c)), 200));
  app.openapi(saveSettingsRoute, async (c) =>
    c.json(await sales.saveSettings(currentUser(c), c.req.valid('json')), 200),
  );
  app.openapi(listRoute, async (c) => c.json(await sales.list(currentUser(c), c.req.valid('query')), 200));
  app.openapi(createSaleRoute, async (c) =>
    c.json(await sales.create(currentUser(c), c.req.valid('json')), 200),
  );
  app.openapi(showRoute, async (c) =>
    c.json(await sales.get(currentUser(c), saleId(c.req.valid('param').id)), 200),
  );
  app.openapi(updateRoute, async (c) => {
    const id = saleId(c.req.valid('param').id);
    return c.json(await sales.update(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(addLineRoute, async (c) => {
    const id = saleId(c.req.valid('param').id);
    return c.json(await sales.addLine(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(updateLineRoute, async (c) => {
    const params = c.req.valid('param');
    const result = await sales.updateLine(
      currentUser(c),
      saleId(params.id),
      lineId(params.lineId),
      c.req.valid('json'),
    );
    return c.json(result, 200);
  });
  app.openapi(removeLineRoute, async (c) => {
    const params = c.req.valid('param');
    return c.json(await sales.removeLine(currentUser(c), saleId(params.id), lineId(params.lineId)), 200);
  });
  app.openapi(payRoute, async (c) => {
    const id = saleId(c.req.valid('param').id);
    return c.json(await sales.pay(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(recordPaymentsRoute, async (c) => {
    const id = saleId(c.req.valid('param').id);
    const input = c.req.valid('json');
    return c.json(await sales.recordPayments(currentUser(c), id, input.payments, input.register_id), 200);
  });
  app.openapi(cancelRoute, async (c) => {
    const id = saleId(c.req.valid('param').id);
    return c.json(await sales.cancel(currentUser(c), id, c.req.valid('json').reason), 200);
  });
  app.openapi(saveQuoteRoute, async (c) => {
    const id = saleId(c.req.valid('param').id);
    return c.json(await sales.saveAsQuote(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(depositRoute, async (c) => {
    const id = saleId(c.req.valid('param').id);
    return c.json(await sales.deposit(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(convertRoute, async (c) => {
    const id = saleId(c.req.valid('param').id);
    return c.json(await sales.convert(currentUser(c), id, c.req.valid('json')), 200);
  });

  // Opened in a tab of its own: errors (signed out included) are pages, not JSON.
  app.openapi(
    ticketRoute,
    async (c) => {
      try {
        const query = c.req.valid('query');
        const { sale, company } = await sales.forTicket(currentUser(c), saleId(c.req.valid('param').id));
        if (!company) throw new Error('sale without company');
        const nonce = randomBytes(16).toString('base64');
        const page = await renderTicketPage(
          sale,
          { ...company, logoUrl: logoUrl(company.logo_key) },
          {
            format: (query.format ?? '80') as TicketFormat,
            publicUrl: `${baseUrl(c)}${sale.public_path}`,
            path: new URL(c.req.url).pathname,
            nonce,
            formatLinks: true,
            autoPrint: query.print === '1',
          },
        );
        return sendPrintedPage(c, page, 200, nonce);
      } catch (error) {
        return ticketError(c, error);
      }
    },
    ticketHook,
  );

  // The public page is a page for people, like the catalogue's /tienda/{slug}: outside the API
  // and its document, reachable without a session, answering only by its unguessable token.
  app.get('/ticket/:token', async (c) => {
    const format = c.req.query('format') ?? '80';
    if (!(TICKET_FORMATS as readonly string[]).includes(format))
      return ticketError(c, notFound(SALE_MESSAGES.notFound));
    const found = await sales.publicTicket(c.req.param('token'));
    if (!found?.company) return ticketError(c, notFound(SALE_MESSAGES.notFound));
    const nonce = randomBytes(16).toString('base64');
    const page = await renderTicketPage(
      found.sale,
      { ...found.company, logoUrl: logoUrl(found.company.logo_key) },
      {
        format: format as TicketFormat,
        publicUrl: `${baseUrl(c)}${found.sale.public_path}`,
        path: new URL(c.req.url).pathname,
        nonce,
        formatLinks: true,
        autoPrint: false,
      },
    );
    c.header('X-Robots-Tag', 'noindex');
    return sendPrintedPage(c, page, 200, nonce);
  });

  return app;
}
