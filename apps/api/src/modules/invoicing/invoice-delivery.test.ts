import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { satVerificationUrl } from '@yonke/domain/cfdi';
import { type Sale, saleSchema } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import * as mupdf from 'mupdf';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { FakePac } from '../../../test/fake-pac/fake-pac-server.ts';
import { type FakeSmtp, startFakeSmtp } from '../../../test/fake-smtp/fake-smtp-server.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { startJobQueue } from '../../lib/jobs.ts';
import { createInvoiceDeliveryService, invoiceLinkToken, startInvoiceDelivery } from './invoice-delivery.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { pacEnv, startWorld, type TestWorld } from './invoicing.test-helpers.ts';

const RFC = 'EKU9003173C9';
const CUSTOMER = {
  rfc: 'GODE561231GR8',
  business_name: 'DIANA GONZALEZ ESPINOZA',
  tax_regime: '612',
  postal_code: '64000',
  cfdi_use: 'G03',
};

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let noMail: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let fake: FakePac;
let smtp: FakeSmtp;
let admin: Session;
let seller: Session;
let outsider: Session;

let world: TestWorld;

beforeAll(async () => {
  smtp = await startFakeSmtp({ user: 'facturas', password: 'smtp-secreto' });
  world = await startWorld('Yonke Entregas', {
    env: { SMTP_URL: smtp.url, SMTP_FROM: 'Facturas Yonke <facturas@yonke.test>' },
  });
  ({ ctx, fake, admin, seller, outsider } = world);
  // The same PAC without a mail server: the app says so instead of failing.
  noMail = await createTestContext({ env: pacEnv(fake) });
}, 180_000);

afterAll(async () => {
  await world?.close();
  await smtp?.close();
});

async function paidTicket(amounts: number[], customerId: number | null = null): Promise<Sale> {
  const ticket = saleSchema.parse(
    (await seller.post('/api/sales', customerId ? { customer_id: customerId } : {})).json,
  );
  for (const [index, cents] of amounts.entries()) {
    const added = await seller.post(`/api/sales/${ticket.id}/lines`, {
      description: `Pieza ${index + 1}`,
      unit_price_cents: cents,
    });
    expect(added.status, added.text).toBe(200);
  }
  const sale = saleSchema.parse((await seller.get(`/api/sales/${ticket.id}`)).json);
  const paid = await seller.post(`/api/sales/${ticket.id}/pay`, {
    request_id: randomUUID(),
    payments: [{ method: 'cash', amount_cents: sale.total_cents }],
    register_id: await ctx.openCashRegister(seller.companyId),
  });
  expect(paid.status, paid.text).toBe(200);
  return saleSchema.parse(paid.json);
}

let customerId: number | null = null;
async function customer(values: Record<string, string> = {}) {
  if (customerId !== null) return customerId;
  const response = await seller.post('/api/customers', {
    name: 'Diana',
    ...CUSTOMER,
    email: 'diana@taller.test',
    phone: '81 1234 5678',
    ...values,
  });
  expect(response.status, response.text).toBe(200);
  customerId = response.json.id as number;
  return customerId;
}

async function stampedInvoice(amounts = [125_050, 9_999]) {
  const sale = await paidTicket(amounts, await customer());
  const response = await seller.post('/api/invoicing/invoices', { sale_id: sale.id });
  expect(response.status, response.text).toBe(200);
  expect(response.json.data.status).toBe('timbrada');
  return {
    sale,
    invoice: response.json.data as { id: number; uuid: string; total_cents: number; folio: string },
  };
}

/** A binary answer (the JSON client reads text). */
async function download(path: string, session?: Session) {
  const cookie = session ? [...session.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const response = await ctx.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** The PDF's first page drawn to a PNG by MuPDF, and the QR codes ZXing reads on it. */
async function qrCodesOf(pdf: Buffer): Promise<string[]> {
  const document = mupdf.Document.openDocument(new Uint8Array(pdf), 'application/pdf');
  const png = document
    .loadPage(0)
    .toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false, true)
    .asPNG();
  const file = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  const results = await readBarcodes(new Blob([new Uint8Array(png)]), { formats: ['QRCode'] });
  return results.filter((result) => result.isValid).map((result) => result.text);
}

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

function submitForm(path: string, values: Record<string, string>, origin = 'http://localhost') {
  return ctx.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(values).toString(),
  });
}

const enableSelfInvoicing = (settings: Record<string, unknown> = {}) =>
  admin.put('/api/invoicing/self-invoicing', {
    enabled: true,
    same_month: true,
    max_total_cents: null,
    ...settings,
  });

describe('the PDF made on the server', () => {
  it('is a PDF with the UUID, the totals, the total in words and the SAT’s verification URL', async () => {
    const { invoice } = await stampedInvoice();
    const { response, body } = await download(`/api/invoicing/invoices/${invoice.id}/pdf`, seller);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="F-\d+-[0-9a-f-]{36}\.pdf"$/,
    );
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(body);
    // The TFD writes the UUID in capitals; the app keeps it in small letters.
    expect(text).toContain(invoice.uuid.toUpperCase());
    expect(text).toContain('$1,350.49');
    expect(text).toContain('MIL TRESCIENTOS CINCUENTA PESOS 49/100 M.N.');
    expect(text).toContain('GODE561231GR8');
    expect(text).toContain('Sello digital del SAT');
    expect(text).toContain('Cadena original del complemento de certificación digital del SAT');
    const xml = (await seller.get(`/api/invoicing/invoices/${invoice.id}/xml`)).text;
    const seal = /Sello="([^"]+)"/.exec(xml)?.[1] ?? '';
    const url = satVerificationUrl({
      uuid: invoice.uuid.toUpperCase(),
      issuerRfc: RFC,
      receiverRfc: CUSTOMER.rfc,
      totalCents: invoice.total_cents,
      seal,
    });
    expect(url).toMatch(/^https:\/\/verificacfdi\.facturaelectronica\.sat\.gob\.mx\/default\.aspx\?id=/);
    // Long lines wrap in the PDF: compare without the breaks.
    expect(text.replace(/\s+/g, '')).toContain(url.replace(/\s+/g, ''));
    // The same figures come back from the renderer itself.
    const { facts } = await renderInvoicePdf(xml);
    expect(facts.verifyUrl).toBe(url);
    // Drawn by MuPDF as a printer would, the page's QR reads back as the SAT's URL.
    expect(await qrCodesOf(body)).toEqual([url]);
  });

  it('belongs to the invoice’s company and to the roles that invoice', async () => {
    const { invoice } = await stampedInvoice([50_000]);
    expect((await outsider.get(`/api/invoicing/invoices/${invoice.id}/pdf`)).status).toBe(404);
    const anonymous = ctx.client();
    expect((await anonymous.get(`/api/invoicing/invoices/${invoice.id}/pdf`)).status).toBe(401);
  });
});

describe('e-mail and WhatsApp', () => {
  it('sends the PDF and the XML to the address asked for, in Spanish', async () => {
    const { invoice } = await stampedInvoice([75_000]);
    const before = smtp.messages.length;
    const sent = await seller.post(`/api/invoicing/invoices/${invoice.id}/send`, {
      email: 'compras@taller.test',
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.data.message).toBe('La factura se envió a compras@taller.test.');
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.subject).toBe(`Tu factura ${invoice.folio} de Yonke Entregas`);
    expect(mail?.text).toContain(invoice.uuid);
    const to = Array.isArray(mail?.to) ? mail?.to[0] : mail?.to;
    expect(to?.text).toBe('compras@taller.test');
    const files = mail?.attachments ?? [];
    expect(files.map((file) => file.contentType).sort()).toEqual(['application/pdf', 'application/xml']);
    const pdf = files.find((file) => file.contentType === 'application/pdf');
    expect(await pdfText(pdf?.content ?? Buffer.alloc(0))).toContain(invoice.uuid.toUpperCase());
    const xml = files.find((file) => file.contentType === 'application/xml');
    expect(xml?.content.toString('utf8')).toBe(
      (await seller.get(`/api/invoicing/invoices/${invoice.id}/xml`)).text,
    );
  });

  it('refuses a bad address per field, and says so when the server has no SMTP', async () => {
    const { invoice } = await stampedInvoice([12_300]);
    const bad = await seller.post(`/api/invoicing/invoices/${invoice.id}/send`, { email: 'no-es-correo' });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.email[0]).toBe('Escribe un correo electrónico válido.');
    const companyId = (await noMail.createCompany('Sin correo')).id;
    const other = await noMail.signedIn([2], companyId);
    const share = await other.get('/api/invoicing/invoices/999999/share');
    expect(share.status).toBe(404);
    const delivery = createInvoiceDeliveryService({
      db: noMail.db,
      config: noMail.config,
      storage: noMail.storage,
    });
    expect(delivery.emailConfigured()).toBe(false);
    // An invoice of that server's company: the button answers the missing configuration.
    const row = await noMail.db.execute<{ id: number }>(sql`
      insert into invoices (company_id, series, folio, status, receiver_rfc, receiver_name, receiver_regime,
        receiver_postal_code, receiver_use, payment_form, payment_method, subtotal_cents, discount_cents,
        tax_cents, total_cents, certificate_number, sealed_xml, pac_request_id)
      values (${companyId}, 'F', 1, 'timbrando', ${CUSTOMER.rfc}, ${CUSTOMER.business_name}, '612', '64000', 'G03',
        '01', 'PUE', 100, 0, 16, 116, '0', '<x/>', ${randomUUID()}) returning id`);
    const refused = await other.post(`/api/invoicing/invoices/${row.rows[0]?.id}/send`, {
      email: 'a@b.test',
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('El envío por correo no está configurado');
    const shared = await other.get(`/api/invoicing/invoices/${row.rows[0]?.id}/share`);
    expect(shared.json.data.email_configured).toBe(false);
  });

  it('retries a failing mail server in the job until the mail arrives', async () => {
    const { invoice } = await stampedInvoice([33_300]);
    const config = { ...ctx.config, smtp: { ...ctx.config.smtp, retryDelaySeconds: 1, retryLimit: 5 } };
    const jobs = await startJobQueue(ctx.database.url);
    try {
      await startInvoiceDelivery({ db: ctx.db, config, storage: ctx.storage, jobs });
      const delivery = createInvoiceDeliveryService({ db: ctx.db, config, storage: ctx.storage, jobs });
      const before = smtp.messages.length;
      smtp.failNext(2);
      const queued = await delivery.queue(invoice.id, 'reintento@taller.test');
      expect(queued.message).toContain('en cuanto esté timbrada');
      const mails = await smtp.waitFor(before + 1, 90_000);
      expect(mails.slice(before).map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text))).toEqual([
        'reintento@taller.test',
      ]);
    } finally {
      await jobs.stop();
    }
  }, 120_000);

  it('gives a WhatsApp link to a signed public page that shows and downloads only that invoice', async () => {
    const { invoice } = await stampedInvoice([41_000]);
    const share = await seller.get(`/api/invoicing/invoices/${invoice.id}/share`);
    expect(share.status, share.text).toBe(200);
    const { public_url, whatsapp_url, email } = share.json.data;
    expect(email).toBe('diana@taller.test');
    expect(whatsapp_url).toMatch(/^https:\/\/wa\.me\/528112345678\?text=/);
    expect(decodeURIComponent(whatsapp_url.split('text=')[1])).toContain(public_url);
    const path = new URL(public_url).pathname;
    expect(path).toBe(`/factura/${invoiceLinkToken(ctx.config, invoice.id)}`);

    const page = await ctx.app.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(invoice.uuid.toUpperCase());
    expect(html).toContain('Descargar PDF');
    const { response: xml } = await download(`${path}/xml`);
    expect(xml.status).toBe(200);
    const { response: pdf, body } = await download(`${path}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(body)).toContain(invoice.uuid.toUpperCase());

    // A wrong signature, another invoice's id with this signature, a made-up token: 404.
    const token = path.split('/').pop() ?? '';
    const signature = token.split('-').slice(1).join('-');
    const wrong = [
      `${invoice.id}-${'A'.repeat(32)}`,
      `${invoice.id - 1}-${signature}`,
      `${invoice.id}-${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      'cualquier-cosa',
    ];
    for (const bad of wrong) {
      expect((await ctx.app.request(`/factura/${bad}`)).status, bad).toBe(404);
      expect((await ctx.app.request(`/factura/${bad}/xml`)).status, bad).toBe(404);
    }
  });
});

describe('self-invoicing from the ticket’s public page', () => {
  const form = { ...CUSTOMER, email: 'diana@taller.test' };

  it('is configured by roles 1 and 2 on the fiscal profile', async () => {
    expect((await seller.get('/api/invoicing/self-invoicing')).status).toBe(403);
    const bad = await enableSelfInvoicing({ max_total_cents: 0 });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.max_total_cents[0]).toBe('El monto máximo debe ser mayor que cero.');
    const saved = await enableSelfInvoicing({ max_total_cents: 5_000_000 });
    expect(saved.json.data).toEqual({ enabled: true, same_month: true, max_total_cents: 5_000_000 });
    expect((await admin.get('/api/invoicing/self-invoicing')).json.data.max_total_cents).toBe(5_000_000);
  });

  it('offers the form on the ticket’s page, checks the fiscal data per field and stamps once under a double submit', async () => {
    await enableSelfInvoicing();
    const sale = await paidTicket([64_900]);
    const ticket = await (await ctx.app.request(sale.public_path)).text();
    expect(ticket).toContain(`href="${sale.public_path}/factura"`);
    const formPage = await ctx.app.request(`${sale.public_path}/factura`);
    expect(formPage.status).toBe(200);
    expect(await formPage.text()).toContain('Facturar este ticket');

    const invalid = await submitForm(`${sale.public_path}/factura`, {
      ...form,
      rfc: 'GODE561231GR9',
      cfdi_use: 'S01',
    });
    expect(invalid.status).toBe(422);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain('El dígito verificador del RFC no coincide');
    expect(invalidHtml).toContain('value="GODE561231GR9"');

    const crossSite = await submitForm(`${sale.public_path}/factura`, form, 'https://otro-sitio.test');
    expect(crossSite.status).toBe(403);

    const before = smtp.messages.length;
    const [first, second] = await Promise.all([
      submitForm(`${sale.public_path}/factura`, form),
      submitForm(`${sale.public_path}/factura`, form),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(first.headers.get('location')).toBe(second.headers.get('location'));
    const rows = await ctx.db.execute<{ id: number; status: string; created_by: number | null }>(sql`
      select i.id, i.status, i.created_by from invoices i join invoice_sales s on s.invoice_id = i.id
      where s.sale_id = ${sale.id}`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ status: 'timbrada', created_by: null });
    expect(first.headers.get('location')).toBe(
      `/factura/${invoiceLinkToken(ctx.config, rows.rows[0]?.id ?? 0)}`,
    );
    const result = await (await ctx.app.request(first.headers.get('location') ?? '')).text();
    expect(result).toContain('Tu factura está timbrada');
    const mails = (await smtp.waitFor(before + 1)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments).toHaveLength(2);
    // The customer's fiscal data is kept for the next time.
    const saved = await ctx.db.execute<{ business_name: string; email: string }>(sql`
      select business_name, email from customers where rfc = ${CUSTOMER.rfc} order by id desc limit 1`);
    expect(saved.rows[0]?.business_name).toBe('DIANA GONZALEZ ESPINOZA');

    // Another RFC on the same ticket afterwards: already invoiced.
    const again = await submitForm(`${sale.public_path}/factura`, {
      ...form,
      rfc: 'XIA190128J61',
      business_name: 'XENON INDUSTRIAL ARTICLES',
      tax_regime: '601',
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Este ticket ya está facturado.');
  });

  // (A lone surrogate cannot arrive from a form: it is sent as UTF-8, which replaces it with U+FFFD.)
  it('registers a customer the yard did not have, with the fiscal data typed', async () => {
    await enableSelfInvoicing();
    fake.state.taxpayers.set('XIA190128J61', {
      name: 'XENON INDUSTRIAL ARTICLES',
      regime: '601',
      postalCode: '76343',
    });
    const sale = await paidTicket([15_000]);
    const posted = await submitForm(`${sale.public_path}/factura`, {
      rfc: 'xia190128j61',
      business_name: 'Xenon Industrial Articles',
      tax_regime: '601',
      postal_code: '76343',
      cfdi_use: 'G03',
      email: 'compras@xenon.test',
    });
    expect(posted.status, await posted.clone().text()).toBe(303);
    const customers = await ctx.db.execute<Record<string, string>>(sql`
      select name, business_name, tax_regime, postal_code, cfdi_use, email from customers where rfc = 'XIA190128J61'`);
    expect(customers.rows).toEqual([
      {
        name: 'XENON INDUSTRIAL ARTICLES',
        business_name: 'XENON INDUSTRIAL ARTICLES',
        tax_regime: '601',
        postal_code: '76343',
        cfdi_use: 'G03',
        email: 'compras@xenon.test',
      },
    ]);
    const page = await (await ctx.app.request(posted.headers.get('location') ?? '')).text();
    expect(page).toContain('Tu factura está timbrada');
  });

  it('asks again for text with a NUL byte, and refuses an oversized post, writing nothing', async () => {
    await enableSelfInvoicing();
    const sale = await paidTicket([20_000]);
    const posted = await submitForm(`${sale.public_path}/factura`, {
      ...form,
      business_name: 'DIANA\u0000GONZALEZ',
    });
    expect(posted.status).toBe(422);
    expect(await posted.text()).toContain('Escribe la razón social.');
    const huge = await submitForm(`${sale.public_path}/factura`, {
      ...form,
      business_name: 'A'.repeat(40_000),
    });
    expect(huge.status).toBe(413);
    const made = await ctx.db.execute(sql`select 1 from invoice_sales where sale_id = ${sale.id}`);
    expect(made.rows).toHaveLength(0);
  });

  it('refuses a quote, a cancelled or returned ticket, another month, over the limit, a global invoice, and when off', async () => {
    await enableSelfInvoicing({ max_total_cents: 100_000 });
    const cases: Array<[string, () => Promise<Sale>]> = [
      [
        'Es una cotización',
        async () => {
          const open = saleSchema.parse((await seller.post('/api/sales', {})).json);
          await seller.post(`/api/sales/${open.id}/lines`, { description: 'Faro', unit_price_cents: 10_000 });
          const today = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
          return saleSchema.parse(
            (await seller.post(`/api/sales/${open.id}/quote`, { expires_on: today })).json,
          );
        },
      ],
      [
        'El ticket fue cancelado',
        async () => {
          const open = saleSchema.parse((await seller.post('/api/sales', {})).json);
          await seller.post(`/api/sales/${open.id}/lines`, { description: 'Faro', unit_price_cents: 10_000 });
          const cancelled = await admin.post(`/api/sales/${open.id}/cancel`, {
            reason: 'Cliente se arrepintió',
          });
          expect(cancelled.status, cancelled.text).toBe(200);
          return saleSchema.parse(cancelled.json);
        },
      ],
      [
        'El ticket tiene una devolución',
        async () => {
          const sale = await paidTicket([10_000]);
          await ctx.db.execute(sql`update sales set status = 'devuelta_parcial' where id = ${sale.id}`);
          return sale;
        },
      ],
      [
        'Solo se facturan en línea los tickets del mes en curso',
        async () => {
          const sale = await paidTicket([10_000]);
          await ctx.db.execute(
            sql`update sales set paid_at = now() - interval '40 days' where id = ${sale.id}`,
          );
          return sale;
        },
      ],
      ['Los tickets de más de $1,000 no se facturan en línea', () => paidTicket([100_001])],
      [
        'factura global',
        async () => {
          const sale = await paidTicket([10_000]);
          const global = await seller.post('/api/invoicing/invoices', { sale_id: sale.id, public: true });
          expect(global.status, global.text).toBe(200);
          return sale;
        },
      ],
    ];
    for (const [message, make] of cases) {
      const sale = await make();
      const page = await (await ctx.app.request(`${sale.public_path}/factura`)).text();
      expect(page, message).toContain(message);
      const posted = await submitForm(`${sale.public_path}/factura`, form);
      expect(posted.status, message).toBe(409);
      expect(await posted.text(), message).toContain(message);
      const made = await ctx.db.execute(sql`
        select 1 from invoices i join invoice_sales s on s.invoice_id = i.id
        where s.sale_id = ${sale.id} and i.receiver_rfc = ${CUSTOMER.rfc}`);
      expect(made.rows, message).toHaveLength(0);
    }
    await admin.put('/api/invoicing/self-invoicing', {
      enabled: false,
      same_month: true,
      max_total_cents: null,
    });
    const sale = await paidTicket([10_000]);
    const off = await submitForm(`${sale.public_path}/factura`, form);
    expect(off.status).toBe(409);
    expect(await off.text()).toContain('Este negocio no ofrece facturación en línea');
    expect((await ctx.app.request('/ticket/no-existe-este-token-123456/factura')).status).toBe(404);
    await enableSelfInvoicing();
  });
});
