import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from './context.ts';
import { logger } from './logger.ts';
import { requestContext } from './request-context.ts';

/** A caller's id (a proxy's X-Request-Id) is kept only when it is short and plain. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,64}$/;

function isLogged(path: string): boolean {
  return (
    path.startsWith('/api/') ||
    path === '/login' ||
    path === '/logout' ||
    path.startsWith('/sanctum/') ||
    path === '/health'
  );
}

/**
 * Sets a header on the answer already made. `c.header()` would copy the answer first, turning
 * @hono/node-server's light response into a full web Response (undici) twice per request
 * (docs/performance.md); an answer with read-only headers (none of ours today) still goes that way.
 */
function setResponseHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/**
 * Gives every request an id (answered in X-Request-Id and added to every log line written while
 * it runs) and writes one line per API request: method, route pattern, status, milliseconds.
 * The route pattern (/api/autoparts/:id), never the path, query, headers or body: those can
 * carry names, e-mails or tokens.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const reqId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  const started = performance.now();
  await requestContext.run({ reqId }, () => next());
  setResponseHeader(c, 'X-Request-Id', reqId);
  if (!isLogged(c.req.path)) return;
  const line = {
    reqId,
    method: c.req.method,
    route: routePath(c),
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
  // Monitors call /health every few seconds; its lines would drown the rest.
  if (c.req.path === '/health') logger.debug(line, 'request');
  else logger.info(line, 'request');
});
