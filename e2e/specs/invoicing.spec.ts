import path from 'node:path';
import type { Page } from '@playwright/test';
import { makeTestCsd } from '../../apps/api/test/fake-pac/csd-fixtures.ts';
import { apiCall, chooseOption, expect, loginAs, test } from '../support/fixtures.ts';

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
  await page.screenshot({ path: path.join(shots, 'fiscal-profile-390.png'), fullPage: true });
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
  await page.screenshot({ path: path.join(shots, 'invoices-390.png'), fullPage: true });

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
  await page.screenshot({ path: path.join(shots, 'invoice-cancel-390.png'), fullPage: true });
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
  await page.screenshot({ path: path.join(shots, 'invoices-cancelled-1280.png'), fullPage: true });

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
  await expect(
    note.getByText(`Por la devolución de una línea de la factura ${issued.data.folio}`),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'invoices-credit-note-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'invoices-credit-note-390.png') });

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
  await page.screenshot({ path: path.join(shots, 'credit-note-print-1280.png'), fullPage: true });
});
