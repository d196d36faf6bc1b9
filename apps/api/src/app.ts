import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import { IMPORT_MAX_BYTES } from '@yonke/domain';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { AppError, MESSAGES } from './lib/errors.ts';
import { isClientAbort } from './lib/http-edges.ts';
import { IMAGE_MESSAGES, isImageUploadPath, UPLOAD_BODY_LIMIT } from './lib/images.ts';
import { logger } from './lib/logger.ts';
import { requestLog } from './lib/request-log.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { unsafeTextGuard, validationHook } from './lib/validation.ts';
import { authRoutes, csrfMiddleware, sessionMiddleware } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { IMPORT_UPLOAD_PATH } from './modules/import/import.routes.ts';
import { mountModules } from './modules/index.ts';
import { ignoreUnreadableNotification } from './modules/marketplace/notifications.routes.ts';
import { passwordChangeGate } from './modules/people/password-gate.ts';

const JSON_BODY_LIMIT = 1024 * 1024;
/** Paths called by other servers, which cannot carry our XSRF cookie. */
const CSRF_EXEMPT_PATHS = ['/api/ml/notifications'];

function errorBody(error: AppError) {
  return error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
}

/** Maps Hono's own exceptions (malformed JSON, wrong content type, body too large) to Spanish. */
function fromHttpException(error: HTTPException): AppError {
  switch (error.status) {
    case 400:
      return new AppError(400, MESSAGES.malformedJson);
    case 413:
      return new AppError(413, MESSAGES.payloadTooLarge);
    case 415:
      return new AppError(415, MESSAGES.unsupportedMediaType);
    case 401:
      return new AppError(401, MESSAGES.unauthenticated);
    case 403:
      return new AppError(403, MESSAGES.forbidden);
    case 404:
      return new AppError(404, MESSAGES.routeNotFound);
    default:
      return new AppError(
        error.status >= 500 ? 500 : error.status,
        error.status >= 500 ? MESSAGES.internal : MESSAGES.invalidData,
      );
  }
}

type BodyLimit = { maxSize: number; onError: () => never };

const jsonLimit: BodyLimit = {
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new AppError(413, MESSAGES.payloadTooLarge);
  },
};

/** Only the photo uploads get room for a 20 MB file; every other call keeps the 1 MB limit. */
const uploadLimit: BodyLimit = {
  maxSize: UPLOAD_BODY_LIMIT,
  onError: () => {
    throw new AppError(413, IMAGE_MESSAGES.tooLarge, { file: [IMAGE_MESSAGES.tooLarge] });
  },
};

/** A spreadsheet to import: refused from its Content-Length or as it streams in. */
const IMPORT_FILE_TOO_LARGE = 'El archivo no puede pesar más de 20 MB: divídelo en archivos más pequeños.';
const importLimit: BodyLimit = {
  maxSize: IMPORT_MAX_BYTES + 1024 * 1024,
  onError: () => {
    throw new AppError(413, IMPORT_FILE_TOO_LARGE, { file: [IMPORT_FILE_TOO_LARGE] });
  },
};

/**
 * A body whose length is declared (Content-Length, no Transfer-Encoding: Node's parser then reads
 * exactly that many bytes) is judged by the header, as Hono's bodyLimit does too. Only a streamed
 * body goes through bodyLimit, because asking Hono for the body stream makes @hono/node-server
 * build a full web Request (undici and a stream) and read the JSON through it instead of straight
 * from the socket (docs/performance.md). A GET or HEAD has no body at all.
 */
function limitBody(limit: BodyLimit): MiddlewareHandler<AppEnv> {
  const streaming = bodyLimit(limit);
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > limit.maxSize ? limit.onError() : next();
    }
    return streaming(c, next);
  };
}
const limitJson = limitBody(jsonLimit);
const limitUpload = limitBody(uploadLimit);
const limitImport = limitBody(importLimit);

/** The head of /api/openapi.json; the web's typed client is generated from the same document (cli/api-types.ts). */
export const OPENAPI_INFO = {
  openapi: '3.0.0',
  info: { title: 'Yonke API', version: '1.0.0', description: 'Inventario y ventas de autopartes usadas' },
};

export function buildApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const auth = createAuthService(deps);

  // CSP, HSTS over HTTPS only, and the rest; a route may set its own (lib/security-headers.ts).
  app.use('*', securityHeaders(deps.config));
  app.use('*', requestLog);

  // Photos of returned parts are the company's, not public like part photos: served with a session.
  const guarded = ['/api/*', '/login', '/logout', '/sanctum/*', '/media/returns/*'];
  for (const pattern of guarded) {
    app.use(pattern, async (c, next) => {
      c.set('user', null);
      await next();
    });
    app.use(pattern, (c, next) =>
      c.req.method === 'POST' && c.req.path === IMPORT_UPLOAD_PATH
        ? limitImport(c, next)
        : c.req.method === 'POST' && isImageUploadPath(c.req.path)
          ? limitUpload(c, next)
          : limitJson(c, next),
    );
    app.use(pattern, sessionMiddleware(auth));
    app.use(pattern, csrfMiddleware(CSRF_EXEMPT_PATHS));
    // NUL bytes and lone surrogates: refused here, once, for every route (lib/validation.ts).
    app.use(pattern, unsafeTextGuard({ '/api/ml/notifications': ignoreUnreadableNotification }));
    app.use(pattern, passwordChangeGate);
  }

  app.route('/', authRoutes(deps, auth));
  mountModules(app, deps);

  app.doc('/api/openapi.json', OPENAPI_INFO);

  app.all('/api/*', () => {
    throw new AppError(404, MESSAGES.routeNotFound);
  });

  mountWeb(app, deps.config.webDist);

  app.onError((error, c) => {
    const appError =
      error instanceof AppError
        ? error
        : error instanceof HTTPException
          ? fromHttpException(error)
          : isClientAbort(error)
            ? new AppError(400, MESSAGES.clientAborted)
            : new AppError(500, MESSAGES.internal);
    // A client that left mid-body is nobody's fault here: one line, no stack, not an error.
    if (isClientAbort(error)) logger.info({ path: c.req.path }, 'el cliente cerró la conexión');
    else if (appError.status >= 500) logger.error({ err: error, path: c.req.path }, 'request failed');
    for (const [name, value] of Object.entries(appError.headers ?? {})) c.header(name, value);
    return c.json(errorBody(appError), appError.status as 400);
  });

  app.notFound((c) => c.json({ message: MESSAGES.routeNotFound }, 404));

  return app;
}

/** Serves the built web app; every non-API path falls back to index.html for the SPA router. */
function mountWeb(app: OpenAPIHono<AppEnv>, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  if (existsSync(webDist)) {
    app.use(
      '/assets/*',
      serveStatic({
        root: webDist,
        onFound: (_path, c) => {
          // File names carry a content hash, so they can be cached for good.
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    const servePublicFile = serveStatic({ root: webDist });
    // Only real file names (favicon.svg, robots.txt…) are looked up; routes fall through to the SPA.
    app.use('*', (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? servePublicFile(c, next) : next()));
  }
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('La aplicación web no está compilada. Ejecuta `npm run build` o `npm start`.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}

export type App = ReturnType<typeof buildApp>;
