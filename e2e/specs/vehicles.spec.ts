import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fakeCameraArgs } from '../support/camera.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../support/chromium.ts';
import { makeCode39Video } from '../support/code39.ts';
import { apiCall, chooseOption, expect, loginAs, test } from '../support/fixtures.ts';
import { decodeQrFromPng, extractSvgs, renderSvgToPng } from '../support/qr.ts';

// Vehículos: a donor car from its VIN barcode to the margin it earned.
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
    await loginAs(page, 'admin', '/vehicles/new');
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
    if (SHOTS) await checklist.screenshot({ path: `${SHOTS}/checklist-desktop.png` });

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
      page.getByRole('link', { name: new RegExp(`\\bVH-${id}\\b.*\\bVolkswagen Jetta 2004\\b`) }),
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

/** A vehicle registered through the API; answers its id. */
async function registerJetta(page: Page): Promise<number> {
  const models = await apiCall<{ id: number; name: string; make_id: number }[]>(page, 'GET', '/api/models');
  const jetta = models.find((model) => model.name === 'Jetta');
  if (!jetta) throw new Error('no Jetta in the reference lists');
  const made = await apiCall<{ data: { id: number } }>(page, 'POST', '/api/vehicles', {
    make_id: jetta.make_id,
    model_id: jetta.id,
    year: 2008,
    purchase_cost: 18000,
  });
  return made.data.id;
}

/** Types what a scanner read into the scanner's code box, as a keyboard-wedge scanner does. */
async function scanTyped(page: Page, code: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Código' }).fill(code);
  await dialog.getByRole('button', { name: 'Usar código' }).click();
}

test('photos of a vehicle are shown on its page and as its cover, and its label’s QR opens it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'yonke-vehiculo-'));
  try {
    const front = path.join(folder, 'frente.jpg');
    const side = path.join(folder, 'lado.jpg');
    await sharp({ create: { width: 2600, height: 1800, channels: 3, background: '#1f5fa8' } })
      .jpeg()
      .toFile(front);
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b8860b' } })
      .jpeg()
      .toFile(side);
    await loginAs(page, 'admin', null);
    const id = await registerJetta(page);

    await page.goto(`/vehicles/${id}`);
    const photos = page.getByRole('region', { name: 'Fotos' });
    await expect(photos.getByText('Sin fotos')).toBeVisible();
    await photos.getByTestId('photo-input').setInputFiles([front, side]);
    await expect(photos.getByTestId('photo-thumb')).toHaveCount(2, { timeout: 30_000 });
    await expect(photos.getByTestId('photo-thumb').first().getByText('Portada')).toBeVisible();
    const preview = photos.getByRole('img', { name: `VH-${id} Volkswagen Jetta 2008` });
    await expect(preview).toBeVisible();
    // Shrunk in the browser and stored by the server pipeline: at most 1920 px.
    const stored = await apiCall<{ data: { images: { url: string; url_thumbnail: string }[] } }>(
      page,
      'GET',
      `/api/vehicles/${id}`,
    );
    expect(stored.data.images).toHaveLength(2);
    const original = await page.request.get(stored.data.images[0]?.url ?? '');
    expect(await sharp(await original.body()).metadata()).toMatchObject({ width: 1920, height: 1329 });
    await shot(page, 'vehicle-photos-desktop');

    // Delete asks first; cancelling keeps the photo.
    await photos.getByRole('button', { name: 'Eliminar foto 2' }).click();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(photos.getByTestId('photo-thumb')).toHaveCount(2);

    // The list shows the first photo as the vehicle's cover.
    await page.goto('/vehicles');
    const card = page.getByRole('link', { name: new RegExp(`\\bVH-${id}\\b.*\\bVolkswagen Jetta 2008\\b`) });
    await expect(card.getByRole('img', { name: `Foto de VH-${id} Volkswagen Jetta 2008` })).toHaveAttribute(
      'src',
      stored.data.images[0]?.url_thumbnail ?? '',
    );
    await shot(page, 'vehicles-cover-desktop');

    // The printed label's QR, decoded as a scanner would read it…
    const label = await page.request.get(`/api/vehicles/${id}/label?print=0`);
    const [svg] = extractSvgs(await label.text());
    if (!svg) throw new Error('the label has no SVG');
    const [code] = await decodeQrFromPng(await renderSvgToPng(page, svg));
    expect(code).toBe(`vehicle-${id}`);
    // …opens the vehicle from the Buscador's scanner…
    await page.goto('/');
    await page.getByRole('button', { name: 'Escanear código QR' }).click();
    await scanTyped(page, code ?? '');
    await expect(page).toHaveURL(new RegExp(`/vehicles/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`VH-${id} · Volkswagen Jetta 2008`);
    // …and from the Vehículos list's scanner.
    await page.goto('/vehicles');
    await page.getByRole('button', { name: 'Escanear etiqueta o VIN' }).click();
    await scanTyped(page, code ?? '');
    await expect(page).toHaveURL(new RegExp(`/vehicles/${id}$`));

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(photos.getByTestId('photo-thumb')).toHaveCount(2);
    await expect(photos.getByRole('button', { name: 'Tomar foto' })).toBeVisible();
    await shot(page, 'vehicle-photos-390');

    // Deleting for real leaves one photo, now the cover.
    await photos.getByRole('button', { name: 'Eliminar foto 1' }).click();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(photos.getByTestId('photo-thumb')).toHaveCount(1);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

// One sign-in for both: a seller's scan and a seller's address bar are kept off Vehículos alike.
test('a seller’s scan of a vehicle label is searched as text, and a seller never reaches Vehículos', async ({
  page,
}) => {
  await loginAs(page, 'seller');
  await page.getByRole('button', { name: 'Escanear código QR' }).click();
  await scanTyped(page, 'vehicle-1');
  await expect(page).not.toHaveURL(/\/vehicles\//);
  await expect(page.getByRole('textbox', { name: 'Buscar autopartes' })).toHaveValue('vehicle-1');

  await page.goto('/vehicles');
  await expect(page).not.toHaveURL(/\/vehicles$/);
});
