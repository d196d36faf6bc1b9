import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  creditNoteRequestListSchema,
  creditNoteRequestQuerySchema,
  creditNoteRequestResponseSchema,
  discountCreditNoteSchema,
  invoiceResponseSchema,
  replaceInvoiceSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam, json, jsonBody } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { CREDIT_NOTE_MESSAGES, createCreditNotesService } from './credit-notes.service.ts';
import { INVOICING_MESSAGES } from './invoicing.messages.ts';
import { createReplacementService } from './replacement.service.ts';
import { denied, tags } from './route-parts.ts';

// The replacement of an invoice (motive 01) and credit notes: discounts after invoicing (roles 1,
// 2) and the state of every credit note owed, with «reintentar». Always the user's own company.

const idParams = idParam('3');

const replaceRoute = createRoute({
  method: 'post',
  path: '/api/invoicing/invoices/{id}/replace',
  tags,
  description:
    'Sustituir: issues the replacement invoice of the same ticket with the corrected receiver ' +
    '(CfdiRelacionados 04), stamps it, then cancels this one with motive 01 and the new UUID. ' +
    'Idempotent: again while a replacement is live answers it.',
  middleware: requireCapability('cancelInvoices'),
  request: { params: idParams, body: jsonBody(replaceInvoiceSchema) },
  responses: {
    200: json(invoiceResponseSchema, 'The replaced invoice, with its replacement and its state'),
    ...denied,
    404: { description: 'Not found' },
    409: { description: 'Not stamped, past the deadline, several tickets, live credit notes, or no CSD' },
    422: { description: 'The corrected receiver data, per field' },
  },
});

const discountRoute = createRoute({
  method: 'post',
  path: '/api/invoicing/invoices/{id}/discount',
  tags,
  description:
    'A discount or bonus after invoicing: refunds it (cash from the open session, card, transfer or ' +
    'store credit) and issues a credit note (Egreso, TipoRelacion 01). Never more than what is left.',
  middleware: requireCapability('cancelInvoices'),
  request: { params: idParams, body: jsonBody(discountCreditNoteSchema) },
  responses: {
    200: json(creditNoteRequestResponseSchema, 'The credit note owed, issued or with why it waits'),
    ...denied,
    404: { description: 'Not found' },
    409: { description: 'Not a valid income invoice, or its ticket is not paid' },
    422: { description: 'Amount or percentage over what is left, no reason, no open cash session' },
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/invoicing/credit-notes',
  tags,
  middleware: requireCapability('issueInvoices'),
  request: { query: creditNoteRequestQuerySchema },
  responses: {
    200: json(
      creditNoteRequestListSchema,
      'Credit notes owed, of a ticket or an invoice; open=1 only those waiting',
    ),
    ...denied,
    422: { description: 'A filter that is not an id' },
  },
});

const retryRoute = createRoute({
  method: 'post',
  path: '/api/invoicing/credit-notes/{id}/retry',
  tags,
  middleware: requireCapability('issueInvoices'),
  request: { params: idParams },
  responses: {
    200: json(creditNoteRequestResponseSchema, 'The credit note after trying again'),
    ...denied,
    404: { description: 'Not found' },
  },
});

export function creditNotesRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const creditNotes = createCreditNotesService(deps);
  const replacement = createReplacementService(deps);

  app.openapi(replaceRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, INVOICING_MESSAGES.notFound);
    return c.json({ data: await replacement.replace(currentUser(c), id, c.req.valid('json')) }, 200);
  });
  app.openapi(discountRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, INVOICING_MESSAGES.notFound);
    return c.json({ data: await creditNotes.discount(currentUser(c), id, c.req.valid('json')) }, 200);
  });
  app.openapi(listRoute, async (c) =>
    c.json({ data: await creditNotes.list(currentUser(c), c.req.valid('query')) }, 200),
  );
  app.openapi(retryRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, CREDIT_NOTE_MESSAGES.notFound);
    return c.json({ data: await creditNotes.retry(currentUser(c), id) }, 200);
  });
  return app;
}
