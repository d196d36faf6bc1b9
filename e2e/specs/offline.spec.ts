import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Page as ResultsPage, SearchRow } from '@yonke/domain/schemas';
import { apiCall, expect, expectToast, loginAs, test } from '../support/fixtures.ts';

// docs/decisions/015-installable-app.md: the installable app, the stock check without connection, and
// sign-out clearing the device. The service worker needs the production build the e2e server serves.
test.use({ serviceWorkers: 'allow' });

interface LocationRow {
  id: number;
  name: string;
  stock: number;
}

/** A location with a few countable parts that no other test of this file counts. */
async function countable(page: Page, skip: number) {
  const locations = await apiCall<LocationRow[]>(page, 'GET', '/api/locations');
  let seen = 0;
  for (const location of [...locations].reverse()) {
    if (location.stock < 3 || location.stock > 12) continue;
    const result = await apiCall<ResultsPage<SearchRow>>(
      page,
      'POST',
      '/api/autoparts/searchInventory?page=1',
      {
        location: location.id,
        status: [1, 2, 5],
      },
    );
    if (result.total < 3 || result.total > 10) continue;
    if (seen === skip) return { location, parts: result.data };
    seen += 1;
  }
  throw new Error('no countable location');
}

/** A part recorded in another location, to be scanned into the count. */
async function partElsewhere(page: Page, locationId: number, skip: number) {
  const rows = (
    await apiCall<ResultsPage<SearchRow>>(page, 'POST', '/api/autoparts/searchInventory?page=1', {
      status: [1],
      sort: 'oldest',
    })
  ).data.filter((row) => row.location_id !== null && row.location_id !== locationId);
  return rows[skip] as SearchRow;
}

async function historyTotal(page: Page, locationId: number) {
  return (await apiCall<{ total: number }>(page, 'GET', `/api/stock-checks?location=${locationId}`)).total;
}

async function partNow(page: Page, id: number) {
  return apiCall<{ status_id: number; location_id: number | null }>(
    page,
    'GET',
    `/api/autoparts/showReinventory/${id}`,
  );
}

/** Waits for the service worker to be installed and to control the page (after one reload). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const rowOf = (page: Page, id: number) => page.locator(`[data-testid="stock-row"][data-part-id="${id}"]`);

async function scanTyped(page: Page, code: string) {
  await page.getByRole('button', { name: 'Escanear código QR' }).click();
  const input = page.getByRole('dialog').getByRole('textbox', { name: 'Código' });
  await input.fill(code);
  await input.press('Enter');
}

/** The width and height a PNG's header states. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('installable: manifest, icons of the stated sizes, a service worker controlling the page', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'admin');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href as string);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    display: string;
    start_url: string;
    scope: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Yonke · Inventario de autopartes',
    short_name: 'Yonke',
    lang: 'es-MX',
    display: 'standalone',
    theme_color: '#1c7ed6',
  });
  // Chromium's installability criteria: a start URL inside the scope, icons of 192 and 512 px.
  const scope = new URL(manifest.scope, baseURL);
  const start = new URL(manifest.start_url, baseURL);
  expect(start.href.startsWith(scope.href)).toBe(true);
  const sizes = new Set<string>();
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toContain('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    sizes.add(`${icon.sizes}:${icon.purpose ?? 'any'}`);
  }
  expect([...sizes]).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
  // iOS reads its own tags.
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await page.request.get(touch as string)).body())).toBe('180x180');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');

  await controlledByWorker(page);
  const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(scriptUrl).toBe(new URL('/sw.js', baseURL).href);
  // The app, the scanner's reader included, is precached for opening without connection.
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.startsWith('workbox-precache'));
    if (!precache) return [];
    return (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname);
  });
  expect(precached).toEqual(expect.arrayContaining(['/index.html', '/reader/zxing_reader.wasm']));
});

test('a count without connection: scanned, queued, sent once when the connection returns', async ({
  page,
  context,
}) => {
  await loginAs(page, 'admin');
  const { location, parts } = await countable(page, 0);
  const elsewhere = await partElsewhere(page, location.id, 0);
  const before = await historyTotal(page, location.id);
  await controlledByWorker(page);
  // Opened once with connection: the location's list is kept on the phone.
  await page.goto(`/reinventory?location=${location.id}`);
  await expect(page.getByTestId('stock-row')).toHaveCount(parts.length);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('Sin conexión');
  // The worker is offline too: a request it has never cached fails instead of reaching the server.
  expect(
    await page.evaluate(() =>
      fetch('/api/locations/2000000000').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  // The app shell and the count open without connection.
  await page.reload();
  await expect(page.getByTestId('stock-row')).toHaveCount(parts.length);
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  const [first, ...rest] = parts as [SearchRow, ...SearchRow[]];
  const missing = rest.pop() as SearchRow;
  await scanTyped(page, `autopart-${first.id}`);
  await expect(page.getByTestId('scanner-result')).toContainText('Autoparte encontrada');
  // A part not in the list: only its id is known until the save.
  await page.getByRole('dialog').getByRole('textbox', { name: 'Código' }).fill(`autopart-${elsewhere.id}`);
  await page.getByRole('dialog').getByRole('textbox', { name: 'Código' }).press('Enter');
  await expect(page.getByTestId('scanner-result')).toContainText(
    'Autoparte agregada sin conexión; se verificará al guardar',
  );
  await page.keyboard.press('Escape');
  for (const part of rest) {
    await rowOf(page, part.id)
      .getByRole('button', { name: /Marcar como encontrada/ })
      .click();
  }
  await expect(rowOf(page, elsewhere.id)).toHaveAttribute('data-action', 'added');

  await page.getByRole('main').getByRole('button', { name: 'Guardar' }).click();
  await page
    .getByRole('dialog', { name: `Guardar inventario de ${location.name}` })
    .getByRole('button', { name: 'Guardar' })
    .click();
  await expect(page.getByText('Se guardará cuando vuelva la conexión', { exact: true })).toBeVisible();
  await expect(page.getByTestId('pending-badge')).toHaveText('1 por enviar');
  await expect(page.getByTestId('queued-pending')).toContainText(`Inventario de ${location.name} por enviar`);

  // Still offline after a reload: the queued save waits, nothing was lost.
  await page.reload();
  await expect(page.getByTestId('pending-badge')).toHaveText('1 por enviar');

  // Back online: the app notices (the browser's event, or its next request) and sends the queue.
  await context.setOffline(false);
  await expectToast(page, `Inventario de ${location.name} guardado`);
  await expect(page.getByTestId('pending-badge')).toHaveCount(0);

  // Exactly one stock check, and the parts as if it had been saved online.
  expect(await historyTotal(page, location.id)).toBe(before + 1);
  for (const part of [first, ...rest]) {
    expect((await partNow(page, part.id)).status_id).toBe(part.status_id === 2 ? 1 : part.status_id);
  }
  expect((await partNow(page, missing.id)).status_id).toBe(missing.status_id === 1 ? 2 : missing.status_id);
  expect(await partNow(page, elsewhere.id)).toMatchObject({ location_id: location.id, status_id: 1 });
  // The queue is empty after a while too: no second send.
  await page.reload();
  await expect(page.getByTestId('stock-row').first()).toBeVisible();
  await expect(page.getByTestId('pending-badge')).toHaveCount(0);
  expect(await historyTotal(page, location.id)).toBe(before + 1);
});

test('a save whose answer is lost is sent again with its key and applied once', async ({ page }) => {
  await loginAs(page, 'admin', null);
  const { location, parts } = await countable(page, 1);
  const before = await historyTotal(page, location.id);
  await page.goto(`/reinventory?location=${location.id}`);
  await expect(page.getByTestId('stock-row')).toHaveCount(parts.length);

  const keys: string[] = [];
  await page.route('**/api/autoparts/bulkUpdate', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
    if (keys.length === 1) {
      // The server applies the count; the answer never reaches the phone.
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  for (const part of parts) {
    await rowOf(page, part.id)
      .getByRole('button', { name: /Marcar como encontrada/ })
      .click();
  }
  await page.getByRole('main').getByRole('button', { name: 'Guardar' }).click();
  await expectToast(page, `Inventario de ${location.name} guardado`);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(await historyTotal(page, location.id)).toBe(before + 1);
  for (const part of parts) {
    expect((await partNow(page, part.id)).status_id).toBe(part.status_id === 2 ? 1 : part.status_id);
  }
  await expect(page.getByTestId('pending-badge')).toHaveCount(0);
});

test('signing out with a queued save warns first; then every cache and stored count is gone', async ({
  page,
  context,
}) => {
  await loginAs(page, 'admin');
  const { location, parts } = await countable(page, 2);
  await controlledByWorker(page);
  await page.goto(`/reinventory?location=${location.id}`);
  await expect(page.getByTestId('stock-row')).toHaveCount(parts.length);
  // A part opened online: its detail and photo stay readable offline.
  const opened = parts[0] as SearchRow;
  await page.goto(`/autopart/${opened.id}`);
  await expect(page.getByRole('heading', { name: opened.name })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/autopart/${opened.id}`);
  await expect(page.getByRole('heading', { name: opened.name })).toBeVisible();
  // A part never opened on this phone says why it cannot be shown.
  const other = parts[1] as SearchRow;
  await page.goto(`/autopart/${other.id}`);
  await expect(
    page.getByText('Esta autoparte no se abrió antes en este teléfono', { exact: false }),
  ).toBeVisible();

  await page.goto(`/reinventory?location=${location.id}`);
  await rowOf(page, opened.id)
    .getByRole('button', { name: /Marcar como encontrada/ })
    .click();
  await page.getByRole('main').getByRole('button', { name: 'Guardar' }).click();
  await page
    .getByRole('dialog', { name: `Guardar inventario de ${location.name}` })
    .getByRole('button', { name: 'Guardar' })
    .click();
  await expect(page.getByTestId('pending-badge')).toHaveText('1 por enviar');

  const stored = () =>
    page.evaluate(async () => {
      const count = (name: string, store: string) =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open(name);
          open.onupgradeneeded = () => open.result.createObjectStore(store);
          open.onsuccess = () => {
            const request = open.result.transaction(store).objectStore(store).count();
            request.onsuccess = () => {
              resolve(request.result);
              open.result.close();
            };
          };
        });
      return {
        caches: await caches.keys(),
        queue: await count('yonke-queue', 'saves'),
        data: await count('yonke-data', 'entries'),
        drafts: Object.keys(localStorage).filter((key) => key.startsWith('stockCheck.draft.')).length,
      };
    });
  const full = await stored();
  expect(full.queue).toBe(1);
  expect(full.data).toBeGreaterThan(0);
  expect(full.caches).toEqual(expect.arrayContaining(['yonke-data', 'yonke-parts']));

  // Sign-out with the save still queued: the user is told and decides.
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  const warning = page.getByRole('dialog', { name: 'Tienes inventarios que no están en el servidor' });
  await expect(warning).toContainText('1 inventario espera conexión para enviarse');
  await warning.getByRole('button', { name: 'Cancelar' }).click();
  expect((await stored()).queue).toBe(1);

  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await warning.getByRole('button', { name: 'Salir y borrarlos' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await stored();
  // Only Workbox's precache of the app itself (no user data) remains.
  expect(after.caches.filter((name) => !name.startsWith('workbox-precache'))).toEqual([]);
  expect(after).toMatchObject({ queue: 0, data: 0, drafts: 0 });

  // Back online, the session signed out without connection is ended on the server too.
  await context.setOffline(false);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  const me = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
  expect(me.status()).toBe(401);
});

test('a new version is offered, and not applied while a count has unsaved marks', async ({ page }) => {
  await loginAs(page, 'admin');
  const { location, parts } = await countable(page, 3);
  await controlledByWorker(page);
  await page.goto(`/reinventory?location=${location.id}`);
  await expect(page.getByTestId('stock-row')).toHaveCount(parts.length);
  await rowOf(page, (parts[0] as SearchRow).id)
    .getByRole('button', { name: /Marcar como encontrada/ })
    .click();

  // A deployment: the served service worker changes (the same build the e2e server serves).
  const dist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
  const worker = path.join(dist, 'sw.js');
  const original = readFileSync(worker, 'utf8');
  try {
    writeFileSync(worker, `${original}\n// e2e: a new version ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('Hay una versión nueva');
    await expect(prompt).toContainText('se podrá actualizar al guardar el inventario que estás contando');
    await expect(prompt.getByRole('button', { name: 'Actualizar' })).toBeDisabled();

    // Saved: the count is over, the update may be applied.
    await page.getByRole('main').getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('dialog', { name: `Guardar inventario de ${location.name}` })
      .getByRole('button', { name: 'Guardar' })
      .click();
    await expectToast(page, 'Inventario guardado correctamente');
    await expect(prompt.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    // The new worker took over and the page reloaded with it: nothing waits any more.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && navigator.serviceWorker.controller !== null;
        }),
      )
      .toBe(true);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  } finally {
    writeFileSync(worker, original);
  }
});

test.describe('on a 390 px phone without connection', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every destination of the bottom bar and the user menu opens by tapping, without a reload', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'admin');
    await controlledByWorker(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await context.setOffline(true);

    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    const bar = page.getByRole('contentinfo').getByRole('navigation', { name: 'Secciones' });
    const destinations = await bar
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => [link.textContent ?? '', link.getAttribute('href') ?? ''] as const),
      );
    expect(destinations.map(([label]) => label)).toEqual(
      expect.arrayContaining(['Buscador', 'Ventas', 'Autopartes', 'Inventario']),
    );
    // Away from the Buscador first, so that every tap changes the address.
    for (const [label, href] of [...destinations.slice(1), ...destinations.slice(0, 1)]) {
      await bar.getByRole('link', { name: label, exact: true }).tap();
      await expect(page, label).toHaveURL((url) => url.pathname === href);
      await expect(bar.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // The screen itself, or its own «Sin conexión» — never the previous screen left in place.
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByRole('heading', { level: 1 })
          .or(page.getByTestId('offline-screen'))
          .first(),
      ).toBeVisible();
    }
    // A list that needs the server says so, instead of «No encontramos lo que buscas».
    for (const label of ['Ventas', 'Autopartes']) {
      await bar.getByRole('link', { name: label, exact: true }).tap();
      await expect(page.getByTestId('offline-screen')).toContainText('Sin conexión');
      await expect(page.getByText('No encontramos lo que buscas')).toHaveCount(0);
    }
    // Inventario opens its own screen: counting works without connection.
    await bar.getByRole('link', { name: 'Inventario', exact: true }).tap();
    await expect(page.getByRole('heading', { name: 'Inventario', level: 1 })).toBeVisible();

    const menu = page.getByRole('button', { name: /Menú de usuario/ });
    await menu.tap();
    await expect(page.getByRole('menuitem', { name: 'Mi perfil' })).toBeVisible();
    const items = await page
      .getByRole('menuitem')
      .evaluateAll((links) =>
        links
          .filter((link) => link.getAttribute('href'))
          .map((link) => [link.textContent ?? '', link.getAttribute('href') ?? ''] as const),
      );
    expect(items.length).toBeGreaterThan(3);
    await page.keyboard.press('Escape');
    for (const [label, href] of items) {
      // The menu fades out after a choice; a tap before it is gone would close it again.
      await expect(page.getByRole('menu')).toBeHidden();
      await menu.tap();
      // By address: an entry's text may carry a live count («Preguntas1») that other specs change.
      await page.locator(`[role="menuitem"][href="${href}"]`).tap();
      await expect(page, label).toHaveURL((url) => url.pathname === href);
      await expect(
        page
          .getByRole('main')
          .getByRole('heading', { level: 1 })
          .or(page.getByTestId('offline-screen'))
          .first(),
        label,
      ).toBeVisible();
    }
    // All of it by tapping: the page never loaded again.
    expect(loads).toBe(0);
    await context.setOffline(false);
  });
});
