import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiCall, chooseOption, DEMO_PASSWORD, expect, loginAs, test } from '../support/fixtures.ts';

// «Caja» runs in a company of its own, which starts with «Caja 1» closed: its cash sales need the
// session opened here (the demo company's «Caja 1» is open from the seed, for the other specs).

async function ownCompanyAdmin(browser: Browser, superadminPage: Page): Promise<Page> {
  const stamp = Date.now();
  const company = await apiCall<{ id: number }>(superadminPage, 'POST', '/api/admin/companies', {
    name: `Yonke Caja ${stamp}`,
    phone: '8112345678',
  });
  const email = `caja-${stamp}@demo.mx`;
  const password = `${DEMO_PASSWORD}-caja-${stamp}`;
  await apiCall(superadminPage, 'POST', '/api/admin/users', {
    name: 'Carmen Cajera',
    email,
    roles: [2],
    company_id: company.id,
    password,
  });
  const context = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  const page = await context.newPage();
  await page.request.get('/sanctum/csrf-cookie');
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await page.request.post('/login', {
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: { email, password },
  });
  expect(login.status()).toBe(204);
  // A password given by someone else is temporary: she chooses her own first.
  const own = `${password}-propia`;
  await apiCall(page, 'PUT', '/api/profile/password', {
    current_password: password,
    password: own,
    password_confirmation: own,
  });
  return page;
}

async function freeLineTicket(page: Page, description: string, pesos: string) {
  await page.goto('/counter');
  await page.getByRole('button', { name: 'Nuevo ticket' }).click();
  await expect(page).toHaveURL(/\/counter\?ticket=\d+$/);
  await page.getByRole('button', { name: 'Línea libre (servicio, envío…)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Línea libre' });
  await dialog.getByRole('textbox', { name: 'Descripción' }).fill(description);
  await dialog.getByRole('textbox', { name: 'Precio (con IVA)' }).fill(pesos);
  await dialog.getByRole('button', { name: 'Agregar línea' }).click();
  await expect(page.getByText(description, { exact: true })).toBeVisible();
}

test('a cash session: open, sell in cash and by card, refund a returned line, withdraw, count blind with a difference, close and print the Z cut', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'superadmin');
  const admin = await ownCompanyAdmin(browser, page);

  // The menu has «Caja»; a new company starts with its register «Caja 1».
  await admin.goto('/');
  await admin.getByRole('button', { name: 'Menú de usuario' }).click();
  await admin.getByRole('menuitem', { name: 'Caja' }).click();
  await expect(admin.getByRole('heading', { name: 'Caja', exact: true })).toBeVisible();
  const register = admin.getByLabel('Caja Caja 1');
  await expect(register.getByText('Sin sesión abierta')).toBeVisible();

  // A cash sale with the register closed is refused, and the counter says how to open it.
  await freeLineTicket(admin, 'Instalación de motor', '900');
  await expect(admin.getByText('La caja «Caja 1» no está abierta')).toBeVisible();
  await admin.getByRole('button', { name: /^Cobrar/ }).click();
  await expect(admin.getByText(/no tiene una sesión abierta\. Ve a «Caja»/)).toBeVisible();
  const pendingTicket = new URL(admin.url()).searchParams.get('ticket');

  // Open with a $500 float.
  await admin.goto('/cash');
  await register.getByRole('button', { name: 'Abrir caja' }).click();
  const opening = admin.getByRole('dialog', { name: 'Abrir caja «Caja 1»' });
  await opening.getByRole('textbox', { name: 'Fondo inicial (pesos)' }).fill('500');
  await opening.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(admin).toHaveURL(/\/cash\/sessions\/\d+$/);
  const sessionId = Number(admin.url().split('/').pop());

  // The refused ticket now goes through in cash, paid with $1,000: $100 of change.
  await admin.goto(`/counter?ticket=${pendingTicket}`);
  await admin.getByLabel('Pago 1').getByRole('textbox', { name: 'Recibido' }).fill('1000');
  await admin.getByRole('button', { name: /^Cobrar/ }).click();
  await expect(admin.getByRole('heading', { name: /^Venta V-\d+ pagada$/ })).toBeVisible();
  // A second ticket by card.
  await freeLineTicket(admin, 'Envío a domicilio', '250');
  await chooseOption(admin, 'Forma de pago', 'Tarjeta', null);
  await admin.getByLabel('Pago 1').getByRole('textbox', { name: 'Referencia' }).fill('AUT 9911');
  await admin.getByRole('button', { name: /^Cobrar/ }).click();
  const cardSale = admin.getByRole('heading', { name: /^Venta V-\d+ pagada$/ });
  await expect(cardSale).toBeVisible();
  const cardFolio = ((await cardSale.textContent()) ?? '').replace(/^Venta | pagada$/g, '');

  // The card ticket's line comes back and its $250 are refunded in cash from the drawer
  // (sold without warranty: the administrator registers it, which is the approval).
  await admin.goto('/counter/sales');
  await admin.getByRole('link', { name: `Devolución o garantía de ${cardFolio}` }).click();
  await expect(admin.getByRole('heading', { name: `Devolución / Garantía · ${cardFolio}` })).toBeVisible();
  await admin.getByRole('button', { name: 'Devolver esta línea' }).click();
  await expect(admin.getByText('Fuera de garantía')).toBeVisible();
  await chooseOption(admin, 'Motivo', 'Arrepentimiento', null);
  await expect(
    admin.getByRole('radio', { name: 'Reembolso en efectivo (de la caja abierta)' }),
  ).toBeChecked();
  // A photo of the part that came back, taken sideways as phones store them (EXIF orientation 6).
  const photo = test.info().outputPath('pieza-devuelta.jpg');
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(photo);
  await admin.getByTestId('return-photo-input').setInputFiles(photo);
  await expect(admin.getByRole('img', { name: 'Foto 1 de la pieza devuelta' })).toBeVisible();
  await admin.getByRole('button', { name: 'Registrar devolución' }).click();
  await expect(admin.getByText(/^Devuelta el /)).toBeVisible();
  // Kept with the return: its thumbnail on the ticket's returns, and large when opened.
  const thumb = admin.getByTestId('return-photo-thumb');
  await expect(thumb).toHaveAttribute('src', /^\/media\/returns\/\d+\/[0-9a-f-]{36}-thumb\.webp$/);
  await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await admin.getByRole('button', { name: 'Ver la foto 1 de 1' }).click();
  const large = admin.getByRole('dialog').getByRole('img', { name: /^Foto 1 de la pieza devuelta: / });
  await expect(large).toBeVisible();
  // Turned upright: the sideways 1600 × 1200 photo is now taller than wide.
  await expect
    .poll(() => large.evaluate((image: HTMLImageElement) => image.naturalHeight > image.naturalWidth))
    .toBe(true);
  await admin.keyboard.press('Escape');

  // A $300 withdrawal to the bank.
  await admin.goto(`/cash/sessions/${sessionId}`);
  await admin.getByRole('textbox', { name: 'Monto (pesos)' }).fill('300');
  await admin.getByRole('combobox', { name: 'Motivo' }).fill('Retiro a banco');
  await admin.getByRole('button', { name: 'Registrar salida' }).click();
  await expect(admin.getByRole('cell', { name: /Retiro a banco/ })).toBeVisible();
  // Expected: 500 + 900 − 250 − 300 = $850 (the card does not count; its refund in cash does).
  await expect(admin.getByTestId('expected')).toHaveText('$850');

  // The blind count by bills: $500 + $200 + $100 = $800, $50 short.
  await admin.getByRole('textbox', { name: 'Billetes de $500', exact: true }).fill('1');
  await admin.getByRole('textbox', { name: 'Billetes de $200', exact: true }).fill('1');
  await admin.getByRole('textbox', { name: 'Billetes de $100', exact: true }).fill('1');
  await expect(admin.getByTestId('counted-total')).toHaveText('Contado: $800');
  await admin.getByRole('button', { name: 'Registrar conteo' }).click();
  await expect(admin.getByTestId('difference')).toHaveText('-$50');
  await expect(admin.getByText('Diferencia: Faltante')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Cerrar caja' })).toBeDisabled();
  await admin.getByRole('textbox', { name: /Comentario/ }).fill('Un billete de $50 se dio de cambio de más');
  await admin.getByRole('button', { name: 'Cerrar caja' }).click();
  await expect(admin.getByText('Cerrada', { exact: true })).toBeVisible();

  // The Z cut at 80 mm, and as a PDF whose text carries the figures.
  const printed = await admin.context().newPage();
  await printed.goto(`/api/cash/sessions/${sessionId}/report?format=80`);
  await expect(printed.getByText('Corte Z')).toBeVisible();
  const width = await printed.locator('.ticket').evaluate((element) => element.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(Math.round((72 / 25.4) * 96));
  await printed.goto(`/api/cash/sessions/${sessionId}/report?format=carta`);
  const pdf = await printed.pdf({ preferCSSPageSize: true });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  for (const expected of [
    'Corte Z',
    'Caja 1',
    'Efectivo (1)',
    'Tarjeta (1)',
    'Retiro a banco',
    `Reembolso (salida) · ${cardFolio}`,
    '-$250',
    'Efectivo esperado',
    '$850',
    'Efectivo contado',
    '$800',
    'Diferencia: Faltante',
    '-$50',
    'Un billete de $50 se dio de cambio de más',
  ])
    expect(text, expected).toContain(expected);
  await printed.close();
  await admin.context().close();
});

interface PartRow {
  id: number;
  name: string;
  sale_price: number;
  status_id: number;
  store_id: number;
}

test('a warranty exchange: the part that does not work comes back in review and another part leaves on a new ticket, the difference settled', async ({
  page,
}) => {
  // In the demo company, the original paid by card.
  await loginAs(page, 'admin');
  const me = await (await page.request.get('/api/user')).json();
  const found: PartRow[] = [];
  for (let pageNumber = 1; found.length < 2 && pageNumber < 20; pageNumber += 1) {
    const { data } = await apiCall<{ data: PartRow[] }>(
      page,
      'POST',
      `/api/autoparts/search?page=${pageNumber}`,
      {},
    );
    found.push(
      ...data.filter((row) => row.store_id === me.store.id && row.status_id === 1 && row.sale_price > 0),
    );
  }
  const [broken, replacement] = found;
  if (!broken || !replacement) throw new Error('the demo company has no two available parts');
  const customer = await apiCall<{ id: number }>(page, 'POST', '/api/customers', {
    name: `Taller Garantía ${Date.now()}`,
  });
  const sale = await apiCall<{ id: number; folio: string }>(page, 'POST', '/api/sales', {
    customer_id: customer.id,
  });
  await apiCall(page, 'POST', `/api/sales/${sale.id}/lines`, { code: `AV-${broken.id}`, warranty_days: 30 });
  await apiCall(page, 'POST', `/api/sales/${sale.id}/pay`, {
    request_id: crypto.randomUUID(),
    payments: [{ method: 'card', amount_cents: broken.sale_price * 100, reference: 'AUT 1' }],
  });

  // The claim, from «Ventas registradas»: within the warranty, exchanged for the other part,
  // which the scanner types in; the part that came back goes to review.
  await page.goto('/counter/sales');
  await page.getByRole('link', { name: `Devolución o garantía de ${sale.folio}` }).click();
  await page.getByRole('button', { name: 'Devolver esta línea' }).click();
  await expect(page.getByText('Dentro de garantía')).toBeVisible();
  await chooseOption(page, 'Motivo', 'No funciona', null);
  await page.getByRole('radio', { name: 'Cambio por otra pieza' }).check();
  await page.getByRole('textbox', { name: 'Autoparte de cambio' }).fill(`AV-${replacement.id}`);
  await expect(page.getByText(`${replacement.name} ·`)).toBeVisible();
  if (replacement.sale_price > broken.sale_price) {
    // The customer pays the difference by card; what is left otherwise stays as store credit.
    await chooseOption(page, 'Forma de pago de la diferencia', 'Tarjeta', null);
    await page.getByRole('textbox', { name: 'Referencia o autorización' }).fill('AUT 2');
  }
  await page.getByRole('radio', { name: 'En revisión' }).check();
  await page.getByRole('button', { name: 'Registrar devolución' }).click();
  await expect(page.getByRole('link', { name: /^Ticket del cambio V-\d+$/ })).toBeVisible();
  expect((await (await page.request.get(`/api/autoparts/showByUser/${broken.id}`)).json()).status_id).toBe(2);
  expect(
    (await (await page.request.get(`/api/autoparts/showByUser/${replacement.id}`)).json()).status_id,
  ).toBe(4);
  expect(
    (await apiCall<{ credit_cents: number }>(page, 'GET', `/api/customers/${customer.id}`)).credit_cents,
  ).toBe(Math.max(0, broken.sale_price - replacement.sale_price) * 100);
});

test('a sale «a crédito», an abono in cash into the open session with its receipt, and the printed account statement', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'superadmin');
  const admin = await ownCompanyAdmin(browser, page);
  const registers = await apiCall<{ id: number; name: string }[]>(admin, 'GET', '/api/cash/registers');
  const registerId = registers.find((row) => row.name === 'Caja 1')?.id ?? 0;
  const opened = await apiCall<{ id: number }>(admin, 'POST', `/api/cash/registers/${registerId}/sessions`, {
    float_cents: 50_000,
  });
  const customer = await apiCall<{ id: number }>(admin, 'POST', '/api/customers', {
    name: 'Taller Mecánico Hernández',
  });
  const sale = await apiCall<{ id: number }>(admin, 'POST', '/api/sales', { customer_id: customer.id });
  await apiCall(admin, 'POST', `/api/sales/${sale.id}/lines`, {
    description: 'Motor 1.8 reconstruido',
    unit_price_cents: 1_200_000,
  });

  // The ticket paid «a crédito»: it stays on the customer's account.
  await admin.goto(`/counter?ticket=${sale.id}`);
  await chooseOption(admin, 'Forma de pago', 'A crédito', null);
  await expect(admin.getByText('Queda a cuenta de Taller Mecánico Hernández')).toBeVisible();
  await admin.getByRole('button', { name: /^Cobrar/ }).click();
  // It reads what is still owed, never «pagada».
  const paid = admin.getByRole('heading', { name: /^Venta V-\d+ a crédito — debe \$12,000$/ });
  await expect(paid).toBeVisible();
  const folio = ((await paid.textContent()) ?? '').replace(/^Venta | a crédito.*$/g, '');

  // An abono of $5,000 in cash, paid with $5,500: it goes into the open session.
  await admin.goto(`/counter/customers/${customer.id}`);
  const account = admin.getByRole('region', { name: 'Estado de cuenta' });
  await expect(account.getByRole('link', { name: `Ticket ${folio}` })).toBeVisible();
  const form = account.getByRole('form', { name: 'Registrar abono' });
  await form.getByRole('textbox', { name: 'Monto del abono' }).fill('5000');
  await form.getByRole('textbox', { name: 'Recibido' }).fill('5500');
  await expect(form.getByText('Cambio: $500')).toBeVisible();
  await form.getByRole('button', { name: 'Registrar abono de $5,000' }).click();
  await expect(account.getByText(/^Abono AB-\d+: \$5,000$/)).toBeVisible();
  await expect(account.getByText('Saldo pendiente: $7,000.', { exact: false })).toBeVisible();
  const session = await apiCall<{ expected_cents: number }>(admin, 'GET', `/api/cash/sessions/${opened.id}`);
  expect(session.expected_cents).toBe(50_000 + 500_000);

  // The receipt at 80 mm, then the statement as a PDF whose text carries the figures.
  const receiptLink = account.getByRole('link', { name: 'Imprimir recibo (80 mm)' });
  const printed = await admin.context().newPage();
  await printed.goto((await receiptLink.getAttribute('href')) ?? '');
  await expect(printed.getByText(/^Recibo de abono AB-\d+$/)).toBeVisible();
  await expect(printed.getByText(`Ticket ${folio}`)).toBeVisible();
  await printed.goto(
    (await account.getByRole('link', { name: 'Estado de cuenta en carta (PDF)' }).getAttribute('href')) ?? '',
  );
  const pdf = await printed.pdf({ preferCSSPageSize: true });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  for (const expected of [
    'Estado de cuenta',
    'Taller Mecánico Hernández',
    `Venta a crédito ${folio}`,
    '+$12,000',
    '-$5,000',
    'Saldo final',
    '$7,000',
    'Total que debe hoy',
  ])
    expect(text, expected).toContain(expected);
  await printed.close();
  await admin.context().close();
});
