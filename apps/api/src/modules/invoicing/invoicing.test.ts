import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { invoiceResponseSchema, type Sale, saleSchema } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../../test/factories.ts';
import { makeTestCsd, type TestCsd } from '../../../test/fake-pac/csd-fixtures.ts';
import type { FakePac } from '../../../test/fake-pac/fake-pac-server.ts';
import type { createTestContext } from '../../../test/helpers.ts';
import { startJobQueue } from '../../lib/jobs.ts';
import { parseCfdi } from './cfdi-reader.ts';
import { startInvoiceStamping } from './invoicing.jobs.ts';
import { createInvoicingService } from './invoicing.service.ts';
import { asked, startWorld, type TestWorld, verifySealWithOpenssl } from './invoicing.test-helpers.ts';
import { PacUnavailableError } from './pac.ts';
import { validateCfdi } from './sat-resources.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/sat-csd');
const RFC = 'EKU9003173C9';
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
let csd: TestCsd;
let work: string;

let world: TestWorld;

beforeAll(async () => {
  world = await startWorld('Yonke Facturas', { profile: false, capturist: true });
  ({ ctx, fake, companyId, admin, seller, outsider, csd, work } = world);
  capturist = asked(world.capturist);
}, 180_000);

afterAll(async () => {
  await world?.close();
});

const profileBody = {
  rfc: RFC,
  legal_name: 'Escuela Kemper Urgate',
  tax_regime: '601',
  postal_code: '26015',
  series: 'F',
};

function csdForm(files: { cer: Buffer; key: Buffer; password: string }) {
  const form = new FormData();
  form.set('certificate', new Blob([new Uint8Array(files.cer)]), 'csd.cer');
  form.set('key', new Blob([new Uint8Array(files.key)]), 'csd.key');
  form.set('password', files.password);
  return form;
}

async function openTicket(customerId: number | null = null): Promise<Sale> {
  const response = await seller.post('/api/sales', customerId ? { customer_id: customerId } : {});
  expect(response.status, response.text).toBe(200);
  return saleSchema.parse(response.json);
}

async function paidTicket(
  lines: Array<{ description: string; unit_price_cents: number; quantity?: number; discount?: number }>,
  options: {
    customerId?: number | null;
    ticketDiscount?: number;
    payments?: Array<{ method: string; share: number }>;
  } = {},
): Promise<Sale> {
  const ticket = await openTicket(options.customerId ?? null);
  let sale = ticket;
  for (const line of lines) {
    const added = await seller.post(`/api/sales/${ticket.id}/lines`, {
      description: line.description,
      unit_price_cents: line.unit_price_cents,
      quantity: line.quantity ?? 1,
    });
    expect(added.status, added.text).toBe(200);
    sale = saleSchema.parse(added.json);
    if (line.discount) {
      const lineId = sale.lines.at(-1)?.id;
      const discounted = await admin.put(`/api/sales/${ticket.id}/lines/${lineId}`, {
        discount_cents: line.discount,
      });
      expect(discounted.status, discounted.text).toBe(200);
    }
  }
  if (options.ticketDiscount) {
    const discounted = await admin.put(`/api/sales/${ticket.id}`, { discount_cents: options.ticketDiscount });
    expect(discounted.status, discounted.text).toBe(200);
  }
  sale = saleSchema.parse((await seller.get(`/api/sales/${ticket.id}`)).json);
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
  const paid = await seller.post(`/api/sales/${ticket.id}/pay`, {
    request_id: randomUUID(),
    payments,
    register_id: await ctx.openCashRegister(seller.companyId),
  });
  expect(paid.status, paid.text).toBe(200);
  return saleSchema.parse(paid.json);
}

async function createCustomer(values: Partial<typeof CUSTOMER> = {}) {
  const response = await seller.post('/api/customers', { name: 'Diana', ...CUSTOMER, ...values });
  expect(response.status, response.text).toBe(200);
  return response.json.id as number;
}

const verifyWithOpenssl = (xml: string) => verifySealWithOpenssl(xml, work);

async function invoice(saleId: number, extra: Record<string, unknown> = {}) {
  return seller.post('/api/invoicing/invoices', { sale_id: saleId, ...extra });
}

describe('the company’s fiscal profile and CSD', () => {
  it('is for roles 1 and 2 of the company only', async () => {
    expect((await seller.get('/api/invoicing/profile')).status).toBe(403);
    expect((await capturist.put('/api/invoicing/profile', profileBody)).status).toBe(403);
    const anonymous = ctx.client();
    await anonymous.get('/sanctum/csrf-cookie');
    expect((await anonymous.get('/api/invoicing/profile')).status).toBe(401);
    expect((await admin.get('/api/invoicing/profile')).json).toEqual({ data: null });
  });

  it('refuses an RFC with a wrong check digit and a régimen of the other kind of person, per field', async () => {
    const response = await admin.put('/api/invoicing/profile', {
      ...profileBody,
      rfc: 'EKU9003173C8',
      tax_regime: '612',
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.rfc[0]).toContain('dígito verificador');
    const regime = await admin.put('/api/invoicing/profile', { ...profileBody, tax_regime: '612' });
    expect(regime.json.errors.tax_regime[0]).toContain('persona moral');
  });

  it('saves the profile, and asks for it before a CSD', async () => {
    expect((await admin.post('/api/invoicing/profile/csd', csdForm(csd))).status).toBe(409);
    const saved = await admin.put('/api/invoicing/profile', profileBody);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ rfc: RFC, legal_name: 'ESCUELA KEMPER URGATE', csd: null });
  });

  it('refuses an e.firma, a CSD of another RFC, an expired one, a wrong password and a key of another certificate', async () => {
    const fiel = await makeTestCsd({ rfc: RFC, kind: 'fiel' });
    const other = await makeTestCsd({ rfc: 'GODE561231GR8' });
    const expired = await makeTestCsd({ rfc: RFC, days: -1 });
    const cases: Array<[{ cer: Buffer; key: Buffer; password: string }, string, string]> = [
      [fiel, 'certificate', 'e.firma (FIEL)'],
      [other, 'certificate', 'es del RFC GODE561231GR8'],
      [expired, 'certificate', 'venció'],
      [{ ...csd, password: 'otra-clave' }, 'password', 'contraseña'],
      [{ ...csd, key: other.key, password: other.password }, 'key', 'no corresponde al certificado'],
    ];
    for (const [files, field, text] of cases) {
      const response = await admin.post('/api/invoicing/profile/csd', csdForm(files));
      expect(response.status, text).toBe(422);
      expect(response.json.errors[field][0]).toContain(text);
    }
  });

  it('reads the SAT’s own test CSD (DER .cer, encrypted PKCS#8 .key) and refuses it as expired', async () => {
    const sat = {
      cer: await readFile(path.join(FIXTURES, 'CSD01_AAA010101AAA.cer')),
      key: await readFile(path.join(FIXTURES, 'CSD01_AAA010101AAA.key')),
      password: await readFile(path.join(FIXTURES, 'CSD01_AAA010101AAA.password.txt'), 'utf8'),
    };
    const response = await admin.post('/api/invoicing/profile/csd', csdForm(sat));
    // Of another RFC first: the profile is EKU9003173C9's.
    expect(response.json.errors.certificate[0]).toContain('AAA010101AAA');
    const { checkCsd } = await import('./csd.ts');
    const check = checkCsd({ ...sat, rfc: 'AAA010101AAA' });
    expect(check.ok ? 'accepted' : check.message).toContain('venció');
  });

  it('stores the CSD encrypted, never answers the key or password, and warns 30 days before expiry', async () => {
    const soon = await makeTestCsd({ rfc: RFC, name: 'ESCUELA KEMPER URGATE', days: 10 });
    const warned = await admin.post('/api/invoicing/profile/csd', csdForm(soon));
    expect(warned.status, warned.text).toBe(200);
    expect(warned.json.data.csd.warning).toContain('vence el');
    const response = await admin.post('/api/invoicing/profile/csd', csdForm(csd));
    expect(response.status, response.text).toBe(200);
    expect(response.json.data.csd).toMatchObject({
      certificate_number: csd.certificateNumber,
      warning: null,
    });
    const text = response.text + (await admin.get('/api/invoicing/profile')).text;
    expect(text).not.toContain(csd.password);
    expect(text).not.toContain(csd.key.toString('base64').slice(0, 40));
    const row = await ctx.db.execute<{ k: string; p: string }>(
      sql`select csd_key_encrypted as k, csd_password_encrypted as p from fiscal_profiles where company_id = ${companyId}`,
    );
    const stored = JSON.stringify(row.rows);
    expect(stored).not.toContain(csd.password);
    expect(stored).not.toContain(csd.key.toString('base64').slice(0, 40));
    expect(row.rows[0]?.k).toMatch(/^v1:/);
  });
});

describe('sealing and stamping a paid ticket', () => {
  async function expectStampedAndVerified(saleId: number, extra: Record<string, unknown> = {}) {
    const response = await invoice(saleId, extra);
    expect(response.status, response.text).toBe(200);
    expect(response.json.data.status, JSON.stringify(response.json.data)).toBe('timbrada');
    const download = await seller.get(`/api/invoicing/invoices/${response.json.data.id}/xml`);
    expect(download.status).toBe(200);
    const xml = download.text;
    expect(await validateCfdi(xml)).toEqual([]);
    expect(await verifyWithOpenssl(xml)).toBe('Verified OK');
    const cfdi = parseCfdi(xml);
    expect(cfdi?.tfd?.getAttribute('UUID')?.toLowerCase()).toBe(response.json.data.uuid);
    // The invoice read back alone answers what its route declares, strictly, with the same UUID.
    const shown = await seller.get(`/api/invoicing/invoices/${response.json.data.id}`);
    expect(shown.status, shown.text).toBe(200);
    expect(invoiceResponseSchema.strict().parse(shown.json).data.uuid).toBe(response.json.data.uuid);
    return { xml, cfdi, summary: response.json.data };
  }

  it('one line to «Público en general»: generic receiver, InformacionGlobal, XSD-valid, seal verified by openssl', async () => {
    const sale = await paidTicket([
      { description: 'Alternador Tsuru 2004 «usado» & probado', unit_price_cents: 1_160_00 },
    ]);
    const { cfdi, summary, xml } = await expectStampedAndVerified(sale.id);
    expect(summary.receiver_rfc).toBe('XAXX010101000');
    expect(cfdi?.receptor?.getAttribute('Nombre')).toBe('PUBLICO EN GENERAL');
    expect(cfdi?.receptor?.getAttribute('DomicilioFiscalReceptor')).toBe('26015');
    expect(xml).toContain('<cfdi:InformacionGlobal Periodicidad="01"');
    // The printed representation: the SAT's QR address with its fields, the timbre's cadena, the seals.
    const printed = await seller.get(`/api/invoicing/invoices/${summary.id}/print`);
    expect(printed.status).toBe(200);
    expect(printed.headers.get('content-security-policy')).toContain("default-src 'none'");
    const uuid = cfdi?.tfd?.getAttribute('UUID') ?? '';
    expect(printed.text).toContain(uuid);
    expect(printed.text).toContain('MIL CIENTO SESENTA PESOS 00/100 M.N.');
    expect(printed.text).toContain(`||1.1|${uuid}|`);
    expect(printed.text).toContain('Alternador Tsuru 2004 «usado» &amp; probado');
    expect(printed.text).toMatch(/<img src="data:image\/png;base64,/);
    expect((await outsider.get(`/api/invoicing/invoices/${summary.id}/print`)).status).toBe(404);
    expect([
      cfdi?.attr('SubTotal'),
      cfdi?.attr('Total'),
      cfdi?.attr('FormaPago'),
      cfdi?.attr('MetodoPago'),
    ]).toEqual(['1000.00', '1160.00', '01', 'PUE']);
    // Stored byte for byte as the PAC answered it.
    const answered = fake.state.byCustomId.values();
    expect([...answered].some((stamp) => stamp.cfdi === xml)).toBe(true);
  });

  it('30 lines with line and ticket discounts to a customer: totals to the cent and the seal verified', async () => {
    const customerId = await createCustomer();
    const lines = Array.from({ length: 30 }, (_, i) => ({
      description: `Pieza ${i + 1}`,
      unit_price_cents: 99_99 + i * 1_237,
      quantity: (i % 3) + 1,
      discount: i % 4 === 0 ? 3_33 : 0,
    }));
    const sale = await paidTicket(lines, {
      customerId,
      ticketDiscount: 777_77,
      payments: [
        { method: 'card', share: 0.7 },
        { method: 'cash', share: 0.3 },
      ],
    });
    const { cfdi } = await expectStampedAndVerified(sale.id);
    expect(cfdi?.concepts).toHaveLength(30);
    expect(cfdi?.attr('Total')).toBe((sale.total_cents / 100).toFixed(2));
    // Several forms of payment: the form of the largest one (card).
    expect(cfdi?.attr('FormaPago')).toBe('04');
    expect(cfdi?.receptor?.getAttribute('Rfc')).toBe(CUSTOMER.rfc);
    expect(Number(cfdi?.attr('Descuento'))).toBeGreaterThan(0);
  });

  it('IVA 8 % and 0 %: the rate of the ticket in every traslado', async () => {
    const settings = (await admin.get('/api/sales/settings')).json;
    for (const [rate, text] of [
      [800, '0.080000'],
      [0, '0.000000'],
    ] as const) {
      expect((await admin.put('/api/sales/settings', { ...settings, tax_rate: rate })).status).toBe(200);
      const sale = await paidTicket([
        { description: 'Faro', unit_price_cents: 1_080_01 },
        { description: 'Calavera', unit_price_cents: 333_33, quantity: 3 },
      ]);
      const { xml, cfdi } = await expectStampedAndVerified(sale.id);
      expect(xml).toContain(`TasaOCuota="${text}"`);
      expect(cfdi?.attr('Total')).toBe((sale.total_cents / 100).toFixed(2));
    }
    expect((await admin.put('/api/sales/settings', { ...settings, tax_rate: 1600 })).status).toBe(200);
  });

  it('uses the category’s c_ClaveProdServ and the part’s code', async () => {
    const part = await insertPart(ctx.db, {
      companyId,
      name: 'Disco de freno',
      salePrice: 850,
      categoryId: 107,
    });
    const ticket = await openTicket();
    expect((await seller.post(`/api/sales/${ticket.id}/lines`, { code: `AV-${part.id}` })).status).toBe(200);
    const sale = saleSchema.parse((await seller.get(`/api/sales/${ticket.id}`)).json);
    expect(
      (
        await seller.post(`/api/sales/${ticket.id}/pay`, {
          request_id: randomUUID(),
          payments: [{ method: 'transfer', amount_cents: sale.total_cents, reference: 'SPEI-99812' }],
        })
      ).status,
    ).toBe(200);
    const { cfdi } = await expectStampedAndVerified(ticket.id);
    expect(cfdi?.concepts[0]?.getAttribute('ClaveProdServ')).toBe('25171700');
    expect(cfdi?.attr('FormaPago')).toBe('03');
  });

  it('refuses a ticket already invoiced, one not paid, and a role or company that may not', async () => {
    const sale = await paidTicket([{ description: 'Marcha', unit_price_cents: 900_00 }]);
    expect((await invoice(sale.id)).status).toBe(200);
    const again = await invoice(sale.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('ya tiene la factura');
    const open = await openTicket();
    expect((await invoice(open.id)).status).toBe(409);
    expect((await capturist.post('/api/invoicing/invoices', { sale_id: sale.id })).status).toBe(403);
    expect((await outsider.post('/api/invoicing/invoices', { sale_id: sale.id })).status).toBe(404);
    const listed = await seller.get('/api/invoicing/invoices');
    expect(listed.json.data.length).toBeGreaterThan(0);
    expect((await outsider.get('/api/invoicing/invoices')).json.data).toEqual([]);
  });

  it('a ticket invoiced twice at once gets one invoice', async () => {
    const sale = await paidTicket([{ description: 'Radiador', unit_price_cents: 1_500_00 }]);
    const answers = await Promise.all([invoice(sale.id), invoice(sale.id), invoice(sale.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const rows = await ctx.db.execute(
      sql`select invoice_id from invoice_sales where sale_id = ${sale.id} and active`,
    );
    expect(rows.rows).toHaveLength(1);
  });

  it('a Mercado Libre sale is invoiced at what the buyer paid, not at what the yard kept after fees', async () => {
    // A paid ticket made into the ledger row an order writes: source marketplace, the fee and
    // shipping as the ticket's discount, the line and the Mercado Pago payment at the net.
    const sale = await paidTicket([{ description: 'Faro Jetta 2012', unit_price_cents: 1_500_00 }]);
    const fees = 292_50;
    const net = 1_207_50;
    await ctx.db.execute(sql`update sales set source = 'marketplace', discount_cents = ${fees},
      total_cents = ${net} where id = ${sale.id}`);
    await ctx.db.execute(sql`update sale_lines set net_cents = ${net} where sale_id = ${sale.id}`);
    await ctx.db.execute(sql`update sale_payments set method = 'mercado_pago', amount_cents = ${net},
      cash_session_id = null where sale_id = ${sale.id}`);
    const { cfdi, summary } = await expectStampedAndVerified(sale.id);
    expect(summary.total_cents).toBe(1_500_00);
    expect(cfdi?.attr('Total')).toBe('1500.00');
    expect(cfdi?.attr('FormaPago')).toBe('06');
  });
});

describe('refusals with a clear message', () => {
  it('the customer’s RFC check digit and a régimen not valid for the uso, per field, before sealing', async () => {
    const customerId = await createCustomer();
    await ctx.db.execute(sql`update customers set rfc = 'GODE561231GR9' where id = ${customerId}`);
    const sale = await paidTicket([{ description: 'Puerta', unit_price_cents: 2_000_00 }], { customerId });
    const bad = await invoice(sale.id);
    expect(bad.status).toBe(422);
    expect(bad.json.errors.rfc[0]).toContain('dígito verificador');
    await ctx.db.execute(
      sql`update customers set rfc = 'GODE561231GR8', tax_regime = '605' where id = ${customerId}`,
    );
    const use = await invoice(sale.id);
    expect(use.status).toBe(422);
    expect(use.json.errors.cfdi_use[0]).toBe(
      'El uso de CFDI G03 no se permite con el régimen 605: elige otro uso o revisa el régimen.',
    );
    const count = await ctx.db.execute(
      sql`select count(*)::int as n from invoice_sales where sale_id = ${sale.id}`,
    );
    expect(count.rows[0]).toEqual({ n: 0 });
  });

  it('a receiver name the SAT does not have: the PAC refuses, the message says what to fix, the ticket can be invoiced again', async () => {
    const customerId = await createCustomer({ business_name: 'DIANA GONZALES ESPINOSA' });
    const sale = await paidTicket([{ description: 'Cofre', unit_price_cents: 3_000_00 }], { customerId });
    const refused = await invoice(sale.id);
    expect(refused.status).toBe(200);
    expect(refused.json.data).toMatchObject({ status: 'rechazada', error_code: 'CFDI40145' });
    expect(refused.json.data.error_message).toContain('Nombre del receptor');
    await ctx.db.execute(
      sql`update customers set business_name = ${CUSTOMER.business_name} where id = ${customerId}`,
    );
    const fixed = await invoice(sale.id);
    expect(fixed.json.data.status).toBe('timbrada');
  });
});

describe('stamping never produces two UUIDs for one invoice', () => {
  const service = () =>
    createInvoicingService({ db: ctx.db, config: ctx.config, storage: ctx.storage, jobs: undefined });

  async function sealedInvoice() {
    const sale = await paidTicket([{ description: 'Transmisión', unit_price_cents: 12_000_00 }]);
    const user = { id: seller.user.id, companyId, roles: [4] } as never;
    return service().createFromSale(user, { sale_id: sale.id });
  }

  it('an answer after our timeout: the retry gets the first stamp back', async () => {
    const created = await sealedInvoice();
    const before = fake.state.stampsIssued;
    fake.state.faults.push({ mode: 'late', delayMs: 2500 });
    const impatient = createInvoicingService({
      db: ctx.db,
      config: { ...ctx.config, pac: { ...ctx.config.pac, timeoutMs: 1000 } },
      storage: ctx.storage,
      jobs: undefined,
    });
    await expect(impatient.stamp(created.id)).rejects.toBeInstanceOf(PacUnavailableError);
    const waiting = await ctx.db.execute<{ status: string; error_message: string }>(
      sql`select status, error_message from invoices where id = ${created.id}`,
    );
    expect(waiting.rows[0]?.status).toBe('timbrando');
    expect(waiting.rows[0]?.error_message).toContain('se reintentará');
    // The fake answers a customid's requests one after the other: the retry waits for the late one.
    const retried = await service().stamp(created.id);
    expect(retried.status).toBe('timbrada');
    expect(fake.state.stampsIssued - before).toBe(1);
    const codes = fake.state.requests.slice(-2).map((r) => r.code);
    expect(codes).toEqual([null, '307']);
  });

  it('concurrent attempts and a PAC down: one stamp, kept after 5xx answers', async () => {
    const created = await sealedInvoice();
    fake.state.faults.push({ mode: 'error5xx', status: 503, count: 2 });
    await expect(service().stamp(created.id)).rejects.toBeInstanceOf(PacUnavailableError);
    await expect(service().stamp(created.id)).rejects.toBeInstanceOf(PacUnavailableError);
    const before = fake.state.stampsIssued;
    const results = await Promise.all(Array.from({ length: 5 }, () => service().stamp(created.id)));
    expect(new Set(results.map((r) => r.uuid)).size).toBe(1);
    expect(results.every((r) => r.status === 'timbrada')).toBe(true);
    expect(fake.state.stampsIssued - before).toBe(1);
  });

  it('a stamped XML cannot be changed', async () => {
    const created = await sealedInvoice();
    await service().stamp(created.id);
    await expect(
      ctx.db.execute(sql`update invoices set stamped_xml = 'x' where id = ${created.id}`),
    ).rejects.toThrow();
  });
});

describe('stamping as a job', () => {
  it('keeps retrying while the PAC answers 5xx and stamps once when it is back', async () => {
    const queue = await startJobQueue(ctx.database.url);
    try {
      const config = { ...ctx.config, pac: { ...ctx.config.pac, retryDelaySeconds: 1, retryLimit: 5 } };
      await startInvoiceStamping({ db: ctx.db, config, storage: ctx.storage, jobs: queue });
      const sale = await paidTicket([{ description: 'Caja de dirección', unit_price_cents: 4_500_00 }]);
      fake.state.faults.push({ mode: 'error5xx', status: 502, count: 2 });
      const before = fake.state.stampsIssued;
      const service = createInvoicingService({ db: ctx.db, config, storage: ctx.storage, jobs: queue });
      const created = await service.issue({ id: seller.user.id, companyId, roles: [4] } as never, {
        sale_id: sale.id,
      });
      expect(created.status).toBe('timbrando');
      let status = created.status as string;
      for (let tries = 0; tries < 600 && status === 'timbrando'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await service.get({ id: seller.user.id, companyId, roles: [4] } as never, created.id))
          .status;
      }
      expect(status).toBe('timbrada');
      expect(fake.state.stampsIssued - before).toBe(1);
      const row = await ctx.db.execute<{ attempts: number }>(
        sql`select attempts from invoices where id = ${created.id}`,
      );
      expect(row.rows[0]?.attempts).toBe(3);
    } finally {
      await queue.stop();
    }
  }, 90_000);

  it('a cancellation is sent by its job and followed to «cancelada»', async () => {
    const queue = await startJobQueue(ctx.database.url);
    try {
      const config = { ...ctx.config, pac: { ...ctx.config.pac, retryDelaySeconds: 1, retryLimit: 5 } };
      await startInvoiceStamping({ db: ctx.db, config, storage: ctx.storage, jobs: queue });
      const sale = await paidTicket([{ description: 'Compresor de aire', unit_price_cents: 5_100_00 }]);
      const stamped = (await invoice(sale.id)).json.data;
      expect(stamped.status).toBe('timbrada');
      const owner = { id: admin.user.id, companyId, roles: [2] } as never;
      const service = createInvoicingService({ db: ctx.db, config, storage: ctx.storage, jobs: queue });
      const asked = await service.cancel(owner, stamped.id, { motive: '03' });
      expect(asked.cancellation?.status).toBe('en_proceso');
      let status = asked.status as string;
      for (let tries = 0; tries < 600 && status !== 'cancelada'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await service.get(owner, stamped.id)).status;
      }
      expect(status).toBe('cancelada');
      expect(fake.state.cancelRequests.filter((r) => r.uuid === stamped.uuid.toUpperCase())).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  }, 90_000);
});

describe('cancellation', () => {
  const cancel = (session: Session, id: number, body: Record<string, unknown>) =>
    session.post(`/api/invoicing/invoices/${id}/cancel`, body);
  const service = () =>
    createInvoicingService({ db: ctx.db, config: ctx.config, storage: ctx.storage, jobs: undefined });

  async function stamped(amountCents: number, customerId: number | null = null) {
    const sale = await paidTicket([{ description: 'Motor 1.6', unit_price_cents: amountCents }], {
      customerId,
    });
    const response = await invoice(sale.id);
    expect(response.json.data?.status, response.text).toBe('timbrada');
    return { sale, invoice: response.json.data as { id: number; uuid: string } };
  }

  /** An invoice to a customer stamped `daysAgo` days ago, as the SAT saw it. */
  async function stampedToCustomer(amountCents: number, daysAgo: number) {
    const customerId = await createCustomer();
    fake.state.now = new Date(Date.now() - daysAgo * 86_400_000);
    try {
      return await stamped(amountCents, customerId);
    } finally {
      fake.state.now = null;
    }
  }

  const requestsFor = (uuid: string) =>
    fake.state.cancelRequests.filter((request) => request.uuid === uuid.toUpperCase());

  it('is for roles 1 and 2 of the company, and asks for a motive and, with 01, the replacing UUID', async () => {
    const { invoice: inv } = await stamped(500_00);
    expect((await cancel(seller, inv.id, { motive: '02' })).status).toBe(403);
    expect((await cancel(outsider, inv.id, { motive: '02' })).status).toBe(404);
    const noMotive = await cancel(admin, inv.id, {});
    expect(noMotive.status).toBe(422);
    expect(noMotive.json.errors.motive[0]).toContain('motivo');
    const noReplacement = await cancel(admin, inv.id, { motive: '01' });
    expect(noReplacement.status).toBe(422);
    expect(noReplacement.json.errors.replacement_uuid[0]).toContain('folio fiscal');
    expect(requestsFor(inv.uuid)).toHaveLength(0);
  });

  it('motive 02 to «Público en general»: cancelled at once, and its ticket can be invoiced again', async () => {
    const { sale, invoice: inv } = await stamped(1_160_00);
    const response = await cancel(admin, inv.id, { motive: '02' });
    expect(response.status, response.text).toBe(200);
    const data = invoiceResponseSchema.strict().parse(response.json).data;
    expect(data.status).toBe('cancelada');
    expect(data.cancellation).toMatchObject({ status: 'cancelada', motive: '02', replacement_uuid: null });
    expect(data.cancellation?.cancelled_at).not.toBeNull();
    // Asking again changes nothing and sends nothing.
    const again = await cancel(admin, inv.id, { motive: '02' });
    expect(again.json.data.status).toBe('cancelada');
    expect(requestsFor(inv.uuid)).toHaveLength(1);
    const acuse = await ctx.db.execute<{ cancel_acuse: string }>(
      sql`select cancel_acuse from invoices where id = ${inv.id}`,
    );
    expect(acuse.rows[0]?.cancel_acuse).toContain('<EstatusUUID>201</EstatusUUID>');
    const reissued = await invoice(sale.id);
    expect(reissued.json.data.status, reissued.text).toBe('timbrada');
    expect(reissued.json.data.uuid).not.toBe(inv.uuid);
    const listed = await seller.get('/api/invoicing/invoices?status=cancelada');
    expect(listed.json.data.map((row: { id: number }) => row.id)).toContain(inv.id);
  });

  it('motive 01 needs a stamped invoice of the same company as the replacement', async () => {
    const { invoice: original } = await stamped(700_00);
    const { invoice: replacement } = await stamped(700_00);
    const unknown = await cancel(admin, original.id, { motive: '01', replacement_uuid: randomUUID() });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors.replacement_uuid[0]).toContain('otra factura timbrada');
    const itself = await cancel(admin, original.id, { motive: '01', replacement_uuid: original.uuid });
    expect(itself.status).toBe(422);
    const done = await cancel(admin, original.id, {
      motive: '01',
      replacement_uuid: replacement.uuid.toUpperCase(),
    });
    expect(done.status, done.text).toBe(200);
    expect(done.json.data.cancellation).toMatchObject({
      status: 'cancelada',
      motive: '01',
      replacement_uuid: replacement.uuid,
    });
    expect(requestsFor(original.uuid)).toEqual([
      { uuid: original.uuid.toUpperCase(), motive: '01', code: '201' },
    ]);
  });

  it('motive 03 over $1,000 to a customer, days after: waits for the receiver, who accepts', async () => {
    const { invoice: inv } = await stampedToCustomer(3_000_00, 5);
    const response = await cancel(admin, inv.id, { motive: '03' });
    expect(response.status, response.text).toBe(200);
    expect(response.json.data.status).toBe('timbrada');
    expect(response.json.data.cancellation.status).toBe('pendiente');
    expect(response.json.data.cancellation.error_message).toContain('tiene hasta el');
    // A second request with another motive while this one is open is refused, not sent.
    const other = await cancel(admin, inv.id, { motive: '02' });
    expect(other.status).toBe(409);
    expect(other.json.message).toContain('motivo 03');
    expect(requestsFor(inv.uuid)).toHaveLength(1);
    expect((await service().pollCancellations()) >= 1).toBe(true);
    expect((await seller.get(`/api/invoicing/invoices/${inv.id}`)).json.data.cancellation.status).toBe(
      'pendiente',
    );
    fake.state.documents.get(inv.uuid.toUpperCase())!.cancellation!.status = 'Cancelado con aceptación';
    await service().pollCancellations();
    const shown = (await seller.get(`/api/invoicing/invoices/${inv.id}`)).json.data;
    expect(shown.status).toBe('cancelada');
    expect(shown.cancellation.status).toBe('cancelada');
  });

  it('the receiver refuses: rechazada, the invoice stays valid and its ticket invoiced; asking again is allowed', async () => {
    const { sale, invoice: inv } = await stampedToCustomer(2_500_00, 4);
    expect((await cancel(admin, inv.id, { motive: '02' })).json.data.cancellation.status).toBe('pendiente');
    const control = await fetch(`${fake.url}/_fake/cancellations/${inv.uuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answer: 'Rechazo' }),
    });
    expect(control.status).toBe(200);
    await service().pollCancellations();
    const refused = (await seller.get(`/api/invoicing/invoices/${inv.id}`)).json.data;
    expect(refused.status).toBe('timbrada');
    expect(refused.cancellation).toMatchObject({ status: 'rechazada', error_code: 'rechazo' });
    expect(refused.cancellation.error_message).toContain('rechazó');
    expect((await invoice(sale.id)).status).toBe(409);
    // A new request; the receiver does not answer in three business days: «plazo vencido».
    expect((await cancel(admin, inv.id, { motive: '02' })).json.data.cancellation.status).toBe('pendiente');
    fake.state.now = new Date(Date.now() + 8 * 86_400_000);
    try {
      await service().pollCancellations();
    } finally {
      fake.state.now = null;
    }
    expect((await seller.get(`/api/invoicing/invoices/${inv.id}`)).json.data.status).toBe('cancelada');
    expect(requestsFor(inv.uuid)).toHaveLength(2);
  });

  it('motive 04 and a total up to $1,000 need no acceptance, even days after', async () => {
    const { invoice: inv } = await stampedToCustomer(1_000_00, 6);
    const response = await cancel(admin, inv.id, { motive: '04' });
    expect(response.json.data.cancellation).toMatchObject({ status: 'cancelada', motive: '04' });
  });

  it('the PAC refuses: rechazada with its message; the PAC down: kept open and sent by the poll', async () => {
    const { invoice: refusedInvoice } = await stamped(800_00);
    fake.state.faults.push({
      mode: 'refuse',
      code: 'CACFDI33',
      message: 'CACFDI33 - Problemas con los campos.',
      path: '/cfdi33/cancel/csd',
    });
    const refused = await cancel(admin, refusedInvoice.id, { motive: '02' });
    expect(refused.json.data.cancellation).toMatchObject({ status: 'rechazada', error_code: 'CACFDI33' });
    expect(refused.json.data.cancellation.error_message).toContain('Problemas con los campos');

    const { invoice: inv } = await stamped(900_00);
    fake.state.faults.push({ mode: 'error5xx', status: 503, path: '/cfdi33/cancel/csd' });
    const waiting = await cancel(admin, inv.id, { motive: '02' });
    expect(waiting.status).toBe(200);
    expect(waiting.json.data.cancellation.status).toBe('en_proceso');
    expect(waiting.json.data.cancellation.error_message).toContain('se reintentará');
    expect(requestsFor(inv.uuid)).toHaveLength(0);
    await service().pollCancellations();
    expect((await seller.get(`/api/invoicing/invoices/${inv.id}`)).json.data.status).toBe('cancelada');
    expect(requestsFor(inv.uuid)).toHaveLength(1);
  });

  it('two cancellations at once make one request', async () => {
    const { invoice: inv } = await stampedToCustomer(4_000_00, 5);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => cancel(admin, inv.id, { motive: '02' })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(requestsFor(inv.uuid)).toHaveLength(1);
    const shown = (await seller.get(`/api/invoicing/invoices/${inv.id}`)).json.data;
    expect(shown.cancellation.status).toBe('pendiente');
  });

  it('refuses an invoice not stamped and one past the SAT’s deadline', async () => {
    const customerId = await createCustomer({ business_name: 'OTRO NOMBRE' });
    const sale = await paidTicket([{ description: 'Tolva', unit_price_cents: 600_00 }], { customerId });
    const refusedByPac = await invoice(sale.id);
    expect(refusedByPac.json.data.status).toBe('rechazada');
    const notStamped = await cancel(admin, refusedByPac.json.data.id, { motive: '02' });
    expect(notStamped.status).toBe(409);
    expect(notStamped.json.message).toBe('Solo se cancela una factura timbrada.');

    const { invoice: old } = await stamped(600_00);
    await ctx.db.execute(
      sql`update invoices set stamped_at = now() - interval '400 days' where id = ${old.id}`,
    );
    const late = await cancel(admin, old.id, { motive: '02' });
    expect(late.status).toBe(409);
    expect(late.json.message).toContain('El plazo para cancelar esta factura venció el 31 de enero');
    expect(requestsFor(old.uuid)).toHaveLength(0);
  });
});

describe('credit notes (CFDI de egreso) for returns of invoiced tickets', () => {
  async function xmlOf(id: number) {
    const download = await seller.get(`/api/invoicing/invoices/${id}/xml`);
    expect(download.status, download.text).toBe(200);
    return download.text;
  }

  it('a returned line of a customer’s invoice: an Egreso related with TipoRelacion 01, XSD-valid, seal verified by openssl', async () => {
    const customerId = await createCustomer();
    const sale = await paidTicket(
      [
        { description: 'Puerta delantera izquierda', unit_price_cents: 2_000_00 },
        { description: 'Espejo lateral', unit_price_cents: 850_50 },
      ],
      { customerId, payments: [{ method: 'card', share: 1 }] },
    );
    const original = (await invoice(sale.id)).json.data;
    expect(original.status).toBe('timbrada');
    const returned = await admin.post('/api/returns', {
      sale_id: sale.id,
      line_id: sale.lines[0]?.id,
      reason: 'no_era_la_pieza',
      outcome: 'refund_original',
      amount_cents: 1_500_00,
    });
    expect(returned.status, returned.text).toBe(200);

    const shown = invoiceResponseSchema
      .strict()
      .parse((await seller.get(`/api/invoicing/invoices/${original.id}`)).json).data;
    expect(shown.credit_notes).toHaveLength(1);
    const note = shown.credit_notes[0];
    expect(note).toMatchObject({ status: 'timbrada', total_cents: 1_500_00 });
    const noteShown = (await seller.get(`/api/invoicing/invoices/${note?.id}`)).json.data;
    expect(noteShown).toMatchObject({
      type: 'E',
      related_invoice: { id: original.id, folio: original.folio },
    });

    const xml = await xmlOf(note?.id ?? 0);
    expect(await validateCfdi(xml)).toEqual([]);
    expect(await verifyWithOpenssl(xml)).toBe('Verified OK');
    const cfdi = parseCfdi(xml);
    expect(cfdi?.attr('TipoDeComprobante')).toBe('E');
    expect([cfdi?.attr('Total'), cfdi?.attr('FormaPago'), cfdi?.attr('MetodoPago')]).toEqual([
      '1500.00',
      '04',
      'PUE',
    ]);
    expect(xml).toContain(
      `<cfdi:CfdiRelacionados TipoRelacion="01"><cfdi:CfdiRelacionado UUID="${original.uuid.toUpperCase()}"/></cfdi:CfdiRelacionados>`,
    );
    expect(cfdi?.receptor?.getAttribute('Rfc')).toBe(CUSTOMER.rfc);
    expect(cfdi?.receptor?.getAttribute('UsoCFDI')).toBe('G02');
    expect(cfdi?.concepts[0]?.getAttribute('Descripcion')).toBe('Devolución: Puerta delantera izquierda');
    const printed = await seller.get(`/api/invoicing/invoices/${note?.id}/print`);
    expect(printed.text).toContain(`Nota de crédito ${note?.folio} · CFDI 4.0 · Egreso`);
    expect(printed.text).toContain(`(tipo de relación 01): ${original.uuid.toUpperCase()}`);

    // While the credit note is valid, the SAT does not let the invoice be cancelled.
    const cancel = await admin.post(`/api/invoicing/invoices/${original.id}/cancel`, { motive: '02' });
    expect(cancel.json.data.cancellation).toMatchObject({ status: 'rechazada', error_code: '204' });
    expect(cancel.json.data.cancellation.error_message).toContain('documentos relacionados vigentes');
  });

  it('a return of a «Público en general» invoice: S01 with InformacionGlobal; a ticket without invoice gets none', async () => {
    const sale = await paidTicket([{ description: 'Faro niebla', unit_price_cents: 640_00 }], {
      payments: [{ method: 'card', share: 1 }],
    });
    const original = (await invoice(sale.id)).json.data;
    const returned = await admin.post('/api/returns', {
      sale_id: sale.id,
      line_id: sale.lines[0]?.id,
      reason: 'arrepentimiento',
      outcome: 'refund_original',
    });
    expect(returned.status, returned.text).toBe(200);
    const notes = (await seller.get(`/api/invoicing/invoices/${original.id}`)).json.data.credit_notes;
    expect(notes).toHaveLength(1);
    const xml = await xmlOf(notes[0].id);
    expect(await validateCfdi(xml)).toEqual([]);
    expect(await verifyWithOpenssl(xml)).toBe('Verified OK');
    const cfdi = parseCfdi(xml);
    expect(cfdi?.receptor?.getAttribute('UsoCFDI')).toBe('S01');
    expect(xml).toContain('<cfdi:InformacionGlobal Periodicidad="01"');
    expect(cfdi?.attr('Total')).toBe('640.00');

    const before = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from invoices where type = 'E'`,
    );
    const plain = await paidTicket([{ description: 'Tapón', unit_price_cents: 90_00 }], {
      payments: [{ method: 'card', share: 1 }],
    });
    const plainReturn = await admin.post('/api/returns', {
      sale_id: plain.id,
      line_id: plain.lines[0]?.id,
      reason: 'otro',
      outcome: 'refund_original',
    });
    expect(plainReturn.status, plainReturn.text).toBe(200);
    const after = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from invoices where type = 'E'`,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
