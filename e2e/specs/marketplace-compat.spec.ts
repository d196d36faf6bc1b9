import type { Page } from '@playwright/test';
import { FAKE_ML, fakeMl, givePhoto } from '../support/fake-ml.ts';
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
import { shootDesktopAndPhone } from '../support/screens.ts';

// Vehicle compatibilities, marketplace categories and required attributes (docs/product.md §10, compatibilities):
// the part form's «También le queda a», what Mercado Libre accepted, the missing-attribute warning
// and the Categorías de Mercado Libre screen, against the fake marketplace.

interface ApiPart {
  id: number;
  name: string;
  version: number;
  ml_id: string | null;
  store: { id: number };
}

const SELLER = '468424999';
const STORE = 'Tienda E2E Compatibilidades';

async function unlistedParts(page: Page, count: number): Promise<ApiPart[]> {
  const body = await apiCall<{ data: { id: number; ml_id: string | null; store_id: number }[] }>(
    page,
    'POST',
    '/api/autoparts/searchInventory?page=1',
    { status: [1], sort: 'latest' },
  );
  // All of one company: a marketplace store is offered only on its own company's parts, and the
  // newest parts (other specs') may belong to several.
  const unlisted = body.data.filter((part) => !part.ml_id);
  const company = unlisted[0]?.store_id;
  const ids = unlisted.filter((part) => part.store_id === company).map((part) => part.id);
  const parts: ApiPart[] = [];
  for (const id of ids.slice(0, count)) {
    await givePhoto(page, id);
    parts.push(await apiCall<ApiPart>(page, 'GET', `/api/autoparts/showByUser/${id}`));
  }
  return parts;
}

async function modelId(page: Page, name: string) {
  const models = await apiCall<{ id: number; name: string; make_id: number }[]>(page, 'GET', '/api/models');
  const model = models.find((entry) => entry.name === name);
  if (!model) throw new Error(`no model ${name}`);
  return model;
}

test.describe('vehicle compatibilities and Mercado Libre categories', () => {
  test.afterAll(async ({ browser }) => {
    await fakeMl('POST', '/seller', { user_id: FAKE_ML.sellerId });
    // Back to the lenient categories discovery suggests, so later specs list any demo part.
    const page = await browser.newPage();
    await loginAs(page, 'superadmin');
    await apiCall(page, 'PUT', '/api/ml/categories/1', { ml_category_id: 'MLM191834' });
    await apiCall(page, 'PUT', '/api/ml/categories/71', { ml_category_id: 'MLM194238' });
    await page.close();
  });

  test('a door lists with its vehicles; a headlight without part number is held back', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'superadmin', null);
    const [door, headlight] = await unlistedParts(page, 2);
    if (!door || !headlight) throw new Error('too few demo parts');

    // A store of the parts' company, authorised through the fake's approval page.
    await fakeMl('POST', '/seller', { user_id: SELLER });
    // A retry finds the store its first attempt created.
    const stores = await apiCall<{ id: number; name: string }[]>(page, 'GET', '/api/stores_ml');
    const account =
      stores.find((store) => store.name === STORE) ??
      (await apiCall<{ id: number }>(page, 'POST', '/api/stores_ml/store', {
        name: STORE,
        user_id: SELLER,
        store_id: door.store.id,
      }));
    const { url } = await apiCall<{ url: string }>(page, 'GET', `/api/stores_ml/${account.id}/authorize-url`);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Tienda conectada' })).toBeVisible();

    // The fake's strict categories: doors require compatibilities, headlights a part number.
    await apiCall(page, 'PUT', '/api/ml/categories/1', { ml_category_id: 'MLM191833' });
    await apiCall(page, 'PUT', '/api/ml/categories/71', { ml_category_id: 'MLM194237' });
    const jetta = await modelId(page, 'Jetta');
    await apiCall(page, 'PUT', `/api/autoparts/update/${door.id}`, {
      version: door.version,
      category_id: 1,
      make_id: jetta.make_id,
      model_id: jetta.id,
      years: [2012, 2014],
      // Doors need their position and side in every compatibility (the category's restrictions):
      // set here, since a demo part may have neither.
      position_id: 1,
      side_id: 1,
    });

    // «También le queda a» on the edit form.
    await page.goto(`/inventory/autopart/${door.id}`);
    const section = page.getByTestId('compat-section');
    await expect(section.getByText('Sin otros vehículos.')).toBeVisible();
    await section.getByRole('button', { name: 'Agregar vehículo' }).click();
    await chooseOption(page, 'Marca (vehículo 1)', 'Volkswagen');
    await chooseOption(page, 'Modelo (vehículo 1)', 'Golf');
    await section.getByLabel('Desde (vehículo 1)').fill('2015');
    await section.getByLabel('Hasta (vehículo 1)').fill('2016');
    await section.getByRole('button', { name: 'Agregar vehículo' }).click();
    await chooseOption(page, 'Marca (vehículo 2)', 'Ford');
    await chooseOption(page, 'Modelo (vehículo 2)', 'Focus');
    await section.getByLabel('Desde (vehículo 2)').fill('1980');
    await section.getByLabel('Hasta (vehículo 2)').fill('2019');
    await section.getByRole('button', { name: 'Actualizar vehículos' }).click();
    // A 40-year range is refused in words, under its field.
    await expect(section.getByText('El rango de años no puede ser de más de 30 años.').first()).toBeVisible();
    await section.getByLabel('Desde (vehículo 2)').fill('2010');
    await section.getByLabel('Hasta (vehículo 2)').fill('2011');
    await section.getByRole('button', { name: 'Actualizar vehículos' }).click();
    await expectToast(page, 'Vehículos guardados');

    // Listed through the store: the fake has the item in the doors category with the vehicles.
    const fresh = await apiCall<ApiPart>(page, 'GET', `/api/autoparts/showByUser/${door.id}`);
    const saved = await apiCall<{ sync: boolean; autopart: ApiPart }>(
      page,
      'PUT',
      `/api/autoparts/update/${door.id}`,
      {
        version: fresh.version,
        store_ml_id: account.id,
      },
    );
    expect(saved.sync).toBe(true);
    const listed = await apiCall<ApiPart>(page, 'GET', `/api/autoparts/showByUser/${door.id}`);
    const item = await fakeMl<{ category_id: string; tags: string[] }>('GET', `/items/${listed.ml_id}`);
    expect(item.category_id).toBe('MLM191833');
    expect(item.tags).toEqual([]);

    await page.reload();
    const results = page.getByTestId('ml-compat-results');
    await expect(results.getByText('Volkswagen Jetta 2012-2014')).toBeVisible();
    await expect(results.getByText('Volkswagen Golf 2015-2016')).toBeVisible();
    await expect(results.getByText('No encontrado en Mercado Libre')).toHaveCount(1);
    await section.scrollIntoViewIfNeeded();
    await shootDesktopAndPhone(page, 'compat-form');

    // The detail shows the vehicles too, and the search finds the part by an extra vehicle.
    await page.goto(`/autopart/${door.id}`);
    await expect(
      page.getByTestId('compat-summary').getByText(/También le queda a: Volkswagen Golf 2015-2016/),
    ).toBeVisible();
    const golf = await modelId(page, 'Golf');
    const found = await apiCall<{ data: { id: number }[] }>(page, 'POST', '/api/autoparts/searchInventory', {
      model: golf.id,
      years: [2015],
    });
    expect(found.data.map((row) => row.id)).toContain(door.id);

    // A headlight with no part number: the form says what is missing before it is sent.
    await apiCall(page, 'PUT', `/api/autoparts/update/${headlight.id}`, {
      version: headlight.version,
      category_id: 71,
      autopart_number: '',
    });
    await page.goto(`/inventory/autopart/${headlight.id}`);
    await chooseOption(page, 'Tienda de Mercado Libre', STORE);
    await expect(page.getByTestId('ml-requirements')).toContainText(
      'Para publicar en Mercado Libre falta: Número de parte',
    );
  });

  test('role 1 corrects a category on Categorías de Mercado Libre', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'superadmin', null);
    // The mapping this test starts from, whatever the test before it left.
    await apiCall(page, 'PUT', '/api/ml/categories/1', { ml_category_id: 'MLM191833' });
    await page.goto('/ml-categories');
    await expect(page.getByRole('heading', { name: 'Categorías de Mercado Libre' })).toBeVisible();
    await page.getByLabel('Buscar categoría').fill('Puertas');
    const input = page.getByLabel('Categoría de Mercado Libre de Puertas', { exact: true });
    const row = page.getByTestId('ml-category-row').filter({ has: input });
    await expect(input).toHaveValue('MLM191833');
    await input.fill('MLA999');
    await row.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/MLM1234/)).toBeVisible();
    await input.fill(' mlm2232 ');
    await row.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Categoría guardada');
    await expect(input).toHaveValue('MLM2232');
    await expect(row.getByText('Corregida')).toBeVisible();
    // A few rows: every category at once makes a page too long for one screenshot.
    await page.getByLabel('Buscar categoría').fill('es');
    await shootDesktopAndPhone(page, 'ml-categories');
  });

  test("Duplicar copies the vehicles: the copy's edit screen lists them", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'superadmin', null);
    const [part] = await unlistedParts(page, 1);
    if (!part) throw new Error('too few demo parts');
    const golf = await modelId(page, 'Golf');
    const focus = await modelId(page, 'Focus');
    await apiCall(page, 'PUT', `/api/autoparts/${part.id}/compatibilities`, {
      compatibilities: [
        { make_id: golf.make_id, model_id: golf.id, year_from: 2015, year_to: 2016 },
        { make_id: focus.make_id, model_id: focus.id, year_from: 2010, year_to: 2011 },
      ],
    });

    await page.goto(`/inventory/autopart/${part.id}`);
    // At 390 px Duplicar sits in the action bar's «Más acciones» menu.
    await page.getByRole('button', { name: 'Más acciones' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Duplicar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Duplicar' }).click();
    await expectToast(page, 'Autoparte duplicada');
    await expect(page).toHaveURL((url) => Number(EDIT_PATH.exec(url.pathname)?.[1]) > part.id);
    const copyId = idFromUrl(page);

    const section = page.getByTestId('compat-section');
    await expect(section.getByTestId('compat-row')).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Modelo (vehículo 1)' })).toHaveValue('Golf');
    await expect(section.getByLabel('Desde (vehículo 1)')).toHaveValue('2015');
    await expect(section.getByLabel('Hasta (vehículo 1)')).toHaveValue('2016');
    await expect(page.getByRole('combobox', { name: 'Modelo (vehículo 2)' })).toHaveValue('Focus');
    await expect(section.getByLabel('Desde (vehículo 2)')).toHaveValue('2010');
    // The copy's own vehicles, not a view of the original's: the API answers them for the copy's id.
    const copied = await apiCall<{ compatibilities: { model: { id: number } }[] }>(
      page,
      'GET',
      `/api/autoparts/${copyId}/compatibilities`,
    );
    expect(copied.compatibilities.map((row) => row.model.id)).toEqual([golf.id, focus.id]);
  });
});
