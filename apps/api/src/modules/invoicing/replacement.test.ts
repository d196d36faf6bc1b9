import { invoiceResponseSchema } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCfdi } from './cfdi-reader.ts';
import { createInvoicingService } from './invoicing.service.ts';
import { CUSTOMER, startWorld, type TestWorld } from './invoicing.test-helpers.ts';
import { validateCfdi } from './sat-resources.ts';

let w: TestWorld;

beforeAll(async () => {
  w = await startWorld('Yonke Sustituciones');
}, 180_000);

afterAll(async () => {
  await w?.close();
});

const poll = () =>
  createInvoicingService({
    db: w.ctx.db,
    config: w.ctx.config,
    storage: w.ctx.storage,
    jobs: undefined,
  }).pollCancellations();

const corrected = { ...CUSTOMER, cfdi_use: 'G01' };

/** An invoice to the customer (uso G03), stamped `daysAgo` days ago as the SAT saw it. */
async function stampedToCustomer(amountCents: number, daysAgo = 0) {
  const customerId = await w.createCustomer();
  const sale = await w.paidTicket([{ description: 'Motor 1.6 Tsuru', unit_price_cents: amountCents }], {
    customerId,
  });
  w.fake.state.now = daysAgo ? new Date(Date.now() - daysAgo * 86_400_000) : null;
  try {
    const response = await w.invoice(sale.id);
    expect(response.json.data?.status, response.text).toBe('timbrada');
    return { sale, original: response.json.data as { id: number; uuid: string; folio: string } };
  } finally {
    w.fake.state.now = null;
  }
}

const activeInvoiceOf = async (saleId: number) =>
  (
    await w.ctx.db.execute<{ invoice_id: number }>(
      sql`select invoice_id from invoice_sales where sale_id = ${saleId} and active`,
    )
  ).rows.map((row) => Number(row.invoice_id));

describe('«Sustituir factura» (cancellation motive 01)', () => {
  it('issues the replacement with CfdiRelacionados 04, stamps it, then cancels the original with FolioSustitucion', async () => {
    const { sale, original } = await stampedToCustomer(800_00);
    const response = await w.admin.post(`/api/invoicing/invoices/${original.id}/replace`, corrected);
    expect(response.status, response.text).toBe(200);
    const shown = invoiceResponseSchema.strict().parse(response.json).data;
    // $800 to a customer: no acceptance needed, so the SAT cancels it at once.
    expect(shown.status).toBe('cancelada');
    expect(shown.replacement?.status).toBe('sustituida');
    const replacementId = shown.replacement?.invoice.id ?? 0;
    const replacement = (await w.seller.get(`/api/invoicing/invoices/${replacementId}`)).json.data;
    expect(replacement).toMatchObject({
      status: 'timbrada',
      replaces: { id: original.id, folio: original.folio },
    });
    expect(shown.cancellation).toMatchObject({
      motive: '01',
      replacement_uuid: replacement.uuid,
      status: 'cancelada',
    });

    const xml = await w.xmlOf(replacementId);
    expect(await validateCfdi(xml)).toEqual([]);
    expect(await w.verifyWithOpenssl(xml)).toBe('Verified OK');
    expect(xml).toContain(
      `<cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="${original.uuid.toUpperCase()}"/></cfdi:CfdiRelacionados>`,
    );
    const cfdi = parseCfdi(xml);
    expect(cfdi?.receptor?.getAttribute('UsoCFDI')).toBe('G01');
    expect(cfdi?.attr('Total')).toBe('800.00');

    // Stamped before the cancellation was asked, and the request carried the new UUID.
    const pacRequest = await w.ctx.db.execute<{ pac_request_id: string }>(
      sql`select pac_request_id from invoices where id = ${replacementId}`,
    );
    const log = w.fake.state.requests;
    const stampAt = log.findIndex((entry) => entry.customId === pacRequest.rows[0]?.pac_request_id);
    const cancelAt = log.findIndex(
      (entry, index) => index > 0 && entry.path.includes('cancel') && index > stampAt,
    );
    expect(stampAt).toBeGreaterThanOrEqual(0);
    expect(cancelAt).toBeGreaterThan(stampAt);
    expect(w.fake.state.cancelRequests.filter((r) => r.uuid === original.uuid.toUpperCase())).toEqual([
      { uuid: original.uuid.toUpperCase(), motive: '01', code: '201' },
    ]);
    // The ticket now belongs to the replacement.
    expect(await activeInvoiceOf(sale.id)).toEqual([replacementId]);
  });

  it('a double click or a retry makes one replacement, one stamp and one cancellation request', async () => {
    const { original } = await stampedToCustomer(600_00);
    const stampsBefore = w.fake.state.stampsIssued;
    const answers = await Promise.all(
      [1, 2, 3].map(() => w.admin.post(`/api/invoicing/invoices/${original.id}/replace`, corrected)),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const again = await w.admin.post(`/api/invoicing/invoices/${original.id}/replace`, corrected);
    expect(again.status).toBe(200);
    const made = await w.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from invoices where replaces_invoice_id = ${original.id}`,
    );
    expect(made.rows[0]?.n).toBe(1);
    expect(w.fake.state.stampsIssued - stampsBefore).toBe(1);
    expect(w.fake.state.cancelRequests.filter((r) => r.uuid === original.uuid.toUpperCase())).toHaveLength(1);
    expect(again.json.data.replacement.status).toBe('sustituida');
  });

  it('the receiver refuses the cancellation: both stay valid and the screen says what to do; accepted later, the ticket moves', async () => {
    const { sale, original } = await stampedToCustomer(2_400_00, 4);
    const asked = await w.admin.post(`/api/invoicing/invoices/${original.id}/replace`, corrected);
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json.data.replacement.status).toBe('sustituyendo');
    expect(asked.json.data.cancellation.status).toBe('pendiente');
    const replacementId = asked.json.data.replacement.invoice.id as number;
    expect(await activeInvoiceOf(sale.id)).toEqual([original.id]);

    const control = await fetch(`${w.fake.url}/_fake/cancellations/${original.uuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answer: 'Rechazo' }),
    });
    expect(control.status).toBe(200);
    await poll();
    const refused = (await w.seller.get(`/api/invoicing/invoices/${original.id}`)).json.data;
    expect(refused.status).toBe('timbrada');
    expect(refused.replacement.status).toBe('detenida');
    expect(refused.replacement.message).toContain('Las dos facturas');
    expect(refused.replacement.message).toContain('acepte la cancelación');
    expect((await w.seller.get(`/api/invoicing/invoices/${replacementId}`)).json.data.status).toBe(
      'timbrada',
    );
    expect(await activeInvoiceOf(sale.id)).toEqual([original.id]);

    // «Sustituir» again asks for the cancellation again (no second replacement); the customer accepts.
    const stampsBefore = w.fake.state.stampsIssued;
    const retried = await w.admin.post(`/api/invoicing/invoices/${original.id}/replace`, corrected);
    expect(retried.json.data.cancellation.status).toBe('pendiente');
    expect(w.fake.state.stampsIssued).toBe(stampsBefore);
    const document = w.fake.state.documents.get(original.uuid.toUpperCase());
    if (document?.cancellation) document.cancellation.status = 'Cancelado con aceptación';
    await poll();
    const done = (await w.seller.get(`/api/invoicing/invoices/${original.id}`)).json.data;
    expect(done.status).toBe('cancelada');
    expect(done.replacement.status).toBe('sustituida');
    expect(await activeInvoiceOf(sale.id)).toEqual([replacementId]);
  });

  it('checks the corrected data per field, and who may replace', async () => {
    const { original } = await stampedToCustomer(500_00);
    const bad = await w.admin.post(`/api/invoicing/invoices/${original.id}/replace`, {
      ...corrected,
      rfc: 'GODE561231GR9',
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.rfc[0]).toBeTruthy();
    expect((await w.seller.post(`/api/invoicing/invoices/${original.id}/replace`, corrected)).status).toBe(
      403,
    );
    expect((await w.outsider.post(`/api/invoicing/invoices/${original.id}/replace`, corrected)).status).toBe(
      404,
    );
    const made = await w.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from invoices where replaces_invoice_id = ${original.id}`,
    );
    expect(made.rows[0]?.n).toBe(0);
  });
});
