import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  createGlobalInvoiceSchema,
  globalOverviewResponseSchema,
  globalProposalQuerySchema,
  globalProposalResponseSchema,
  invoiceResponseSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { json, jsonBody } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { createGlobalInvoiceService } from './global-invoice.service.ts';
import { denied, tags } from './route-parts.ts';

// «Factura global» (roles 1, 2): the periods of the company's periodicity with the tickets nobody
// invoiced, one period's proposal, and stamping it. Always the user's own company.

const overviewRoute = createRoute({
  method: 'get',
  path: '/api/invoicing/global',
  tags,
  middleware: requireCapability('issueGlobalInvoices'),
  responses: {
    200: json(
      globalOverviewResponseSchema,
      'The period in course and the last ones with tickets to invoice or global invoices, newest first',
    ),
    ...denied,
    409: { description: 'No fiscal profile yet' },
  },
});

const proposalRoute = createRoute({
  method: 'get',
  path: '/api/invoicing/global/proposal',
  tags,
  middleware: requireCapability('issueGlobalInvoices'),
  request: { query: globalProposalQuerySchema },
  responses: {
    200: json(globalProposalResponseSchema, 'The period’s tickets, totals per IVA rate and form of payment'),
    ...denied,
    409: { description: 'No fiscal profile yet' },
    422: { description: 'Not the first day of a period of the company’s periodicity' },
  },
});

const createGlobalRoute = createRoute({
  method: 'post',
  path: '/api/invoicing/global',
  tags,
  description:
    'Seals the global CFDI of a closed period from the tickets the person reviewed and asks the PAC to stamp it ' +
    '(the same job and idempotency as any invoice). Refused if the proposal changed meanwhile.',
  middleware: requireCapability('issueGlobalInvoices'),
  request: {
    body: jsonBody(createGlobalInvoiceSchema),
  },
  responses: {
    200: json(invoiceResponseSchema, 'The global invoice: timbrada, timbrando or rechazada'),
    ...denied,
    409: {
      description:
        'Period not over, no profile / CSD, nothing to invoice, or the tickets changed (someone stamped or invoiced them)',
    },
    422: { description: 'Bad period or ticket list' },
  },
});

export function globalInvoiceRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const global = createGlobalInvoiceService(deps);
  app.openapi(overviewRoute, async (c) => c.json({ data: await global.overview(currentUser(c)) }, 200));
  app.openapi(proposalRoute, async (c) =>
    c.json({ data: await global.proposal(currentUser(c), c.req.valid('query').start) }, 200),
  );
  app.openapi(createGlobalRoute, async (c) =>
    c.json({ data: await global.create(currentUser(c), c.req.valid('json')) }, 200),
  );
  return app;
}
