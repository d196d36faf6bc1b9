/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/015-installable-app.md). Built by vite-plugin-pwa
 * (injectManifest): Workbox precaches the built app, and this file adds what a generated worker
 * cannot: the navigation rule, the per-purpose data caches that sign-out empties, and Background
 * Sync for stock-check saves queued without connection.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { DATA_CACHES, OFFLINE_COPY_HEADER, SYNC_TAG } from './lib/offline/cache-names';
import { flushQueue } from './lib/offline/save-queue';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  cookieStore?: { get(name: string): Promise<{ value?: string } | null> };
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A yard's weak Wi-Fi: after this long the app opens from the device instead of waiting. */
const NETWORK_TIMEOUT_SECONDS = 6;

// Pages: the server's answer first (always the current index.html with its current chunks; the
// public part pages at /autopart/… for visitors), the precached app only when the network fails.
// The precached index.html and its chunks come from one build, so it never names a missing chunk.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), NETWORK_TIMEOUT_SECONDS * 1000);
      try {
        return await fetch(request, { signal: controller.signal });
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      } finally {
        clearTimeout(timer);
      }
    },
    { denylist: [/^\/api\//, /^\/media\//, /^\/tienda\//, /^\/p\//, /^\/sanctum\//, /^\/logout/] },
  ),
);

/** A cached answer used because the network failed says so, for the page's "Sin conexión". */
const markOfflineCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

// What stays readable offline (docs/product.md §10): the signed-in user, the reference lists and
// a location looked up by its label. Only successful answers are kept (Workbox's default).
const REFERENCE_PATH =
  /^\/api\/(user|categories|positions|sides|conditions|origins|makes|models|years|stores|stores_ml|users|locations|statuses|bulb_positions|bulb_technologies|shipping_types|locations\/\d+)$/;
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && REFERENCE_PATH.test(url.pathname),
  new NetworkFirst({
    cacheName: DATA_CACHES.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [markOfflineCopy],
  }),
);

// Parts opened recently, with their photos.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/autoparts\/(showByUser\/)?\d+$/.test(url.pathname),
  new NetworkFirst({
    cacheName: DATA_CACHES.parts,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 14 * 24 * 3600 }), markOfflineCopy],
  }),
);
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: DATA_CACHES.photos,
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// "Actualizar" (prompt mode): the waiting worker takes over only when the page asks.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Every open page of the app, also one opened before this worker took control of it. */
function openPages() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function tellPages(message: unknown) {
  for (const client of await openPages()) client.postMessage(message);
}

/**
 * Background Sync (Chromium): an open page sends the queue itself (it tells the user the result);
 * with none open the worker sends it as the signed-in user, read from the server first so that a
 * save queued by someone else on this phone is never sent under another session. What it could not
 * send cleanly (conflicts, refusals) stays in the queue for the screen to show.
 */
async function syncQueue() {
  const pages = await openPages();
  if (pages.length > 0) {
    await tellPages({ type: 'flush-queue' });
    return;
  }
  const me = await fetch('/api/user', { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!me.ok) return;
  const user = (await me.json()) as { id?: number };
  if (typeof user.id !== 'number') return;
  const xsrf = async () => {
    const cookie = await self.cookieStore?.get('XSRF-TOKEN');
    return cookie?.value ? decodeURIComponent(cookie.value) : undefined;
  };
  const reports = await flushQueue(user.id, xsrf);
  await tellPages({ type: 'queue-changed' });
  if (reports.some((report) => report.outcome.kind === 'offline')) throw new Error('still offline');
}

self.addEventListener('sync', (event) => {
  const sync = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
  if (sync.tag === SYNC_TAG) sync.waitUntil(syncQueue());
});
