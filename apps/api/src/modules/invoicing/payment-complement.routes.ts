import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { invoicePaymentsResponseSchema } from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam, json } from '../../lib/openapi.ts';
import { INVOICING_MESSAGES } from './invoicing.messages.ts';
import { createPaymentComplementService } from './payment-complement.service.ts';
import { denied, tags } from './route-parts.ts';

// The payments of a PPD invoice as its payment complements report them («parcialidades», saldo
// insoluto). The complements themselves are invoices rows of type P: listed, downloaded, printed
// and cancelled by the invoices' own routes.

const idParams = idParam('3');

const paymentsRoute = createRoute({
  method: 'get',
  path: '/api/invoicing/invoices/{id}/payments',
  tags,
  description:
    'The installments of an invoice issued PPD: each payment complement (CFDI type P, Pagos 2.0) with ' +
    'its NumParcialidad, previous balance, amount paid and balance left; and the invoice’s balance.',
  middleware: requireCapability('issueInvoices'),
  request: { params: idParams },
  responses: {
    200: json(invoicePaymentsResponseSchema, 'The installments, oldest first'),
    ...denied,
    404: { description: 'Not found' },
  },
});

export function registerPaymentComplementRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const complements = createPaymentComplementService(deps);
  app.openapi(paymentsRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, INVOICING_MESSAGES.notFound);
    return c.json({ data: await complements.payments(currentUser(c), id) }, 200);
  });
}
