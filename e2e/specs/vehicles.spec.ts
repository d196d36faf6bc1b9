import { chromium, type Page } from '@playwright/test';
import { fakeCameraArgs } from '../support/camera.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../support/chromium.ts';
import { makeCode39Video } from '../support/code39.ts';
import { apiCall, chooseOption, expect, loginAs, test } from '../support/fixtures.ts';

// Issue 18: a donor car from its VIN barcode to the margin it earned.
const VIN = '3VWFE21C04M000001'; // Volkswagen de México, model year 2004 (position 10 = 4)
const SHOTS = process.env.VEHICLE_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface PartAnswer {
  autopart: { id: number; version: number; status: { id: number } };
}

async function sell(page: Page, partId: number, price: number) {
  const part = await apiCall<{ version: number }>(page, 'GET', `/api/autoparts/${partId}`);
  // A price makes the Incompleto part Disponible (complete), and only then can it be sold.
  const saved = await apiCall<PartAnswer>(page, 'PUT', `/api/autoparts/update/${partId}`, {
    version: part.version,
    sale_price: price,
  });
  expect(saved.autopart.status.id).toBe(1);
  await apiCall(page, 'PUT', `/api/autoparts/updateStatus/${partId}`, { status_id: 4, final_price: price });
}

test('a VIN scanned from a Code 39 label registers the car, its checklist creates parts and sales move its margin', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const browser = await chromium.launch({
    executablePath: await chromiumExecutable(),
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(makeCode39Video(VIN))],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      locale: 'es-MX',
      timezoneId: 'America/Mexico_City',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await loginAs(page, 'admin');

    await page.goto('/vehicles/new');
    await page.getByRole('button', { name: 'Escanear VIN' }).click();
    await expect(page.getByRole('textbox', { name: 'VIN' })).toHaveValue(VIN, { timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: 'Marca' })).toHaveValue('Volkswagen');
    await expect(page.getByRole('combobox', { name: 'Año' })).toHaveValue('2004');
    await expect(page.getByText('Fabricante: Volkswagen de México (México)')).toBeVisible();
    await expect(page.getByText('Elige tú: modelo.')).toBeVisible();

    await chooseOption(page, 'Modelo', 'Jetta');
    await page.getByRole('textbox', { name: 'Costo de compra' }).fill('30000');
    await shot(page, 'vehicle-new-desktop');
    await page.getByRole('button', { name: 'Registrar vehículo' }).click();
    await expect(page).toHaveURL(/\/vehicles\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`VH-${id} · Volkswagen Jetta 2004`);
    const figures = page.getByRole('region', { name: 'Rentabilidad' });
    await expect(figures).toContainText('-$30,000');

    const checklist = page.getByRole('region', { name: 'Lista de desarmado' });
    const boxes = checklist.getByRole('checkbox', { disabled: false });
    for (let index = 1; index <= 10; index += 1) await boxes.nth(index).check();
    const create = checklist.getByRole('button', { name: 'Crear autopartes (10)' });
    // A double click still creates one set (the server ignores items already taken).
    await create.dblclick();
    const partsList = page.getByRole('region', { name: /Autopartes de este vehículo/ });
    await expect(partsList.getByRole('heading')).toHaveText('Autopartes de este vehículo (10)');
    await expect(figures).toContainText('10');
    await shot(page, 'vehicle-page-desktop');
    await checklist.screenshot({ path: SHOTS ? `${SHOTS}/checklist-desktop.png` : undefined });

    const vehicle = await apiCall<{ data: { parts: { id: number }[] } }>(page, 'GET', `/api/vehicles/${id}`);
    expect(vehicle.data.parts).toHaveLength(10);
    const [first, second] = vehicle.data.parts;
    await sell(page, first?.id ?? 0, 18000);
    await sell(page, second?.id ?? 0, 4500);

    // Traceability: the sold part's detail names its donor.
    await page.goto(`/autopart/${first?.id}`);
    await expect(page.getByTestId('donor-vehicle')).toContainText(`VH-${id}`);
    await expect(page.getByTestId('donor-vehicle')).toContainText('VIN …4M000001');

    await page.goto(`/vehicles/${id}`);
    await expect(figures).toContainText('$22,500');
    await expect(figures).toContainText('-$7,500');

    await page.goto('/vehicles');
    await expect(
      page.getByRole('link', { name: new RegExp(`^VH-${id} Volkswagen Jetta 2004`) }),
    ).toContainText('Margen -$7,500');
    await shot(page, 'vehicles-desktop');
    await page.getByRole('button', { name: 'Lista de desarmado' }).click();
    await expect(page.getByRole('dialog', { name: 'Lista de desarmado de la empresa' })).toContainText(
      'Parabrisas',
    );
    await shot(page, 'template-desktop');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'vehicles-390');
    await page.goto(`/vehicles/${id}`);
    await expect(figures).toContainText('-$7,500');
    await shot(page, 'vehicle-page-390');
    if (SHOTS) await checklist.screenshot({ path: `${SHOTS}/checklist-390.png` });
  } finally {
    await browser.close();
  }
});

test('a seller never reaches Vehículos', async ({ page }) => {
  await loginAs(page, 'seller');
  await page.goto('/vehicles');
  await expect(page).not.toHaveURL(/\/vehicles$/);
});
