import type { Page } from '@playwright/test';
import type { Page as ResultsPage, SearchRow } from '@yonke/domain/schemas';
import { openCameraBrowser } from '../support/camera.ts';
import { apiCall, expect, loginAs, test } from '../support/fixtures.ts';

interface LocationRow {
  id: number;
  name: string;
  stock: number;
}

async function someLocation(page: Page): Promise<LocationRow> {
  const locations = await apiCall<LocationRow[]>(page, 'GET', '/api/locations');
  return locations.find((location) => location.stock > 2) as LocationRow;
}

async function somePart(page: Page): Promise<SearchRow> {
  const result = await apiCall<ResultsPage<SearchRow>>(page, 'POST', '/api/autoparts/search?page=1', {
    number: 'faro',
  });
  return result.data[0] as SearchRow;
}

/** Frames read from a camera showing no code before the test believes no read will come. */
const FRAMES_WITHOUT_A_CODE = 4;

const scanButton = (page: Page) => page.getByRole('button', { name: 'Escanear código QR' });
const scanner = (page: Page) => page.getByRole('dialog', { name: 'Escanear código' });

test('scanning a location label on the parts list filters by that location and opens the filters', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'admin', null);
  const location = await someLocation(page);
  const camera = await openCameraBrowser(`location-${location.id}`, { baseURL: baseURL as string });
  try {
    const { page: phone } = camera;
    await loginAs(phone, 'admin', '/inventory');
    await scanButton(phone).click();
    await expect(scanner(phone)).toBeVisible();
    await expect(phone).toHaveURL(new RegExp(`location=${location.id}`), { timeout: 15_000 });
    // The modal closes after every scan.
    await expect(scanner(phone)).toBeHidden();
    const filters = phone.getByRole('form', { name: 'Filtros' });
    await expect(filters).toBeVisible();
    await expect(filters.getByRole('combobox', { name: 'Ubicación', exact: true })).toHaveValue(
      `${location.name} (Stock: ${location.stock})`,
    );
    await expect(phone.getByTestId('results-total')).toHaveText(/\d+ resultados?/);
  } finally {
    await camera.close();
  }
});

test('scanning a part label on the Buscador opens that part, with the reader served from our own origin', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'admin', null);
  const part = await somePart(page);
  const camera = await openCameraBrowser(`autopart-${part.id}`, { baseURL: baseURL as string });
  try {
    const { page: phone, context } = camera;
    const foreign: string[] = [];
    const wasm: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') foreign.push(request.url());
      if (url.pathname.endsWith('.wasm')) wasm.push(url.pathname);
    });
    await loginAs(phone, 'admin');
    await scanButton(phone).click();
    await expect(phone).toHaveURL(new RegExp(`/autopart/${part.id}(/|$)`), { timeout: 15_000 });
    await expect(scanner(phone)).toBeHidden();
    await expect(phone.getByText(`AV-${part.id}`).first()).toBeVisible();
    expect(foreign).toEqual([]);
    expect(wasm.some((file) => /\/assets\/zxing_reader-.*\.wasm$/.test(file))).toBe(true);
  } finally {
    await camera.close();
  }
});

test('a camera showing no code never produces a read', async ({ baseURL }) => {
  const camera = await openCameraBrowser(null, { baseURL: baseURL as string });
  try {
    const { page: phone } = camera;
    await loginAs(phone, 'admin', '/inventory');
    await scanButton(phone).click();
    await expect(phone.getByTestId('scanner-viewport')).toHaveAttribute('data-status', 'streaming', {
      timeout: 15_000,
    });
    // A code in view is read on the first frame the reader looks at (the tests above): once it has
    // looked at several, none will come. The scanner counts them on the video element.
    await expect
      .poll(() =>
        phone
          .getByTestId('scanner-viewport')
          .locator('video')
          .evaluate((video: HTMLVideoElement) => Number(video.dataset.framesRead ?? 0)),
      )
      .toBeGreaterThanOrEqual(FRAMES_WITHOUT_A_CODE);
    await expect(scanner(phone)).toBeVisible();
    await expect(phone.getByTestId('scanner-last-read')).toHaveCount(0);
    await expect(phone).toHaveURL(/\/inventory$/);
    // Pausing keeps the last frame on screen; resuming starts the camera again.
    await phone.getByRole('button', { name: 'Pausar cámara' }).click();
    await expect(phone.getByTestId('scanner-viewport')).toHaveAttribute('data-status', 'paused');
    await expect(phone.getByRole('img', { name: 'Última imagen de la cámara' })).toBeVisible();
    await phone.getByRole('button', { name: 'Reanudar cámara' }).click();
    await expect(phone.getByTestId('scanner-viewport')).toHaveAttribute('data-status', 'streaming', {
      timeout: 15_000,
    });
  } finally {
    await camera.close();
  }
});

test('a keyboard-wedge scanner typing into the scanner goes through the same path as the camera', async ({
  page,
}) => {
  await loginAs(page, 'admin', null);
  const location = await someLocation(page);
  const part = await somePart(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/inventory');

  // An unknown location is logged and nothing else happens; the modal closes.
  await scanButton(page).click();
  const input = scanner(page).getByRole('textbox', { name: 'Código' });
  await input.fill('location-2000000000');
  await input.press('Enter');
  await expect(scanner(page)).toBeHidden();
  await expect.poll(() => errors).toContain('Ubicación no encontrada');
  await expect(page).toHaveURL(/\/inventory$/);

  await scanButton(page).click();
  await input.fill(`location-${location.id}`);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`location=${location.id}`));
  await expect(scanner(page)).toBeHidden();
  // Waits for the screen to show the filter, not only the address bar.
  await expect(
    page.getByRole('form', { name: 'Filtros' }).getByRole('combobox', { name: 'Ubicación', exact: true }),
  ).toHaveValue(`${location.name} (Stock: ${location.stock})`);

  // Anything else is searched.
  await scanButton(page).click();
  await input.fill(`AV-${part.id}`);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=AV-${part.id}`));
  await expect(page.getByRole('textbox', { name: 'Buscar autopartes' })).toHaveValue(`AV-${part.id}`);
  await expect(page).toHaveURL(new RegExp(`location=${location.id}`));

  // A wedge scanner typing into the focused search box: a part label opens the part.
  // (Caught as the navigation commits: what the part form then does is its own business.)
  await page.goto('/inventory');
  const box = page.getByRole('textbox', { name: 'Buscar autopartes' });
  await box.fill(`autopart-${part.id}`);
  await expect(box).toHaveValue(`autopart-${part.id}`);
  await Promise.all([
    page.waitForURL(new RegExp(`/inventory/autopart/${part.id}(/|$)`), { waitUntil: 'commit' }),
    box.press('Enter'),
  ]);
});

test('without a camera the scanner explains the problem in Spanish and still takes typed codes', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await scanButton(page).click();
  const alert = page.getByTestId('scanner-error');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toHaveAttribute('data-kind', /no-camera|permission-denied|camera-in-use|unknown/);
  await expect(scanner(page).getByRole('textbox', { name: 'Código' })).toBeVisible();
});

test('outside a secure context the scanner says how to open the app with HTTPS', async ({
  browser,
  baseURL,
}) => {
  // 127.0.0.1 is secure too; the machine's own name over plain HTTP is not, like a phone on the LAN.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginAs(page, 'admin');
  // Simulate the phone's view: the page is not a secure context.
  await page.evaluate(() => Object.defineProperty(globalThis, 'isSecureContext', { value: false }));
  await scanButton(page).click();
  const alert = page.getByTestId('scanner-error');
  await expect(alert).toHaveAttribute('data-kind', 'insecure-context');
  await expect(alert).toContainText('La cámara solo funciona en conexiones seguras (HTTPS) o en localhost');
  await expect(alert).toContainText('https://');
  await context.close();
});
