import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { DEFAULT_TIME_ZONE } from '@yonke/domain';
import { type CurrentUser, currentUserSchema, loginInputSchema } from '@yonke/domain/schemas';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { clientAddress, isHttpsRequest } from '../../lib/client-address.ts';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { currentUser } from '../../lib/guards.ts';
import { validationHook } from '../../lib/validation.ts';
import type { AuthService } from './auth.service.ts';

export const SESSION_COOKIE = 'yonke_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function issueXsrfCookie(c: Context, secure: boolean): void {
  setCookie(c, XSRF_COOKIE, randomBytes(32).toString('base64url'), {
    path: '/',
    sameSite: 'Lax',
    secure,
    // Readable by the page on purpose: the client copies it into the X-XSRF-TOKEN header.
    httpOnly: false,
  });
}

/** The signed-in user of a request's session cookie, or null (an oversized cookie is no session). */
export async function sessionUserOf(c: Context, auth: AuthService) {
  const token = getCookie(c, SESSION_COOKIE);
  return token && token.length < 200 ? await auth.resolveSession(token) : null;
}

/** Resolves the session cookie into `c.var.user` (or null) for everything that follows. */
export function sessionMiddleware(auth: AuthService) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', await sessionUserOf(c, auth));
    await next();
  });
}

/**
 * The header as the client meant it: clients copy the cookie percent-encoded or not. A value that
 * is not valid percent-encoding ("%", "%E0%A4%A") cannot match our base64url cookie, so it is an
 * empty token (419 like any wrong one), not a URIError and a 500.
 */
function xsrfHeaderValue(header: string | undefined): string {
  if (!header) return '';
  try {
    return decodeURIComponent(header);
  } catch {
    return '';
  }
}

/**
 * Double-submit check: a state-changing request must echo the XSRF cookie in a header, which a
 * page from another site cannot read. Server-to-server callbacks are listed as exempt.
 */
export function csrfMiddleware(exemptPaths: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPaths.includes(c.req.path)) return next();
    const cookie = getCookie(c, XSRF_COOKIE) ?? '';
    const a = Buffer.from(cookie);
    const b = Buffer.from(xsrfHeaderValue(c.req.header(XSRF_HEADER)));
    if (a.length === 0 || a.length !== b.length || !timingSafeEqual(a, b)) {
      throw new AppError(419, MESSAGES.csrf);
    }
    await next();
  });
}

export function toCurrentUser(user: NonNullable<AppEnv['Variables']['user']>): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar_url: user.avatarUrl,
    roles: user.roles.map((roleId) => ({ role_id: roleId })),
    store: {
      id: user.companyId,
      name: user.companyName,
      time_zone: user.companyTimeZone ?? DEFAULT_TIME_ZONE,
    },
    must_change_password: user.mustChangePassword ?? false,
  };
}

const csrfCookieRoute = createRoute({
  method: 'get',
  path: '/sanctum/csrf-cookie',
  tags: ['auth'],
  responses: { 204: { description: 'Sets the XSRF-TOKEN cookie' } },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  tags: ['auth'],
  request: { body: { content: { 'application/json': { schema: loginInputSchema } }, required: true } },
  responses: {
    204: { description: 'Signed in; the session cookie is set' },
    422: { description: 'Wrong credentials, inactive user or missing fields' },
    429: { description: 'Too many failed attempts' },
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['auth'],
  responses: { 204: { description: 'Signed out' } },
});

const userRoute = createRoute({
  method: 'get',
  path: '/api/user',
  tags: ['auth'],
  responses: {
    200: {
      description: 'The signed-in user',
      content: { 'application/json': { schema: currentUserSchema } },
    },
    401: { description: 'Not signed in' },
  },
});

export function authRoutes(deps: AppDeps, auth: AuthService) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.openapi(csrfCookieRoute, (c) => {
    issueXsrfCookie(c, isHttpsRequest(c, deps.config.trustProxy));
    return c.body(null, 204);
  });

  app.openapi(loginRoute, async (c) => {
    const input = c.req.valid('json');
    const previous = c.get('user');
    if (previous) await auth.logout(previous.sessionId);
    const { token } = await auth.login(input, {
      ip: clientAddress(c, deps.config.trustProxy),
      userAgent: c.req.header('user-agent') ?? null,
    });
    setCookie(c, SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: isHttpsRequest(c, deps.config.trustProxy),
      maxAge: Math.floor(deps.config.sessionTtlMs / 1000),
    });
    issueXsrfCookie(c, isHttpsRequest(c, deps.config.trustProxy));
    return c.body(null, 204);
  });

  app.openapi(logoutRoute, async (c) => {
    const user = c.get('user');
    if (user) await auth.logout(user.sessionId);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    issueXsrfCookie(c, isHttpsRequest(c, deps.config.trustProxy));
    return c.body(null, 204);
  });

  app.openapi(userRoute, (c) => c.json(toCurrentUser(currentUser(c)), 200));

  return app;
}
