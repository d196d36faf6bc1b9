import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { createMlClient } from '../../lib/ml-client.ts';
import { validationHook } from '../../lib/validation.ts';
import { createOAuthService } from './oauth.service.ts';
import { OAUTH_PAGE_CSP, renderOAuthResultPage } from './oauth-page.ts';

export const CALLBACK_PATH = '/api/ml/auth';

/**
 * Where the marketplace sends the person back: ML_REDIRECT_URI (it must equal the URL registered
 * in the marketplace's app settings), or this server's own callback when it is not set.
 */
export function callbackRedirectUri(deps: AppDeps, requestUrl: string): string {
  if (deps.config.ml.redirectUri) return deps.config.ml.redirectUri;
  const base = deps.config.publicUrl ?? new URL(requestUrl).origin;
  return `${base.replace(/\/+$/, '')}${CALLBACK_PATH}`;
}

const callbackRoute = createRoute({
  method: 'get',
  path: CALLBACK_PATH,
  tags: ['marketplace'],
  description:
    'OAuth callback of the marketplace (public: it is reached by a redirect). Verifies the signed state, exchanges the code and stores the grant when the authorised seller is the account’s.',
  request: {
    query: z.object({
      code: z.string().max(2000).optional(),
      state: z.string().max(2000).optional(),
      error: z.string().max(2000).optional(),
    }),
  },
  responses: {
    200: {
      description: 'Spanish page: the account is connected',
      content: { 'text/html': { schema: z.string() } },
    },
    400: {
      description: 'Forged, expired or spent state; code refused',
      content: { 'text/html': { schema: z.string() } },
    },
    403: { description: 'Another seller authorised', content: { 'text/html': { schema: z.string() } } },
  },
});

export function oauthRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const oauth = createOAuthService(deps, createMlClient(deps.config));

  app.openapi(
    callbackRoute,
    async (c) => {
      const query = c.req.valid('query');
      const result = await oauth.callback({ ...query, redirectUri: callbackRedirectUri(deps, c.req.url) });
      c.header('Cache-Control', 'no-store');
      c.header('Content-Security-Policy', OAUTH_PAGE_CSP);
      // The code and state are in this page's URL; no other site should learn them from a Referer.
      c.header('Referrer-Policy', 'no-referrer');
      return c.html(renderOAuthResultPage(result), result.status as 200);
    },
    (result, c) => {
      if (result.success) return;
      c.header('Content-Security-Policy', OAUTH_PAGE_CSP);
      return c.html(
        renderOAuthResultPage({
          ok: false,
          title: 'No se pudo conectar la tienda',
          message: 'La respuesta de Mercado Libre no es válida. Vuelve a Tiendas y pulsa Autorizar de nuevo.',
        }),
        400,
      );
    },
  );

  return app;
}
