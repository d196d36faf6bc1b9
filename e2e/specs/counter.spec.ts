import type { Page } from '@playwright/test';
import { apiCall, chooseOption, expect, loginAs, test } from '../support/fixtures.ts';

interface Row {
  id: number;
  name: string;
  sale_price: number;
  status_id: number;
  store_id: number;
}

/** Two available parts with a price, of the signed-in user's company. */
async function twoParts(page: Page): Promise<[Row, Row]> {
  const me = await (await page.request.get('/api/user')).json();
  const found: Row[] = [];
  for (let pageNumber = 1; found.length < 2 && pageNumber < 20; pageNumber += 1) {
    const { data: rows } = await apiCall<{ data: Row[] }>(
      page,
      'POST',
      `/api/autoparts/search?page=${pageNumber}`,
      {},
    );
    found.push(
      ...rows.filter((row) => row.store_id === me.store.id && row.status_id === 1 && row.sale_price > 0),
    );
  }
  const [first, second] = found;
  if (!first || !second) throw new Error('the demo company has no two available parts');
  return [first, second];
}

test('a counter sale of two parts and a service, paid in cash and by card, printed and shared', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'seller', null);
  const [door, lamp] = await twoParts(page);
  await page.goto('/counter');
  await page.getByRole('button', { name: 'Nuevo ticket' }).click();
  await expect(page).toHaveURL(/\/counter\?ticket=\d+$/);

  // Typed code + Enter.
  const code = page.getByRole('textbox', { name: 'Agregar autoparte' });
  await code.fill(`AV-${door.id}`);
  await code.press('Enter');
  await expect(page.getByText(`AV-${door.id} ·`)).toBeVisible();
  // A USB scanner with no field focused: its keystrokes land in the cart.
  await code.blur();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  // A scanner sends its keys within milliseconds; on a loaded machine Playwright's key-by-key typing
  // can leave gaps longer than a scanner's, so the keys are sent from the page in one go.
  await page.evaluate((scanned) => {
    for (const key of [...scanned, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, `autopart-${lamp.id}`);
  await expect(page.getByText(`AV-${lamp.id} ·`)).toBeVisible();

  await page.getByRole('button', { name: 'Línea libre (servicio, envío…)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Línea libre' });
  await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Instalación');
  await dialog.getByRole('textbox', { name: 'Precio (con IVA)' }).fill('350');
  await dialog.getByRole('button', { name: 'Agregar línea' }).click();
  await expect(page.getByText('Instalación', { exact: true })).toBeVisible();

  const total = door.sale_price + lamp.sale_price + 350;
  await expect(page.getByTestId('ticket-total')).toHaveText(`$${total.toLocaleString('en-US')}`);

  // Mixed: $1,000 in cash (paid with $1,000), the rest by card with its authorization.
  const cash = page.getByLabel('Pago 1');
  await cash.getByRole('textbox', { name: 'Monto' }).fill('1000');
  await cash.getByRole('textbox', { name: 'Recibido' }).fill('1000');
  await page.getByRole('button', { name: 'Agregar otra forma de pago' }).click();
  await page.getByLabel('Pago 2').getByRole('textbox', { name: 'Referencia' }).fill('AUT 4411');
  const charge = page.getByRole('button', { name: /^Cobrar/ });
  // A double tap charges once.
  await charge.dblclick();
  const done = page.getByRole('heading', { name: /^Venta V-\d+ pagada$/ });
  await expect(done).toBeVisible();
  const folio = ((await done.textContent()) ?? '').replace(/^Venta | pagada$/g, '');
  const saleId = Number(new URL(page.url()).searchParams.get('ticket'));
  const sale = await (await page.request.get(`/api/sales/${saleId}`)).json();
  expect(sale.payments.map((payment: { method: string }) => payment.method)).toEqual(['cash', 'card']);
  expect(sale.total_cents).toBe(total * 100);
  for (const part of [door, lamp]) {
    const shown = await (await page.request.get(`/api/autoparts/showByUser/${part.id}`)).json();
    expect(shown.status_id).toBe(4);
  }

  // The 80 mm ticket, and the letter page as a PDF.
  const printed = await page.context().newPage();
  await printed.goto(`/api/sales/${saleId}/ticket?format=80`);
  await expect(printed.getByText(`Venta ${folio}`)).toBeVisible();
  await expect(printed.getByText('Tarjeta (AUT 4411)')).toBeVisible();
  await expect(printed.locator('td').filter({ hasText: /^Instalación/ })).toBeVisible();
  const width = await printed.locator('.ticket').evaluate((element) => element.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(Math.round((72 / 25.4) * 96));
  await printed.goto(`/api/sales/${saleId}/ticket?format=carta`);
  const pdf = await printed.pdf({ preferCSSPageSize: true });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  await printed.close();

  // The public page opens without a session and shows only the ticket.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(sale.public_path);
  await expect(visitor.getByText(`Venta ${folio}`)).toBeVisible();
  await expect(visitor.getByText('Público en general')).toBeVisible();
  await stranger.close();
});

test('a role that does not sell is kept out of the counter', async ({ page }) => {
  await loginAs(page, 'capturist', '/counter');
  await expect(page).not.toHaveURL(/\/counter/);
});

test('Clientes: a customer registered with checked fiscal data, found by phone, edited, with their tickets', async ({
  page,
}) => {
  await loginAs(page, 'seller', null);
  const unique = String(Date.now()).slice(-7);
  const name = `Taller Prueba ${unique}`;
  const phone = `55${unique.padStart(8, '0')}`;
  await page.goto('/counter');
  await page.getByRole('link', { name: 'Clientes' }).click();
  await expect(page).toHaveURL(/\/counter\/customers$/);
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await dialog.getByRole('textbox', { name: 'WhatsApp o teléfono' }).fill(phone);
  await dialog.getByRole('button', { name: 'Agregar datos fiscales (para facturar)' }).click();
  // Only the RFC: the server asks for the rest and refuses the malformed RFC, nothing is stored.
  await dialog.getByRole('textbox', { name: 'RFC' }).fill('ABC123');
  await dialog.getByRole('button', { name: 'Guardar cliente' }).click();
  await expect(dialog.getByText(/El RFC no es válido/)).toBeVisible();
  await expect(dialog.getByText(/Para facturar se necesitan RFC/).first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'RFC' }).fill('tpr-010203ab5');
  await dialog.getByRole('textbox', { name: 'Razón social' }).fill(`TALLER PRUEBA ${unique}`);
  await chooseOption(page, 'Régimen fiscal', /^601 · /, '601');
  await dialog.getByRole('textbox', { name: 'Código postal' }).fill('64000');
  await chooseOption(page, 'Uso de CFDI', /^G03 · /, 'G03');
  await dialog.getByRole('button', { name: 'Guardar cliente' }).click();

  await expect(page).toHaveURL(/\/counter\/customers\/\d+$/);
  const customerId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('TPR010203AB5')).toBeVisible();
  await expect(page.getByText('Este cliente aún no tiene tickets.')).toBeVisible();

  // Found by the phone's last digits, as typed with separators.
  await page.getByRole('link', { name: 'Todos los clientes' }).click();
  await page.getByRole('searchbox', { name: 'Buscar por nombre, teléfono o RFC' }).fill(phone.slice(-4));
  await page.getByRole('link', { name: new RegExp(name) }).click();

  await page.getByRole('button', { name: 'Editar datos' }).click();
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('taller@ejemplo.mx');
  await page.getByRole('button', { name: 'Guardar cliente' }).click();
  await expect(page.getByText('taller@ejemplo.mx')).toBeVisible();

  // A ticket of this customer appears in their history and opens at the counter.
  const sale = await apiCall<{ id: number; folio: string }>(page, 'POST', '/api/sales', {
    customer_id: customerId,
  });
  await page.reload();
  await expect(page.getByText('1 ticket', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(sale.folio) }).click();
  await expect(page).toHaveURL(new RegExp(`/counter\\?ticket=${sale.id}$`));
  await expect(page.getByText(name).first()).toBeVisible();
});
