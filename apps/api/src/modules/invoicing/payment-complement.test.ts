import { randomUUID } from 'node:crypto';
import { PAGOS_NAMESPACE } from '@yonke/domain/cfdi';
import {
  abonoSchema,
  invoicePageSchema,
  invoicePaymentsResponseSchema,
  invoiceResponseSchema,
  type Sale,
  saleSchema,
} from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePac } from '../../../test/fake-pac/fake-pac-server.ts';
import type { createTestContext } from '../../../test/helpers.ts';
import { startJobQueue } from '../../lib/jobs.ts';
import { childElements, parseCfdi } from './cfdi-reader.ts';
import { startInvoiceStamping } from './invoicing.jobs.ts';
import { asked, startWorld, type TestWorld, verifySealWithOpenssl } from './invoicing.test-helpers.ts';
import { PacUnavailableError } from './pac.ts';
import { createPaymentComplementService } from './payment-complement.service.ts';
import { cadenaOriginal, validateCfdi } from './sat-resources.ts';

const CUSTOMER = {
  rfc: 'GODE561231GR8',
  business_name: 'DIANA GONZALEZ ESPINOZA',
  tax_regime: '612',
  postal_code: '64000',
  cfdi_use: 'G03',
};

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let fake: FakePac;
let companyId: number;
let admin: Session;
let seller: Session;
let capturist: Session;
let outsider: Session;
let work: string;

let world: TestWorld;

beforeAll(async () => {
  world = await startWorld('Yonke Complementos', { capturist: true });
  ({ ctx, fake, companyId, admin, seller, outsider, work } = world);
  capturist = asked(world.capturist);
}, 180_000);

afterAll(async () => {
  await world?.close();
});

/** The job's work, as the worker does it (the test app has no queue, so the abono enqueues nothing). */
const complements = () =>
  createPaymentComplementService({ db: ctx.db, config: ctx.config, storage: ctx.storage, jobs: undefined });

let customers = 0;
async function customer() {
  customers += 1;
  const created = await seller.post('/api/customers', { name: `Taller ${customers}`, ...CUSTOMER });
  expect(created.status, created.text).toBe(200);
  return created.json.id as number;
}

async function setRate(rate: 1600 | 800 | 0) {
  const settings = (await admin.get('/api/sales/settings')).json;
  expect((await admin.put('/api/sales/settings', { ...settings, tax_rate: rate })).status).toBe(200);
}

/** A ticket of the customer sold «a crédito» (all of it, or `cashCents` paid at once in cash). */
async function creditTicket(customerId: number, lines: number[], cashCents = 0): Promise<Sale> {
  const opened = await admin.post('/api/sales', { customer_id: customerId });
  expect(opened.status, opened.text).toBe(200);
  const sale = saleSchema.parse(opened.json);
  let total = 0;
  for (const cents of lines) {
    const added = await admin.post(`/api/sales/${sale.id}/lines`, {
      description: 'Transmisión automática',
      unit_price_cents: cents,
    });
    expect(added.status, added.text).toBe(200);
    total = saleSchema.parse(added.json).total_cents;
  }
  const payments = [
    ...(cashCents > 0 ? [{ method: 'transfer', amount_cents: cashCents, reference: 'SPEI-1' }] : []),
    { method: 'credit', amount_cents: total - cashCents },
  ];
  const paid = await admin.post(`/api/sales/${sale.id}/pay`, { request_id: randomUUID(), payments });
  expect(paid.status, paid.text).toBe(200);
  return saleSchema.parse(paid.json);
}

async function invoiceOf(saleId: number) {
  const response = await seller.post('/api/invoicing/invoices', { sale_id: saleId });
  expect(response.status, response.text).toBe(200);
  expect(response.json.data.status, JSON.stringify(response.json.data)).toBe('timbrada');
  return response.json.data as { id: number; uuid: string; folio: string; total_cents: number };
}

async function abono(customerId: number, cents: number, reference = 'SPEI 4471') {
  const response = await seller.post(`/api/customers/${customerId}/abonos`, {
    request_id: randomUUID(),
    method: 'transfer',
    amount_cents: cents,
    reference,
  });
  expect(response.status, response.text).toBe(200);
  return abonoSchema.parse(response.json);
}

const verifyWithOpenssl = (xml: string) => verifySealWithOpenssl(xml, work);

/** The stamped complement as downloaded, checked against both schemas and its seal, and read. */
async function stampedComplement(id: number) {
  const download = await seller.get(`/api/invoicing/invoices/${id}/xml`);
  expect(download.status, download.text).toBe(200);
  const xml = download.text;
  expect(await validateCfdi(xml)).toEqual([]);
  expect(await verifyWithOpenssl(xml)).toBe('Verified OK');
  const cfdi = parseCfdi(xml);
  if (!cfdi) throw new Error('unparsable');
  const pago = childElements(cfdi.root, PAGOS_NAMESPACE, 'Pago')[0];
  const documents = childElements(cfdi.root, PAGOS_NAMESPACE, 'DoctoRelacionado').map((node) => ({
    uuid: node.getAttribute('IdDocumento'),
    folio: node.getAttribute('Folio'),
    installment: node.getAttribute('NumParcialidad'),
    before: node.getAttribute('ImpSaldoAnt'),
    paid: node.getAttribute('ImpPagado'),
    after: node.getAttribute('ImpSaldoInsoluto'),
    base: childElements(node, PAGOS_NAMESPACE, 'TrasladoDR')[0]?.getAttribute('BaseDR'),
    rate: childElements(node, PAGOS_NAMESPACE, 'TrasladoDR')[0]?.getAttribute('TasaOCuotaDR'),
    tax: childElements(node, PAGOS_NAMESPACE, 'TrasladoDR')[0]?.getAttribute('ImporteDR'),
  }));
  const totals = childElements(cfdi.root, PAGOS_NAMESPACE, 'Totales')[0];
  return { xml, cfdi, pago, documents, totals };
}

const cents = (text: string | null | undefined) => Math.round(Number(text) * 100);

describe('the payment complement of an invoice issued PPD', () => {
  it('two abonos: two complements numbered 1 and 2, balances to the cent, both schemas, seal verified by openssl', async () => {
    await setRate(1600);
    const id = await customer();
    const sale = await creditTicket(id, [1_234_57]);
    const invoice = await invoiceOf(sale.id);
    const invoiceXml = parseCfdi((await seller.get(`/api/invoicing/invoices/${invoice.id}/xml`)).text);
    expect([invoiceXml?.attr('MetodoPago'), invoiceXml?.attr('FormaPago')]).toEqual(['PPD', '99']);

    const stampsBefore = fake.state.stampsIssued;
    const first = await abono(id, 333_33);
    const [one] = await complements().issueForAbono(first.id);
    expect(one).toMatchObject({ type: 'P', status: 'timbrada', total_cents: 0, payment_cents: 333_33 });
    const second = await abono(id, 1_234_57 - 333_33);
    const [two] = await complements().issueForAbono(second.id);
    expect(fake.state.stampsIssued - stampsBefore).toBe(2);

    const a = await stampedComplement(one?.id ?? 0);
    const b = await stampedComplement(two?.id ?? 0);
    for (const { cfdi } of [a, b]) {
      expect(cfdi.attr('TipoDeComprobante')).toBe('P');
      expect([cfdi.attr('SubTotal'), cfdi.attr('Total'), cfdi.attr('Moneda')]).toEqual(['0', '0', 'XXX']);
      expect(cfdi.receptor?.getAttribute('Rfc')).toBe(CUSTOMER.rfc);
      expect(cfdi.receptor?.getAttribute('UsoCFDI')).toBe('CP01');
      expect(cfdi.tfd?.getAttribute('UUID')).toBeTruthy();
    }
    // The Pagos 2.0 schema is applied, not skipped as unknown content: a missing attribute fails it.
    expect(await validateCfdi(a.xml.replace(' NumParcialidad="1"', ''))).not.toEqual([]);
    expect(a.pago?.getAttribute('FormaDePagoP')).toBe('03');
    expect(a.pago?.getAttribute('NumOperacion')).toBe('SPEI 4471');
    expect(a.documents).toEqual([
      expect.objectContaining({
        uuid: invoice.uuid.toUpperCase(),
        installment: '1',
        before: '1234.57',
        paid: '333.33',
        after: '901.24',
      }),
    ]);
    expect(b.documents).toEqual([
      expect.objectContaining({ installment: '2', before: '901.24', paid: '901.24', after: '0.00' }),
    ]);
    // The two installments' bases are the invoice's base; each IVA is 16 % of its base to the cent.
    const base = cents(a.documents[0]?.base) + cents(b.documents[0]?.base);
    expect(base).toBe(
      cents(
        invoiceXml?.taxes
          ?.getElementsByTagNameNS('http://www.sat.gob.mx/cfd/4', 'Traslado')[0]
          ?.getAttribute('Base'),
      ),
    );
    for (const { documents, totals } of [a, b]) {
      const doc = documents[0];
      expect(Math.abs(cents(doc?.tax) - cents(doc?.base) * 0.16)).toBeLessThanOrEqual(0.5);
      expect(totals?.getAttribute('TotalTrasladosBaseIVA16')).toBe(doc?.base);
      expect(totals?.getAttribute('TotalTrasladosImpuestoIVA16')).toBe(doc?.tax);
      expect(totals?.getAttribute('MontoTotalPagos')).toBe(doc?.paid);
    }
    // The official XSLT's include of Pagos20.xslt resolved: the complement is in the sealed cadena.
    const cadena = await cadenaOriginal(b.xml);
    expect(cadena).toContain(`|2.0|${b.documents[0]?.base}|${b.documents[0]?.tax}|901.24|`);
    expect(cadena).toContain(`|${invoice.uuid.toUpperCase()}|F|`);
    expect(cadena).toContain('|901.24|901.24|0.00|02|');

    // On the invoice: its installments and its balance.
    const payments = await seller.get(`/api/invoicing/invoices/${invoice.id}/payments`);
    expect(payments.status, payments.text).toBe(200);
    const data = invoicePaymentsResponseSchema.strict().parse(payments.json).data;
    expect(data).toMatchObject({
      payment_method: 'PPD',
      total_cents: 1_234_57,
      paid_cents: 1_234_57,
      balance_cents: 0,
    });
    expect(
      data.installments.map((i) => [i.installment, i.previous_balance_cents, i.paid_cents, i.balance_cents]),
    ).toEqual([
      [1, 1_234_57, 333_33, 901_24],
      [2, 901_24, 901_24, 0],
    ]);
    // In «Facturas», of type P with the amount paid; the complement read alone answers its schema.
    const list = invoicePageSchema.parse((await seller.get('/api/invoicing/invoices')).json);
    expect(list.data.find((row) => row.id === one?.id)).toMatchObject({
      type: 'P',
      payment_cents: 333_33,
      paid_invoices: [
        { id: invoice.id, folio: invoice.folio, installment: 1, paid_cents: 333_33, balance_cents: 901_24 },
      ],
    });
    expect(list.data.find((row) => row.id === invoice.id)?.paid_invoices).toEqual([]);
    const shown = await seller.get(`/api/invoicing/invoices/${two?.id}`);
    expect(invoiceResponseSchema.strict().parse(shown.json).data.type).toBe('P');
    // Printed: the payment, the invoice paid, the installment and balances.
    const printed = await seller.get(`/api/invoicing/invoices/${two?.id}/print`);
    expect(printed.status).toBe(200);
    expect(printed.text).toContain('Complemento de pago');
    expect(printed.text).toContain(invoice.uuid.toUpperCase());
    expect(printed.text).toContain('Saldo insoluto');
    expect(printed.text).toContain('$901.24');
    // Stored byte for byte: the stored XML is what the PAC answered, and the trigger keeps it.
    await expect(
      ctx.db.execute(sql`update invoices set stamped_xml = stamped_xml || ' ' where id = ${two?.id ?? 0}`),
    ).rejects.toThrow();
  }, 120_000);

  it('IVA 8 % and 0 %: one abono over two invoices is one Pago with a DoctoRelacionado each and totals per rate', async () => {
    const id = await customer();
    await setRate(800);
    const border = await creditTicket(id, [1_080_01]);
    await setRate(1600);
    const general = await creditTicket(id, [2_000_00]);
    await setRate(0);
    const exempt = await creditTicket(id, [500_00]);
    await setRate(1600);
    const invoices = [await invoiceOf(border.id), await invoiceOf(exempt.id)];
    // The second ticket is not invoiced: the abono pays it too (oldest first), and it gets no DoctoRelacionado.
    const paid = await abono(id, 1_080_01 + 2_000_00 + 200_00);
    expect(paid.applied.map((a) => a.sale_id)).toEqual([border.id, general.id, exempt.id]);
    const made = await complements().issueForAbono(paid.id);
    expect(made).toHaveLength(1);
    const { documents, totals, pago } = await stampedComplement(made[0]?.id ?? 0);
    expect(documents.map((d) => [d.uuid, d.installment, d.before, d.paid, d.after, d.rate])).toEqual([
      [invoices[0]?.uuid.toUpperCase(), '1', '1080.01', '1080.01', '0.00', '0.080000'],
      [invoices[1]?.uuid.toUpperCase(), '1', '500.00', '200.00', '300.00', '0.000000'],
    ]);
    expect(pago?.getAttribute('Monto')).toBe('1280.01');
    expect(documents[1]).toMatchObject({ base: '200.00', tax: '0.00' });
    expect(totals?.getAttribute('TotalTrasladosBaseIVA8')).toBe(documents[0]?.base);
    expect(totals?.getAttribute('TotalTrasladosImpuestoIVA8')).toBe(documents[0]?.tax);
    expect(totals?.getAttribute('TotalTrasladosBaseIVA0')).toBe('200.00');
    expect(totals?.getAttribute('TotalTrasladosImpuestoIVA0')).toBe('0.00');
    expect(totals?.getAttribute('TotalTrasladosBaseIVA16')).toBeNull();
    expect(cents(documents[0]?.base) + cents(documents[0]?.tax)).toBe(1_080_01);
  }, 120_000);

  it('an abono of a PUE invoice or of a ticket without invoice issues nothing', async () => {
    const id = await customer();
    const mixed = await creditTicket(id, [900_00], 600_00);
    const pue = await invoiceOf(mixed.id);
    expect(
      parseCfdi((await seller.get(`/api/invoicing/invoices/${pue.id}/xml`)).text)?.attr('MetodoPago'),
    ).toBe('PUE');
    await creditTicket(id, [100_00]);
    const paid = await abono(id, 400_00);
    const before = fake.state.stampsIssued;
    expect(await complements().issueForAbono(paid.id)).toEqual([]);
    expect(fake.state.stampsIssued).toBe(before);
    const rows = await ctx.db.execute(
      sql`select 1 from payment_complement_documents where abono_id = ${paid.id}`,
    );
    expect(rows.rows).toHaveLength(0);
  }, 60_000);

  it('a retried job answers the complement it made, and two abonos at once are numbered 1 and 2', async () => {
    const id = await customer();
    const sale = await creditTicket(id, [3_000_00]);
    const invoice = await invoiceOf(sale.id);
    const first = await abono(id, 1_000_00);
    const before = fake.state.stampsIssued;
    const service = complements();
    // The same abono's job twice at once, then once more: one complement, stamped once.
    const [x, y] = await Promise.all([service.issueForAbono(first.id), service.issueForAbono(first.id)]);
    const again = await service.issueForAbono(first.id);
    expect(x?.[0]?.id).toBeDefined();
    expect([y?.[0]?.id, again[0]?.id]).toEqual([x?.[0]?.id, x?.[0]?.id]);
    expect(fake.state.stampsIssued - before).toBe(1);

    // Two abonos at the counter at once, their jobs at once: installments 2 and 3, balances chained.
    const [p, q] = await Promise.all([abono(id, 700_00), abono(id, 800_00)]);
    await Promise.all([service.issueForAbono(p.id), service.issueForAbono(q.id)]);
    const payments = invoicePaymentsResponseSchema.parse(
      (await seller.get(`/api/invoicing/invoices/${invoice.id}/payments`)).json,
    ).data;
    const rows = payments.installments.map((i) => [
      i.installment,
      i.previous_balance_cents,
      i.paid_cents,
      i.balance_cents,
    ]);
    // Numbered in the abonos' order whichever job ran first.
    const [earlier, later] = p.id < q.id ? [p, q] : [q, p];
    expect(rows).toEqual([
      [1, 3_000_00, 1_000_00, 2_000_00],
      [2, 2_000_00, earlier.amount_cents, 2_000_00 - earlier.amount_cents],
      [3, 2_000_00 - earlier.amount_cents, later.amount_cents, 500_00],
    ]);
    expect(payments.balance_cents).toBe(500_00);
    for (const installment of payments.installments) {
      const { documents } = await stampedComplement(installment.complement.id);
      expect(documents[0]?.installment).toBe(String(installment.installment));
      expect(cents(documents[0]?.before) - cents(documents[0]?.paid)).toBe(cents(documents[0]?.after));
    }
  }, 120_000);

  it('a later abono’s job that runs first reports the earlier abono first', async () => {
    const id = await customer();
    const invoice = await invoiceOf((await creditTicket(id, [1_000_00])).id);
    const first = await abono(id, 100_00);
    const second = await abono(id, 250_00);
    const made = await complements().issueForAbono(second.id);
    expect(made).toHaveLength(1);
    const { documents } = await stampedComplement(made[0]?.id ?? 0);
    expect(documents[0]).toMatchObject({
      installment: '2',
      before: '900.00',
      paid: '250.00',
      after: '650.00',
    });
    const [firstMade] = await complements().issueForAbono(first.id);
    expect((await stampedComplement(firstMade?.id ?? 0)).documents[0]).toMatchObject({
      installment: '1',
      before: '1000.00',
      after: '900.00',
    });
    const payments = invoicePaymentsResponseSchema.parse(
      (await seller.get(`/api/invoicing/invoices/${invoice.id}/payments`)).json,
    ).data;
    expect(payments.installments).toHaveLength(2);
  }, 90_000);

  it('waits (the job is retried) while the invoice is not stamped yet', async () => {
    const id = await customer();
    const sale = await creditTicket(id, [450_00]);
    fake.state.faults.push({ mode: 'error5xx', status: 503, count: 1 });
    const created = await seller.post('/api/invoicing/invoices', { sale_id: sale.id });
    expect(created.json.data.status).toBe('timbrando');
    const paid = await abono(id, 50_00);
    await expect(complements().issueForAbono(paid.id)).rejects.toBeInstanceOf(PacUnavailableError);
    const { createInvoicingService } = await import('./invoicing.service.ts');
    const invoicing = createInvoicingService({
      db: ctx.db,
      config: ctx.config,
      storage: ctx.storage,
      jobs: undefined,
    });
    expect((await invoicing.stamp(created.json.data.id)).status).toBe('timbrada');
    const [made] = await complements().issueForAbono(paid.id);
    expect(made?.status).toBe('timbrada');
  }, 60_000);

  it('is cancelled like an invoice, with motive 02 or 01 only; a cancelled one no longer counts', async () => {
    const id = await customer();
    const sale = await creditTicket(id, [600_00]);
    const invoice = await invoiceOf(sale.id);
    const [made] = await complements().issueForAbono((await abono(id, 100_00)).id);
    const wrong = await admin.post(`/api/invoicing/invoices/${made?.id}/cancel`, { motive: '03' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.motive[0]).toContain('01');
    // While the complement is vigente the SAT does not let the invoice it pays be cancelled.
    const blocked = await admin.post(`/api/invoicing/invoices/${invoice.id}/cancel`, { motive: '02' });
    expect(blocked.json.data.cancellation.status).toBe('rechazada');
    const cancelled = await admin.post(`/api/invoicing/invoices/${made?.id}/cancel`, { motive: '02' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.data.status).toBe('cancelada');
    const after = invoicePaymentsResponseSchema.parse(
      (await seller.get(`/api/invoicing/invoices/${invoice.id}/payments`)).json,
    ).data;
    expect(after).toMatchObject({ paid_cents: 0, balance_cents: 600_00 });
    expect(after.installments[0]?.complement.status).toBe('cancelada');
    // The next payment is reported as installment 1 again, from the whole balance.
    const [next] = await complements().issueForAbono((await abono(id, 200_00)).id);
    const { documents } = await stampedComplement(next?.id ?? 0);
    expect(documents[0]).toMatchObject({ installment: '1', before: '600.00', after: '400.00' });
  }, 90_000);

  it('answers the payments only to the company’s invoicing roles', async () => {
    const id = await customer();
    const invoice = await invoiceOf((await creditTicket(id, [100_00])).id);
    expect((await outsider.get(`/api/invoicing/invoices/${invoice.id}/payments`)).status).toBe(404);
    expect((await capturist.get(`/api/invoicing/invoices/${invoice.id}/payments`)).status).toBe(403);
    const anonymous = ctx.client();
    await anonymous.get('/sanctum/csrf-cookie');
    expect((await anonymous.get(`/api/invoicing/invoices/${invoice.id}/payments`)).status).toBe(401);
    expect((await seller.get('/api/invoicing/invoices/99999999/payments')).status).toBe(404);
  }, 60_000);
});

describe('the abono’s job', () => {
  it('an abono at the counter enqueues the complement, which the worker issues and stamps', async () => {
    const queue = await startJobQueue(ctx.database.url);
    try {
      const config = { ...ctx.config, pac: { ...ctx.config.pac, retryDelaySeconds: 1, retryLimit: 5 } };
      await startInvoiceStamping({ db: ctx.db, config, storage: ctx.storage, jobs: queue });
      const { createCustomersService } = await import('../customers/customers.service.ts');
      const id = await customer();
      const invoice = await invoiceOf((await creditTicket(id, [800_00])).id);
      const counter = createCustomersService({ db: ctx.db, jobs: queue });
      const paid = await counter.abono({ id: seller.user.id, companyId, roles: [4] } as never, id, {
        request_id: randomUUID(),
        method: 'card',
        amount_cents: 300_00,
        reference: 'AUT-99',
      } as never);
      let installments: unknown[] = [];
      for (let tries = 0; tries < 600 && installments.length === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const rows = await ctx.db.execute(
          sql`select d.installment from payment_complement_documents d join invoices c on c.id = d.complement_id
              where d.abono_id = ${paid.id} and c.status = 'timbrada'`,
        );
        installments = rows.rows;
      }
      expect(installments).toEqual([{ installment: 1 }]);
      const payments = invoicePaymentsResponseSchema.parse(
        (await seller.get(`/api/invoicing/invoices/${invoice.id}/payments`)).json,
      ).data;
      expect(payments.balance_cents).toBe(500_00);
    } finally {
      await queue.stop();
    }
  }, 90_000);
});
