import { randomUUID } from 'node:crypto';
import { globalPeriodAt, previousGlobalPeriod } from '@yonke/domain/cfdi';
import {
  globalOverviewResponseSchema,
  globalProposalResponseSchema,
  invoiceResponseSchema,
  type Sale,
  saleSchema,
} from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../../test/factories.ts';
import type { FakePac } from '../../../test/fake-pac/fake-pac-server.ts';
import type { createTestContext } from '../../../test/helpers.ts';
import { childElements, NS, parseCfdi } from './cfdi-reader.ts';
import { asked, startWorld, type TestWorld, verifySealWithOpenssl } from './invoicing.test-helpers.ts';
import { validateCfdi } from './sat-resources.ts';

// The global CFDI end to end: real PostgreSQL, the SAT's XSD and XSLT, openssl over the cadena,
// the fake PAC speaking SW sapien's API. Tickets are paid through the API, then their payment is
// moved into last month (the only way to have a closed period without waiting for one).

const ZONE = 'America/Mexico_City';
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
let owner: Session;
let admin: Session;
let seller: Session;
let outsider: Session;
let work: string;

const lastMonth = previousGlobalPeriod(globalPeriodAt(new Date(), ZONE, '04'));

let world: TestWorld;

beforeAll(async () => {
  world = await startWorld('Yonke Global', {
    series: 'G',
    owner: true,
    env: { PAC_TIMEOUT_MS: '30000' },
    prepareCompany: (context, id) =>
      context.db
        .execute(sql`update companies set time_zone = ${ZONE} where id = ${id}`)
        .then(() => undefined),
  });
  ({ ctx, fake, companyId, admin, seller, outsider, work } = world);
  owner = asked(world.owner);
}, 180_000);

afterAll(async () => {
  await world?.close();
});

async function paidTicket(
  prices: number[],
  options: { customerId?: number; payments?: Array<{ method: string; share: number }> } = {},
): Promise<Sale> {
  const opened = await seller.post(
    '/api/sales',
    options.customerId ? { customer_id: options.customerId } : {},
  );
  expect(opened.status, opened.text).toBe(200);
  const id = opened.json.id as number;
  for (const price of prices) {
    const added = await seller.post(`/api/sales/${id}/lines`, {
      description: 'Faro delantero',
      unit_price_cents: price,
      quantity: 1,
    });
    expect(added.status, added.text).toBe(200);
  }
  const sale = saleSchema.parse((await seller.get(`/api/sales/${id}`)).json);
  const shares = options.payments ?? [{ method: 'cash', share: 1 }];
  let left = sale.total_cents;
  const payments = shares.map((payment, index) => {
    const amount = index === shares.length - 1 ? left : Math.floor(sale.total_cents * payment.share);
    left -= amount;
    return {
      method: payment.method,
      amount_cents: amount,
      ...(payment.method === 'cash' ? {} : { reference: 'AUT-4821' }),
    };
  });
  const paid = await seller.post(`/api/sales/${id}/pay`, {
    request_id: randomUUID(),
    payments,
    register_id: await ctx.openCashRegister(seller.companyId),
  });
  expect(paid.status, paid.text).toBe(200);
  return saleSchema.parse(paid.json);
}

/** Moves a ticket's payment to a local day and time of the company's zone. */
async function paidOn(saleId: number, day: string, time: string) {
  await ctx.db.execute(
    sql`update sales set paid_at = (${day}::date + ${time}::time)::timestamp at time zone ${ZONE} where id = ${saleId}`,
  );
}

async function setTaxRate(rate: number) {
  const settings = (await admin.get('/api/sales/settings')).json;
  const saved = await admin.put('/api/sales/settings', { ...settings, tax_rate: rate });
  expect(saved.status, saved.text).toBe(200);
}

const verifyWithOpenssl = (xml: string) => verifySealWithOpenssl(xml, work);

describe('the periodicity on the fiscal profile', () => {
  it('is monthly until changed; bimonthly only for the Régimen de Incorporación Fiscal', async () => {
    const profile = (await admin.get('/api/invoicing/profile')).json.data;
    expect(profile.global_periodicity).toBe('04');
    const body = {
      rfc: profile.rfc,
      legal_name: profile.legal_name,
      tax_regime: profile.tax_regime,
      postal_code: profile.postal_code,
      series: profile.series,
    };
    const bimonthly = await admin.put('/api/invoicing/profile', { ...body, global_periodicity: '05' });
    expect(bimonthly.status).toBe(422);
    expect(bimonthly.json.errors.global_periodicity[0]).toContain('Régimen de Incorporación Fiscal');
    const unknown = await admin.put('/api/invoicing/profile', { ...body, global_periodicity: '06' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors.global_periodicity[0]).toContain('periodicidad');
    const weekly = await admin.put('/api/invoicing/profile', { ...body, global_periodicity: '02' });
    expect(weekly.json.data.global_periodicity).toBe('02');
    // Saving without it keeps it.
    expect((await admin.put('/api/invoicing/profile', body)).json.data.global_periodicity).toBe('02');
    expect(
      (await admin.put('/api/invoicing/profile', { ...body, global_periodicity: '04' })).json.data
        .global_periodicity,
    ).toBe('04');
  });
});

describe('the ClaveProdServ map of «Datos fiscales»', () => {
  async function profileBody() {
    const profile = (await admin.get('/api/invoicing/profile')).json.data;
    return {
      rfc: profile.rfc,
      legal_name: profile.legal_name,
      tax_regime: profile.tax_regime,
      postal_code: profile.postal_code,
      series: profile.series,
    };
  }

  it('refuses a key that is not in the catalogue, per field, and changes nothing', async () => {
    const body = await profileBody();
    const refused = await admin.put('/api/invoicing/profile', {
      ...body,
      product_keys: { '107': '12345678', default: '25172500' },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.product_keys).toEqual([expect.stringContaining('La clave 12345678 no está')]);
    const malformed = await admin.put('/api/invoicing/profile', { ...body, product_keys: { '107': '2517' } });
    expect(malformed.status).toBe(422);
    expect((await admin.get('/api/invoicing/profile')).json.data.product_keys).toEqual({});
    expect((await seller.put('/api/invoicing/profile', { ...body, product_keys: {} })).status).toBe(403);
  });

  it('saves the company’s key for a category, and a ticket of it is invoiced with it', async () => {
    const body = await profileBody();
    const saved = await admin.put('/api/invoicing/profile', {
      ...body,
      product_keys: { '107': '25173900', default: '25172500' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data.product_keys).toEqual({ '107': '25173900', default: '25172500' });
    const part = await insertPart(ctx.db, {
      companyId,
      name: 'Disco de freno',
      salePrice: 850,
      categoryId: 107,
    });
    const opened = await seller.post('/api/sales', {});
    const line = await seller.post(`/api/sales/${opened.json.id}/lines`, { code: `AV-${part.id}` });
    expect(line.status, line.text).toBe(200);
    const sale = saleSchema.parse((await seller.get(`/api/sales/${opened.json.id}`)).json);
    const paid = await seller.post(`/api/sales/${sale.id}/pay`, {
      request_id: randomUUID(),
      payments: [{ method: 'transfer', amount_cents: sale.total_cents, reference: 'SPEI-99812' }],
    });
    expect(paid.status, paid.text).toBe(200);
    const invoiced = await seller.post('/api/invoicing/invoices', { sale_id: sale.id });
    expect(invoiced.json.data?.status, invoiced.text).toBe('timbrada');
    const xml = (await seller.get(`/api/invoicing/invoices/${invoiced.json.data.id}/xml`)).text;
    expect(parseCfdi(xml)?.concepts[0]?.getAttribute('ClaveProdServ')).toBe('25173900');
    // Back to the documented defaults.
    const cleared = await admin.put('/api/invoicing/profile', { ...body, product_keys: {} });
    expect(cleared.json.data.product_keys).toEqual({});
  });
});

describe('the global invoice of last month', () => {
  const tickets: Record<string, Sale> = {};

  beforeAll(async () => {
    const customer = await seller.post('/api/customers', { name: 'Diana', ...CUSTOMER });
    expect(customer.status, customer.text).toBe(200);
    // Público en general, cash; paid on the month's last day at 23:30 (still last month locally).
    tickets.cash = await paidTicket([1_160_00]);
    await paidOn(tickets.cash.id, lastMonth.end, '23:30');
    // Two cards: card is the form of the largest amount over the period.
    tickets.card = await paidTicket([1_000_01], { payments: [{ method: 'card', share: 1 }] });
    await paidOn(tickets.card.id, lastMonth.start, '00:05');
    tickets.card2 = await paidTicket([999_99], { payments: [{ method: 'card', share: 1 }] });
    await paidOn(tickets.card2.id, lastMonth.start, '12:00');
    // A customer's ticket nobody invoiced goes in too.
    tickets.named = await paidTicket([500_00], { customerId: customer.json.id });
    await paidOn(tickets.named.id, lastMonth.start, '13:00');
    // A ticket at 8 %: its own traslado rate.
    await setTaxRate(800);
    tickets.border = await paidTicket([108_00]);
    await setTaxRate(1600);
    await paidOn(tickets.border.id, lastMonth.start, '14:00');
    // Partly returned: its net amount (2 lines of 300.00, one refunded).
    tickets.returned = await paidTicket([300_00, 300_00], { payments: [{ method: 'card', share: 1 }] });
    const refund = await admin.post('/api/returns', {
      sale_id: tickets.returned.id,
      line_id: tickets.returned.lines[0]?.id,
      reason: 'no_era_la_pieza',
      outcome: 'refund_original',
      amount_cents: 300_00,
    });
    expect(refund.status, refund.text).toBe(200);
    await paidOn(tickets.returned.id, lastMonth.start, '15:00');
    // Invoiced on its own: left out.
    tickets.invoiced = await paidTicket([700_00]);
    const own = await seller.post('/api/invoicing/invoices', { sale_id: tickets.invoiced.id });
    expect(own.json.data?.status, own.text).toBe('timbrada');
    await paidOn(tickets.invoiced.id, lastMonth.start, '16:00');
    // Fully returned: nothing left to invoice.
    tickets.refunded = await paidTicket([200_00], { payments: [{ method: 'card', share: 1 }] });
    const all = await admin.post('/api/returns', {
      sale_id: tickets.refunded.id,
      line_id: tickets.refunded.lines[0]?.id,
      reason: 'no_era_la_pieza',
      outcome: 'refund_original',
      amount_cents: 200_00,
    });
    expect(all.status, all.text).toBe(200);
    await paidOn(tickets.refunded.id, lastMonth.start, '17:00');
    // The first minute of this month belongs to this month's period.
    tickets.thisMonth = await paidTicket([50_00]);
    await paidOn(tickets.thisMonth.id, globalPeriodAt(new Date(), ZONE, '04').start, '00:01');
  }, 180_000);

  const included = () =>
    [tickets.cash, tickets.card, tickets.card2, tickets.named, tickets.border, tickets.returned].map(
      (sale) => sale?.id ?? 0,
    );

  it('is for roles 1 and 2 of the company only', async () => {
    expect((await seller.get('/api/invoicing/global')).status).toBe(403);
    expect(
      (await seller.post('/api/invoicing/global', { start: lastMonth.start, sale_ids: [1] })).status,
    ).toBe(403);
    const anonymous = ctx.client();
    await anonymous.get('/sanctum/csrf-cookie');
    expect((await anonymous.get('/api/invoicing/global')).status).toBe(401);
    // Another company sees its own (it has no fiscal profile), never these tickets.
    const other = await outsider.get(`/api/invoicing/global/proposal?start=${lastMonth.start}`);
    expect(other.status).toBe(409);
    expect(other.json.message).toContain('Datos fiscales');
  });

  it('proposes last month’s tickets nobody invoiced, with totals per IVA rate', async () => {
    const overview = globalOverviewResponseSchema
      .strict()
      .parse((await owner.get('/api/invoicing/global')).json);
    expect(overview.data.periodicity).toBe('04');
    const [current, previous] = overview.data.periods;
    expect(current?.period.closed).toBe(false);
    expect(current?.ticket_count).toBe(1);
    expect(previous?.period).toMatchObject({ start: lastMonth.start, end: lastMonth.end, closed: true });
    expect(previous?.ticket_count).toBe(6);

    const response = await admin.get(`/api/invoicing/global/proposal?start=${lastMonth.start}`);
    expect(response.status, response.text).toBe(200);
    const proposal = globalProposalResponseSchema.strict().parse(response.json).data;
    expect(proposal.tickets.map((t) => t.sale_id).sort()).toEqual(included().sort());
    const returned = proposal.tickets.find((t) => t.sale_id === tickets.returned?.id);
    expect(returned?.net_cents).toBe(300_00);
    expect(proposal.total_cents).toBe(1_160_00 + 1_000_01 + 999_99 + 500_00 + 108_00 + 300_00);
    expect(proposal.by_rate).toEqual([
      { rate: 1600, base_cents: 3_413_79, tax_cents: 546_21, total_cents: 3_960_00 },
      { rate: 800, base_cents: 100_00, tax_cents: 8_00, total_cents: 108_00 },
    ]);
    expect([proposal.payment_form, proposal.payment_form_label]).toEqual(['04', 'Tarjeta de crédito']);
    expect(previous?.total_cents).toBe(proposal.total_cents);
  });

  it('refuses a day that does not start a period, an open period and a list that is not the proposal', async () => {
    const middle = await admin.get(`/api/invoicing/global/proposal?start=${lastMonth.start.slice(0, 8)}02`);
    expect(middle.status).toBe(422);
    expect(middle.json.errors.start[0]).toContain('mensual');
    const garbage = await admin.get('/api/invoicing/global/proposal?start=mañana');
    expect(garbage.status).toBe(422);
    const current = globalPeriodAt(new Date(), ZONE, '04');
    const open = await admin.post('/api/invoicing/global', {
      start: current.start,
      sale_ids: [tickets.thisMonth?.id],
    });
    expect(open.status).toBe(409);
    expect(open.json.message).toContain('todavía no termina');
    const missing = await admin.post('/api/invoicing/global', {
      start: lastMonth.start,
      sale_ids: included().slice(1),
    });
    expect(missing.status).toBe(409);
    expect(missing.json.message).toContain('cambiaron');
    const foreign = await admin.post('/api/invoicing/global', {
      start: lastMonth.start,
      sale_ids: [...included(), tickets.thisMonth?.id],
    });
    expect(foreign.status).toBe(409);
    const rows = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from invoices where company_id = ${companyId} and global_period_start is not null`,
    );
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('two people stamping at once make one global invoice; the XML is valid, sealed and stamped', async () => {
    const body = { start: lastMonth.start, sale_ids: included() };
    const answers = await Promise.all([
      admin.post('/api/invoicing/global', body),
      owner.post('/api/invoicing/global', body),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, answers.map((a) => a.text).join('\n')).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.json.message).toContain('acaba de timbrar');
    const created = invoiceResponseSchema.strict().parse(answers.find((a) => a.status === 200)?.json).data;
    expect(created.status, JSON.stringify(created)).toBe('timbrada');
    expect(created.sale_ids.sort()).toEqual(included().sort());
    const rows = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from invoices where company_id = ${companyId} and global_period_start = ${lastMonth.start}`,
    );
    expect(rows.rows[0]?.n).toBe(1);

    const download = await admin.get(`/api/invoicing/invoices/${created.id}/xml`);
    expect(download.status).toBe(200);
    const xml = download.text;
    expect(await validateCfdi(xml)).toEqual([]);
    expect(await verifyWithOpenssl(xml)).toBe('Verified OK');
    const cfdi = parseCfdi(xml);
    expect(cfdi?.tfd?.getAttribute('UUID')?.toLowerCase()).toBe(created.uuid);
    const [info] = childElements(cfdi?.root ?? null, NS.cfdi, 'InformacionGlobal');
    expect([
      info?.getAttribute('Periodicidad'),
      info?.getAttribute('Meses'),
      info?.getAttribute('Año'),
    ]).toEqual(['04', lastMonth.month, String(lastMonth.year)]);
    expect([
      cfdi?.receptor?.getAttribute('Rfc'),
      cfdi?.receptor?.getAttribute('Nombre'),
      cfdi?.receptor?.getAttribute('DomicilioFiscalReceptor'),
      cfdi?.receptor?.getAttribute('RegimenFiscalReceptor'),
      cfdi?.receptor?.getAttribute('UsoCFDI'),
    ]).toEqual(['XAXX010101000', 'PUBLICO EN GENERAL', '26015', '616', 'S01']);
    expect([cfdi?.attr('FormaPago'), cfdi?.attr('MetodoPago'), cfdi?.attr('Total')]).toEqual([
      '04',
      'PUE',
      '4068.00',
    ]);
    const concepts = cfdi?.concepts ?? [];
    expect(concepts).toHaveLength(6);
    for (const concept of concepts) {
      expect([
        concept.getAttribute('ClaveProdServ'),
        concept.getAttribute('Cantidad'),
        concept.getAttribute('ClaveUnidad'),
        concept.hasAttribute('Unidad'),
        concept.getAttribute('Descripcion'),
        concept.getAttribute('ObjetoImp'),
      ]).toEqual(['01010101', '1', 'ACT', false, 'Venta', '02']);
    }
    const folios = concepts.map((concept) => concept.getAttribute('NoIdentificacion'));
    expect(folios).toContain(tickets.border?.folio);
    const border = concepts.find((c) => c.getAttribute('NoIdentificacion') === tickets.border?.folio);
    expect(border?.getAttribute('ValorUnitario')).toBe('100.00');
    expect(childElements(border ?? null, NS.cfdi, 'Traslado')[0]?.getAttribute('TasaOCuota')).toBe(
      '0.080000',
    );
    // The document's traslados: one per rate, the sums of the concepts'.
    const documentTaxes = childElements(cfdi?.taxes ?? null, NS.cfdi, 'Traslado').map((t) => [
      t.getAttribute('Base'),
      t.getAttribute('TasaOCuota'),
      t.getAttribute('Importe'),
    ]);
    expect(documentTaxes).toEqual([
      ['3413.79', '0.160000', '546.21'],
      ['100.00', '0.080000', '8.00'],
    ]);
    // Stored byte for byte as the PAC answered it.
    expect([...fake.state.byCustomId.values()].some((stamp) => stamp.cfdi === xml)).toBe(true);

    const overview = globalOverviewResponseSchema.parse((await admin.get('/api/invoicing/global')).json);
    const period = overview.data.periods.find((entry) => entry.period.start === lastMonth.start);
    expect(period?.ticket_count).toBe(0);
    expect(period?.invoices.map((invoice) => invoice.id)).toEqual([created.id]);
  });

  it('a ticket in it is refused for its own invoice until the global invoice is cancelled', async () => {
    const refused = await seller.post('/api/invoicing/invoices', { sale_id: tickets.named?.id });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('factura global');
    expect(refused.json.message).toContain('cancela');

    const overview = globalOverviewResponseSchema.parse((await admin.get('/api/invoicing/global')).json);
    const global = overview.data.periods.find((entry) => entry.period.start === lastMonth.start)?.invoices[0];
    const cancelled = await admin.post(`/api/invoicing/invoices/${global?.id}/cancel`, { motive: '04' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.data.status).toBe('cancelada');

    const own = await seller.post('/api/invoicing/invoices', { sale_id: tickets.named?.id });
    expect(own.status, own.text).toBe(200);
    expect(own.json.data.receiver_rfc).toBe(CUSTOMER.rfc);
    // The other tickets are proposed again, without the one now invoiced on its own.
    const again = globalProposalResponseSchema.parse(
      (await admin.get(`/api/invoicing/global/proposal?start=${lastMonth.start}`)).json,
    ).data;
    expect(again.tickets.map((t) => t.sale_id).sort()).toEqual(
      included()
        .filter((id) => id !== tickets.named?.id)
        .sort(),
    );
  });
});
