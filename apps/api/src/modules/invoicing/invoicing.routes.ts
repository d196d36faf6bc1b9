import { randomBytes } from 'node:crypto';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { MAX_CSD_FILE_BYTES } from '@yonke/domain';
import {
  cancelInvoiceSchema,
  createInvoiceSchema,
  fiscalProfileInputSchema,
  fiscalProfileResponseSchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceResponseSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { validationFailed } from '../../lib/errors.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { htmlAnswer, idParam, json, jsonBody } from '../../lib/openapi.ts';
import { sendPrintedPage } from '../../lib/printed-page.ts';
import { validationHook } from '../../lib/validation.ts';
import { globalInvoiceRoutes } from './global-invoice.routes.ts';
import { registerDeliveryRoutes } from './invoice-delivery.routes.ts';
import { INVOICING_MESSAGES } from './invoicing.messages.ts';
import { createInvoicingService } from './invoicing.service.ts';
import { registerPaymentComplementRoutes } from './payment-complement.routes.ts';
import { denied, tags } from './route-parts.ts';

// Facturas CFDI 4.0: the company's fiscal profile and CSD (roles 1, 2), and invoices of paid
// tickets (the roles that sell). Always the user's own company.

const idParams = idParam('3');

const profileRoute = createRoute({
  method: 'get',
  path: '/api/invoicing/profile',
  tags,
  middleware: requireCapability('manageFiscalProfile'),
  responses: {
    200: json(fiscalProfileResponseSchema, 'The fiscal profile (null until saved); never the CSD key'),
    ...denied,
  },
});
const saveProfileRoute = createRoute({
  method: 'put',
  path: '/api/invoicing/profile',
  tags,
  middleware: requireCapability('manageFiscalProfile'),
  request: { body: jsonBody(fiscalProfileInputSchema) },
  responses: {
    200: json(fiscalProfileResponseSchema, 'The saved profile'),
    ...denied,
    422: { description: 'Invalid RFC (format or check digit), régimen, postal code or series' },
  },
});
const csdRoute = createRoute({
  method: 'post',
  path: '/api/invoicing/profile/csd',
  tags,
  description: 'The CSD: .cer, .key and the key’s password. Checked, then stored encrypted.',
  middleware: requireCapability('manageFiscalProfile'),
  request: {
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            certificate: z.string().openapi({ type: 'string', format: 'binary' }),
            key: z.string().openapi({ type: 'string', format: 'binary' }),
            password: z.string(),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: json(
      fiscalProfileResponseSchema,
      'The profile with the CSD’s number, validity and any expiry warning',
    ),
    ...denied,
    409: { description: 'No fiscal profile yet' },
    422: {
      description: 'Not a CSD (an e.firma), another RFC, expired, wrong password, key of another certificate',
    },
  },
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/invoicing/invoices',
  tags,
  middleware: requireCapability('issueInvoices'),
  request: { query: invoiceListQuerySchema },
  responses: {
    200: json(invoicePageSchema, 'Newest first, 50 a page'),
    ...denied,
    422: { description: 'Bad filter' },
  },
});
const createInvoiceRoute = createRoute({
  method: 'post',
  path: '/api/invoicing/invoices',
  tags,
  description: 'Seals the CFDI 4.0 of a paid ticket and asks the PAC to stamp it (a job, retried).',
  middleware: requireCapability('issueInvoices'),
  request: { body: jsonBody(createInvoiceSchema) },
  responses: {
    200: json(
      invoiceResponseSchema,
      'The invoice: timbrada, timbrando (the PAC will be retried) or rechazada with the PAC’s code',
    ),
    ...denied,
    404: { description: 'No such ticket in the user’s company' },
    409: { description: 'Ticket not paid, already invoiced, or no fiscal profile / CSD' },
    422: { description: 'The customer’s fiscal data, per field' },
  },
});
const showRoute = createRoute({
  method: 'get',
  path: '/api/invoicing/invoices/{id}',
  tags,
  middleware: requireCapability('issueInvoices'),
  request: { params: idParams },
  responses: {
    200: json(invoiceResponseSchema, 'One invoice'),
    ...denied,
    404: { description: 'Not found' },
  },
});
const xmlRoute = createRoute({
  method: 'get',
  path: '/api/invoicing/invoices/{id}/xml',
  tags,
  middleware: requireCapability('issueInvoices'),
  request: { params: idParams },
  responses: {
    200: {
      description: 'The stamped CFDI, byte for byte as the PAC returned it',
      content: { 'application/xml': { schema: z.string() } },
    },
    ...denied,
    404: { description: 'Not found' },
    409: { description: 'Not stamped yet' },
  },
});

const printRoute = createRoute({
  method: 'get',
  path: '/api/invoicing/invoices/{id}/print',
  tags,
  description: 'The printed representation (letter page with the SAT QR); the browser saves it as PDF.',
  middleware: requireCapability('issueInvoices'),
  request: { params: idParams },
  responses: {
    200: htmlAnswer('HTML page'),
    ...denied,
    404: { description: 'Not found' },
    409: { description: 'Not stamped yet' },
  },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/api/invoicing/invoices/{id}/cancel',
  tags,
  description:
    'Asks the SAT, through the PAC, to cancel a stamped invoice with a motive (01 with the replacing UUID). ' +
    'Idempotent: the same request again answers the open one. The state is followed by a job.',
  middleware: requireCapability('cancelInvoices'),
  request: { params: idParams, body: jsonBody(cancelInvoiceSchema) },
  responses: {
    200: json(
      invoiceResponseSchema,
      'The invoice with its cancellation (en_proceso, pendiente, cancelada, rechazada)',
    ),
    ...denied,
    404: { description: 'Not found' },
    409: {
      description: 'Not stamped, past the deadline, no CSD, or a request with another motive is open',
    },
    422: { description: 'Motive missing, or motive 01 without a stamped replacing invoice of the company' },
  },
});

const invoiceId = (raw: string) => idOrNotFound(raw, INVOICING_MESSAGES.notFound);

async function fileField(value: unknown, field: string): Promise<Buffer> {
  if (!(value instanceof File) || value.size === 0)
    throw validationFailed({ [field]: [INVOICING_MESSAGES.csdFile] });
  if (value.size > MAX_CSD_FILE_BYTES) throw validationFailed({ [field]: [INVOICING_MESSAGES.csdFile] });
  return Buffer.from(await value.arrayBuffer());
}

export function invoicingRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const invoicing = createInvoicingService(deps);

  app.openapi(profileRoute, async (c) => c.json({ data: await invoicing.profile(currentUser(c)) }, 200));
  app.openapi(saveProfileRoute, async (c) =>
    c.json({ data: await invoicing.saveProfile(currentUser(c), c.req.valid('json')) }, 200),
  );

  app.openAPIRegistry.registerPath(csdRoute);
  app.post(csdRoute.path, requireCapability('manageFiscalProfile'), async (c) => {
    const user = currentUser(c);
    const form = await c.req.parseBody();
    const password = typeof form.password === 'string' ? form.password : '';
    if (password === '') throw validationFailed({ password: [INVOICING_MESSAGES.csdFile] });
    const cer = await fileField(form.certificate, 'certificate');
    const key = await fileField(form.key, 'key');
    return c.json({ data: await invoicing.uploadCsd(user, { cer, key, password }) }, 200);
  });

  app.openapi(listRoute, async (c) =>
    c.json(await invoicing.list(currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(createInvoiceRoute, async (c) =>
    c.json({ data: await invoicing.issue(currentUser(c), c.req.valid('json')) }, 200),
  );
  app.openapi(showRoute, async (c) =>
    c.json({ data: await invoicing.get(currentUser(c), invoiceId(c.req.valid('param').id)) }, 200),
  );
  app.openapi(cancelRoute, async (c) =>
    c.json(
      {
        data: await invoicing.cancel(currentUser(c), invoiceId(c.req.valid('param').id), c.req.valid('json')),
      },
      200,
    ),
  );
  app.openapi(printRoute, async (c) => {
    const nonce = randomBytes(16).toString('base64');
    const html = await invoicing.printPage(currentUser(c), invoiceId(c.req.valid('param').id), nonce);
    return sendPrintedPage(c, html, 200, nonce);
  });
  app.openapi(xmlRoute, async (c) => {
    const { filename, xml } = await invoicing.xml(currentUser(c), invoiceId(c.req.valid('param').id));
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    });
  });
  app.route('/', globalInvoiceRoutes(deps));
  registerPaymentComplementRoutes(app, deps);
  registerDeliveryRoutes(app, deps);
  return app;
}
