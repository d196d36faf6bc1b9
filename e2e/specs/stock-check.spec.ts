import type { Page } from '@playwright/test';
import type { Page as ResultsPage, SearchRow } from '@yonke/domain/schemas';
import { openCameraBrowser } from '../support/camera.ts';
import { apiCall, expect, expectToast, loginAs, test } from '../support/fixtures.ts';

interface LocationRow {
  id: number;
  name: string;
  stock: number;
}

interface Countable {
  location: LocationRow;
  parts: SearchRow[];
}

/** Locations with a handful of countable parts (statuses 1, 2, 5), so that each test has its own. */
async function countableLocations(page: Page, wanted: number): Promise<Countable[]> {
  const locations = await apiCall<LocationRow[]>(page, 'GET', '/api/locations');
  const found: Countable[] = [];
  for (const location of locations) {
    if (location.stock < 3 || location.stock > 14) continue;
    const result = await apiCall<ResultsPage<SearchRow>>(
      page,
      'POST',
      '/api/autoparts/searchInventory?page=1',
      {
        location: location.id,
        status: [1, 2, 5],
      },
    );
    if (result.total >= 3 && result.total <= 10) found.push({ location, parts: result.data });
    if (found.length >= wanted) break;
  }
  expect(found.length).toBe(wanted);
  return found;
}

const rows = (page: Page) => page.getByTestId('stock-row');

/** The toasts a page showed (recorded by the fixtures' toast recorder). */
const toastsShown = (page: Page) =>
  page.evaluate(() => [...((globalThis as { __e2eToasts?: string[] }).__e2eToasts ?? [])]);
const rowOf = (page: Page, id: number) => page.locator(`[data-testid="stock-row"][data-part-id="${id}"]`);

test('scanning a location label on the stock check selects it and lists its parts', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'admin', null);
  const [, target] = await countableLocations(page, 2);
  const { location, parts } = target as Countable;
  const camera = await openCameraBrowser(`location-${location.id}`, { baseURL: baseURL as string });
  try {
    const { page: phone } = camera;
    await loginAs(phone, 'admin', '/reinventory');
    await expect(phone.getByRole('heading', { name: 'Selecciona o escanea una Ubicación' })).toBeVisible();
    await expect(phone.getByText('Para mostrar las autopartes')).toBeVisible();
    await phone.getByRole('button', { name: 'Escanear', exact: true }).click();
    await expect(phone).toHaveURL(new RegExp(`/reinventory\\?location=${location.id}`), { timeout: 15_000 });
    await expect(rows(phone)).toHaveCount(parts.length);
    // Guardar is off until something is marked, and the page says so in words.
    await expect(phone.getByTestId('stock-save-hint')).toHaveText(
      'Marca o escanea autopartes para poder guardar.',
    );
    await expect(phone.getByRole('combobox', { name: 'Ubicación' })).toHaveValue(
      `${location.name} (Stock: ${location.stock})`,
    );
    await expect(phone.getByTestId('count-missing')).toHaveText(String(parts.length));
  } finally {
    await camera.close();
  }
});

test('a count: rows marked by hand, a part from another location scanned in, saved and applied', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'admin', null);
  const [target] = await countableLocations(page, 1);
  const { location, parts } = target as Countable;
  const elsewhere = (
    await apiCall<ResultsPage<SearchRow>>(page, 'POST', '/api/autoparts/searchInventory?page=1', {
      status: [2],
      sort: 'oldest',
    })
  ).data.find((row) => row.location_id !== null && row.location_id !== location.id) as SearchRow;
  const missing = parts[parts.length - 1] as SearchRow;
  const historyBefore = await apiCall<{ total: number }>(
    page,
    'GET',
    `/api/stock-checks?location=${location.id}`,
  );
  const found = parts.slice(0, -1);

  const camera = await openCameraBrowser(`autopart-${elsewhere.id}`, { baseURL: baseURL as string });
  try {
    const { page: phone } = camera;
    await loginAs(phone, 'admin', `/reinventory?location=${location.id}`);
    await expect(rows(phone)).toHaveCount(parts.length);
    // The page's button (the confirm dialog has one too, in a portal outside <main>).
    const save = phone.getByRole('main').getByRole('button', { name: 'Guardar' });
    await expect(save).toBeDisabled();

    // "Marcar manualmente": the first by tapping the row, the others with their action icon.
    const [first, ...others] = found as [SearchRow, ...SearchRow[]];
    await rowOf(phone, first.id).getByText(first.name, { exact: true }).click();
    await expect(rowOf(phone, first.id)).toHaveAttribute('data-action', 'found');
    for (const part of others) {
      await rowOf(phone, part.id)
        .getByRole('button', { name: /Marcar como encontrada/ })
        .click();
      await expect(rowOf(phone, part.id)).toHaveAttribute('data-action', 'found');
    }
    await expect(phone.getByTestId('count-found')).toHaveText(String(found.length));
    await expect(phone.getByTestId('count-missing')).toHaveText('1');
    await expect(save).toBeEnabled();

    // The camera shows the label of a part recorded in another location: it is appended as added.
    await phone.getByRole('button', { name: 'Escanear código QR' }).click();
    // The scanner's box says it; no toast repeats it over the box.
    await expect(phone.getByTestId('scanner-result')).toContainText('Autoparte agregada');
    await expect(rowOf(phone, elsewhere.id)).toHaveAttribute('data-action', 'added');
    expect(await toastsShown(phone)).not.toContain('Autoparte agregada');
    await expect(phone.getByTestId('count-added')).toHaveText('1');
    await phone.keyboard.press('Escape');
    await expect(phone.getByRole('dialog')).toBeHidden();

    await save.click();
    const confirm = phone.getByRole('dialog', { name: `Guardar inventario de ${location.name}` });
    await expect(confirm).toContainText('y 1 faltante.');
    await confirm.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(phone, 'Inventario guardado correctamente');
    await expect(save).toBeDisabled();
    await expect(rowOf(phone, elsewhere.id)).toContainText(location.name);

    // The database, through the API.
    const moved = await apiCall<{ location_id: number; status_id: number }>(
      page,
      'GET',
      `/api/autoparts/showReinventory/${elsewhere.id}`,
    );
    expect(moved).toMatchObject({ location_id: location.id, status_id: 1 });
    for (const part of found) {
      const now = await apiCall<{ status_id: number }>(
        page,
        'GET',
        `/api/autoparts/showReinventory/${part.id}`,
      );
      expect(now.status_id).toBe(part.status_id === 2 ? 1 : part.status_id);
    }
    const gone = await apiCall<{ status_id: number }>(
      page,
      'GET',
      `/api/autoparts/showReinventory/${missing.id}`,
    );
    expect(gone.status_id).toBe(missing.status_id === 1 ? 2 : missing.status_id);
    const history = await apiCall<{
      total: number;
      data: { found: number; added: number; missing: number }[];
    }>(page, 'GET', `/api/stock-checks?location=${location.id}`);
    expect(history.total).toBe(historyBefore.total + 1);
    expect(history.data[0]).toMatchObject({ found: found.length, added: 1, missing: 1 });

    await phone.getByRole('button', { name: 'Historial' }).click();
    const table = phone.getByTestId('stock-history');
    await expect(table).toContainText('Alejandro Torres');
    await expect(table.getByRole('row')).toHaveCount(historyBefore.total + 2);
  } finally {
    await camera.close();
  }
});

test('an unsaved count survives a reload; typed codes mark parts and unknown ones are reported', async ({
  page,
}) => {
  await loginAs(page, 'supervisor', null);
  const [, , target] = await countableLocations(page, 3);
  const { location, parts } = target as Countable;
  const [first, second] = parts as [SearchRow, SearchRow];
  await page.goto(`/reinventory?location=${location.id}`);
  await expect(rows(page)).toHaveCount(parts.length);

  await rowOf(page, first.id)
    .getByRole('button', { name: /Marcar como encontrada/ })
    .click();
  // A keyboard-wedge scanner (or typing) in the scanner's input.
  await page.getByRole('button', { name: 'Escanear código QR' }).click();
  const input = page.getByRole('dialog').getByRole('textbox', { name: 'Código' });
  await input.fill(`autopart-${second.id}`);
  await input.press('Enter');
  const result = page.getByTestId('scanner-result');
  await expect(result).toContainText(`Autoparte encontrada: AV-${second.id}`);
  await input.fill('autopart-2000000000');
  await input.press('Enter');
  await expect(result).toHaveText('Autoparte no encontrada: autopart-2000000000');
  // The box said both; with the scanner open no toast piles up saying them again.
  const shown = await toastsShown(page);
  expect(shown).not.toContain('Autoparte encontrada');
  expect(shown).not.toContain('Autoparte no encontrada');
  await page.keyboard.press('Escape');
  await expect(rowOf(page, second.id)).toHaveAttribute('data-action', 'found');

  await page.reload();
  await expect(page.getByTestId('draft-alert')).toContainText('2 autopartes marcadas');
  await expect(rowOf(page, first.id)).toHaveAttribute('data-action', 'none');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(rowOf(page, first.id)).toHaveAttribute('data-action', 'found');
  await expect(rowOf(page, second.id)).toHaveAttribute('data-action', 'found');
  await expect(page.getByRole('main').getByRole('button', { name: 'Guardar' })).toBeEnabled();

  // Toggling a found row returns it to none.
  await rowOf(page, first.id)
    .getByRole('button', { name: /Desmarcar/ })
    .click();
  await expect(rowOf(page, first.id)).toHaveAttribute('data-action', 'none');
  await expect(page.getByTestId('count-found')).toHaveText('1');

  // A hardware scanner with no field focused: a burst of keys ending in Enter is a scan.
  const third = parts[2] as SearchRow;
  await page.evaluate((code) => {
    // The e2e project has no DOM types; this runs in the page.
    const win = globalThis as unknown as {
      document: {
        activeElement: { blur?: () => void } | null;
        body: { dispatchEvent: (event: unknown) => void };
      };
      KeyboardEvent: new (type: string, init: { key: string; bubbles: boolean }) => unknown;
    };
    win.document.activeElement?.blur?.();
    for (const key of [...code, 'Enter']) {
      win.document.body.dispatchEvent(new win.KeyboardEvent('keydown', { key, bubbles: true }));
    }
  }, `autopart-${third.id}`);
  await expect(rowOf(page, third.id)).toHaveAttribute('data-action', 'found');
  await expect(page.getByTestId('count-found')).toHaveText('2');
  // With the scanner closed, the toast is the only feedback.
  await expectToast(page, 'Autoparte encontrada');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on a row centre only marks it; the links sit apart; Guardar and the counters stay in sight', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'admin', null);
    const countable = await countableLocations(page, 4);
    // The location with the most rows among the spare ones, so that the page scrolls.
    const { location, parts } = [...countable.slice(3)].sort(
      (a, b) => b.parts.length - a.parts.length,
    )[0] as Countable;
    await page.goto(`/reinventory?location=${location.id}`);
    await expect(rows(page)).toHaveCount(parts.length);
    const address = page.url();
    let opened = 0;
    context.on('page', () => {
      opened += 1;
    });

    for (const part of parts) {
      const row = rowOf(page, part.id);
      await row.scrollIntoViewIfNeeded();
      const box = await row.boundingBox();
      if (!box) throw new Error('row not laid out');
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(row).toHaveAttribute('data-action', 'found');
      // The check is a thumb's size; the AV link is an icon of its own, away from the centre.
      const check = await row.getByRole('button', { name: /Desmarcar/ }).boundingBox();
      expect(check?.width).toBeGreaterThanOrEqual(48);
      expect(check?.height).toBeGreaterThanOrEqual(48);
      const link = await row.getByRole('link', { name: `Abrir AV-${part.id} en Autopartes` }).boundingBox();
      expect(link?.x).toBeGreaterThan(box.x + box.width / 2);
      if (part.ml_id)
        await expect(row.getByRole('link', { name: `Ver ${part.ml_id} en Mercado Libre` })).toBeVisible();
    }
    expect(page.url()).toBe(address);
    expect(opened).toBe(0);
    await expect(page.getByTestId('count-found')).toHaveText(String(parts.length));
    await expect(page.getByTestId('count-missing')).toHaveText('0');

    // At the end of the list the counters and Guardar are still on screen.
    await rows(page).last().scrollIntoViewIfNeeded();
    await page.evaluate(() =>
      (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 1e6),
    );
    await expect(page.getByTestId('stock-counters')).toBeInViewport();
    await expect(page.getByRole('main').getByRole('button', { name: 'Guardar' })).toBeInViewport();

    // A second tap on the centre takes the mark back.
    const first = rowOf(page, (parts[0] as SearchRow).id);
    await first.scrollIntoViewIfNeeded();
    const box = await first.boundingBox();
    if (!box) throw new Error('row not laid out');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(first).toHaveAttribute('data-action', 'none');
    expect(opened).toBe(0);
  });

  test('a count saved after an unsaved one: the old one is no longer offered, and «Continuar» is whole', async ({
    page,
  }) => {
    await loginAs(page, 'supervisor', null);
    const countable = await countableLocations(page, 5);
    const { location, parts } = countable[4] as Countable;
    const [first, second] = parts as [SearchRow, SearchRow];
    await page.goto(`/reinventory?location=${location.id}`);
    await expect(rows(page)).toHaveCount(parts.length);
    await rowOf(page, first.id)
      .getByRole('button', { name: /Marcar como encontrada/ })
      .click();
    await expect(rowOf(page, first.id)).toHaveAttribute('data-action', 'found');

    // Someone else counts and saves the same location meanwhile.
    await apiCall(page, 'PUT', '/api/autoparts/bulkUpdate', {
      location: { id: location.id, name: location.name },
      autoparts: parts.map((part) => ({
        id: part.id,
        status_id: part.status_id,
        location_id: part.location_id,
        ml_id: part.ml_id,
        ml_status: part.ml_status,
        action: 'found',
      })),
    });
    await page.reload();
    await expect(page.getByTestId('draft-superseded')).toContainText('después se guardó otro inventario');
    await expect(page.getByTestId('draft-alert')).toHaveCount(0);
    await expect(rowOf(page, first.id)).toHaveAttribute('data-action', 'none');

    // A newer unsaved count is offered from the empty screen, its button not cut short.
    await rowOf(page, second.id)
      .getByRole('button', { name: /Marcar como encontrada/ })
      .click();
    await expect(rowOf(page, second.id)).toHaveAttribute('data-action', 'found');
    await page.goto('/reinventory');
    const resume = page.getByRole('button', { name: `Continuar el inventario de ${location.name}` });
    await expect(resume).toBeVisible();
    await expect(resume).toHaveText('Continuar');
    const label = resume.locator('.mantine-Button-label');
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await resume.click();
    await expect(rowOf(page, second.id)).toHaveAttribute('data-action', 'found');
  });
});

test("the location's stock and its list agree, or the screen names the parts the count leaves out", async ({
  page,
}) => {
  await loginAs(page, 'admin', null);
  const locations = await apiCall<LocationRow[]>(page, 'GET', '/api/locations');
  for (const location of locations) {
    const listed = await apiCall<ResultsPage<SearchRow>>(
      page,
      'POST',
      '/api/autoparts/searchInventory?page=1',
      {
        location: location.id,
        status: [1, 2, 5],
      },
    );
    if (listed.total === location.stock || listed.total > 20) continue;
    const left = await apiCall<ResultsPage<SearchRow>>(
      page,
      'POST',
      '/api/autoparts/searchInventory?page=1',
      {
        location: location.id,
        status: [3, 6],
      },
    );
    expect(listed.total + left.total).toBe(location.stock);
    await page.goto(`/reinventory?location=${location.id}`);
    await expect(rows(page)).toHaveCount(listed.total);
    const note = page.getByTestId('stock-difference');
    await expect(note).toContainText(
      left.total === 1 ? 'no se revisa en el inventario' : 'no se revisan en el inventario',
    );
    await expect(note).toContainText(`AV-${(left.data[0] as SearchRow).id}`);
    return;
  }
  throw new Error('no location with parts the count leaves out');
});

test('roles without the stock check are sent home', async ({ page }) => {
  await loginAs(page, 'seller', '/reinventory');
  await expect(page).toHaveURL(/\/$/);
});
