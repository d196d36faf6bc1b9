/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  type DemoRole,
  expect,
  expectToast,
  loginAs,
  test,
} from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screens.ts';

// docs/decisions/006-public-pages.md: the link staff share must open for the buyer, who has no account and no
// cookies.

const SCREENS = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screens');
mkdirSync(SCREENS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** The demo company's phone (apps/api/src/db/seed/seed.ts). */
const STORE_PHONE = '8112345678';

interface ListedPart {
  id: number;
  name: string;
  status_id: number;
  sale_price: number;
}

async function xsrf(api: APIRequestContext): Promise<string> {
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}

async function apiAs(baseURL: string, role: DemoRole): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  await api.get('/sanctum/csrf-cookie');
  const response = await api.post('/login', {
    data: { email: DEMO_USERS[role].email, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': await xsrf(api) },
  });
  expect(response.status()).toBe(204);
  return api;
}

async function firstPart(api: APIRequestContext, status: number, skip: Set<number>): Promise<ListedPart> {
  const response = await api.post('/api/autoparts/searchSales?page=1', {
    data: { status: [status], sort: 'latest' },
    headers: { 'X-XSRF-TOKEN': await xsrf(api) },
  });
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as { data: ListedPart[] }).data.find(
    (part) => !skip.has(part.id) && part.sale_price > 0,
  );
  if (!found) throw new Error(`no demo part with status ${status}`);
  skip.add(found.id);
  return found;
}

/** The demo company's public catalogue on or off (its part pages answer buyers only when on). */
async function setCatalogue(api: APIRequestContext, on: boolean) {
  const list = await api.get('/api/public-catalogue/companies');
  expect(list.status()).toBe(200);
  const [company] = ((await list.json()) as { data: { id: number }[] }).data;
  const response = await api.put(`/api/public-catalogue/companies/${company?.id}`, {
    data: { slug: 'demo-yonke', city: 'Monterrey', public_catalogue: on },
    headers: { 'X-XSRF-TOKEN': await xsrf(api) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A photo-like JPEG: a car door drawn in SVG, so that the screenshots show a real image. */
async function doorPhoto(color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="1200" fill="#dfe3e8"/>
    <rect x="0" y="900" width="1600" height="300" fill="#b9c0c8"/>
    <path d="M300 300 L1150 300 L1350 520 L1350 1000 L300 1000 Z" fill="${color}" stroke="#222" stroke-width="12"/>
    <path d="M360 350 L1120 350 L1280 520 L360 520 Z" fill="#9fc4e0" stroke="#222" stroke-width="8"/>
    <rect x="1050" y="620" width="180" height="40" rx="18" fill="#333"/>
    <line x1="300" y1="700" x2="1350" y2="700" stroke="#222" stroke-width="6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function uploadPhoto(api: APIRequestContext, partId: number, color: string) {
  const response = await api.post(`/api/autoparts/images/upload/${partId}`, {
    multipart: { file: { name: 'puerta.jpg', mimeType: 'image/jpeg', buffer: await doorPhoto(color) } },
    headers: { 'X-XSRF-TOKEN': await xsrf(api) },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

async function shot(page: Page, name: string, size: { width: number; height: number }, fullPage = true) {
  await page.setViewportSize(size);
  await keepScreenshot(page, { path: path.join(SCREENS, `${name}.png`), fullPage });
}

/** A browser context with nothing in it: no cookies, no storage, like a buyer's phone. */
async function buyerPage(browser: Browser, size = PHONE) {
  const context = await browser.newContext({ viewport: size, locale: 'es-MX' });
  expect(await context.cookies()).toEqual([]);
  return { context, page: await context.newPage() };
}

/** Draws the card a messaging app makes from the page's Open Graph tags. */
async function previewCard(page: Page, tags: Record<string, string>) {
  await page.setContent(`<!doctype html><html lang="es"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>
      body { margin: 0; background: #e5ddd5; font-family: system-ui, sans-serif; padding: 16px; }
      .bubble { max-width: 360px; margin-left: auto; background: #dcf8c6; border-radius: 8px; padding: 4px; box-shadow: 0 1px 1px rgba(0,0,0,.15); }
      .card { background: #f0f0f0; border-radius: 6px; overflow: hidden; }
      .card img { width: 100%; aspect-ratio: 1200 / 630; object-fit: cover; display: block; }
      .meta { padding: 8px 10px; }
      .title { font-weight: 600; font-size: 15px; }
      .desc { font-size: 13px; color: #555; margin-top: 2px; }
      .site { font-size: 12px; color: #888; margin-top: 4px; }
      .text { padding: 6px 8px; font-size: 14px; word-break: break-all; }
    </style></head><body>
    <div class="bubble"><div class="card">
      <img id="og-image" alt="">
      <div class="meta"><div class="title" id="og-title"></div><div class="desc" id="og-desc"></div><div class="site" id="og-site"></div></div>
    </div><div class="text" id="msg"></div></div></body></html>`);
  await page.evaluate((values) => {
    (document.getElementById('og-image') as HTMLImageElement).src = values.image ?? '';
    (document.getElementById('og-title') as HTMLElement).textContent = values.title ?? '';
    (document.getElementById('og-desc') as HTMLElement).textContent = values.description ?? '';
    (document.getElementById('og-site') as HTMLElement).textContent = new URL(values.url ?? '').host;
    (document.getElementById('msg') as HTMLElement).textContent = `Mira esta autoparte: ${values.url}`;
  }, tags);
  await expect(page.locator('#og-image')).toHaveJSProperty('complete', true);
  expect(await page.locator('#og-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
}

async function ogTags(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const read = (property: string) =>
      document.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? '';
    return {
      title: read('og:title'),
      description: read('og:description'),
      image: read('og:image'),
      url: read('og:url'),
    };
  });
}

test.describe('public part pages', () => {
  const used = new Set<number>();

  test('Compartir from the staff detail opens, with no cookies, the public page with the WhatsApp button', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Many steps (two browsers, uploads, a preview render): more time on a busy machine.
    test.slow();
    const api = await apiAs(baseURL!, 'admin');
    const part = await firstPart(api, 1, used);
    await uploadPhoto(api, part.id, '#b03a2e');
    await uploadPhoto(api, part.id, '#1f618d');

    // The staff app runs under its Content-Security-Policy: nothing it needs is refused.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    await loginAs(page, 'admin');
    const document = await page.goto(`/autopart/${part.id}`);
    expect(document?.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
    // Staff keep their detail at the shared URL.
    const share = page.getByRole('link', { name: 'Compartir' });
    await expect(share).toBeVisible();
    await expect(page.getByRole('heading', { name: part.name })).toBeVisible();
    // Mantine's run-time styles apply, the part's photos load, and the service worker runs.
    expect(
      await page.evaluate(() =>
        getComputedStyle(window.document.documentElement).getPropertyValue('--mantine-color-blue-filled'),
      ),
    ).not.toBe('');
    const staffPhoto = page.locator('img[src^="/media/"]').first();
    await expect(staffPhoto).toHaveJSProperty('complete', true);
    expect(await staffPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.ready.then((registration) => Boolean(registration.active)),
      ),
    ).toBe(true);
    expect(violations).toEqual([]);
    const href = (await share.getAttribute('href')) ?? '';
    const text = new URL(href).searchParams.get('text') ?? '';
    expect(text).toBe(`Mira esta autoparte: ${baseURL}/autopart/${part.id}`);
    const sharedUrl = text.replace('Mira esta autoparte: ', '');

    // While the company's catalogue is off the link shows nothing of the part: it asks the buyer
    // to ask the store, exactly as an unknown number would.
    await setCatalogue(api, false);
    const offline = await buyerPage(browser);
    expect((await offline.page.goto(sharedUrl))?.status()).toBe(404);
    await expect(offline.page.getByText('Pregunta por ella directamente a la tienda')).toBeVisible();
    await expect(offline.page.getByText(part.name)).toHaveCount(0);
    await shot(offline.page, 'public-part-catalogue-off-phone', PHONE);

    await offline.context.close();

    // Open: another buyer (the first one's browser keeps that page for its minute).
    await setCatalogue(api, true);
    const buyer = await buyerPage(browser);
    await buyer.page.goto(sharedUrl);
    await expect(buyer.page).toHaveURL(sharedUrl);
    await expect(buyer.page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    await expect(buyer.page.getByText(`AV-${part.id}`)).toBeVisible();
    const buy = buyer.page.getByRole('link', { name: 'Comprar por WhatsApp' });
    await expect(buy).toBeVisible();
    const buyHref = (await buy.getAttribute('href')) ?? '';
    expect(buyHref).toContain(`https://wa.me/52${STORE_PHONE}?text=`);
    expect(new URL(buyHref).searchParams.get('text')).toBe(
      `Hola, me interesa la autoparte ${part.name} (AV-${part.id})`,
    );
    // Not the sign-in screen, and none of the staff app.
    await expect(buyer.page.getByLabel('Contraseña')).toHaveCount(0);
    await expect(buyer.page.getByText('Ubicación')).toHaveCount(0);
    expect(await buyer.page.locator('script').count()).toBe(0);
    // The photos are there and load.
    const photos = buyer.page.locator('.slide img');
    // At least the two uploaded here: an earlier spec may have given this part photos too.
    await expect.poll(() => photos.count()).toBeGreaterThanOrEqual(2);
    await expect(photos.first()).toHaveJSProperty('complete', true);
    expect(await photos.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(buyer.page, 'public-part-phone', PHONE);
    await shot(buyer.page, 'public-part-desktop', DESKTOP);

    // The preview card a messaging app draws from the tags.
    const tags = await ogTags(buyer.page);
    expect(tags.image).toMatch(new RegExp(`^${baseURL}/p/vista/\\d+\\.jpg$`));
    expect(tags.url).toMatch(new RegExp(`^${baseURL}/autopart/${part.id}/`));
    expect(tags.description).toContain('$');
    const card = await buyerPage(browser);
    await previewCard(card.page, tags);
    await shot(card.page, 'preview-card-phone', PHONE, false);
    await shot(card.page, 'preview-card-desktop', DESKTOP, false);
    await card.context.close();

    // The photo opens full size (where the phone's pinch-zoom works).
    await photos.first().click();
    await expect(buyer.page).toHaveURL(/\/media\/.+\.jpg$/);
    await buyer.context.close();
    await api.dispose();
  });

  test('a sold part says Vendida and offers similar parts; an Incompleto one is a friendly 404', async ({
    browser,
    baseURL,
  }) => {
    const admin = await apiAs(baseURL!, 'admin');
    await setCatalogue(admin, true);
    const api = await apiAs(baseURL!, 'superadmin');
    const sold = await firstPart(api, 4, used);
    const buyer = await buyerPage(browser, DESKTOP);
    await buyer.page.goto(`/autopart/${sold.id}`);
    await expect(buyer.page.locator('.badge')).toHaveText('Vendida');
    await expect(buyer.page.getByText('Ya se vendió')).toBeVisible();
    await expect(buyer.page.getByRole('link', { name: 'Comprar por WhatsApp' })).toHaveCount(0);
    // Neither what it cost nor its photos.
    await expect(buyer.page.locator('.summary .price')).toHaveCount(0);
    await expect(buyer.page.locator('.gallery')).toHaveCount(0);
    await shot(buyer.page, 'public-part-sold-desktop', DESKTOP);
    await shot(buyer.page, 'public-part-sold-phone', PHONE);

    const incomplete = await firstPart(api, 5, used);
    const response = await buyer.page.goto(`/autopart/${incomplete.id}`);
    expect(response?.status()).toBe(404);
    await expect(buyer.page.getByRole('heading', { name: 'No encontramos esta autoparte' })).toBeVisible();
    await shot(buyer.page, 'public-part-404-phone', PHONE);
    await buyer.context.close();
    await api.dispose();
    // The catalogue goes back off for the next test, which turns it on from the screen.
    await setCatalogue(admin, false);
    await admin.dispose();
  });

  test('an administrator turns the catalogue on and a buyer searches it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Catálogo público' }).click();
    await expect(page).toHaveURL(/\/public-catalogue$/);
    await expect(page.getByRole('heading', { name: 'Catálogo público' })).toBeVisible();

    const buyerBefore = await buyerPage(browser);
    expect((await buyerBefore.page.goto('/tienda/demo-yonke'))?.status()).toBe(404);
    await buyerBefore.context.close();

    const slug = page.getByLabel('Dirección del catálogo');
    await slug.fill('Mal Escrito');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usa solo letras minúsculas')).toBeVisible();
    await slug.fill('demo-yonke');
    await page.getByLabel('Ciudad').fill('Monterrey');
    await page.getByRole('switch', { name: 'Catálogo público activo' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Catálogo público guardado');
    await expect(page.getByTestId('catalogue-link')).toHaveText(`${baseURL}/tienda/demo-yonke`);
    await expect(page.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    await shot(page, 'catalogue-settings-phone', PHONE);

    const buyer = await buyerPage(browser);
    await buyer.page.goto('/tienda/demo-yonke');
    await expect(buyer.page.getByRole('heading', { name: /Catálogo de / })).toBeVisible();
    await expect(buyer.page.getByRole('status')).toContainText('autopartes disponibles');
    expect(await buyer.page.locator('script').count()).toBe(0);
    await shot(buyer.page, 'catalogue-phone', PHONE, false);
    await shot(buyer.page, 'catalogue-desktop', DESKTOP, false);

    // Search from the box, then open a result: the same public page.
    const firstName = (await buyer.page.locator('.card-name').first().textContent()) ?? '';
    const word = firstName.split(' ')[0] ?? '';
    await buyer.page.getByLabel('Buscar').fill(word);
    await buyer.page.getByRole('button', { name: 'Buscar' }).click();
    await expect(buyer.page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
    await expect(buyer.page.locator('.card').first()).toBeVisible();
    await buyer.page.locator('.card').first().click();
    await expect(buyer.page).toHaveURL(/\/autopart\/\d+\//);
    await expect(buyer.page.getByRole('heading', { level: 1 })).toBeVisible();

    const sitemap = await buyer.page.request.get('/tienda/demo-yonke/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/tienda/demo-yonke</loc>`);
    await buyer.context.close();
  });
  test('an administrator copies the Meta feed address, Meta reads the parts, and a new address closes the old one', async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await apiAs(baseURL!, 'admin');
    await setCatalogue(admin, true);
    try {
      await loginAs(page, 'admin', '/public-catalogue');
      const panel = page.getByRole('region', { name: 'Catálogo para Facebook, Instagram y WhatsApp' });
      await expect(panel).toBeVisible();
      const address = panel.getByLabel('Dirección para Commerce Manager');
      const url = await address.inputValue();
      expect(url).toMatch(/\/p\/meta\/[A-Za-z0-9_-]{43}\.xml$/);
      await expect(panel.getByRole('button', { name: 'Copiar dirección' })).toBeVisible();
      await expect(panel.getByTestId('meta-feed-read')).toHaveText('Meta todavía no la ha leído.');
      await expect(panel.getByTestId('meta-feed-items')).toContainText(/Contiene [\d,]+ autopartes?/);

      // Meta's crawler reads it with no cookies: an RSS feed of the parts.
      const meta = await buyerPage(browser);
      const feed = await meta.page.request.get(url, { headers: { 'User-Agent': 'facebookexternalhit/1.1' } });
      expect(feed.status()).toBe(200);
      const xml = await feed.text();
      expect(xml).toContain('<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">');
      expect(xml).toMatch(/<g:price>\d+\.00 MXN<\/g:price>/);
      await page.reload();
      await expect(panel.getByTestId('meta-feed-read')).toContainText('(Meta)');
      await shot(page, 'meta-feed-settings-phone', PHONE);
      await shot(page, 'meta-feed-settings-desktop', DESKTOP);

      // Changing the address asks first; the old one then answers 404.
      await panel.getByRole('button', { name: 'Cambiar dirección' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Cambiar la dirección del catálogo?' });
      await shot(page, 'meta-feed-regenerate-phone', PHONE, false);
      await dialog.getByRole('button', { name: 'Cambiar dirección' }).click();
      await expectToast(page, 'Dirección cambiada. Pega la nueva en Commerce Manager.');
      await expect(address).not.toHaveValue(url);
      const fresh = await address.inputValue();
      expect((await meta.page.request.get(url)).status()).toBe(404);
      expect((await meta.page.request.get(fresh)).status()).toBe(200);
      await meta.context.close();
    } finally {
      await setCatalogue(admin, false);
      await admin.dispose();
    }
  });
});
