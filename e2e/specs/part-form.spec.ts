import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  apiCall,
  chooseOption,
  EDIT_PATH,
  expect,
  expectToast,
  idFromUrl,
  loginAs,
  openOptions,
  test,
} from '../support/fixtures.ts';
import { shootDesktopAndPhone } from '../support/screens.ts';

const CONFLICT =
  'La autoparte fue modificada por otra persona. Recarga la página para ver los cambios antes de guardar.';

interface ApiPart {
  id: number;
  name: string;
  status_id: number;
  sale_price: number;
  autopart_number: string | null;
  description: string | null;
  category_id: number | null;
  model_id: number | null;
  location: { id: number; name: string } | null;
  years: { id: number; name: string }[];
  images: { id: number; url: string; order: number }[];
  quality: number;
  shipping_type_id: number | null;
  version: number;
  activity?: { activity: string }[];
}

interface ListedPart {
  id: number;
  name: string;
  status_id: number;
}

// Other specs share the demo data; these tests take the newest parts, each only once.
const used = new Set<number>();

async function takePart(page: Page, status: number, category?: number): Promise<ListedPart> {
  for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
    const body = await apiCall<{ data: ListedPart[]; last_page: number }>(
      page,
      'POST',
      `/api/autoparts/searchInventory?page=${pageNumber}`,
      { status: [status], sort: 'latest', ...(category ? { category } : {}) },
    );
    const found = body.data.find((part) => !used.has(part.id));
    if (found) {
      used.add(found.id);
      return found;
    }
    if (pageNumber >= body.last_page) break;
  }
  throw new Error(`no demo part with status ${status}`);
}

const getPart = (page: Page, id: number) => apiCall<ApiPart>(page, 'GET', `/api/autoparts/showByUser/${id}`);

/** Two JPEGs (one larger than 1920 px) and a transparent PNG, written to a temporary folder. */
async function photoFiles(): Promise<{ folder: string; files: string[] }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'yonke-fotos-'));
  const red = path.join(folder, 'puerta-frente.jpg');
  const green = path.join(folder, 'puerta-lado.jpg');
  const png = path.join(folder, 'etiqueta.png');
  await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toFile(red);
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#27ae60' } })
    .jpeg()
    .toFile(green);
  await sharp({
    create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } },
  })
    .png()
    .toFile(png);
  return { folder, files: [red, green, png] };
}

const thumbs = (page: Page) => page.getByTestId('photo-thumb');

async function thumbIds(page: Page): Promise<number[]> {
  return thumbs(page).evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-image-id'))));
}

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag target not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 4, b.y + b.height / 2, { steps: 20 });
  await page.mouse.up();
}

async function chooseLocation(page: Page, name: string) {
  await chooseOption(page, 'Ubicación', new RegExp(`^${name} - Stock: \\d+$`), name);
}

const radio = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });

async function newSession(browser: Browser, role: Parameters<typeof loginAs>[1]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // No home page: the caller opens the part.
  await loginAs(page, role, null);
  return { context, page };
}

test.describe
  .serial('part form', () => {
    let created: { id: number; name: string };
    let cloneId: number;

    test('a capturist creates a part with three photos, reordered by dragging', async ({ page }) => {
      const { folder, files } = await photoFiles();
      try {
        await loginAs(page, 'capturist', '/inventory/autopart');
        await expect(page.getByRole('heading', { name: 'Nueva autoparte' })).toBeVisible();

        // Create mode starts with Marca, Modelo, Autoparte, Número de parte and Ubicación only.
        for (const label of ['Marca', 'Modelo', 'Autoparte', 'Ubicación']) {
          await expect(page.getByRole('combobox', { name: label, exact: true })).toBeVisible();
        }
        await expect(page.getByLabel('Número de parte')).toBeVisible();
        await expect(page.getByRole('radiogroup', { name: 'Condición' })).toHaveCount(0);
        await expect(page.getByLabel('Título')).toHaveCount(0);

        // Saving without make and category shows the server's messages under the fields.
        await page.getByRole('button', { name: 'Guardar', exact: true }).click();
        await expect(page.getByText('El campo marca es requerido')).toBeVisible();
        await expect(page.getByText('El campo autoparte es requerido')).toBeVisible();

        // Photos go one call after another: the calls are held a moment and never overlap.
        let inFlight = 0;
        let mostInFlight = 0;
        let calls = 0;
        const bodies: string[] = [];
        await page.route('**/api/autoparts/images/uploadTemp', async (route) => {
          calls += 1;
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          bodies.push(route.request().postDataBuffer()?.toString('latin1') ?? '');
          await new Promise((resolve) => setTimeout(resolve, 300));
          const response = await route.fetch();
          inFlight -= 1;
          await route.fulfill({ response });
        });
        await page.getByTestId('photo-input').setInputFiles(files);
        await expect(page.getByText(/Subiendo foto \d de 3/)).toBeVisible();
        await expect(thumbs(page)).toHaveCount(3, { timeout: 30_000 });
        expect(calls).toBe(3);
        expect(mostInFlight).toBe(1);
        // When the browser lets the test read the body: every file was sent as a JPEG.
        for (const body of bodies.filter((text) => text !== '')) {
          expect(body).toMatch(/filename="[^"]+\.jpg"/);
          expect(body).toMatch(/Content-Type: image\/jpeg/i);
        }
        await expect(thumbs(page).first().getByText('Portada')).toBeVisible();
        const uploaded = await thumbIds(page);

        // The PNG (third) is dragged to the front and becomes the cover.
        await drag(page, thumbs(page).nth(2), thumbs(page).nth(0));
        await expect.poll(() => thumbIds(page)).toEqual([uploaded[2], uploaded[0], uploaded[1]]);
        await expect(thumbs(page).first().getByText('Portada')).toBeVisible();

        await chooseOption(page, 'Marca', 'Volkswagen');
        await chooseOption(page, 'Modelo', 'Jetta');
        await chooseOption(page, 'Autoparte', 'Puertas');
        await page.getByLabel('Número de parte').fill('5C6837461');
        await chooseLocation(page, 'P1-C1-1A');

        // The rest of the form appears with the model; the name follows the choices.
        await expect(page.getByRole('radiogroup', { name: 'Condición' })).toBeVisible();
        await expect(page.getByLabel('Título')).toHaveValue('Puerta Jetta Volkswagen');
        await chooseOption(page, 'Años', '2015');
        await chooseOption(page, 'Años', '2018');
        await expect(page.getByLabel('Título')).toHaveValue('Puerta Jetta 2015-2018 Volkswagen');
        await radio(page, 'Posición', 'Delantera').click();
        await radio(page, 'Lado', 'Izquierda').click();
        await expect(page.getByLabel('Título')).toHaveValue(
          'Puerta delantera izquierda Jetta 2015-2018 Volkswagen',
        );

        // Pressing the chosen radio again clears it.
        await radio(page, 'Condición', 'Usado').click();
        await expect(radio(page, 'Condición', 'Usado')).toHaveAttribute('aria-checked', 'true');
        await radio(page, 'Condición', 'Usado').click();
        await expect(radio(page, 'Condición', 'Usado')).toHaveAttribute('aria-checked', 'false');
        await radio(page, 'Condición', 'Usado').click();

        // A capturist has no "Administrador y Supervisor" section.
        await expect(page.getByText('Administrador y Supervisor')).toHaveCount(0);
        await expect(page.getByLabel('Precio')).toHaveCount(0);

        await page.getByRole('button', { name: 'Guardar', exact: true }).click();
        await expectToast(page, 'Autoparte creada');
        await expect(page).toHaveURL(EDIT_PATH);
        const id = idFromUrl(page);
        await expect(page.getByTestId('part-code')).toHaveText(`AV-${id}`);

        const part = await getPart(page, id);
        expect(part).toMatchObject({
          status_id: 5,
          name: 'Puerta delantera izquierda Jetta 2015-2018 Volkswagen',
          autopart_number: '5C6837461',
          location: { name: 'P1-C1-1A' },
          category_id: 1,
        });
        expect(part.years.map((year) => year.name)).toEqual(['2015', '2016', '2017', '2018']);
        expect(part.images.map((image) => image.id)).toEqual([uploaded[2], uploaded[0], uploaded[1]]);
        // The 2400 px photo arrived at most 1920 px wide.
        const original = await page.request.get(part.images[1]!.url);
        const size = await sharp(await original.body()).metadata();
        expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeLessThanOrEqual(1920);
        created = { id, name: part.name };
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });

    test('the photos of a saved part are reordered and deleted at once', async ({ page }) => {
      await loginAs(page, 'capturist', `/inventory/autopart/${created.id}`);
      await expect(thumbs(page)).toHaveCount(3);
      const before = await thumbIds(page);

      // The preview links to the original and to a reverse image search by its absolute address.
      const original = page.getByRole('link', { name: 'Ver original' });
      const href = await original.getAttribute('href');
      expect(href).toBeTruthy();
      const search = await page.getByRole('link', { name: 'Buscar imagen similar' }).getAttribute('href');
      expect(search).toBe(
        `https://lens.google.com/uploadbyurl?url=${encodeURIComponent(new URL(href!, page.url()).href)}`,
      );

      await drag(page, thumbs(page).nth(0), thumbs(page).nth(2));
      await expectToast(page, 'Imagenes reordenadas');
      const moved = [before[1], before[2], before[0]];
      await expect.poll(() => thumbIds(page)).toEqual(moved);
      await expect
        .poll(async () => (await getPart(page, created.id)).images.map((image) => image.id))
        .toEqual(moved);

      await page.getByRole('button', { name: 'Eliminar foto 2' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('¿Está seguro de eliminar la imagen?')).toBeVisible();
      await dialog.getByRole('button', { name: 'Eliminar' }).click();
      await expectToast(page, 'Imagen eliminada');
      await expect(thumbs(page)).toHaveCount(2);
      expect((await getPart(page, created.id)).images.map((image) => image.id)).toEqual([moved[0], moved[2]]);
    });

    test('a supervisor prices the part: it becomes Disponible and the activity names the changes; then duplicates it and prints its label', async ({
      page,
    }) => {
      await loginAs(page, 'supervisor', `/inventory/autopart/${created.id}`);
      await expect(page).toHaveURL(EDIT_PATH);
      await expect(page.getByTestId('part-status')).toHaveText('Incompleto');
      await expect(page.getByText('Administrador y Supervisor')).toBeVisible();
      // Supervisors do not delete parts.
      await expect(page.getByRole('button', { name: 'Eliminar', exact: true })).toHaveCount(0);

      // A door ships only by agreement: the other shipping types are disabled.
      await openOptions(page, 'Tipo de Envío ML');
      await expect(page.getByRole('option', { name: 'Gratis' })).toHaveAttribute(
        'data-combobox-disabled',
        'true',
      );
      await chooseOption(page, 'Tipo de Envío ML', 'Acordar con cliente');

      await page.getByLabel('Precio').fill('1500');
      await expect(page.getByLabel('Precio')).toHaveValue('$1,500');
      await page
        .getByLabel('Título')
        .fill(`${'Puerta delantera izquierda Jetta con detalle '.repeat(2).trim()}`);
      await expect(page.getByTestId('name-counter')).toHaveText(/^\d+ \/ 60$/);
      await expect(page.getByTestId('name-counter')).toHaveCSS('color', 'rgb(210, 39, 49)'); // the theme's red.6, dark enough for AA contrast

      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expectToast(page, 'Autoparte actualizada');
      await expect(page.getByTestId('part-status')).toHaveText('Disponible');

      await page.getByRole('tab', { name: 'Actividad' }).click();
      const activity = page.getByRole('list', { name: 'Actividad' });
      await expect(activity).toContainText('Precio: $0 → $1,500');
      await expect(activity).toContainText('Estatus: Incompleto → Disponible');
      await expect(activity).toContainText('Tipo de Envío: (vacío) → Acordar con cliente');

      const part = await getPart(page, created.id);
      expect(part).toMatchObject({ status_id: 1, sale_price: 1500, shipping_type_id: 3 });
      expect(part.name.length).toBeGreaterThan(60);
      created = { id: part.id, name: part.name };

      // Changing the category clears the shipping type and disables what the category does not take.
      await chooseOption(page, 'Autoparte', 'Faros');
      await expect(page.getByRole('combobox', { name: 'Tipo de Envío ML' })).toHaveValue('');
      await expect(radio(page, 'Posición', 'Delantera')).toBeDisabled();
      await expect(page.getByRole('combobox', { name: 'Tipo de Bulbo' })).toBeVisible();

      // Leaving with unsaved changes asks first.
      await page.getByRole('link', { name: 'Buscador' }).first().click();
      const leave = page.getByRole('dialog');
      await expect(
        leave.getByText('Tienes cambios sin guardar. ¿Quieres salir sin guardarlos?'),
      ).toBeVisible();
      await leave.getByRole('button', { name: 'Seguir editando' }).click();
      await expect(page).toHaveURL(EDIT_PATH);
      await page.getByRole('link', { name: 'Buscador' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Salir sin guardar' }).click();
      await expect(page).toHaveURL(/\/$/);
      expect((await getPart(page, created.id)).category_id).toBe(1);

      // The same supervisor, back on the part: its label, and a copy of it.
      await page.goto(`/inventory/autopart/${created.id}`);
      await expect(page.getByTestId('part-code')).toHaveText(`AV-${created.id}`);

      const popupPromise = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Imprimir' }).click();
      const popup = await popupPromise;
      expect(new URL(popup.url()).pathname).toBe(`/api/autoparts/qr/${created.id}`);
      await popup.close();

      await page.getByRole('button', { name: 'Duplicar' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('¿Está seguro de duplicar la autoparte?')).toBeVisible();
      await dialog.getByRole('button', { name: 'Duplicar' }).click();
      await expectToast(page, 'Autoparte duplicada');
      await expect.poll(() => idFromUrl(page)).not.toBe(created.id);
      cloneId = idFromUrl(page);
      await expect(page.getByTestId('part-code')).toHaveText(`AV-${cloneId}`);
      await expect(page.getByTestId('part-status')).toHaveText('Incompleto');
      await expect(thumbs(page)).toHaveCount(0);

      const clone = await getPart(page, cloneId);
      expect(clone).toMatchObject({ name: created.name, sale_price: 1500, category_id: 1, images: [] });
    });

    test('a superadministrator deletes the copy', async ({ page }) => {
      await loginAs(page, 'superadmin', `/inventory/autopart/${cloneId}`);
      await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('¿Está seguro de eliminar la autoparte?')).toBeVisible();
      await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
      await expectToast(page, 'Autoparte eliminada');
      await expect(page).toHaveURL(/\/inventory$/);
      const response = await page.request.get(`/api/autoparts/showByUser/${cloneId}`);
      expect(response.status()).toBe(404);
    });
  });

// Outside the serial group above: these take demo parts of their own, so a retry of that group
// (which starts again from a new part) does not run them a second time on parts they changed.
test.describe('part form locks and conflicts', () => {
  test('a sold part is locked for everyone, and a capturist only edits available parts', async ({ page }) => {
    await loginAs(page, 'superadmin', null);
    const sold = await takePart(page, 4);
    await page.goto(`/inventory/autopart/${sold.id}`);
    await expect(page.getByTestId('form-locked')).toHaveText(
      'Esta autoparte está vendida: ya no se puede editar.',
    );
    await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeDisabled();
    await expect(page.getByLabel('Título')).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Marca', exact: true })).toBeDisabled();
    await expect(page.getByTestId('photo-input')).toHaveCount(0);
    // Duplicating and printing stay available.
    await expect(page.getByRole('button', { name: 'Duplicar' })).toBeEnabled();

    await page.context().clearCookies();
    await loginAs(page, 'capturist', null);
    const unavailable = await takePart(page, 2);
    await page.goto(`/inventory/autopart/${unavailable.id}`);
    await expect(page.getByTestId('form-locked')).toHaveText(
      'Con tu rol no puedes editar esta autoparte en su estatus actual.',
    );
    await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeDisabled();
    await expect(page.getByTestId('photo-input')).toHaveCount(0);

    const available = await takePart(page, 1);
    await page.goto(`/inventory/autopart/${available.id}`);
    await expect(page.getByTestId('form-locked')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeEnabled();
    await expect(page.getByTestId('photo-input')).toHaveCount(1);
    await expect(page.getByText('Administrador y Supervisor')).toHaveCount(0);
  });

  test('two people edit the same part: the second save gets the conflict and keeps its edits', async ({
    browser,
  }) => {
    const first = await newSession(browser, 'admin');
    const second = await newSession(browser, 'supervisor');
    try {
      const part = await takePart(first.page, 1);
      await first.page.goto(`/inventory/autopart/${part.id}`);
      await second.page.goto(`/inventory/autopart/${part.id}`);
      await expect(first.page.getByTestId('part-code')).toHaveText(`AV-${part.id}`);
      await expect(second.page.getByTestId('part-code')).toHaveText(`AV-${part.id}`);

      await first.page.getByLabel('Número de parte').fill('PRIMERO-1');
      await first.page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expectToast(first.page, 'Autoparte actualizada');

      const description = second.page.getByRole('textbox', { name: 'Descripción' });
      await description.fill('Cambio del segundo usuario');
      await second.page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(second.page.getByTestId('form-conflict')).toContainText(CONFLICT);
      await expect(description).toHaveValue('Cambio del segundo usuario');
      const stored = await getPart(second.page, part.id);
      expect(stored.autopart_number).toBe('PRIMERO-1');
      expect(stored.description).not.toBe('Cambio del segundo usuario');

      // Recargar brings the other person's change; the edit can then be made again and saved.
      await second.page.getByRole('button', { name: 'Recargar' }).click();
      await expect(second.page.getByTestId('form-conflict')).toHaveCount(0);
      await expect(second.page.getByLabel('Número de parte')).toHaveValue('PRIMERO-1');
      await description.fill('Cambio del segundo usuario');
      await second.page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expectToast(second.page, 'Autoparte actualizada');
      expect(await getPart(second.page, part.id)).toMatchObject({
        autopart_number: 'PRIMERO-1',
        description: 'Cambio del segundo usuario',
      });
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});

test.describe('capture in a row', () => {
  test('an administrator adds a missing model, saves a complete part as Disponible and captures the next one', async ({
    page,
  }) => {
    await loginAs(page, 'admin', '/inventory/autopart');
    await chooseOption(page, 'Marca', 'Nissan');
    const model = `Almera ${Date.now() % 100_000}`;
    await page.getByTestId('add-model').click();
    const dialog = page.getByRole('dialog', { name: 'Agregar modelo de Nissan' });
    await dialog.getByLabel('Nombre del modelo').fill(model);
    await dialog.getByLabel('Desde el año').fill('2001');
    await dialog.getByLabel('Hasta el año').fill('2006');
    await dialog.getByRole('button', { name: 'Agregar modelo' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Modelo', exact: true })).toHaveValue(model);
    // A name the make already has is refused with the reason.
    await page.getByTestId('add-model').click();
    await dialog.getByLabel('Nombre del modelo').fill('Tsuru');
    await dialog.getByLabel('Desde el año').fill('1992');
    await dialog.getByLabel('Hasta el año').fill('2017');
    await dialog.getByRole('button', { name: 'Agregar modelo' }).click();
    await expect(
      dialog.getByText('Ese modelo ya existe para esta marca: elígelo en la lista.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await chooseOption(page, 'Autoparte', 'Faros');
    await chooseOption(page, 'Años', '2004');
    await radio(page, 'Lado', 'Izquierda').click();
    await expect(page.getByLabel('Título')).toHaveValue(`Faro delantero izquierdo ${model} 2004 Nissan`);
    const status = page.getByRole('combobox', { name: 'Estatus', exact: true });
    await expect(status).toHaveValue('Incompleto');
    await page.getByLabel('Precio').fill('1850');
    // Complete: a new part is saved as Disponible unless chosen otherwise.
    await expect(status).toHaveValue('Disponible');

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/autoparts/store') && response.status() === 201,
    );
    await page.getByRole('button', { name: 'Guardar y capturar otra' }).click();
    const part = (await (await created).json()) as { id: number; status_id: number; name: string };
    expect(part).toMatchObject({ status_id: 1, name: `Faro delantero izquierdo ${model} 2004 Nissan` });
    await expectToast(page, `Autoparte AV-${part.id} creada. Captura la siguiente.`);

    // The next part starts from the same car, on the same screen, with what changes emptied.
    await expect(page).toHaveURL(/\/inventory\/autopart$/);
    await expect(page.getByRole('combobox', { name: 'Marca', exact: true })).toHaveValue('Nissan');
    await expect(page.getByRole('combobox', { name: 'Modelo', exact: true })).toHaveValue(model);
    await expect(page.getByRole('combobox', { name: 'Autoparte', exact: true })).toHaveValue('');
    await chooseOption(page, 'Autoparte', 'Calaveras');
    await expect(page.getByLabel('Título')).toHaveValue(`Calavera trasera ${model} 2004 Nissan`);
    await shootDesktopAndPhone(page, 'part-form-capture-next');
  });
});
