import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  apiCall,
  chooseOption,
  EDIT_PATH,
  expect,
  expectToast,
  idFromUrl,
  loginAs,
  test,
} from '../support/fixtures.ts';
import { holdRoute } from '../support/hold-route.ts';
import { keepScreenshot } from '../support/screens.ts';

// Hardening, the web side: photos never lost on Guardar (7), every role duplicates (6), no reason
// that only a hover shows (9), a labelled phone edit bar (10) and a search placeholder that fits
// a phone (11).

interface ApiPart {
  id: number;
  name: string;
  status_id: number;
  store: { id: number };
  images: { id: number; url: string }[];
}

const PHONE = { width: 390, height: 844 };

const getPart = (page: Page, id: number) => apiCall<ApiPart>(page, 'GET', `/api/autoparts/showByUser/${id}`);

/** A 3000×2000 photo (gradients and a checkerboard, so the browser has real work to shrink it). */
async function largePhoto(folder: string, name: string): Promise<string> {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.floor((x * 255) / width);
      pixels[at + 1] = Math.floor((y * 255) / height);
      pixels[at + 2] = ((x >> 6) + (y >> 6)) % 2 === 0 ? 210 : 40;
    }
  }
  const file = path.join(folder, name);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(file);
  return file;
}

async function fillNewPart(page: Page) {
  await chooseOption(page, 'Marca', 'Volkswagen');
  await chooseOption(page, 'Modelo', 'Jetta');
  await chooseOption(page, 'Autoparte', 'Puertas');
}

test.describe('7: photos chosen on the part form are never lost', () => {
  // A 3000×2000 photo is shrunk in the browser and then held on purpose: more than the default.
  test.describe.configure({ timeout: 120_000 });
  let folder: string;
  test.beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'yonke-hardening-'));
  });
  test.afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('Guardar pressed at once waits for the photo, which ends on the saved part', async ({ page }) => {
    const photo = await largePhoto(folder, 'puerta-grande.jpg');
    await loginAs(page, 'capturist', '/inventory/autopart');
    await fillNewPart(page);

    // The upload is held until the part was stored (the old form stored the part first and dropped
    // the photo, every time), or until the form shows it is waiting for the photo and a second press
    // was made: then nothing may have been stored yet, and the photo is let through.
    let releaseUpload!: () => void;
    const uploadReleased = new Promise<void>((resolve) => {
      releaseUpload = resolve;
    });
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/api/autoparts/store')) releaseUpload();
    });
    const storeCalls: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/autoparts/store')) storeCalls.push(Date.now());
    });
    let uploads = 0;
    await page.route('**/api/autoparts/images/uploadTemp', async (route) => {
      uploads += 1;
      // The safety net of a test that failed before letting it through.
      await Promise.race([uploadReleased, new Promise((resolve) => setTimeout(resolve, 90_000))]);
      const response = await route.fetch();
      await route.fulfill({ response });
    });

    await page.getByTestId('photo-input').setInputFiles(photo);
    const save = page.getByTestId('save-part');
    await save.click();
    // A second press while it waits must not store a second part.
    await save.click({ force: true }).catch(() => undefined);

    // Soft: the old form showed no such state, but what proves the defect is the photo below.
    await expect.soft(page.getByText('Subiendo fotos…').first()).toBeVisible();
    // The photo, shrunk in the browser, has reached the upload and is held there: nothing is stored.
    await expect.poll(() => uploads).toBe(1);
    expect(storeCalls).toHaveLength(0);
    releaseUpload();
    // Uploaded and stored: a loaded CI machine took 30 s once.
    await expect(page).toHaveURL(EDIT_PATH, { timeout: 75_000 });
    const id = idFromUrl(page);
    const part = await getPart(page, id);
    expect(part.images).toHaveLength(1);
    expect(uploads).toBe(1);
    expect(storeCalls).toHaveLength(1);
    await expect(page.getByTestId('photo-thumb')).toHaveCount(1);
    await expect(page.getByText('Sin fotos')).toHaveCount(0);
    // The stored photo is the one chosen, shrunk to fit 1920 px.
    const original = await page.request.get(part.images[0]!.url);
    const size = await sharp(await original.body()).metadata();
    expect([size.width, size.height]).toEqual([1920, 1280]);
  });

  test('a photo that fails to upload stops the save with a message instead of vanishing', async ({
    page,
  }) => {
    // Not an image, though named like one: the browser cannot shrink it and the server refuses it.
    const photo = path.join(folder, 'falla.jpg');
    await writeFile(photo, Buffer.from('esto no es una foto'.repeat(1000)));
    await loginAs(page, 'capturist', '/inventory/autopart');
    await fillNewPart(page);
    let storeCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/autoparts/store')) storeCalls += 1;
    });
    const hold = await holdRoute(page, '**/api/autoparts/images/uploadTemp');
    await page.getByTestId('photo-input').setInputFiles(photo);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Subiendo fotos…' })).toBeVisible();
    hold.release();
    await expect(page.getByText('Una foto no se pudo subir', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/inventory\/autopart$/);
    expect(storeCalls).toBe(0);

    // The person decides: pressing Guardar again stores the part without the failed photo.
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectToast(page, 'Autoparte creada');
    expect(storeCalls).toBe(1);
  });

  test('leaving the new-part form while a photo uploads asks first (in the app and on unload)', async ({
    page,
  }) => {
    const photo = await largePhoto(folder, 'salida.jpg');
    await loginAs(page, 'capturist', '/inventory/autopart');
    const hold = await holdRoute(page, '**/api/autoparts/images/uploadTemp');
    await page.getByTestId('photo-input').setInputFiles(photo);
    await expect(page.getByText(/Subiendo foto 1 de 1/)).toBeVisible();

    const unloadPrevented = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await unloadPrevented()).toBe(true);

    await page.getByRole('link', { name: 'Buscador' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Todavía se están subiendo fotos', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page).toHaveURL(/\/inventory\/autopart$/);
    hold.release();
    await expect(page.getByTestId('photo-thumb')).toHaveCount(1, { timeout: 30_000 });
    // The photo is there but the part is not saved yet: still a warning, the unsaved one.
    await page.getByRole('link', { name: 'Buscador' }).first().click();
    await expect(
      page.getByRole('dialog').getByText('Tienes cambios sin guardar. ¿Quieres salir sin guardarlos?'),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the edit form warns while a photo uploads and keeps it after Guardar', async ({ page }) => {
    const photo = await largePhoto(folder, 'edicion.jpg');
    await loginAs(page, 'admin', null);
    const list = await apiCall<{ data: { id: number }[] }>(page, 'POST', '/api/autoparts/searchInventory', {
      status: [1],
      sort: 'latest',
    });
    const target = list.data.at(-1);
    if (!target) throw new Error('no available demo part');
    const before = (await getPart(page, target.id)).images.length;
    await page.goto(`/inventory/autopart/${target.id}`);
    // Generous: on a loaded machine the screen's code arrives late, and nothing here is timed.
    await expect(page.getByTestId('part-code')).toHaveText(`AV-${target.id}`, { timeout: 30_000 });

    const hold = await holdRoute(page, `**/api/autoparts/images/upload/${target.id}`);
    await page.getByTestId('photo-input').setInputFiles(photo);
    await expect(page.getByText(/Subiendo foto 1 de 1/)).toBeVisible();
    await expect.poll(hold.seen).toBe(1);

    await page.getByRole('link', { name: 'Buscador' }).first().click();
    await expect(
      page.getByRole('dialog').getByText('Todavía se están subiendo fotos', { exact: false }),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Seguir editando' }).click();
    // The dialog fades out: until it is gone its "Salir sin guardar" is a second "Guardar".
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByLabel('Número de parte').fill('SUBIDA-LENTA');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Subiendo fotos…' })).toBeVisible();
    hold.release();
    await expectToast(page, 'Autoparte actualizada');
    const part = await getPart(page, target.id);
    expect(part.images).toHaveLength(before + 1);
  });
});

test.describe('6: every role duplicates a part of its own company', () => {
  test('a Vendedor duplicates from the Ventas part screen; the copy is Incompleto, same company', async ({
    page,
  }) => {
    await loginAs(page, 'seller', null);
    const list = await apiCall<{ data: { id: number; name: string; status_id: number }[] }>(
      page,
      'POST',
      '/api/autoparts/searchSales',
      { status: [1] },
    );
    const original = list.data[0];
    if (!original) throw new Error('no available part in Ventas');
    await page.goto(`/sales/autopart/${original.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original.name, { timeout: 30_000 });

    await expect(page.getByRole('button', { name: 'Duplicar' })).toBeVisible();
    await keepScreenshot(page, { path: test.info().outputPath('ventas-detalle-vendedor.png') });
    await page.getByRole('button', { name: 'Duplicar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('¿Está seguro de duplicar la autoparte?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Duplicar' }).click();
    await expectToast(page, 'Autoparte duplicada');

    // A Vendedor cannot edit: the copy opens on the same Ventas screen.
    const SALES_PATH = /\/sales\/autopart\/(\d+)(\/[^/]+)?$/;
    await expect.poll(() => idFromUrl(page, SALES_PATH)).not.toBe(original.id);
    const copyId = idFromUrl(page, SALES_PATH);
    await expect(page.getByText('Incompleto', { exact: true }).first()).toBeVisible();
    const [source, copy] = await Promise.all([
      apiCall<ApiPart>(page, 'GET', `/api/autoparts/${original.id}`),
      apiCall<ApiPart>(page, 'GET', `/api/autoparts/${copyId}`),
    ]);
    expect(copy).toMatchObject({ name: source.name, status_id: 5, store: { id: source.store.id } });
  });
});

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

/**
 * Answers the stores list as a server without any ML_* variable does: every row's client_id is
 * null (accounts.service.ts; the API test "a server without marketplace credentials lists its
 * stores with no client id" proves the server's side). Starting a second server for it cost a
 * minute of its e2e part.
 */
async function answerAsServerWithoutMarketplace(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/stores_ml',
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const rows = (await response.json()) as { client_id: string | null }[];
      await route.fulfill({ response, json: rows.map((row) => ({ ...row, client_id: null })) });
    },
  );
}

test.describe('9: a disabled control says why in words, not only on hover', () => {
  for (const [size, viewport] of [
    ['escritorio', { width: 1280, height: 800 }],
    ['teléfono', PHONE],
  ] as const) {
    test(`Tiendas without marketplace credentials says what to set (${size})`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport,
        isMobile: viewport === PHONE,
        hasTouch: viewport === PHONE,
      });
      const page = await context.newPage();
      try {
        await loginAs(page, 'superadmin', null);
        await apiCall(page, 'POST', '/api/stores_ml/store', {
          name: `Tienda sin credenciales ${size}`,
          user_id: String(700_000 + viewport.width),
        });
        await answerAsServerWithoutMarketplace(page);

        await page.goto('/storesMl');
        const notice = page.getByTestId('marketplace-not-configured');
        await expect(notice).toBeVisible({ timeout: 30_000 });
        await expect(notice).toContainText('Mercado Libre no está configurado en el servidor');
        await expect(notice).toContainText('ML_CLIENT_ID');
        await expect(notice).toContainText('ML_CLIENT_SECRET');
        // Seen without hovering anything: it is on screen, not in a tooltip.
        await expect(page.getByRole('tooltip')).toHaveCount(0);
        await expect(notice).toBeInViewport();
        await expect(page.getByRole('button', { name: 'Autorizar en Mercado Libre' }).first()).toBeDisabled();
        await keepScreenshot(page, {
          path: test.info().outputPath(`tiendas-sin-credenciales-${viewport.width}.png`),
        });
      } finally {
        await context.close();
      }
    });
  }

  test('with credentials the notice is not there', async ({ page }) => {
    await loginAs(page, 'superadmin', null);
    await apiCall(page, 'POST', '/api/stores_ml/store', {
      name: 'Tienda con credenciales',
      user_id: String(800_000 + (Date.now() % 100_000)),
    });
    await page.goto('/storesMl');
    await expect(page.getByRole('heading', { name: 'Tiendas de Mercado Libre' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Autorizar en Mercado Libre' }).first()).toBeEnabled();
    await expect(page.getByTestId('marketplace-not-configured')).toHaveCount(0);
  });

  test('the part form says in words why Posición, Lado and some shipping types are off', async ({ page }) => {
    await loginAs(page, 'admin', '/inventory/autopart');
    await chooseOption(page, 'Marca', 'Volkswagen');
    await chooseOption(page, 'Modelo', 'Jetta');
    await chooseOption(page, 'Autoparte', 'Puertas');
    await expect(page.getByTestId('category-disabled-reason')).toHaveCount(0);
    await expect(
      page.getByText('Para esta autoparte solo aplica el envío: Acordar con cliente.'),
    ).toBeVisible();
    await chooseOption(page, 'Autoparte', 'Faros');
    await expect(page.getByTestId('category-disabled-reason')).toHaveText(
      'Posición no aplica a esta autoparte.',
    );
  });

  test('Vehículos says in words why Posición, Lado and an archived car’s checklist are off', async ({
    page,
  }) => {
    await loginAs(page, 'admin', null);
    const models = await apiCall<{ id: number; name: string; make_id: number }[]>(page, 'GET', '/api/models');
    const jetta = models.find((model) => model.name === 'Jetta');
    const made = await apiCall<{ data: { id: number } }>(page, 'POST', '/api/vehicles', {
      make_id: jetta?.make_id,
      model_id: jetta?.id,
      year: 2009,
    });
    // The company's checklist: a category that has no position or side says so beside them.
    await page.goto('/vehicles');
    await page.getByRole('button', { name: 'Lista de desarmado' }).click();
    const editor = page.getByRole('dialog', { name: 'Lista de desarmado de la empresa' });
    await chooseOption(page, 'Categoría', 'Faros');
    await expect(editor.getByTestId('category-disabled-reason')).toHaveText(
      'Posición no aplica a esta autoparte.',
    );
    await expect(editor.getByRole('combobox', { name: 'Posición' })).toBeDisabled();
    await chooseOption(page, 'Categoría', 'Puertas');
    await expect(editor.getByTestId('category-disabled-reason')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // An archived car's checklist cannot make parts, and the page says why.
    await apiCall(page, 'POST', `/api/vehicles/${made.data.id}/archive`, { archived: true });
    await page.goto(`/vehicles/${made.data.id}`);
    await expect(page.getByTestId('archived-reason')).toHaveText(
      'El vehículo está archivado: reactívalo para crear autopartes de su lista.',
    );
    await expect(page.getByRole('checkbox', { name: 'Marcar todas las pendientes' })).toBeDisabled();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

test.describe('10 and 11: the phone screens', () => {
  test('the phone edit bar names every action and keeps Eliminar apart, behind its confirmation', async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser);
    try {
      await loginAs(page, 'superadmin', null);
      const list = await apiCall<{ data: { id: number }[] }>(page, 'POST', '/api/autoparts/searchInventory', {
        status: [1],
        sort: 'latest',
      });
      const target = list.data[1];
      if (!target) throw new Error('no available demo part');
      await page.goto(`/inventory/autopart/${target.id}`);
      await expect(page.getByTestId('part-code')).toHaveText(`AV-${target.id}`, { timeout: 30_000 });
      const bar = page.getByTestId('form-actions');
      await expect(bar).toBeVisible();

      // Every button of the bar shows its name in words.
      const buttons = bar.getByRole('button');
      const names = await buttons.evaluateAll((items) =>
        items.map((item) => (item as HTMLElement).innerText.trim()),
      );
      expect(names).toEqual(['Imprimir', 'Más', 'Guardar']);
      // ...whole: no label is cut by the width of the phone.
      const cut = await buttons.evaluateAll((items) =>
        items
          .map((item) => item.querySelector<HTMLElement>('.mantine-Button-label') ?? (item as HTMLElement))
          .filter((label) => label.scrollWidth > label.clientWidth + 1)
          .map((label) => label.innerText),
      );
      expect(cut).toEqual([]);
      await expect(bar.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
      for (const button of await buttons.all()) {
        const box = await button.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
      }
      const barBox = await bar.boundingBox();
      expect((barBox?.x ?? 0) + (barBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      await keepScreenshot(page, { path: test.info().outputPath('edicion-telefono.png') });

      await bar.getByRole('button', { name: 'Más acciones' }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Duplicar' })).toBeVisible();
      const items = await menu.getByRole('menuitem').allInnerTexts();
      expect(items.at(-1)?.trim()).toBe('Eliminar');
      // The divider before Eliminar (Mantine draws it without a role).
      await expect(menu.locator('.mantine-Menu-divider')).toHaveCount(1);
      await keepScreenshot(page, { path: test.info().outputPath('edicion-telefono-menu.png') });
      await menu.getByRole('menuitem', { name: 'Eliminar' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('¿Está seguro de eliminar la autoparte?')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      expect((await getPart(page, target.id)).id).toBe(target.id);
    } finally {
      await context.close();
    }
  });

  test('the Buscador placeholder fits a 390 px phone', async ({ browser }) => {
    const { context, page } = await phonePage(browser);
    try {
      await loginAs(page, 'seller');
      const input = page.getByRole('textbox', { name: 'Buscar autopartes' });
      await expect(input).toBeVisible();
      const fit = await input.evaluate((element) => {
        const field = element as HTMLInputElement;
        const style = getComputedStyle(field);
        const context2d = document.createElement('canvas').getContext('2d');
        if (!context2d) throw new Error('no canvas');
        context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const available =
          field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { text: field.placeholder, width: context2d.measureText(field.placeholder).width, available };
      });
      test.info().annotations.push({
        type: 'placeholder',
        description: `"${fit.text}" ${Math.round(fit.width)} of ${Math.round(fit.available)} px`,
      });
      expect(fit.text.length).toBeGreaterThan(0);
      expect(fit.width).toBeLessThanOrEqual(fit.available);
      await keepScreenshot(page, { path: test.info().outputPath('buscador-telefono.png') });
    } finally {
      await context.close();
    }
  });
});
