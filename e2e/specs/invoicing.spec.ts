import path from 'node:path';
import type { Page } from '@playwright/test';
import { makeTestCsd } from '../../apps/api/test/fake-pac/csd-fixtures.ts';
import { FAKE_PAC_URL } from '../support/fake-pac.ts';
import { apiCall, chooseOption, expect, loginAs, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screens.ts';

/** The demo company's «Caja 1», open since the seed: cash is always taken into a session. */
async function demoRegister(page: Page): Promise<number> {
  const registers = await apiCall<{ id: number; name: string }[]>(page, 'GET', '/api/cash/registers');
  return registers.find((row) => row.name === 'Caja 1')?.id ?? 0;
}

// «Datos fiscales» and «Facturas». The e2e app stamps and cancels through the fake PAC
// (support/fake-pac.ts); the PAC's refusals and faults are covered by the API tests.

const shots = path.resolve(import.meta.dirname, '../../.tmp/screenshots');
const RFC = 'EKU9003173C9';

test('an administrator enters the fiscal data and the CSD, refused field by field until they are right', async ({
  page,
}) => {
  await loginAs(page, 'admin', '/fiscal-profile');
  await expect(page.getByRole('heading', { name: 'Datos fiscales', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'RFC' }).fill('EKU9003173C8');
  await page.getByRole('textbox', { name: 'Razón social' }).fill('Escuela Kemper Urgate');
  await chooseOption(page, 'Régimen fiscal', /^601 · /, '601');
  await page.getByRole('textbox', { name: 'Código postal del lugar de expedición' }).fill('26015');
  await page.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(page.getByText(/El dígito verificador del RFC no coincide/)).toBeVisible();
  await page.getByRole('textbox', { name: 'RFC' }).fill(RFC);
  await page.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(page.getByText('Datos fiscales guardados.')).toBeVisible();

  const fiel = await makeTestCsd({ rfc: RFC, kind: 'fiel' });
  const csd = await makeTestCsd({ rfc: RFC, name: 'ESCUELA KEMPER URGATE' });
  // Mantine's file field is a button that opens the system's file chooser.
  const choose = async (label: string, name: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: label }).click();
    await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer });
  };
  const upload = async (files: { cer: Buffer; key: Buffer; password: string }) => {
    await choose('Certificado (.cer)', 'csd.cer', files.cer);
    await choose('Llave privada (.key)', 'csd.key', files.key);
    await page.getByLabel('Contraseña de la llave privada').fill(files.password);
    await page.getByRole('button', { name: 'Subir CSD' }).click();
  };
  await upload(fiel);
  await expect(page.getByText(/Ese certificado es de e\.firma \(FIEL\)/)).toBeVisible();
  await upload(csd);
  await expect(page.getByText('CSD guardado.')).toBeVisible();
  await expect(page.getByText(`Certificado ${csd.certificateNumber}`)).toBeVisible();
  await expect(page.getByText(csd.password)).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, { path: path.join(shots, 'fiscal-profile-390.png'), fullPage: true });
});

/** The company's fiscal data and CSD, set through the API when an earlier test has not. */
async function ensureFiscalProfile(page: Page) {
  const profile = await apiCall<{ data: { csd: unknown } | null }>(page, 'GET', '/api/invoicing/profile');
  if (!profile.data?.csd) {
    await apiCall(page, 'PUT', '/api/invoicing/profile', {
      rfc: RFC,
      legal_name: 'Escuela Kemper Urgate',
      tax_regime: '601',
      postal_code: '26015',
      series: 'F',
    });
    const csd = await makeTestCsd({ rfc: RFC, name: 'ESCUELA KEMPER URGATE' });
    const cookies = await page.context().cookies();
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const response = await page.request.post('/api/invoicing/profile/csd', {
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      multipart: {
        certificate: { name: 'csd.cer', mimeType: 'application/octet-stream', buffer: csd.cer },
        key: { name: 'csd.key', mimeType: 'application/octet-stream', buffer: csd.key },
        password: csd.password,
      },
    });
    expect(response.status()).toBe(200);
  }
}

test('a seller invoices a paid ticket to «Público en general» in one tap on a phone', async ({ page }) => {
  await loginAs(page, 'admin');
  await ensureFiscalProfile(page);

  await loginAs(page, 'seller');
  const ticket = await apiCall<{ id: number; folio: string }>(page, 'POST', '/api/sales', {});
  await apiCall(page, 'POST', `/api/sales/${ticket.id}/lines`, {
    description: 'Marcha reconstruida',
    unit_price_cents: 1_850_00,
  });
  await apiCall(page, 'POST', `/api/sales/${ticket.id}/pay`, {
    request_id: crypto.randomUUID(),
    payments: [{ method: 'cash', amount_cents: 1_850_00, received_cents: 2_000_00 }],
    register_id: await demoRegister(page),
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Facturas', level: 1 })).toBeVisible();
  const invoiceButton = page.getByRole('button', {
    name: `Facturar el ticket ${ticket.folio} a público en general`,
  });
  expect((await invoiceButton.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await invoiceButton.click();
  await expect(page.getByRole('status').filter({ hasText: /^Factura F-\d+: Timbrando/ })).toBeVisible();
  await expect(invoiceButton).toHaveCount(0);
  await expect(page.getByText('PUBLICO EN GENERAL · XAXX010101000').first()).toBeVisible();
  await keepScreenshot(page, { path: path.join(shots, 'invoices-390.png'), fullPage: true });

  // Twice is refused: the ticket already has its invoice.
  const again = await page.request.post('/api/invoicing/invoices', {
    headers: {
      Accept: 'application/json',
      'X-XSRF-TOKEN': decodeURIComponent(
        (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
      ),
    },
    data: { sale_id: ticket.id, public: true },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toContain('ya tiene la factura');
});

test('an administrator cancels a stamped invoice with motive 02, and its ticket can be invoiced again', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await ensureFiscalProfile(page);
  const ticket = await apiCall<{ id: number; folio: string }>(page, 'POST', '/api/sales', {});
  await apiCall(page, 'POST', `/api/sales/${ticket.id}/lines`, {
    description: 'Caja de velocidades',
    unit_price_cents: 4_200_00,
  });
  await apiCall(page, 'POST', `/api/sales/${ticket.id}/pay`, {
    request_id: crypto.randomUUID(),
    payments: [{ method: 'cash', amount_cents: 4_200_00, received_cents: 4_200_00 }],
    register_id: await demoRegister(page),
  });
  const issued = await apiCall<{ data: { id: number; folio: string } }>(
    page,
    'POST',
    '/api/invoicing/invoices',
    {
      sale_id: ticket.id,
      public: true,
    },
  );
  const folio = issued.data.folio;
  await expect
    .poll(
      async () =>
        (
          await apiCall<{ data: { status: string } }>(
            page,
            'GET',
            `/api/invoicing/invoices/${issued.data.id}`,
          )
        ).data.status,
    )
    .toBe('timbrada');

  await page.goto('/invoices');
  const cancelButton = page.getByRole('button', { name: `Cancelar la factura ${folio}` });
  await cancelButton.click();
  const dialog = page.getByRole('dialog', { name: `Cancelar la factura ${folio}` });
  await expect(
    dialog.getByText(/sin pedir la aceptación del cliente: es una factura a público en general/),
  ).toBeVisible();
  await chooseOption(page, 'Motivo de la cancelación (SAT)', /^01 · /, null);
  await expect(
    dialog.getByRole('textbox', { name: /Folio fiscal \(UUID\) de la factura que la sustituye/ }),
  ).toBeVisible();
  await chooseOption(page, 'Motivo de la cancelación (SAT)', /^02 · /, null);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, { path: path.join(shots, 'invoice-cancel-390.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Pedir la cancelación' }).click();
  await expect(dialog).toHaveCount(0);
  const card = page.getByRole('article', { name: `Factura ${folio}` });
  await expect(card.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Cancelada .* · motivo 02$/)).toBeVisible();
  await expect(cancelButton).toHaveCount(0);
  // Its ticket is among those to invoice again.
  await expect(
    page.getByRole('button', { name: `Facturar el ticket ${ticket.folio} a público en general` }),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, { path: path.join(shots, 'invoices-cancelled-1280.png'), fullPage: true });

  // A seller sees the invoices but may not cancel one.
  await loginAs(page, 'seller');
  await page.goto('/invoices');
  await expect(page.getByRole('article', { name: `Factura ${folio}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancelar la factura/ })).toHaveCount(0);
});

test('a returned line of an invoiced ticket shows its credit note next to the invoice', async ({ page }) => {
  await loginAs(page, 'admin');
  await ensureFiscalProfile(page);
  const ticket = await apiCall<{ id: number }>(page, 'POST', '/api/sales', {});
  const sale = await apiCall<{ lines: Array<{ id: number }> }>(
    page,
    'POST',
    `/api/sales/${ticket.id}/lines`,
    {
      description: 'Radiador aluminio',
      unit_price_cents: 2_300_00,
    },
  );
  await apiCall(page, 'POST', `/api/sales/${ticket.id}/pay`, {
    request_id: crypto.randomUUID(),
    payments: [{ method: 'card', amount_cents: 2_300_00, reference: 'AUT-5521' }],
  });
  const issued = await apiCall<{ data: { id: number; folio: string } }>(
    page,
    'POST',
    '/api/invoicing/invoices',
    {
      sale_id: ticket.id,
      public: true,
    },
  );
  await expect
    .poll(
      async () =>
        (
          await apiCall<{ data: { status: string } }>(
            page,
            'GET',
            `/api/invoicing/invoices/${issued.data.id}`,
          )
        ).data.status,
    )
    .toBe('timbrada');
  await apiCall(page, 'POST', '/api/returns', {
    sale_id: ticket.id,
    line_id: sale.lines[0]?.id,
    reason: 'no_funciona',
    outcome: 'refund_original',
    amount_cents: 1_000_00,
  });

  await page.goto('/invoices');
  const invoiceCard = page.getByRole('article', { name: `Factura ${issued.data.folio}` });
  await expect(invoiceCard.getByText(/^Notas de crédito: F-\d+ \(\$1,000, Timbrada\)$/)).toBeVisible();
  const note = page.getByRole('article', { name: /^Nota de crédito F-\d+$/ }).first();
  await expect(note.getByText(`Acredita a la factura ${issued.data.folio}`)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await note.scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: path.join(shots, 'invoices-credit-note-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await note.scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: path.join(shots, 'invoices-credit-note-390.png') });

  // Its printed representation names the kind of CFDI and the invoice it relates to.
  const original = await apiCall<{ data: { uuid: string; credit_notes: Array<{ id: number }> } }>(
    page,
    'GET',
    `/api/invoicing/invoices/${issued.data.id}`,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/api/invoicing/invoices/${original.data.credit_notes[0]?.id}/print`);
  await expect(page.getByText(/^Nota de crédito F-\d+ · CFDI 4\.0 · Egreso$/)).toBeVisible();
  await expect(page.getByText(original.data.uuid.toUpperCase(), { exact: false }).first()).toBeVisible();
  await keepScreenshot(page, { path: path.join(shots, 'credit-note-print-1280.png'), fullPage: true });
});

test('a customer invoices their own ticket from its QR page, and the invoice is sent from «Facturas»', async ({
  page,
}) => {
  await loginAs(page, 'admin', null);
  await ensureFiscalProfile(page);
  await page.goto('/fiscal-profile');
  const onlineSwitch = page.getByRole('switch', {
    name: 'Los clientes pueden facturar sus tickets en línea',
  });
  if (!(await onlineSwitch.isChecked())) await onlineSwitch.check({ force: true });
  await page.getByRole('textbox', { name: 'Monto máximo por ticket (pesos)' }).fill('20000');
  await page.getByRole('button', { name: 'Guardar facturación en línea' }).click();
  await expect(page.getByText('Facturación en línea guardada.')).toBeVisible();
  const section = page.getByRole('region', { name: 'Facturación en línea' });
  await keepScreenshot(section, { path: path.join(shots, 'self-invoicing-settings-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(section, { path: path.join(shots, 'self-invoicing-settings-390.png') });

  // The SAT knows the customer (the fake PAC checks the name), and so does the yard (with a phone).
  const taxpayer = await page.request.put(`${FAKE_PAC_URL}/_fake/taxpayers/GODE561231GR8`, {
    data: { name: 'DIANA GONZALEZ ESPINOZA', regime: '612', postalCode: '64000' },
  });
  expect(taxpayer.status()).toBe(200);
  const phone = `81${String(Date.now()).slice(-8)}`;
  await apiCall(page, 'POST', '/api/customers', {
    name: 'Diana González',
    phone,
    rfc: 'GODE561231GR8',
    business_name: 'DIANA GONZALEZ ESPINOZA',
    tax_regime: '612',
    postal_code: '64000',
    cfdi_use: 'G03',
  });
  const ticket = await apiCall<{ id: number }>(page, 'POST', '/api/sales', {});
  await apiCall(page, 'POST', `/api/sales/${ticket.id}/lines`, {
    description: 'Alternador remanufacturado',
    unit_price_cents: 2_350_00,
  });
  const paid = await apiCall<{ folio: string; public_path: string }>(
    page,
    'POST',
    `/api/sales/${ticket.id}/pay`,
    {
      request_id: crypto.randomUUID(),
      payments: [{ method: 'cash', amount_cents: 2_350_00, received_cents: 2_350_00 }],
      register_id: await demoRegister(page),
    },
  );

  // The customer, with no session, from the ticket's QR.
  await page.context().clearCookies();
  await page.goto(paid.public_path);
  await keepScreenshot(page, {
    path: path.join(shots, 'ticket-public-self-invoice-390.png'),
    fullPage: true,
  });
  await page.getByRole('link', { name: 'Facturar este ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Facturar este ticket' })).toBeVisible();
  await page.getByLabel('RFC').fill('GODE561231GR9');
  await page.getByLabel('Razón social o nombre').fill('Diana Gonzalez Espinoza');
  await page.getByLabel('Régimen fiscal').selectOption('612');
  await page.getByLabel('Código postal del domicilio fiscal').fill('64000');
  await page.getByLabel('Uso del CFDI').selectOption('G03');
  await page.getByLabel('Correo electrónico').fill('diana@taller.test');
  await page.getByRole('button', { name: 'Generar factura' }).click();
  await expect(page.getByText(/El dígito verificador del RFC no coincide/)).toBeVisible();
  expect((await page.getByLabel('RFC').boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await keepScreenshot(page, { path: path.join(shots, 'self-invoicing-form-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(page, { path: path.join(shots, 'self-invoicing-form-1280.png'), fullPage: true });
  await page.getByLabel('RFC').fill('GODE561231GR8');
  await page.getByRole('button', { name: 'Generar factura' }).click();
  await expect(page.getByText('Tu factura está timbrada. Descarga el PDF y el XML.')).toBeVisible({
    timeout: 30_000,
  });
  const pdf = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar PDF' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^F-\d+-[0-9a-f-]{36}\.pdf$/);
  await keepScreenshot(page, { path: path.join(shots, 'self-invoicing-result-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, { path: path.join(shots, 'self-invoicing-result-390.png'), fullPage: true });

  // At the counter: «Reenviar» (no SMTP in this run: it says so) and «Enviar por WhatsApp».
  await loginAs(page, 'admin', '/invoices');
  const card = page.getByRole('article').filter({ hasText: 'DIANA GONZALEZ ESPINOZA' }).first();
  await card.getByRole('button', { name: /^Reenviar por correo/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/El envío por correo no está configurado en el servidor/)).toBeVisible();
  await keepScreenshot(page, { path: path.join(shots, 'invoice-resend-390.png'), animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(page, { path: path.join(shots, 'invoice-resend-1280.png'), animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Volver' }).click();
  await card.getByRole('button', { name: /^Enviar por WhatsApp/ }).click();
  const whatsapp = page.getByRole('link', { name: 'Abrir WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/52${phone}\\?text=`));
  await keepScreenshot(page, { path: path.join(shots, 'invoice-whatsapp-1280.png'), animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, { path: path.join(shots, 'invoice-whatsapp-390.png'), animations: 'disabled' });
});
