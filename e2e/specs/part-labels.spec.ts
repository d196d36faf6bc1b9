import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { apiCall, expect, loginAs, test } from '../support/fixtures.ts';
import { decodeQrFromPng, extractSvgs, renderSvgToPng } from '../support/qr.ts';
import { keepScreenshot } from '../support/screens.ts';

const SCREENS = path.resolve(import.meta.dirname, '../../.tmp/screens');

interface ListedPart {
  id: number;
  name: string;
  location: { id: number; name: string } | null;
}

/** The demo part with the longest name among those on a shelf: the hardest label to lay out. */
async function demoPart(page: Page): Promise<ListedPart> {
  const result = await apiCall<{ data: ListedPart[] }>(
    page,
    'POST',
    '/api/autoparts/searchInventory?page=1',
    {
      status: [1],
    },
  );
  const shelved = result.data.filter((item) => item.location !== null);
  const part = shelved.sort((a, b) => b.name.length - a.name.length)[0] ?? result.data[0];
  if (!part) throw new Error('the demo data has no parts');
  return part;
}

async function xsrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}

test('the label of a part carries a QR that scans as autopart-{id}', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  const part = await demoPart(page);

  const response = await page.request.get(`/api/autoparts/qr/${part.id}?print=0`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`AV-${part.id}`);
  expect(html).toContain('@page { size: 50mm 25mm; margin: 0; }');
  const [svg] = extractSvgs(html);
  if (!svg) throw new Error('the label has no SVG');
  expect(await decodeQrFromPng(await renderSvgToPng(page, svg))).toEqual([`autopart-${part.id}`]);

  // The page as printed, at about a thermal printer's resolution: the QR still scans at label
  // size, and a screenshot shows the layout.
  await mkdir(SCREENS, { recursive: true });
  const printer = await browser.newContext({
    deviceScaleFactor: 3,
    storageState: await page.context().storageState(),
  });
  const printed = await printer.newPage();
  for (const size of ['50x25mm', '4x2.4in'] as const) {
    await printed.goto(`/api/autoparts/qr/${part.id}?print=0&size=${size}`);
    await printed.emulateMedia({ media: 'print' });
    const label = printed.getByRole('region', { name: `Etiqueta de AV-${part.id}` });
    await expect(label).toContainText(`AV-${part.id}`);
    if (part.location) await expect(label).toContainText(part.location.name);
    await keepScreenshot(label, { path: path.join(SCREENS, `part-label-${size}.png`), scale: 'device' });
    expect(await decodeQrFromPng(await label.locator('.qr').screenshot())).toEqual([`autopart-${part.id}`]);
  }
  const pdf = await printed.pdf({ printBackground: true, preferCSSPageSize: true });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  await printer.close();
});

test('labels of a whole location print one per page', async ({ page }) => {
  await loginAs(page, 'admin');
  const part = await demoPart(page);
  if (!part.location) throw new Error('the demo part has no location');
  const response = await page.request.get(`/api/autoparts/labels?location=${part.location.id}&print=0`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`data-part-id="${part.id}"`);
  expect(extractSvgs(html).length).toBe(html.match(/class="label"/g)?.length);
});

test('an uploaded photo is served back from /media as an upright JPEG', async ({ page }) => {
  await loginAs(page, 'capturist');
  const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#4a7' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const upload = await page.request.post('/api/autoparts/images/uploadTemp', {
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await xsrf(page) },
    multipart: { file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const image = (await upload.json()) as { id: number; url: string; url_thumbnail: string; temp: boolean };
  expect(image.temp).toBe(true);

  const served = await page.request.get(image.url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await sharp(await served.body()).metadata()).toMatchObject({ width: 1280, height: 1920 });
  const thumb = await page.request.get(image.url_thumbnail);
  expect(thumb.headers()['content-type']).toBe('image/webp');

  await apiCall(page, 'POST', '/api/autoparts/images/destroyTemp', image);
  expect((await page.request.get(image.url)).status()).toBe(404);
});
