import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiCall, chooseOption, expect, loginAs, test } from '../support/fixtures.ts';

// Own data in an own company: other specs change the demo data, this one never reads it.

const SHOTS = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screenshots');

/** 500 rows, 20 of them bad (10 unknown makes, 10 unreadable years), with two headers no one maps. */
async function inventorySheet(prefix: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inventario');
  sheet.addRow(['Clave interna XYZ', 'Armadora', 'Modelo', 'Años', 'Autoparte', 'Precio', 'Ubicación']);
  for (let index = 1; index <= 500; index += 1) {
    const badMake = index % 50 === 7;
    const badYears = index % 50 === 33;
    sheet.addRow([
      `${prefix}-${index}`,
      badMake ? 'Ferrarri Motors' : 'Nissan',
      index % 2 === 0 ? 'Tsuru' : 'Sentra',
      badYears ? 'nunca' : `${2000 + (index % 10)}-${2003 + (index % 10)}`,
      index % 3 === 0 ? 'Cofre' : 'Puertas',
      `$${(1000 + index).toLocaleString('en-US')}.00`,
      '',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function readDownload(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet in the download');
  return { sheet, name: download.suggestedFilename() };
}

test('import 500 rows with 20 bad ones, download the errors, export the parts by make', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, 'superadmin', null);
  const stamp = Date.now().toString(36);
  const company = await apiCall<{ id: number; name: string }>(page, 'POST', '/api/admin/companies', {
    name: `Yonke Importa ${stamp}`,
  });
  const nissan = (await apiCall<{ id: number; name: string }[]>(page, 'GET', '/api/makes')).find(
    (make) => make.name === 'Nissan',
  );
  expect(nissan).toBeTruthy();

  await page.goto('/import');
  await expect(page.getByRole('heading', { name: 'Importar autopartes' })).toBeVisible();
  await chooseOption(page, 'Empresa', company.name);
  await page.locator('input[type="file"]').setInputFiles({
    name: `inventario-${stamp}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await inventorySheet(stamp),
  });
  await page.getByRole('button', { name: 'Subir archivo' }).click();
  await expect(page.getByText(`inventario-${stamp}.xlsx · 500 filas`)).toBeVisible();

  // Two columns the automatic mapping cannot know: set by hand.
  await chooseOption(page, 'Campo para la columna Clave interna XYZ', 'Referencia / SKU');
  await chooseOption(page, 'Campo para la columna Armadora', 'Marca');
  await page.getByRole('button', { name: 'Vista previa' }).click();
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByText('Nuevas: 480')).toBeVisible({ timeout: 60_000 });
  await expect(preview.getByText('Con errores: 20')).toBeVisible();
  await expect(preview.getByText(/^Fila 8: la marca «Ferrarri Motors» no existe/)).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'import-preview-desktop.png'), fullPage: true });

  await page.getByRole('button', { name: 'Importar 480 autopartes' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progreso de la importación' })).toBeVisible();
  await expect(page.getByTestId('import-progress')).toHaveText('500 de 500 filas · errores: 20', {
    timeout: 120_000,
  });
  await expect(
    page.getByText('Nuevas: 480 · Actualizadas: 0 · Sin cambios: 0 · Se omitieron: 0 · Con errores: 20'),
  ).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'import-done-desktop.png'), fullPage: true });

  // The page survives a reload: the import is in the URL and its progress in the database.
  await page.reload();
  await expect(page.getByTestId('import-progress')).toHaveText('500 de 500 filas · errores: 20');

  const errors = await readDownload(page, () =>
    page.getByRole('button', { name: 'Descargar filas con errores' }).click(),
  );
  expect(errors.sheet.getRow(1).getCell(1).value).toBe('Error');
  expect(errors.sheet.rowCount).toBe(21);
  expect(String(errors.sheet.getRow(2).getCell(1).value)).toMatch(
    /^Fila 8: la marca «Ferrarri Motors» no existe/,
  );

  // Autopartes of this company filtered by Nissan, exported and read back.
  await page.goto(`/inventory?make=${nissan?.id}&store=${company.id}`);
  await page.getByRole('button', { name: 'Exportar' }).click();
  const exported = await readDownload(page, () =>
    page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
  );
  expect(exported.name).toMatch(/^autopartes-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const headers = (exported.sheet.getRow(1).values as string[]).slice(1);
  expect(exported.sheet.rowCount).toBe(481);
  const make = headers.indexOf('Marca') + 1;
  const store = headers.indexOf('Empresa') + 1;
  for (let row = 2; row <= exported.sheet.rowCount; row += 1) {
    expect(exported.sheet.getRow(row).getCell(make).value).toBe('Nissan');
    expect(exported.sheet.getRow(row).getCell(store).value).toBe(company.name);
  }
});

test('the import screens at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin', '/import');
  await expect(page.getByRole('heading', { name: 'Importar autopartes' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'import-upload-390.png'), fullPage: true });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hoja1');
  sheet.addRow(['Marca', 'Modelo', 'Autoparte', 'Precio', 'Color']);
  sheet.addRow(['Volkswagon', 'Jeta', 'Puerta', '$1,500', 'Rojo']);
  sheet.addRow(['Toyot', 'Corolla', 'Faros', 'mil', 'Azul']);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'telefono.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await page.getByRole('button', { name: 'Subir archivo' }).click();
  await page.getByRole('button', { name: 'Vista previa' }).click();
  await expect(page.getByTestId('import-preview').getByText('Con errores: 1')).toBeVisible();
  await expect(page.getByText('«Volkswagon» → Volkswagen', { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'import-preview-390.png'), fullPage: true });
});

/** Full-page screenshots of the current step at 1280 and 390 px. */
async function shots(page: Page, name: string) {
  for (const [label, width] of [
    ['1280', 1280],
    ['390', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a real lamp distributor’s list: shop ids as AG ids, the shop’s categories mapped once, makes read from names', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await loginAs(page, 'superadmin', null);
  const stamp = Date.now().toString(36);
  const company = await apiCall<{ id: number; name: string }>(page, 'POST', '/api/admin/companies', {
    name: `Lámparas ${stamp}`,
  });
  // Rows copied verbatim from ../shared/real-world/parts-garcia-lamparas.csv (every 10th row).
  const csv = await readFile(
    path.resolve(
      import.meta.dirname,
      '../../apps/api/test/fixtures/real-world/parts-garcia-lamparas-sample.csv',
    ),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/import');
  await chooseOption(page, 'Empresa', company.name);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: `productos-${stamp}.csv`, mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: 'Subir archivo' }).click();
  await expect(page.getByText(`productos-${stamp}.csv · 59 filas`)).toBeVisible();
  // The shop's own id is proposed as its AG id, never as our AV code.
  await expect(
    page.getByRole('combobox', { name: 'Campo para la columna id_producto', exact: true }),
  ).toHaveValue('Código de otro sistema (AG-…)');
  await chooseOption(page, 'Campo para la columna categoria', 'No importar');
  await chooseOption(page, 'Campo para la columna nombre', 'Autoparte (categoría)');
  await chooseOption(page, 'Campo para la columna descripcion', 'Nombre');
  await shots(page, 'import-real-mapping');

  await page.getByRole('button', { name: 'Vista previa' }).click();
  const categories = page.getByTestId('import-categories');
  await expect(categories).toBeVisible({ timeout: 60_000 });
  await expect(categories.getByText('Calaveras Autos', { exact: true })).toBeVisible();
  await shots(page, 'import-real-categories');
  await chooseOption(page, 'Autoparte para «Calaveras Autos»', 'Calaveras');
  await expect(categories.getByText('Calaveras Autos', { exact: true })).toBeHidden({ timeout: 60_000 });
  await categories.getByRole('button', { name: 'Enviar todas a «Otros»' }).click();
  await expect(categories).toBeHidden({ timeout: 60_000 });
  await page.getByLabel(/Las filas sin marca van como marca y modelo «Universal»/).check();
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByText('Con errores: 0')).toBeVisible({ timeout: 60_000 });
  await expect(preview.getByText('Nuevas: 59')).toBeVisible();
  await expect(page.getByTestId('import-incomplete')).toContainText('sin precio');
  await shots(page, 'import-real-preview');

  await page.getByRole('button', { name: 'Importar 59 autopartes' }).click();
  await expect(page.getByTestId('import-progress')).toHaveText('59 de 59 filas · errores: 0', {
    timeout: 120_000,
  });
  await shots(page, 'import-real-result');

  // The same shop's file again: mapping and category choices are remembered, nothing is created twice.
  await page.getByRole('button', { name: 'Importar otro archivo' }).click();
  await chooseOption(page, 'Empresa', company.name);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: `productos-${stamp}-2.csv`, mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: 'Subir archivo' }).click();
  await expect(page.getByText(/Usamos la asignación de columnas/)).toBeVisible();
  await page.getByRole('button', { name: 'Vista previa' }).click();
  await expect(preview.getByText('Nuevas: 0')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('import-categories')).toBeHidden();
});
