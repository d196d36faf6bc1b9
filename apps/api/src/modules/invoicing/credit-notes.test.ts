import { randomUUID } from 'node:crypto';
import { creditNoteRequestResponseSchema, invoiceResponseSchema } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue } from '../../lib/jobs.ts';
import { parseCfdi } from './cfdi-reader.ts';
import { createCreditNotesService } from './credit-notes.service.ts';
import { startInvoiceStamping } from './invoicing.jobs.ts';
import { createInvoicingService } from './invoicing.service.ts';
import { startWorld, type TestWorld } from './invoicing.test-helpers.ts';
import { validateCfdi } from './sat-resources.ts';

let w: TestWorld;
let registerId: number;

beforeAll(async () => {
  w = await startWorld('Yonke Notas de crédito');
  const registers = await w.admin.post('/api/cash/registers', { name: 'Mostrador' });
  registerId = registers.json[0].id;
  const opened = await w.admin.post(`/api/cash/registers/${registerId}/sessions`, { float_cents: 100_000 });
  expect(opened.status, opened.text).toBe(200);
}, 180_000);

afterAll(async () => {
  await w?.close();
});

const discount = (invoiceId: number, body: Record<string, unknown>) =>
  w.admin.post(`/api/invoicing/invoices/${invoiceId}/discount`, {
    request_id: randomUUID(),
    reason: 'Rayón en la pintura',
    refund_method: 'transfer',
    ...body,
  });

async function stampedInvoice(amountCents: number, extraLineCents = 0) {
  const customerId = await w.createCustomer();
  const lines = [{ description: 'Puerta trasera derecha', unit_price_cents: amountCents }];
  if (extraLineCents) lines.push({ description: 'Manija exterior', unit_price_cents: extraLineCents });
  const sale = await w.paidTicket(lines, { customerId });
  const response = await w.invoice(sale.id);
  expect(response.json.data?.status, response.text).toBe('timbrada');
  return { sale, original: response.json.data as { id: number; uuid: string; folio: string } };
}

describe('a credit note for a discount after invoicing', () => {
  it('an Egreso related with TipoRelacion 01, 84111506 ACT, IVA to the cent, XSD-valid and its seal verified by openssl', async () => {
    const { original } = await stampedInvoice(1_999_99);
    const response = await discount(original.id, { amount_cents: 333_33, refund_method: 'transfer' });
    expect(response.status, response.text).toBe(200);
    const request = creditNoteRequestResponseSchema.strict().parse(response.json).data;
    expect(request).toMatchObject({ kind: 'descuento', status: 'emitida', amount_cents: 333_33 });
    expect(request.credit_note?.status).toBe('timbrada');
    const xml = await w.xmlOf(request.credit_note?.id ?? 0);
    expect(await validateCfdi(xml)).toEqual([]);
    expect(await w.verifyWithOpenssl(xml)).toBe('Verified OK');
    const cfdi = parseCfdi(xml);
    expect(cfdi?.attr('TipoDeComprobante')).toBe('E');
    expect(xml).toContain(
      `<cfdi:CfdiRelacionados TipoRelacion="01"><cfdi:CfdiRelacionado UUID="${original.uuid.toUpperCase()}"/></cfdi:CfdiRelacionados>`,
    );
    const concept = cfdi?.concepts[0];
    expect([
      concept?.getAttribute('ClaveProdServ'),
      concept?.getAttribute('ClaveUnidad'),
      concept?.getAttribute('Descripcion'),
    ]).toEqual(['84111506', 'ACT', 'Descuento/Bonificación: Rayón en la pintura']);
    // $333.33 with IVA inside: base 287.35, IVA 45.98 (287.35 × 0.16 = 45.976), total to the cent.
    expect([
      cfdi?.attr('SubTotal'),
      cfdi?.attr('Total'),
      cfdi?.attr('FormaPago'),
      cfdi?.attr('MetodoPago'),
    ]).toEqual(['287.35', '333.33', '03', 'PUE']);
    expect(xml).toContain('TotalImpuestosTrasladados="45.98"');
    expect(cfdi?.receptor?.getAttribute('UsoCFDI')).toBe('G02');
    const shown = invoiceResponseSchema
      .strict()
      .parse((await w.seller.get(`/api/invoicing/invoices/${original.id}`)).json);
    expect(shown.data.credit_notes.map((note) => note.total_cents)).toEqual([333_33]);
  });

  it('never more than what is left after earlier credit notes and returns; a percentage; the same request once', async () => {
    const { sale, original } = await stampedInvoice(600_00, 400_00);
    const returned = await w.admin.post('/api/returns', {
      sale_id: sale.id,
      line_id: sale.lines[1]?.id,
      reason: 'no_era_la_pieza',
      outcome: 'refund_original',
      amount_cents: 400_00,
    });
    expect(returned.status, returned.text).toBe(200);
    const requestId = randomUUID();
    const first = await discount(original.id, { percent: '25', request_id: requestId });
    expect(first.status, first.text).toBe(200);
    expect(first.json.data.amount_cents).toBe(250_00);
    const again = await discount(original.id, { percent: '25', request_id: requestId });
    expect(again.json.data.id).toBe(first.json.data.id);
    // $1,000 − $400 returned − $250 = $350 left.
    const over = await discount(original.id, { amount_cents: 350_01 });
    expect(over.status).toBe(422);
    expect(over.json.errors.amount_cents[0]).toContain('($350)');
    const exact = await discount(original.id, {
      amount_cents: 350_00,
      refund_method: 'cash',
      register_id: registerId,
    });
    expect(exact.status, exact.text).toBe(200);
    expect((await discount(original.id, { amount_cents: 1 })).status).toBe(422);
    const notes = (await w.seller.get(`/api/invoicing/invoices/${original.id}`)).json.data.credit_notes;
    expect(notes.map((note: { total_cents: number }) => note.total_cents)).toEqual([400_00, 250_00, 350_00]);
    // The cash went out of the open session, once.
    const cash = await w.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from cash_movements where amount_cents = 35000 and direction = 'out'`,
    );
    expect(cash.rows[0]?.n).toBe(1);
  });

  it('asks for the amount or the percentage, a reason and a role 1 or 2 of the company', async () => {
    const { original } = await stampedInvoice(500_00);
    expect((await discount(original.id, {})).status).toBe(422);
    expect((await discount(original.id, { amount_cents: 10_00, percent: '5' })).status).toBe(422);
    const percent = await discount(original.id, { percent: '100.5' });
    expect(percent.status).toBe(422);
    expect(percent.json.errors.percent[0]).toContain('0.01 a 100');
    expect((await discount(original.id, { amount_cents: 10_00, reason: '' })).status).toBe(422);
    const seller = await w.seller.post(`/api/invoicing/invoices/${original.id}/discount`, {
      request_id: randomUUID(),
      amount_cents: 10_00,
      reason: 'Cortesía',
      refund_method: 'card',
    });
    expect(seller.status).toBe(403);
    const outsider = await w.outsider.post(`/api/invoicing/invoices/${original.id}/discount`, {
      request_id: randomUUID(),
      amount_cents: 10_00,
      reason: 'Cortesía',
      refund_method: 'card',
    });
    expect(outsider.status).toBe(404);
    const none = await w.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from credit_note_requests where invoice_id = ${original.id}`,
    );
    expect(none.rows[0]?.n).toBe(0);
  });
});

describe('credit notes that never get lost', () => {
  it('a return made while the invoice was still stamping: pending with its reason, issued by the job once stamped', async () => {
    const customerId = await w.createCustomer();
    const sale = await w.paidTicket([{ description: 'Salpicadera', unit_price_cents: 1_200_00 }], {
      customerId,
    });
    // The PAC is down: the invoice stays «timbrando».
    w.fake.state.faults.push({ mode: 'error5xx', status: 503, count: 1 });
    const pending = await w.invoice(sale.id);
    expect(pending.json.data.status, pending.text).toBe('timbrando');
    const returned = await w.admin.post('/api/returns', {
      sale_id: sale.id,
      line_id: sale.lines[0]?.id,
      reason: 'no_era_la_pieza',
      outcome: 'refund_original',
    });
    expect(returned.status, returned.text).toBe(200);
    const waiting = await w.seller.get(`/api/invoicing/credit-notes?sale_id=${sale.id}`);
    expect(waiting.status, waiting.text).toBe(200);
    expect(waiting.json.data).toHaveLength(1);
    expect(waiting.json.data[0]).toMatchObject({
      status: 'pendiente',
      amount_cents: 1_200_00,
      credit_note: null,
    });
    expect(waiting.json.data[0].message).toContain('todavía se está timbrando');
    const invoiceShown = (await w.seller.get(`/api/invoicing/invoices/${pending.json.data.id}`)).json.data;
    expect(invoiceShown.pending_credit_notes).toHaveLength(1);

    // The stamp job: it stamps the invoice, then issues the credit note that waited.
    const queue = await startJobQueue(w.ctx.database.url);
    try {
      const config = { ...w.ctx.config, pac: { ...w.ctx.config.pac, retryDelaySeconds: 1, retryLimit: 5 } };
      await startInvoiceStamping({ db: w.ctx.db, config, storage: w.ctx.storage, jobs: queue });
      await queue.send('invoice-stamp', { invoiceId: pending.json.data.id });
      let status = 'pendiente';
      let noteStatus: string | undefined;
      for (let tries = 0; tries < 600 && (status === 'pendiente' || noteStatus !== 'timbrada'); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const now = (await w.seller.get(`/api/invoicing/credit-notes?sale_id=${sale.id}`)).json.data[0];
        status = now.status;
        noteStatus = now.credit_note?.status;
      }
      expect(status).toBe('emitida');
      expect(noteStatus).toBe('timbrada');
    } finally {
      await queue.stop();
    }
    const stamped = (await w.seller.get(`/api/invoicing/invoices/${pending.json.data.id}`)).json.data;
    expect(stamped.status).toBe('timbrada');
    expect(stamped.pending_credit_notes).toEqual([]);
    expect(stamped.credit_notes).toHaveLength(1);
    const xml = await w.xmlOf(stamped.credit_notes[0].id);
    expect(xml).toContain(`<cfdi:CfdiRelacionado UUID="${stamped.uuid.toUpperCase()}"/>`);
  }, 90_000);

  it('no CSD when the return is made: pending with the reason; «reintentar» after the CSD is back issues it, once', async () => {
    const { sale, original } = await stampedInvoice(700_00);
    await w.ctx.db.execute(
      sql`update fiscal_profiles set csd_certificate = null, csd_key_encrypted = null, csd_password_encrypted = null,
        csd_certificate_number = null, csd_valid_from = null, csd_valid_to = null where company_id = ${w.companyId}`,
    );
    let requestId: number;
    try {
      const returned = await w.admin.post('/api/returns', {
        sale_id: sale.id,
        line_id: sale.lines[0]?.id,
        reason: 'arrepentimiento',
        outcome: 'refund_original',
      });
      expect(returned.status, returned.text).toBe(200);
      const open = (await w.seller.get('/api/invoicing/credit-notes?open=1')).json.data;
      const mine = open.find((request: { invoice: { id: number } }) => request.invoice.id === original.id);
      expect(mine).toMatchObject({ status: 'pendiente', kind: 'devolucion' });
      expect(mine.message).toContain('Certificado de Sello Digital');
      requestId = mine.id;
      // The sweep cannot issue it either while the CSD is missing.
      const service = createCreditNotesService({
        db: w.ctx.db,
        config: w.ctx.config,
        storage: w.ctx.storage,
        jobs: undefined,
      });
      await service.sweep();
      expect((await w.seller.get(`/api/invoicing/credit-notes?sale_id=${sale.id}`)).json.data[0].status).toBe(
        'pendiente',
      );
    } finally {
      await w.uploadCsd();
    }
    const retried = await w.seller.post(`/api/invoicing/credit-notes/${requestId}/retry`);
    expect(retried.status, retried.text).toBe(200);
    expect(creditNoteRequestResponseSchema.strict().parse(retried.json).data).toMatchObject({
      status: 'emitida',
      credit_note: { status: 'timbrada' },
    });
    const twice = await w.seller.post(`/api/invoicing/credit-notes/${requestId}/retry`);
    expect(twice.json.data.credit_note.id).toBe(retried.json.data.credit_note.id);
    expect((await w.outsider.post(`/api/invoicing/credit-notes/${requestId}/retry`)).status).toBe(404);
    const invoicing = createInvoicingService({
      db: w.ctx.db,
      config: w.ctx.config,
      storage: w.ctx.storage,
      jobs: undefined,
    });
    expect(
      (
        await invoicing.creditNotesOf(
          { id: w.admin.user.id, companyId: w.companyId, roles: [2] } as never,
          original.id,
        )
      ).length,
    ).toBe(1);
  });
});
