import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { validationHook } from '../../lib/validation.ts';
import { enqueueNotification } from './marketplace.jobs.ts';
import * as queries from './marketplace.queries.ts';

export const notificationSchema = z.object({
  topic: z.string().min(1).max(100),
  resource: z.string().min(1).max(500),
  user_id: z.union([z.number(), z.string()]).optional(),
  application_id: z.union([z.number(), z.string()]).optional(),
});

const webhookRoute = createRoute({
  method: 'post',
  path: '/api/ml/notifications',
  tags: ['marketplace'],
  description: [
    'Mercado Libre notifications (public, no XSRF). The event is stored and queued, and the answer is',
    '200 at once. Anything not for our application (application_id ≠ ML_CLIENT_ID) or unreadable is',
    'also answered 200, logged and dropped: the marketplace retries every other answer for about an',
    'hour and may switch the topic off, and a retry would change nothing.',
  ].join(' '),
  responses: { 200: { description: 'Received (stored, or ignored)' } },
});

/**
 * The webhook's answer to text no marketplace event holds (a NUL byte, a lone surrogate; see
 * lib/validation.ts): ignored like any unreadable event — 200, so the sender does not retry for an
 * hour, one warning line and no stack trace.
 */
export function ignoreUnreadableNotification(c: Context): Response {
  logger.warn('notificación de Mercado Libre ignorada: contiene caracteres no válidos');
  return c.json({ received: false }, 200);
}

export function notificationsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.openapi(webhookRoute, async (c) => {
    const clientId = deps.config.ml.clientId;
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = null;
    }
    const parsed = notificationSchema.safeParse(body);
    if (!clientId || !parsed.success) {
      logger.warn({ configured: !!clientId }, 'notificación de Mercado Libre ignorada: no se puede leer');
      return c.json({ received: false }, 200);
    }
    const event = parsed.data;
    const applicationId = event.application_id === undefined ? '' : String(event.application_id);
    if (applicationId !== clientId) {
      // There is no signature on these calls: the application id and re-reading the resource
      // with our own token are what make a forged notification harmless.
      logger.warn({ topic: event.topic, applicationId }, 'notificación de otra aplicación ignorada');
      return c.json({ received: false }, 200);
    }
    const id = await queries.insertNotification(deps.db, {
      topic: event.topic,
      resource: event.resource,
      mlUserId: event.user_id === undefined ? null : String(event.user_id),
      applicationId,
      payload: body,
    });
    // The same resource already waits in the inbox (a storm of events): nothing more to do.
    if (id === null) return c.json({ received: true }, 200);
    // Stored is what counts: a notification left unqueued is queued again when the workers start.
    await enqueueNotification(deps, id).catch((error) =>
      logger.error({ err: error, notificationId: id }, 'no se pudo encolar la notificación'),
    );
    return c.json({ received: true }, 200);
  });

  return app;
}
