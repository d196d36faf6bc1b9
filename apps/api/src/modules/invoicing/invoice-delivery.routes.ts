import { randomBytes } from 'node:crypto';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { INVOICE_DELIVERY_LIMITS } from '@yonke/domain';
import {
  invoiceResendResponseSchema,
  invoiceShareResponseSchema,
  resendInvoiceSchema,
  type SelfInvoiceForm,
  selfInvoiceFormSchema,
  selfInvoicingSettingsResponseSchema,
  selfInvoicingSettingsSchema,
} from '@yonke/domain/schemas';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { clientAddress } from '../../lib/client-address.ts';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam, json, jsonBody } from '../../lib/openapi.ts';
import { createSharedRateLimiter, PUBLIC_LIMITS } from '../public-pages/public-traffic.ts';
import { companyName } from './invoice-delivery.queries.ts';
import {
  createInvoiceDeliveryService,
  DELIVERY_MESSAGES,
  invoiceIdFromToken,
  invoiceLinkToken,
} from './invoice-delivery.ts';
import * as queries from './invoicing.queries.ts';
import { denied, tags } from './route-parts.ts';
import {
  customerPageCsp,
  renderCustomerNotFound,
  renderPublicInvoice,
  renderSelfInvoiceForm,
  renderSelfInvoiceRefused,
  renderTooManyRequests,
} from './self-invoicing.pages.ts';
import { createSelfInvoicingService, SELF_INVOICING_MESSAGES } from './self-invoicing.service.ts';

// The invoice delivered (PDF, e-mail, WhatsApp link) and «Facturación en línea». The staff routes
// live under /api (session, role and company checked); the customer's pages are outside it, like
// the ticket's public page: no session, found only by an unguessable token, under the same
// anonymous budget as the other public pages, their form guarded against cross-site posts.

const idParams = idParam('3');

const pdfRoute = createRoute({
  method: 'get',
  path: '/api/invoicing/invoices/{id}/pdf',
  tags,
  description: 'The printed representation as a PDF file made on the server, with the SAT’s verification QR.',
  middleware: requireCapability('issueInvoices'),
  request: { params: idParams },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } },
    ...denied,
    404: { description: 'Not found' },
    409: { description: 'Not stamped yet' },
  },
});
const shareRoute = createRoute({
  method: 'get',
  path: '/api/invoicing/invoices/{id}/share',
  tags,
  description: 'The invoice’s signed public link, its WhatsApp link and the customer’s e-mail.',
  middleware: requireCapability('issueInvoices'),
  request: { params: idParams },
  responses: {
    200: json(invoiceShareResponseSchema, 'Links and contacts'),
    ...denied,
    404: { description: 'Not found' },
  },
});
const resendRoute = createRoute({
  method: 'post',
  path: '/api/invoicing/invoices/{id}/send',
  tags,
  description: 'Sends the invoice’s PDF and XML by e-mail (a job, retried; waits for the stamp).',
  middleware: requireCapability('issueInvoices'),
  request: {
    params: idParams,
    body: jsonBody(resendInvoiceSchema),
  },
  responses: {
    200: json(invoiceResendResponseSchema, 'Queued (or sent)'),
    ...denied,
    404: { description: 'Not found' },
    409: { description: 'No SMTP configured, or the invoice was refused by the PAC' },
    422: { description: 'Bad e-mail address' },
  },
});
const settingsRoute = createRoute({
  method: 'get',
  path: '/api/invoicing/self-invoicing',
  tags,
  middleware: requireCapability('manageFiscalProfile'),
  responses: { 200: json(selfInvoicingSettingsResponseSchema, 'The company’s rules'), ...denied },
});
const saveSettingsRoute = createRoute({
  method: 'put',
  path: '/api/invoicing/self-invoicing',
  tags,
  middleware: requireCapability('manageFiscalProfile'),
  request: {
    body: jsonBody(selfInvoicingSettingsSchema),
  },
  responses: {
    200: json(selfInvoicingSettingsResponseSchema, 'The saved rules'),
    ...denied,
    409: { description: 'No fiscal profile yet' },
    422: { description: 'Bad amount' },
  },
});

export function registerDeliveryRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const delivery = createInvoiceDeliveryService(deps);
  const selfInvoicing = createSelfInvoicingService(deps);
  const limiter = createSharedRateLimiter(PUBLIC_LIMITS);
  const invoiceId = (raw: string) => idOrNotFound(raw, DELIVERY_MESSAGES.notFound);
  const baseUrl = (c: Context) => deps.config.publicUrl ?? new URL(c.req.url).origin;

  app.openapi(pdfRoute, async (c) => {
    const { filename, pdf } = await delivery.pdf(currentUser(c), invoiceId(c.req.valid('param').id));
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
    });
  });
  app.openapi(shareRoute, async (c) =>
    c.json(
      { data: await delivery.share(currentUser(c), invoiceId(c.req.valid('param').id), baseUrl(c)) },
      200,
    ),
  );
  app.openapi(resendRoute, async (c) =>
    c.json(
      {
        data: await delivery.resend(
          currentUser(c),
          invoiceId(c.req.valid('param').id),
          c.req.valid('json').email,
        ),
      },
      200,
    ),
  );
  app.openapi(settingsRoute, async (c) =>
    c.json({ data: await selfInvoicing.settings(currentUser(c)) }, 200),
  );
  app.openapi(saveSettingsRoute, async (c) =>
    c.json({ data: await selfInvoicing.saveSettings(currentUser(c), c.req.valid('json')) }, 200),
  );

  // ---- The customer's pages ----

  function page(c: Context, html: string, status: 200 | 404 | 409 | 422 | 429, nonce: string) {
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Security-Policy', customerPageCsp(nonce));
    c.header('X-Robots-Tag', 'noindex');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(html, status);
  }
  const newNonce = () => randomBytes(16).toString('base64');

  /** The anonymous budget of the public pages; a page to show when it is spent. */
  async function overBudget(c: Context): Promise<Response | null> {
    const decision = await limiter.check(clientAddress(c, deps.config.trustProxy) ?? 'unknown');
    if (decision.allowed) return null;
    c.header('Retry-After', String(decision.retryAfter));
    return page(c, renderTooManyRequests(newNonce()), 429, newNonce());
  }

  async function publicInvoice(token: string) {
    const id = invoiceIdFromToken(deps.config, token);
    if (id === null) return undefined;
    return queries.findInvoice(deps.db, id);
  }

  app.get('/factura/:token', async (c) => {
    const refused = await overBudget(c);
    if (refused) return refused;
    const nonce = newNonce();
    const token = c.req.param('token');
    const row = await publicInvoice(token);
    if (!row) return page(c, renderCustomerNotFound(DELIVERY_MESSAGES.notFound, nonce), 404, nonce);
    const html = renderPublicInvoice(
      {
        companyName: await companyName(deps.db, row.companyId),
        folio: `${row.series}-${row.folio}`,
        type: row.type === 'E' ? 'E' : 'I',
        status: row.status as 'timbrando',
        uuid: row.uuid,
        receiverRfc: row.receiverRfc,
        receiverName: row.receiverName,
        totalCents: Number(row.totalCents),
        stampedAt: row.stampedAt,
        errorMessage: row.errorMessage,
      },
      { xml: `/factura/${token}/xml`, pdf: `/factura/${token}/pdf` },
      nonce,
    );
    return page(c, html, 200, nonce);
  });

  app.get('/factura/:token/:file{(xml|pdf)}', async (c) => {
    const refused = await overBudget(c);
    if (refused) return refused;
    const row = await publicInvoice(c.req.param('token'));
    if (!row?.stampedXml || !row.uuid) {
      const nonce = newNonce();
      return page(c, renderCustomerNotFound(DELIVERY_MESSAGES.notFound, nonce), 404, nonce);
    }
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    const base = `${row.series}-${row.folio}-${row.uuid}`;
    if (c.req.param('file') === 'xml') {
      return c.body(row.stampedXml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${base}.xml"`,
      });
    }
    const { pdf } = await delivery.pdfOf(row);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${base}.pdf"`,
    });
  });

  const formPath = (token: string) => `/ticket/${token}/factura`;

  app.get('/ticket/:token/factura', async (c) => {
    const refused = await overBudget(c);
    if (refused) return refused;
    const nonce = newNonce();
    const token = c.req.param('token');
    const ticket = await selfInvoicing.ticket(token);
    if (!ticket) return page(c, renderCustomerNotFound(SELF_INVOICING_MESSAGES.notFound, nonce), 404, nonce);
    if (ticket.state === 'refused') {
      const html = renderSelfInvoiceRefused({
        sale: ticket.sale,
        companyName: ticket.companyName,
        message: ticket.message,
        ticketPath: `/ticket/${token}`,
        nonce,
      });
      return page(c, html, 200, nonce);
    }
    const html = renderSelfInvoiceForm({
      sale: ticket.sale,
      companyName: ticket.companyName,
      action: formPath(token),
      values: {},
      errors: {},
      message: null,
      nonce,
    });
    return page(c, html, 200, nonce);
  });

  const publicOrigin = deps.config.publicUrl ? new URL(deps.config.publicUrl).origin : null;
  app.post(
    '/ticket/:token/factura',
    // A form post from another site is refused (Origin, or Sec-Fetch-Site, must be this site's).
    csrf({ origin: (origin, c) => origin === new URL(c.req.url).origin || origin === publicOrigin }),
    bodyLimit({
      maxSize: INVOICE_DELIVERY_LIMITS.selfInvoiceFormBytes,
      onError: () => {
        throw new AppError(413, SELF_INVOICING_MESSAGES.tooLarge);
      },
    }),
    async (c) => {
      const refused = await overBudget(c);
      if (refused) return refused;
      const nonce = newNonce();
      const token = c.req.param('token');
      const ticket = await selfInvoicing.ticket(token);
      if (!ticket)
        return page(c, renderCustomerNotFound(SELF_INVOICING_MESSAGES.notFound, nonce), 404, nonce);
      const body = await c.req.parseBody();
      const raw = Object.fromEntries(
        ['rfc', 'business_name', 'tax_regime', 'postal_code', 'cfdi_use', 'email'].map((name) => [
          name,
          typeof body[name] === 'string' ? body[name] : '',
        ]),
      ) as Record<keyof SelfInvoiceForm, string>;
      const again = (errors: Record<string, string[]>, message: string | null, status: 409 | 422) =>
        page(
          c,
          renderSelfInvoiceForm({
            sale: ticket.sale,
            companyName: ticket.companyName,
            action: formPath(token),
            values: raw,
            errors,
            message,
            nonce,
          }),
          status,
          nonce,
        );
      const parsed = selfInvoiceFormSchema.safeParse(raw);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? 'form');
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        return again(errors, 'Revisa los datos marcados.', 422);
      }
      try {
        const id = await selfInvoicing.submit(token, parsed.data);
        return c.redirect(`/factura/${invoiceLinkToken(deps.config, id)}`, 303);
      } catch (error) {
        if (error instanceof AppError && error.status === 422)
          return again(error.errors ?? {}, 'Revisa los datos marcados.', 422);
        if (error instanceof AppError && error.status === 409) return again({}, error.message, 409);
        throw error;
      }
    },
  );
}
