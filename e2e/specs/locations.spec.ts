import type { Page } from '@playwright/test';
import { expect, expectToast, loginAs, test } from '../support/fixtures.ts';
import { holdRoute } from '../support/hold-route.ts';
import { decodeQrFromPng, extractSvgs, renderSvgToPng } from '../support/qr.ts';

interface LocationRow {
  id: number;
  name: string;
  stock: number;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

async function listLocations(page: Page): Promise<LocationRow[]> {
  const response = await page.request.get('/api/locations');
  expect(response.status()).toBe(200);
  return response.json();
}

async function searchFor(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Buscar ubicación' }).fill(name);
  await expect(rowOf(page, name)).toBeVisible();
}

test('an administrator creates, renames and deletes locations', async ({ page }) => {
  await loginAs(page, 'admin', '/locations');
  await expect(page.getByRole('heading', { name: 'Ubicaciones' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ubicación' })).toBeVisible();

  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/locations/store'))
      creates.push(request.url());
  });
  const nameInput = page.getByRole('textbox', { name: 'Nombre de la ubicación' });

  // A blank name sends nothing.
  await nameInput.fill('   ');
  await nameInput.press('Enter');
  await expect(page.getByRole('button', { name: 'Crear' })).toBeEnabled();
  expect(creates).toHaveLength(0);

  // Names of this attempt's own: a retry after a half-finished attempt finds them taken.
  const first = `Z-E2E-1A-${test.info().retry}`;
  const renamed = `Z-E2E-2B-${test.info().retry}`;
  // Enter creates; the new location goes to the top of the list.
  await nameInput.fill(first);
  await nameInput.press('Enter');
  await expect(page.getByRole('row').nth(1)).toContainText(first);
  await expect(nameInput).toHaveValue('');
  expect(creates).toHaveLength(1);

  // Edit mode: the edit row replaces the search box; saving leaves edit mode.
  await rowOf(page, first).getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('textbox', { name: 'Buscar ubicación' })).toHaveCount(0);
  const editInput = page.getByRole('textbox', { name: 'Nuevo nombre de la ubicación' });
  await expect(editInput).toHaveValue(first);
  await editInput.fill(renamed);
  await page.getByRole('form', { name: 'Editar ubicación' }).getByRole('button', { name: 'Editar' }).click();
  await expectToast(page, 'Ubicación actualizada');
  await expect(editInput).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Buscar ubicación' })).toBeVisible();
  await expect(rowOf(page, renamed)).toBeVisible();
  await expect(rowOf(page, first)).toHaveCount(0);

  // A location with stock cannot be deleted: the user gets an alert and the row stays.
  const stocked = (await listLocations(page)).find((location) => location.stock > 0);
  if (!stocked) throw new Error('the demo data has no location with stock');
  await searchFor(page, stocked.name);
  const alert = new Promise<string>((resolve) => {
    page.once('dialog', async (dialog) => {
      expect(dialog.type()).toBe('alert');
      resolve(dialog.message());
      await dialog.accept();
    });
  });
  await rowOf(page, stocked.name).getByRole('button', { name: 'Eliminar' }).click();
  expect(await alert).toBe('No es posible eliminar ubicaciones con stock.');
  await expect(rowOf(page, stocked.name)).toBeVisible();

  // An empty one is deleted after confirmation.
  const created = (await listLocations(page)).find((location) => location.name === renamed);
  if (!created) throw new Error('the renamed location is missing');
  await searchFor(page, renamed);
  await rowOf(page, renamed).getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('¿Está seguro de eliminar la ubicación?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  await expectToast(page, 'Ubicación eliminada');
  await expect(page.getByText('No Available Data')).toBeVisible();
  expect((await page.request.get(`/api/locations/${created.id}`)).status()).toBe(404);
});

test('the label of a location carries a QR that scans as location-{id}', async ({ page }) => {
  await loginAs(page, 'admin', '/locations');
  const [location] = await listLocations(page);
  if (!location) throw new Error('the demo data has no locations');
  await searchFor(page, location.name);

  const popupPromise = page.waitForEvent('popup');
  await rowOf(page, location.name).getByRole('button', { name: 'Imprimir etiqueta' }).click();
  const popup = await popupPromise;
  expect(new URL(popup.url()).pathname).toBe(`/api/locations/${location.id}/label`);
  await popup.close();

  const response = await page.request.get(`/api/locations/${location.id}/label?print=0`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(location.name);
  expect(html).toContain('@page { size: 50mm 25mm; margin: 0; }');
  const [svg] = extractSvgs(html);
  if (!svg) throw new Error('the label has no SVG');
  const texts = await decodeQrFromPng(await renderSvgToPng(page, svg));
  expect(texts).toEqual([`location-${location.id}`]);

  // The label page itself shows the name and the company beside the QR.
  await page.goto(`/api/locations/${location.id}/label?print=0&size=4x2.4in`);
  const label = page.getByRole('region', { name: `Etiqueta de ${location.name}` });
  await expect(label).toContainText(location.name);
  await expect(label.locator('svg')).toBeVisible();
  const scanned = await decodeQrFromPng(await label.locator('.qr').screenshot());
  expect(scanned).toEqual([`location-${location.id}`]);
});

test('labels of a whole aisle print at once', async ({ page }) => {
  await loginAs(page, 'admin', '/locations');
  const aisle = (await listLocations(page)).filter((location) => location.name.startsWith('P1-'));
  expect(aisle.length).toBeGreaterThan(1);

  const response = await page.request.get('/api/locations/labels?prefix=P1-&print=0');
  expect(response.status()).toBe(200);
  const svgs = extractSvgs(await response.text());
  expect(svgs).toHaveLength(aisle.length);

  // "Imprimir etiquetas" prints what the list shows.
  await page.getByRole('textbox', { name: 'Buscar ubicación' }).fill('P1-C1-');
  const shown = aisle.filter((location) => location.name.startsWith('P1-C1-'));
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Imprimir etiquetas' }).click();
  const popup = await popupPromise;
  const ids = new URL(popup.url()).searchParams.get('ids')?.split(',').map(Number) ?? [];
  expect(ids.sort((a, b) => a - b)).toEqual(shown.map((location) => location.id).sort((a, b) => a - b));
  await popup.close();
});

test('a delete the server refuses puts the row back and shows the reason', async ({ page }) => {
  // A name of this attempt's own: a retry must not meet the row its first attempt created.
  const name = `Z-E2E-RECHAZO-${test.info().retry}`;
  await loginAs(page, 'supervisor', '/locations');
  const nameInput = page.getByRole('textbox', { name: 'Nombre de la ubicación' });
  await nameInput.fill(name);
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(rowOf(page, name)).toBeVisible();

  // Stock may change between loading the list and deleting: the server has the last word.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/locations/destroy/*', async (route) => {
    await answered;
    await route.fulfill({
      status: 422,
      json: {
        message: 'No es posible eliminar ubicaciones con stock.',
        errors: { stock: ['No es posible eliminar ubicaciones con stock.'] },
      },
    });
  });
  await rowOf(page, name).getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  // The row leaves the list at once, before the server answers…
  await expect(rowOf(page, name)).toHaveCount(0);
  answer();
  // …and comes back with the server's reason as an error toast when it refuses.
  await expect(
    page.getByRole('alert').filter({ hasText: 'No es posible eliminar ubicaciones con stock.' }),
  ).toBeVisible();
  await expect(rowOf(page, name)).toBeVisible();
});

test('a location created while the list is still loading stays at the top of it', async ({ page }) => {
  const name = `Z-E2E-LENTA-${test.info().retry}`;
  await loginAs(page, 'supervisor', null);
  // The list's load is held until the location exists, as on a slow connection right after
  // opening the page: its answer, sorted by name, does not have the new location.
  const list = await holdRoute(page, (url) => url.pathname === '/api/locations', { answerAsAsked: true });
  await page.goto('/locations');
  await page.getByRole('textbox', { name: 'Nombre de la ubicación' }).fill(name);
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/locations/store'));
  await page.getByRole('button', { name: 'Crear' }).click();
  expect((await stored).ok()).toBe(true);
  expect(list.seen()).toBeGreaterThan(0);
  list.release();
  // The held list lands after the create (the other locations show up): the new location is
  // still the first row, not replaced by the older answer.
  await expect(page.getByRole('row').filter({ hasText: 'P1-C1-1A' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText(name);
});

test('roles without locations access are sent home', async ({ page }) => {
  await loginAs(page, 'capturist', '/locations');
  await expect(page).toHaveURL(/\/$/);
});
