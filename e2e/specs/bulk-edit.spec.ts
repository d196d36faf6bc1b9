import { apiCall, expect, expectToast, loginAs, test } from '../support/fixtures.ts';
import { shootDesktopAndPhone } from '../support/screens.ts';

// Autopartes on a desk: the 31 parts of one car priced at once, with a preview of every change.

interface CreatedPart {
  id: number;
  sale_price: number;
  status_id: number;
}

test.describe('bulk edit in Autopartes at desktop width', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an administrator raises the price of a car’s 31 parts by 10 % after checking the preview', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    // Parts of this test's own, in a location of their own, so the list holds exactly them.
    const location = await apiCall<{ id: number; name: string }>(page, 'POST', '/api/locations/store', {
      name: `MASIVA-${Date.now()}`,
    });
    const models = await apiCall<{ id: number; name: string; make_id: number }[]>(page, 'GET', '/api/models');
    const tsuru = models.find((model) => model.name === 'Tsuru');
    if (!tsuru) throw new Error('no Tsuru in the reference list');
    const created: CreatedPart[] = [];
    for (let i = 0; i < 31; i++) {
      created.push(
        await apiCall<CreatedPart>(page, 'POST', '/api/autoparts/store', {
          make_id: tsuru.make_id,
          model_id: tsuru.id,
          category_id: i % 2 === 0 ? 71 : 34,
          years: [2005, 2008],
          side_id: i % 2 === 0 ? 2 : 1,
          location_id: location.id,
          sale_price: 1_000 + i * 15,
        }),
      );
    }
    expect(created.every((part) => part.status_id === 1)).toBe(true);

    await page.goto(`/inventory?location=${location.id}`);
    // Mantine's segmented control hides its radios; the visible label is what a person clicks.
    await page.locator('label', { hasText: 'Tabla' }).click();
    const table = page.getByTestId('parts-table');
    await expect(table.getByTestId('parts-table-row')).toHaveCount(31);
    await expect(table).toContainText('Faro delantero derecho Tsuru 2005-2008 Nissan');
    await expect(table).toContainText('Calavera trasera izquierda Tsuru 2005-2008 Nissan');

    await page.getByRole('checkbox', { name: 'Seleccionar todas las de esta página' }).check();
    await expect(page.getByTestId('bulk-bar')).toContainText('31 seleccionadas');
    await page.getByRole('button', { name: 'Editar seleccionadas' }).click();

    const dialog = page.getByRole('dialog', { name: 'Editar 31 autopartes' });
    await dialog.locator('label', { hasText: 'Subir %' }).click();
    await dialog.getByLabel('Subir el precio (%)').fill('10');
    await dialog.getByRole('button', { name: 'Ver vista previa' }).click();

    await expect(dialog.getByTestId('bulk-preview-summary')).toHaveText('Cambiarán 31 de 31 autopartes.');
    await expect(dialog.getByTestId('bulk-preview-row')).toHaveCount(31);
    // 1,015 × 1.10 = 1,116.5: rounded half up to whole pesos.
    const second = dialog.getByTestId('bulk-preview-row').filter({ hasText: `AV-${created[1]!.id}` });
    await expect(second).toContainText('Precio: $1,015 → $1,117');
    // Nothing is written until the preview is accepted.
    const before = await apiCall<CreatedPart>(page, 'GET', `/api/autoparts/${created[1]!.id}`);
    expect(before.sale_price).toBe(1_015);
    await shootDesktopAndPhone(page, 'bulk-edit-preview');

    await dialog.getByRole('button', { name: 'Aplicar a 31 autopartes' }).click();
    await expectToast(page, '31 autopartes actualizadas');
    await expect(dialog).toBeHidden();
    for (const [i, part] of created.entries()) {
      const saved = await apiCall<CreatedPart & { activity?: { activity: string }[] }>(
        page,
        'GET',
        `/api/autoparts/${part.id}`,
      );
      const price = 1_000 + i * 15;
      expect(saved.sale_price).toBe(Math.floor((2 * price * 11_000 + 10_000) / 20_000));
      if (i === 1) {
        expect(saved.activity?.map((entry) => entry.activity)).toContain(
          'Edición masiva: Precio: $1,015 → $1,117',
        );
      }
    }
    await expect(table).toContainText('$1,117');

    // The table view is remembered on this device.
    await page.reload();
    await expect(page.getByTestId('parts-table')).toBeVisible();
    await shootDesktopAndPhone(page, 'bulk-edit-table');
  });
});
