import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiCall, chooseOption, expect, loginAs, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screens.ts';

const shots = path.resolve(import.meta.dirname, '../../.tmp/screenshots');

interface Row {
  id: number;
  sale_price: number;
  status_id: number;
  store_id: number;
}

/**
 * An available part with a price, of the signed-in user's company, that no open ticket holds: an
 * earlier spec of this part may have left a ticket open with the first such part on it. Each
 * candidate is tried on a probe ticket, then taken off it again. The probe stays open and empty:
 * a Vendedor may not cancel tickets, and an empty ticket holds nothing.
 */
async function availablePart(page: Page): Promise<Row> {
  const me = await (await page.request.get('/api/user')).json();
  const probe = await apiCall<{ id: number }>(page, 'POST', '/api/sales', {});
  for (let pageNumber = 1; pageNumber < 20; pageNumber += 1) {
    const { data: rows } = await apiCall<{ data: Row[] }>(
      page,
      'POST',
      `/api/autoparts/search?page=${pageNumber}`,
      {},
    );
    for (const row of rows) {
      if (row.store_id !== me.store.id || row.status_id !== 1 || row.sale_price < 1000) continue;
      const added = await apiCall<{ lines: { id: number }[] }>(page, 'POST', `/api/sales/${probe.id}/lines`, {
        code: `AV-${row.id}`,
      }).catch(() => null);
      if (!added) continue;
      for (const line of added.lines) {
        await apiCall(page, 'DELETE', `/api/sales/${probe.id}/lines/${line.id}`);
      }
      return row;
    }
  }
  throw new Error('the demo company has no free available part of $1,000 or more');
}

const statusOf = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/autoparts/showByUser/${id}`)).json()).status_id as number;

test('a quote held with a deposit by transfer, then converted to a sale paid by card', async ({ page }) => {
  await loginAs(page, 'seller', null);
  const motor = await availablePart(page);
  await page.goto('/counter');
  await page.getByRole('button', { name: 'Nuevo ticket' }).click();
  await expect(page).toHaveURL(/\/counter\?ticket=\d+$/);
  const saleId = Number(new URL(page.url()).searchParams.get('ticket'));
  const code = page.getByRole('textbox', { name: 'Agregar autoparte' });
  await code.fill(`AV-${motor.id}`);
  await code.press('Enter');
  await expect(page.getByText(`AV-${motor.id} ·`)).toBeVisible();

  // Saved as a quote: its part is still free until a deposit.
  await page.getByRole('button', { name: 'Guardar como cotización' }).click();
  const dialog = page.getByRole('dialog', { name: /como cotización$/ });
  await dialog.getByRole('button', { name: 'Guardar cotización' }).click();
  await expect(page.getByRole('heading', { name: /^Cotización V-\d+$/ })).toBeVisible();
  expect(await statusOf(page, motor.id)).toBe(1);

  // A deposit by transfer needs its reference; with it, the part is Separado.
  const deposit = page.getByRole('region', { name: 'Anticipo' });
  await deposit.getByRole('textbox', { name: 'Anticipo (pesos)' }).fill('500');
  await chooseOption(page, 'Forma de pago del anticipo', 'Transferencia', null);
  await deposit.getByRole('button', { name: 'Recibir anticipo' }).click();
  await expect(deposit.getByText(/^Escribe la referencia del pago/)).toBeVisible();
  await deposit.getByRole('textbox', { name: 'Referencia' }).fill('SPEI 7781');
  await deposit.getByRole('button', { name: 'Recibir anticipo' }).click();
  await expect(page.getByText(/^Anticipo de \$500: las autopartes están separadas hasta el /)).toBeVisible();
  await expect(deposit).toHaveCount(0);
  expect(await statusOf(page, motor.id)).toBe(3);

  // Converted in one tap: the rest by card, the deposit counted.
  const rest = motor.sale_price - 500;
  await chooseOption(page, 'Forma de pago', 'Tarjeta', null);
  await page.getByLabel('Pago 1').getByRole('textbox', { name: 'Referencia' }).fill('AUT 5120');
  await expect(page.getByText('Anticipo recibido')).toBeVisible();
  await page.getByRole('button', { name: 'Convertir en venta' }).click();
  await expect(page.getByRole('heading', { name: /^Venta V-\d+ pagada$/ })).toBeVisible();

  const sale = await (await page.request.get(`/api/sales/${saleId}`)).json();
  expect(sale.status).toBe('pagada');
  expect(
    sale.payments.map((payment: { method: string; amount_cents: number; reference: string | null }) => [
      payment.method,
      payment.amount_cents,
      payment.reference,
    ]),
  ).toEqual([
    ['transfer', 50_000, 'SPEI 7781'],
    ['card', rest * 100, 'AUT 5120'],
  ]);
  expect(await statusOf(page, motor.id)).toBe(4);
});

test('a part on an open ticket: the edit form refuses another status, naming the ticket', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'seller');
  const door = await availablePart(page);
  const ticket = await apiCall<{ id: number; folio: string }>(page, 'POST', '/api/sales', {});
  await apiCall(page, 'POST', `/api/sales/${ticket.id}/lines`, { code: `AV-${door.id}` });

  const office = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const admin = await office.newPage();
  await loginAs(admin, 'admin', `/inventory/autopart/${door.id}`);
  await chooseOption(admin, 'Estatus', 'No disponible', null);
  await admin.getByRole('button', { name: 'Guardar', exact: true }).click();
  const message = `La autoparte AV-${door.id} ya está en el ticket ${ticket.folio}, abierto en otro mostrador. Ciérralo o quítala de ahí primero.`;
  await expect(admin.getByText(message)).toBeVisible();
  await admin.getByText(message).scrollIntoViewIfNeeded();
  await keepScreenshot(admin, { path: path.join(shots, 'held-part-form-390.png') });
  await office.close();
  expect(await statusOf(page, door.id)).toBe(1);
});
