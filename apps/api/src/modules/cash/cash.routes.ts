import { randomBytes } from 'node:crypto';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  cashCountSchema,
  cashMovementInputSchema,
  cashRegisterSchema,
  cashSessionListSchema,
  cashSessionSchema,
  closeSessionSchema,
  createRegisterSchema,
  openSessionSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  reopenSessionSchema,
} from '@yonke/domain/schemas';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { AppError, forbidden, unauthenticated } from '../../lib/errors.ts';
import { currentUser, requireCapability } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam, json, jsonBody } from '../../lib/openapi.ts';
import { escapeHtml, renderPage, sendPrintedPage } from '../../lib/printed-page.ts';
import { validationHook } from '../../lib/validation.ts';
import { CASH_MESSAGES, createCashService } from './cash.service.ts';
import { REPORT_FORMATS, type ReportFormat, renderCashReport } from './cash-report-page.ts';

// «Caja»: registers, sessions, movements, the blind count, closing, reopening and the printed
// cuts. Shapes: packages/domain/src/schemas/cash.ts. Every call checks the session and the role
// (sellParts to read; manageCash, or a Vendedor on their own session where the register allows
// it, to act) and, in the service, that the register is of the user's company.

const idParams = idParam('3');
const common = <T extends z.ZodType>(schema: T, description: string) => ({
  tags: ['cash'],
  middleware: requireCapability('sellParts'),
  responses: {
    200: json(schema, description),
    401: { description: 'No session' },
    403: {
      description: 'A role that may not do it (3; 4 unless the register lets it count its own session)',
    },
    404: { description: 'No such register or session in the user’s company' },
    409: { description: 'The register already has an open session, or the session is no longer open' },
    422: { description: 'Invalid input, with per-field Spanish messages' },
  },
});

const registersRoute = createRoute({
  method: 'get',
  path: '/api/cash/registers',
  ...common(z.array(cashRegisterSchema), 'The company’s registers, each with its current session'),
});
const createRegisterRoute = createRoute({
  method: 'post',
  path: '/api/cash/registers',
  request: { body: jsonBody(createRegisterSchema) },
  ...common(z.array(cashRegisterSchema), 'A new register (roles 1, 2, 5); the registers after it'),
});
const openRoute = createRoute({
  method: 'post',
  path: '/api/cash/registers/{id}/sessions',
  request: { params: idParams, body: jsonBody(openSessionSchema) },
  ...common(cashSessionSchema, '«Abrir caja»: a new session with its float; one per register'),
});
const sessionsQuery = z.object({
  register_id: z
    .string()
    .regex(/^\d{1,10}$/, 'La caja no es válida.')
    .optional(),
});
const sessionsRoute = createRoute({
  method: 'get',
  path: '/api/cash/sessions',
  request: { query: sessionsQuery },
  ...common(cashSessionListSchema, 'The last 50 sessions, newest first'),
});
const sessionRoute = createRoute({
  method: 'get',
  path: '/api/cash/sessions/{id}',
  request: { params: idParams },
  ...common(cashSessionSchema, 'A session with its sales by method, movements and history'),
});
const moveRoute = createRoute({
  method: 'post',
  path: '/api/cash/sessions/{id}/movements',
  request: { params: idParams, body: jsonBody(cashMovementInputSchema) },
  ...common(cashSessionSchema, 'Cash in or out with its reason'),
});
const countRoute = createRoute({
  method: 'post',
  path: '/api/cash/sessions/{id}/count',
  request: { params: idParams, body: jsonBody(cashCountSchema) },
  ...common(cashSessionSchema, 'The blind count; the answer shows the expected amount and the difference'),
});
const closeRoute = createRoute({
  method: 'post',
  path: '/api/cash/sessions/{id}/close',
  request: { params: idParams, body: jsonBody(closeSessionSchema) },
  ...common(cashSessionSchema, 'Closed; a difference needs a comment'),
});
const reopenRoute = createRoute({
  method: 'post',
  path: '/api/cash/sessions/{id}/reopen',
  request: { params: idParams, body: jsonBody(reopenSessionSchema) },
  ...common(cashSessionSchema, 'Open again (roles 1, 2, 5) with the reason kept in its history'),
});

const reconciliationRoute = createRoute({
  method: 'get',
  path: '/api/cash/reconciliation',
  request: { query: reconciliationQuerySchema },
  ...common(
    reconciliationSchema,
    '«Cuadre del día»: the day’s ledger against sessions and methods (roles 1, 2, 5)',
  ),
});

const reportQuery = z.object({
  format: z
    .enum(REPORT_FORMATS, { error: 'El formato del corte no es válido: 80 o carta.' })
    .optional()
    .openapi({ example: '80' }),
  print: z.enum(['0', '1'], { error: 'El valor de print debe ser 0 o 1.' }).optional(),
});
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const reportRoute = createRoute({
  method: 'get',
  path: '/api/cash/sessions/{id}/report',
  tags: ['cash'],
  request: { params: idParams, query: reportQuery },
  responses: {
    200: html('«Corte X» of an open session or «Corte Z» of a closed one (80 mm or letter)'),
    401: html('No session'),
    403: html('A role that may not see it'),
    404: html('Not found'),
    422: html('Invalid format'),
  },
});

/** The cut opens in a tab of its own: its errors are pages too. */
function reportError(c: Context, error: unknown) {
  if (!(error instanceof AppError) || error.status >= 500) throw error;
  const status = ([401, 403, 404, 422] as const).find((code) => code === error.status) ?? 422;
  const signIn = status === 401 ? '<p><a href="/login">Iniciar sesión</a></p>' : '';
  const page = `<main style="max-width:480px;margin:48px auto;padding:24px;background:#fff;text-align:center">
<h1 style="font-size:20px">No se pudo mostrar el corte</h1><p>${escapeHtml(error.message)}</p>${signIn}</main>`;
  return sendPrintedPage(
    c,
    renderPage('Corte de caja', 'body{font-family:Arial,sans-serif;background:#e9ecef}', page, '', ''),
    status,
  );
}

const registerId = (raw: string) => idOrNotFound(raw, CASH_MESSAGES.registerNotFound);
const sessionId = (raw: string) => idOrNotFound(raw, CASH_MESSAGES.sessionNotFound);

export function cashRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const cash = createCashService(deps);

  app.openapi(registersRoute, async (c) => c.json(await cash.registers(currentUser(c)), 200));
  app.openapi(createRegisterRoute, async (c) =>
    c.json(await cash.createRegister(currentUser(c), c.req.valid('json')), 200),
  );
  app.openapi(openRoute, async (c) => {
    const id = registerId(c.req.valid('param').id);
    return c.json(await cash.open(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(sessionsRoute, async (c) => {
    const raw = c.req.valid('query').register_id;
    return c.json(await cash.sessions(currentUser(c), raw === undefined ? undefined : registerId(raw)), 200);
  });
  app.openapi(sessionRoute, async (c) =>
    c.json(await cash.get(currentUser(c), sessionId(c.req.valid('param').id)), 200),
  );
  app.openapi(moveRoute, async (c) => {
    const id = sessionId(c.req.valid('param').id);
    return c.json(await cash.move(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(countRoute, async (c) => {
    const id = sessionId(c.req.valid('param').id);
    return c.json(await cash.count(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(closeRoute, async (c) => {
    const id = sessionId(c.req.valid('param').id);
    return c.json(await cash.close(currentUser(c), id, c.req.valid('json')), 200);
  });
  app.openapi(reopenRoute, async (c) => {
    const id = sessionId(c.req.valid('param').id);
    return c.json(await cash.reopen(currentUser(c), id, c.req.valid('json').reason), 200);
  });

  app.openapi(reconciliationRoute, async (c) =>
    c.json(await cash.reconciliation(currentUser(c), c.req.valid('query')), 200),
  );

  app.openapi(
    reportRoute,
    async (c) => {
      try {
        const user = currentUser(c);
        const { session, companyName } = await cash.forReport(user, sessionId(c.req.valid('param').id));
        // A partial cut shows what the drawer should hold: never to the one about to count it blind.
        if (!session.sees_expected)
          throw forbidden('El corte X de una sesión abierta lo imprime un supervisor o el administrador.');
        const query = c.req.valid('query');
        const nonce = randomBytes(16).toString('base64');
        const page = renderCashReport(session, companyName, {
          format: (query.format ?? '80') as ReportFormat,
          path: new URL(c.req.url).pathname,
          nonce,
          autoPrint: query.print === '1',
          printedAt: new Date(),
        });
        return sendPrintedPage(c, page, 200, nonce);
      } catch (error) {
        return reportError(c, error);
      }
    },
    (result, c) => {
      if (result.success) return;
      if (!c.get('user')) return reportError(c, unauthenticated());
      return reportError(c, new AppError(422, 'El formato del corte no es válido: 80 o carta.'));
    },
  );

  return app;
}
