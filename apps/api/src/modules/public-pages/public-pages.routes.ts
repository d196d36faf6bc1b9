import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { CATALOGUE_FEED_LIMITS, parseDigitsAsId, parseId } from '@yonke/domain';
import {
  catalogueSettingsBodySchema,
  catalogueSettingsListSchema,
  catalogueSettingsSchema,
  metaFeedSettingsSchema,
  publicBaseSchema,
} from '@yonke/domain/schemas';
import type { Context, Next } from 'hono';
import { clientAddress, isHttpsRequest } from '../../lib/client-address.ts';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability, requireUser } from '../../lib/guards.ts';
import { logger } from '../../lib/logger.ts';
import { idParam } from '../../lib/openapi.ts';
import { lanAddresses } from '../../lib/tls.ts';
import { validationHook } from '../../lib/validation.ts';
import { sessionUserOf } from '../auth/auth.routes.ts';
import { createAuthService } from '../auth/auth.service.ts';
import { createCatalogueFeedService } from './catalogue-feed.service.ts';
import { createCatalogueSettingsService } from './catalogue-settings.service.ts';
import {
  CATALOGUE_MAX_PAGE,
  CATALOGUE_QUERY_MAX,
  type CatalogueQuery,
  createPublicPagesService,
  type RenderedPage,
  STYLESHEET_PATH,
} from './public-pages.service.ts';
import { cleanText } from './public-pages.templates.ts';
import { createPageCache, createSharedRateLimiter, PUBLIC_LIMITS } from './public-traffic.ts';

export { PUBLIC_LIMITS };

const STYLESHEET = readFileSync(new URL('./public.css', import.meta.url), 'utf8');
const STYLESHEET_VERSION = createHash('sha256').update(STYLESHEET).digest('hex').slice(0, 10);

/** How long a rendered page is reused: a sold part shows as sold within a minute. */
const PAGE_TTL_MS = 60_000;
/** Only a slug that could have been saved is looked up (see companySlugError). */
const LOOKUP_SLUG = /^[a-z0-9-]{1,60}$/;

/** A query value as a whole number in range, or undefined (a bad filter is dropped, not fatal). */
function intParam(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : undefined;
}

const SORTS = new Set(['latest', 'oldest', 'pricetohigh', 'pricetolow', 'atoz', 'ztoa']);

function catalogueQuery(c: Context): CatalogueQuery {
  const q = (c.req.query('q') ?? '').slice(0, CATALOGUE_QUERY_MAX * 2);
  const sort = c.req.query('orden') ?? 'latest';
  return {
    q: cleanText(q).replace(/\s+/g, ' ').trim().slice(0, CATALOGUE_QUERY_MAX),
    make: parseId(c.req.query('marca')) ?? undefined,
    model: parseId(c.req.query('modelo')) ?? undefined,
    year: intParam(c.req.query('anio'), 1900, 2100),
    category: parseId(c.req.query('categoria')) ?? undefined,
    sort: SORTS.has(sort) ? sort : 'latest',
    page: Math.min(intParam(c.req.query('pagina'), 1, 100_000) ?? 1, CATALOGUE_MAX_PAGE),
  };
}

const settingsSchema = catalogueSettingsBodySchema;

const publicBaseRoute = createRoute({
  method: 'get',
  path: '/api/public-pages/base',
  tags: ['public-catalogue'],
  middleware: [requireUser] as const,
  responses: {
    200: {
      description:
        '{base_url}: PUBLIC_URL; without it, the request host when PUBLIC_HOSTS (or, by default, this machine) lists it, else the first listed',
      content: { 'application/json': { schema: publicBaseSchema } },
    },
  },
});

const listSettingsRoute = createRoute({
  method: 'get',
  path: '/api/public-catalogue/companies',
  tags: ['public-catalogue'],
  middleware: [requireCapability('managePublicCatalogue')] as const,
  responses: {
    200: {
      description: 'Companies whose catalogue this user manages (role 1: all; role 2: own)',
      content: { 'application/json': { schema: catalogueSettingsListSchema } },
    },
  },
});

const updateSettingsRoute = createRoute({
  method: 'put',
  path: '/api/public-catalogue/companies/{id}',
  tags: ['public-catalogue'],
  middleware: [requireCapability('managePublicCatalogue')] as const,
  request: {
    params: idParam('1'),
    body: { content: { 'application/json': { schema: settingsSchema } }, required: true },
  },
  responses: {
    200: {
      description: 'The company settings as saved',
      content: { 'application/json': { schema: catalogueSettingsSchema } },
    },
    404: { description: 'No such company, or another company for role 2' },
    422: { description: 'Bad or taken slug, bad city' },
  },
});

const feedSettingsRoute = createRoute({
  method: 'get',
  path: '/api/public-catalogue/companies/{id}/meta-feed',
  tags: ['public-catalogue'],
  middleware: [requireCapability('managePublicCatalogue')] as const,
  request: { params: idParam('1') },
  responses: {
    200: {
      description:
        'The Meta catalogue feed address of the company, its last read and how many parts it holds',
      content: { 'application/json': { schema: metaFeedSettingsSchema } },
    },
    404: { description: 'No such company, or another company for role 2' },
  },
});

const regenerateFeedRoute = createRoute({
  method: 'post',
  path: '/api/public-catalogue/companies/{id}/meta-feed/token',
  tags: ['public-catalogue'],
  middleware: [requireCapability('managePublicCatalogue')] as const,
  request: { params: idParam('1') },
  responses: {
    200: {
      description: 'A new feed address; the previous one answers 404 from now on',
      content: { 'application/json': { schema: metaFeedSettingsSchema } },
    },
    404: { description: 'No such company, or another company for role 2' },
  },
});

/** The feed file name: the company's secret, then .xml. */
const FEED_FILE = /^([A-Za-z0-9_-]{1,100})\.xml$/;

/**
 * The buyer-facing pages (docs/decisions/006-public-pages.md): /autopart/{id} for anyone who is not signed in
 * (staff keep the app's detail at the same URL), /tienda/{slug} catalogues, their sitemaps, robots.txt, link
 * preview images; and the "Catálogo público" settings API.
 */
export function publicPagesRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const auth = createAuthService(deps);
  const service = createPublicPagesService(deps);
  const cache = createPageCache({ maxEntries: 500, ttlMs: PAGE_TTL_MS });
  const limiter = createSharedRateLimiter(PUBLIC_LIMITS);
  const settings = createCatalogueSettingsService(deps, { onChange: () => cache.clear() });
  const feeds = createCatalogueFeedService(deps);

  const mediaOrigin = deps.config.storage.driver === 's3' ? deps.config.storage.publicUrl : undefined;
  const imageSources = ["'self'", 'data:', mediaOrigin ? new URL(mediaOrigin).origin : ''].filter(Boolean);
  // No script at all: nothing a part name could smuggle in would run.
  const csp = `default-src 'none'; style-src 'self'; img-src ${imageSources.join(' ')}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

  // Without PUBLIC_URL, absolute links are built only on a host the operator listed
  // (PUBLIC_HOSTS) or, by default, on this machine's own names and addresses: a Host header is
  // never echoed, so one request cannot plant another site's address in a page others get.
  const allowedHosts =
    deps.config.publicHosts.length > 0
      ? deps.config.publicHosts
      : [
          'localhost',
          ...['localhost', '127.0.0.1', ...lanAddresses()].map((host) => `${host}:${deps.config.port}`),
        ];
  const allowed = new Set(allowedHosts);
  const fallbackHost =
    deps.config.publicHosts[0] ?? `${lanAddresses()[0] ?? 'localhost'}:${deps.config.port}`;

  function baseUrl(c: Context): string {
    if (deps.config.publicUrl) return deps.config.publicUrl;
    const scheme = isHttpsRequest(c, deps.config.trustProxy) ? 'https' : 'http';
    const host = (c.req.header('host') ?? '').trim().toLowerCase();
    return `${scheme}://${allowed.has(host) ? host : fallbackHost}`;
  }

  function clientKey(c: Context): string {
    return clientAddress(c, deps.config.trustProxy) ?? 'unknown';
  }

  async function isStaff(c: Context): Promise<boolean> {
    return (await sessionUserOf(c, auth)) !== null;
  }

  function send(c: Context, page: RenderedPage, cacheable: boolean) {
    c.header('Content-Security-Policy', csp);
    c.header('Vary', 'Cookie');
    c.header('Cache-Control', cacheable ? `public, max-age=${PAGE_TTL_MS / 1000}` : 'no-store');
    return c.html(page.html, page.status as 200);
  }

  /**
   * Budget, then the cache, then the renderer. The cache key is everything the page depends on:
   * the base its absolute links are built on, the path and the query.
   */
  async function anonymous(c: Context, render: () => Promise<RenderedPage>) {
    const decision = await limiter.check(clientKey(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfter));
      return send(c, service.tooManyRequestsPage(baseUrl(c), STYLESHEET_VERSION), false);
    }
    const url = new URL(c.req.url);
    const key = `${baseUrl(c)} ${url.pathname}${url.search}`;
    const hit = cache.get(key);
    if (hit) {
      c.header('X-Cache', 'hit');
      return send(c, { status: hit.status, html: hit.body }, true);
    }
    const page = await render();
    if (page.status === 200 || page.status === 404) {
      cache.set(key, { status: page.status, body: page.html, contentType: 'text/html' });
    }
    return send(c, page, true);
  }

  app.get(STYLESHEET_PATH, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    // The page links it with ?v=<hash of the file>: a changed stylesheet has a new URL.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(STYLESHEET);
  });

  app.get('/robots.txt', async (c) => {
    const decision = await limiter.check(clientKey(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfter));
      return c.text('', 429);
    }
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(await service.robots(baseUrl(c)));
  });

  // The staff app's detail lives at the same URL: a signed-in user gets the app (next handler,
  // the web app's index.html), everyone else the public page.
  app.get('/autopart/:id/:slug?', async (c, next: Next) => {
    if (await isStaff(c)) return next();
    const id = parseDigitsAsId(c.req.param('id'));
    return anonymous(c, () =>
      id === null
        ? Promise.resolve(service.notFoundPage(baseUrl(c), STYLESHEET_VERSION, 'part'))
        : service.partPage(id, baseUrl(c), STYLESHEET_VERSION),
    );
  });

  app.get('/p/vista/:file', async (c) => {
    const match = /^(\d{1,10})\.jpg$/.exec(c.req.param('file'));
    const id = parseDigitsAsId(match?.[1] ?? '');
    const decision = await limiter.check(clientKey(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfter));
      return c.text('Demasiadas solicitudes.', 429);
    }
    const bytes = id === null ? null : await service.previewImage(id);
    if (!bytes) {
      c.header('Cache-Control', 'public, max-age=60');
      return c.text('La imagen no existe.', 404);
    }
    return c.body(bytes, 200, {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(bytes.byteLength),
      // The part may be sold or withdrawn later; a day keeps previews cheap without pinning them.
      'Cache-Control': 'public, max-age=86400',
      // Made to be shown by other sites and apps (the preview card of a shared link).
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });

  // The Meta catalogue feed (Facebook, Instagram and WhatsApp shops): Commerce Manager reads it
  // on a schedule. Outside the API document like the pages: it is read by Meta, not by the app.
  let feedsBeingWritten = 0;
  app.get('/p/meta/:file', async (c) => {
    const decision = await limiter.check(clientKey(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfter));
      return c.text('Demasiadas solicitudes.', 429);
    }
    const token = FEED_FILE.exec(c.req.param('file'))?.[1];
    const company = token ? await feeds.open(token) : null;
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    // A wrong or old secret, a closed catalogue and a deleted company answer alike.
    if (!company) return c.text('Este catálogo no existe.', 404);
    if (feedsBeingWritten >= CATALOGUE_FEED_LIMITS.concurrentReads) {
      c.header('Retry-After', '60');
      return c.text('Estamos preparando otros catálogos; vuelve a intentarlo en un minuto.', 503);
    }
    await feeds.recordRead(company, c.req.header('user-agent'));
    feedsBeingWritten += 1;
    const encoder = new TextEncoder();
    const pipe = new TransformStream<Uint8Array, Uint8Array>();
    const writer = pipe.writable.getWriter();
    // A client that stops reading would hold a slot, a connection and an open snapshot for ever.
    const deadline = setTimeout(() => {
      writer.abort(new Error('meta feed: client too slow')).catch(() => undefined);
    }, CATALOGUE_FEED_LIMITS.maxSendMs);
    deadline.unref();
    // The feed goes out as it is read: `ready` holds the next page until the client has taken
    // the last one, so a 100,000-part feed never sits whole in memory.
    feeds
      .write(company, baseUrl(c), async (chunk) => {
        await writer.ready;
        await writer.write(encoder.encode(chunk));
      })
      .then(() => writer.close())
      .catch((error: unknown) => {
        // Headers are gone: the connection is cut, so Meta sees a broken file and keeps the
        // catalogue it has instead of reading a half feed as «everything else was sold».
        logger.warn({ err: error, companyId: company.id }, 'meta feed not completed');
        return writer.abort(error).catch(() => undefined);
      })
      .finally(() => {
        clearTimeout(deadline);
        feedsBeingWritten -= 1;
      });
    const gzip = /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
    const body = gzip
      ? pipe.readable.pipeThrough(
          new CompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>,
        )
      : pipe.readable;
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Vary', 'Accept-Encoding');
    if (gzip) c.header('Content-Encoding', 'gzip');
    return c.body(body as ReadableStream<Uint8Array<ArrayBuffer>>, 200);
  });

  app.get('/tienda/:slug/sitemap.xml', async (c) => {
    const slug = c.req.param('slug');
    const decision = await limiter.check(clientKey(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfter));
      return c.text('', 429);
    }
    const xml = LOOKUP_SLUG.test(slug) ? await service.sitemap(slug, baseUrl(c)) : null;
    if (!xml) return c.text('', 404);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(xml);
  });

  app.get('/tienda/:slug', async (c) => {
    const slug = c.req.param('slug');
    return anonymous(c, () =>
      // A slug that could never have been saved (too long, NUL bytes…) is not looked up at all.
      LOOKUP_SLUG.test(slug)
        ? service.cataloguePage(slug, catalogueQuery(c), baseUrl(c), STYLESHEET_VERSION)
        : Promise.resolve(service.notFoundPage(baseUrl(c), STYLESHEET_VERSION, 'catalogue')),
    );
  });

  // The detail screen's Compartir builds the link on this base, not on the address the staff
  // member happens to use (a LAN IP is no use to a buyer).
  app.openapi(publicBaseRoute, (c) => c.json({ base_url: baseUrl(c) }, 200));

  app.openapi(listSettingsRoute, async (c) => {
    return c.json(await settings.list(currentUser(c), baseUrl(c)), 200);
  });

  app.openapi(updateSettingsRoute, async (c) => {
    const id = parseDigitsAsId(c.req.valid('param').id);
    return c.json(await settings.update(currentUser(c), id, c.req.valid('json'), baseUrl(c)), 200);
  });

  app.openapi(feedSettingsRoute, async (c) => {
    const id = parseDigitsAsId(c.req.valid('param').id);
    return c.json(await feeds.settings(currentUser(c), id, baseUrl(c)), 200);
  });

  app.openapi(regenerateFeedRoute, async (c) => {
    const id = parseDigitsAsId(c.req.valid('param').id);
    return c.json(await feeds.regenerate(currentUser(c), id, baseUrl(c)), 200);
  });

  return app;
}
