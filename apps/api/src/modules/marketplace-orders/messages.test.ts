import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mapMlBilling } from '@yonke/domain';
import { mlConversationSchema, mlPostSaleSchema } from '@yonke/domain/schemas';
import { eq } from 'drizzle-orm';
import JSON5 from 'json5';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../../test/factories.ts';
import {
  createMarketplaceContext,
  eventually,
  ML_CLIENT_ID,
  SELLER_ID,
} from '../../../test/marketplace-kit.ts';
import {
  customers,
  invoiceSales,
  invoices,
  mlOrderMessages,
  mlOrders,
  sales,
} from '../../db/schema/index.ts';
import { remoteMessageValues } from './messages.service.ts';

// After the sale on Mercado Libre, against the fake marketplace and the documentation's examples
// (apps/api/test/fake-ml/examples; SOURCES.md names each page): post-sale messages, billing data,
// the invoice uploaded to the pack.

const EXAMPLES = path.resolve(import.meta.dirname, '../../../test/fake-ml/examples');
// biome-ignore lint/suspicious/noExplicitAny: the documentation's examples have no type of ours
function example(file: string): any {
  let text = readFileSync(path.join(EXAMPLES, file), 'utf8');
  text = text.slice(text.search(/[[{]/), Math.max(text.lastIndexOf('}'), text.lastIndexOf(']')) + 1);
  return JSON5.parse(text);
}

let t: Awaited<ReturnType<typeof createMarketplaceContext>>;
let accountId: number;
let companyId: number;
let nextListing = 7_100_000_000;

beforeAll(async () => {
  t = await createMarketplaceContext();
  accountId = (await t.connectedAccount()).id;
  companyId = t.admin.companyId;
});

async function deliver(topic: string, resource: string) {
  const response = await t.app.request('/api/ml/notifications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      user_id: Number(SELLER_ID),
      application_id: Number(ML_CLIENT_ID),
      attempts: 1,
      sent: new Date().toISOString(),
      received: new Date().toISOString(),
      topic,
      resource,
    }),
  });
  expect(response.status).toBe(200);
}

async function control(pathname: string, body: unknown) {
  const response = await fetch(`${t.fake.url}/_fake${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** A part sold on the fake and its order stored by the app: our order id and the marketplace's. */
async function soldOrder() {
  const mlId = `MLM${nextListing++}`;
  await insertPart(t.db, {
    companyId,
    name: 'Alternador Nissan Tsuru 2010',
    categoryId: 34,
    statusId: 1,
    salePrice: 1500,
    mlId,
    marketplaceAccountId: accountId,
  });
  const bought = (await control('/orders', {
    seller_id: Number(SELLER_ID),
    foreign_items: [{ id: mlId, price: 1500, title: `Publicación ${mlId}` }],
    notify: false,
  })) as { orders: { id: number; pack_id: number | null }[] };
  const mlOrderId = bought.orders[0]?.id as number;
  await deliver('orders_v2', `/orders/${mlOrderId}`);
  const row = await eventually(async () => {
    const [found] = await t.db
      .select()
      .from(mlOrders)
      .where(eq(mlOrders.mlOrderId, String(mlOrderId)));
    expect(found).toBeDefined();
    expect(found?.saleId).toEqual(expect.any(Number));
    return found as NonNullable<typeof found>;
  });
  return {
    id: row.id,
    mlOrderId,
    pack: String(bought.orders[0]?.pack_id ?? mlOrderId),
    saleId: row.saleId as number,
  };
}

const reply = (id: number, body: Record<string, unknown>) =>
  t.admin.post(`/api/ml-orders/${id}/messages`, { request_id: randomUUID(), ...body });

describe('the documentation’s examples', () => {
  it('reads a message of the pack’s list and one read by id (older shape) alike', () => {
    const listed = example('messages_get_pack_response.txt').messages[0];
    const values = remoteMessageValues(listed, '123456789000');
    expect(values).toMatchObject({
      mlMessageId: 'fd1d2e37ad004ede9e0bf25d1215002d',
      fromSeller: true,
      text: 'Mensaje de prueba',
    });
    const byId = remoteMessageValues(example('messages_get_by_id_response.txt'), '123456789000');
    expect(byId).toMatchObject({
      mlMessageId: '0033b582a1474fa98c02d229abcec43c',
      fromSeller: false,
      text: 'Ejemplo de texto',
    });
    expect(byId?.readAt?.toISOString()).toBe('2016-09-01T21:31:19.606Z');
  });

  it('maps the MLM billing examples (persona física and moral) to the receiver’s fields', () => {
    expect(mapMlBilling(example('billing_info_mlm_persona_fisica.txt'))).toEqual({
      rfc: 'CUPU800825569',
      name: 'Juan Soraes Sanchez',
      tax_regime: '606',
      tax_regime_description: 'Arrendamiento',
      postal_code: '01040',
      cfdi_use: 'G03',
      cfdi_use_description: 'Gastos en general',
      contributor: 'PERSONA FÍSICA',
    });
    expect(mapMlBilling(example('billing_info_mlm_persona_moral.txt'))).toMatchObject({
      name: 'SALVADO HNOS S A',
      contributor: 'PERSONA MORAL',
    });
  });
});

describe('post-sale messages', () => {
  it('shows the buyer’s message as received (HTML kept as text), marks it read, and a double click answers once', async () => {
    const order = await soldOrder();
    const html = '<b>¿Tiene garantía?</b><script>alert(1)</script>';
    await control('/messages', { pack_id: order.pack, text: html, notify: false });
    const read = await t.admin.get(`/api/ml-orders/${order.id}/messages`);
    expect(read.status).toBe(200);
    const conversation = mlConversationSchema.parse(read.json).data;
    expect(conversation.messages).toHaveLength(1);
    expect(conversation.messages[0]).toMatchObject({ from: 'buyer', text: html });
    expect(conversation.needs_option).toBe(false);
    expect(conversation.can_reply).toBe(true);
    // Reading in Yonke is the seller reading: the marketplace marked it read.
    const fakeConversation = (await (await fetch(`${t.fake.url}/_fake/messages/${order.pack}`)).json()) as {
      messages: { read: string | null }[];
    };
    expect(fakeConversation.messages[0]?.read).not.toBeNull();

    const before = t.received(`/messages/packs/${order.pack}/sellers/`, 'POST').length;
    const body = { request_id: randomUUID(), text: 'Sí, 30 días de garantía.' };
    const [first, second] = await Promise.all([
      t.admin.post(`/api/ml-orders/${order.id}/messages`, body),
      t.admin.post(`/api/ml-orders/${order.id}/messages`, body),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(t.received(`/messages/packs/${order.pack}/sellers/`, 'POST').length - before).toBe(1);
    const sent = t.received(`/messages/packs/${order.pack}/sellers/`, 'POST').at(-1);
    expect(sent?.body).toEqual({
      from: { user_id: SELLER_ID },
      to: { user_id: expect.any(String) },
      text: body.text,
    });
    expect(sent?.query.tag).toBe('post_sale');
    const rows = await t.db.select().from(mlOrderMessages).where(eq(mlOrderMessages.orderId, order.id));
    expect(rows.filter((row) => row.fromSeller)).toHaveLength(1);
    expect(rows.every((row) => row.mlMessageId !== null)).toBe(true);
  });

  it('turns the documented refusals into Spanish and keeps nothing of them', async () => {
    const order = await soldOrder();
    await control('/messages', { pack_id: order.pack, text: 'Hola', notify: false });
    await t.admin.get(`/api/ml-orders/${order.id}/messages`);

    const long = await reply(order.id, { text: 'a'.repeat(351) });
    expect(long.status).toBe(422);
    expect(long.json.errors.text[0]).toContain('350 caracteres');

    const characters = await reply(order.id, { text: 'Envío por 顺丰' });
    expect(characters.status).toBe(422);
    expect(characters.json.errors.text[0]).toContain('caracteres que Mercado Libre no acepta');

    await control(`/messages/${order.pack}/status`, { status: 'blocked', substatus: 'blocked_by_buyer' });
    await t.admin.get(`/api/ml-orders/${order.id}/messages`);
    const blocked = await reply(order.id, { text: '¿Sigue interesado?' });
    expect(blocked.status).toBe(409);
    expect(blocked.json.message).toBe(
      'Mercado Libre tiene bloqueada esta conversación: el comprador bloqueó los mensajes.',
    );
    const shown = mlConversationSchema.parse(
      (await t.admin.get(`/api/ml-orders/${order.id}/messages`)).json,
    ).data;
    expect(shown.can_reply).toBe(false);
    expect(shown.blocked_reason).toContain('bloqueó');

    const rows = await t.db.select().from(mlOrderMessages).where(eq(mlOrderMessages.orderId, order.id));
    expect(rows.map((row) => row.text)).toEqual(['Hola']);
  });

  it('offers the action guide’s reasons when the buyer has not written, and its cap is kept', async () => {
    const order = await soldOrder();
    const conversation = mlConversationSchema.parse(
      (await t.admin.get(`/api/ml-orders/${order.id}/messages`)).json,
    ).data;
    expect(conversation.needs_option).toBe(true);
    expect(conversation.options.map((option) => option.id)).toEqual([
      'REQUEST_BILLING_INFO',
      'SEND_INVOICE_LINK',
      'OTHER',
    ]);

    const asked = await reply(order.id, { option_id: 'REQUEST_BILLING_INFO' });
    expect(asked.status).toBe(200);
    const call = t.received(`/messages/action_guide/packs/${order.pack}/option`, 'POST').at(-1);
    expect(call?.body).toEqual({
      option_id: 'REQUEST_BILLING_INFO',
      template_id: 'TEMPLATE___REQUEST_BILLING_INFO___1',
    });
    expect(mlConversationSchema.parse(asked.json).data.messages[0]?.text).toContain('RFC');

    expect((await reply(order.id, { option_id: 'OTHER', text: 'Te escribo por tu compra.' })).status).toBe(
      200,
    );
    const again = await reply(order.id, { option_id: 'OTHER', text: 'Otra vez.' });
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('espera a que el comprador responda');
    const noText = await reply(order.id, { option_id: 'SEND_INVOICE_LINK' });
    expect(noText.status).toBe(422);
  });

  it('stores a new message when the messages notification arrives, unread', async () => {
    const order = await soldOrder();
    const written = (await control('/messages', {
      pack_id: order.pack,
      text: '¿Ya lo enviaron?',
      notify: false,
    })) as { message: { id: string } };
    await deliver('messages', written.message.id);
    const stored = await eventually(async () => {
      const [row] = await t.db
        .select()
        .from(mlOrderMessages)
        .where(eq(mlOrderMessages.mlMessageId, written.message.id));
      expect(row).toBeDefined();
      return row as NonNullable<typeof row>;
    });
    expect(stored).toMatchObject({
      orderId: order.id,
      fromSeller: false,
      text: '¿Ya lo enviaron?',
      readAt: null,
    });
    const reads = t.received(`/messages/packs/${order.pack}/sellers/`, 'GET');
    expect(reads.at(-1)?.query.mark_as_read).toBe('false');
  });

  it('answers 404 for an order of another company', async () => {
    const order = await soldOrder();
    const other = await t.signedIn([2]);
    expect((await other.get(`/api/ml-orders/${order.id}/messages`)).status).toBe(404);
    expect((await other.post(`/api/ml-orders/${order.id}/fiscal-document`, {})).status).toBe(404);
    expect((await other.post(`/api/ml-orders/${order.id}/billing/use`, {})).status).toBe(404);
  });
});

describe('billing data and the invoice uploaded to the pack', () => {
  it('reads the buyer’s billing data as documented and uses it for the sale’s customer', async () => {
    const order = await soldOrder();
    const none = await t.admin.post(`/api/ml-orders/${order.id}/billing/read`, {});
    expect(none.status).toBe(409);
    expect(none.json.message).toBe('El comprador no dejó datos de facturación en esta venta.');

    // A valid RFC in the documented shape (the page's example RFC is checked below).
    const answer = example('billing_info_mlm_persona_fisica.txt');
    answer.buyer.billing_info.identification.number = 'XOJI740919U48';
    answer.buyer.billing_info.name = 'Ingrid';
    answer.buyer.billing_info.last_name = 'Xodar Jiménez';
    answer.buyer.billing_info.taxes.taxpayer_type = {
      id: '612',
      description: 'Personas Físicas con Actividades Empresariales y Profesionales',
    };
    await control(`/orders/${order.mlOrderId}/billing-info`, { answer });
    const read = await t.admin.post(`/api/ml-orders/${order.id}/billing/read`, {});
    expect(read.status).toBe(200);
    expect(t.received('/orders/billing-info/MLM/', 'GET')).not.toHaveLength(0);
    const billing = mlPostSaleSchema.parse(read.json).data.billing;
    expect(billing).toMatchObject({
      rfc: 'XOJI740919U48',
      tax_regime: '612',
      postal_code: '01040',
      cfdi_use: 'G03',
    });

    const used = await t.admin.post(`/api/ml-orders/${order.id}/billing/use`, {});
    expect(used.status).toBe(200);
    const customerId = mlPostSaleSchema.parse(used.json).data.customer?.id as number;
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer).toMatchObject({
      rfc: 'XOJI740919U48',
      businessName: 'INGRID XODAR JIMÉNEZ',
      taxRegime: '612',
      postalCode: '01040',
      cfdiUse: 'G03',
      companyId,
    });
    const [sale] = await t.db.select().from(sales).where(eq(sales.id, order.saleId));
    expect(sale?.customerId).toBe(customerId);

    // A second sale to the same buyer reuses the customer with that RFC.
    const again = await soldOrder();
    await control(`/orders/${again.mlOrderId}/billing-info`, { answer });
    await t.admin.post(`/api/ml-orders/${again.id}/billing/read`, {});
    const reused = await t.admin.post(`/api/ml-orders/${again.id}/billing/use`, {});
    expect(mlPostSaleSchema.parse(reused.json).data.customer?.id).toBe(customerId);
  });

  it('refuses billing data the SAT would refuse, field by field, and changes nothing', async () => {
    const order = await soldOrder();
    const answer = example('billing_info_mlm_persona_fisica.txt');
    answer.buyer.billing_info.identification.number = 'GOMA800101AB4';
    answer.buyer.billing_info.address.zip_code = '1040';
    await control(`/orders/${order.mlOrderId}/billing-info`, { answer });
    expect((await t.admin.post(`/api/ml-orders/${order.id}/billing/read`, {})).status).toBe(200);
    const used = await t.admin.post(`/api/ml-orders/${order.id}/billing/use`, {});
    expect(used.status).toBe(422);
    expect(Object.keys(used.json.errors).sort()).toEqual(['postal_code', 'rfc']);
    const [sale] = await t.db.select().from(sales).where(eq(sales.id, order.saleId));
    expect(sale?.customerId).toBeNull();
  });

  // The invoice is made by the invoicing module (its own tests stamp real ones); here only its
  // stamped XML matters, read for the PDF the marketplace receives beside it.
  const stampedCfdi = (folio: number, uuid: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="4.0" Serie="F" Folio="${folio}" Fecha="2026-11-27T10:00:00" FormaPago="31" NoCertificado="30001000000500003416" SubTotal="1293.10" Moneda="MXN" Total="1500.00" TipoDeComprobante="I" Exportacion="01" MetodoPago="PUE" LugarExpedicion="26015" Sello="c2VsbG8=">
  <cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="XOJI740919U48" Nombre="INGRID XODAR JIMENEZ" DomicilioFiscalReceptor="01040" RegimenFiscalReceptor="612" UsoCFDI="G03"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="25172504" Cantidad="1" ClaveUnidad="H87" Unidad="Pieza" Descripcion="Faro Jetta 2012" ValorUnitario="1293.10" Importe="1293.10" ObjetoImp="02">
      <cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="1293.10" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="206.90"/></cfdi:Traslados></cfdi:Impuestos>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Impuestos TotalImpuestosTrasladados="206.90"><cfdi:Traslados><cfdi:Traslado Base="1293.10" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="206.90"/></cfdi:Traslados></cfdi:Impuestos>
  <cfdi:Complemento><tfd:TimbreFiscalDigital Version="1.1" UUID="${uuid}" FechaTimbrado="2026-11-27T10:00:05" RfcProvCertif="SPR190613I52" SelloCFD="c2VsbG8=" NoCertificadoSAT="30001000000500003456" SelloSAT="c2VsbG9TQVQ="/></cfdi:Complemento>
</cfdi:Comprobante>`;

  async function stampedInvoice(saleId: number) {
    const uuid = randomUUID().toUpperCase();
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        companyId,
        series: 'F',
        folio: saleId,
        status: 'timbrada',
        receiverRfc: 'XOJI740919U48',
        receiverName: 'INGRID XODAR JIMENEZ',
        receiverRegime: '612',
        receiverPostalCode: '01040',
        receiverUse: 'G03',
        paymentForm: '31',
        paymentMethod: 'PUE',
        subtotalCents: 129_310,
        discountCents: 0,
        taxCents: 20_690,
        totalCents: 150_000,
        certificateNumber: '30001000000500003416',
        sealedXml: '<cfdi:Comprobante/>',
        pacRequestId: randomUUID(),
        stampedXml: stampedCfdi(saleId, uuid),
        uuid,
        stampedAt: new Date(),
      })
      .returning();
    await t.db.insert(invoiceSales).values({ invoiceId: invoice?.id as number, saleId });
    return invoice as NonNullable<typeof invoice>;
  }

  const postSale = async (id: number) =>
    mlPostSaleSchema.parse((await t.admin.get(`/api/ml-orders/${id}/billing`)).json).data;

  it('uploads the stamped XML once: two clicks and an answer lost on the way', async () => {
    const order = await soldOrder();
    const early = await t.admin.post(`/api/ml-orders/${order.id}/fiscal-document`, {});
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('La venta aún no tiene una factura timbrada.');

    const invoice = await stampedInvoice(order.saleId);
    // The marketplace stores the file and its answer is lost: the retry meets «a file already exists».
    await control('/faults', {
      path: `/packs/${order.pack}/fiscal_documents`,
      method: 'POST',
      status: 500,
      after: true,
      count: 1,
    });
    const [one, two] = await Promise.all([
      t.admin.post(`/api/ml-orders/${order.id}/fiscal-document`, {}),
      t.admin.post(`/api/ml-orders/${order.id}/fiscal-document`, {}),
    ]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    const done = await eventually(async () => {
      const state = await postSale(order.id);
      expect(state.fiscal_document?.status).toBe('subida');
      return state;
    });
    const uploads = (await (await fetch(`${t.fake.url}/_fake/fiscal-documents`)).json()) as {
      packId: string;
      files: string[];
    }[];
    expect(uploads.filter((upload) => upload.packId === order.pack)).toEqual([
      { packId: order.pack, files: [`factura-F-${invoice.folio}.pdf`, `factura-F-${invoice.folio}.xml`] },
    ]);
    expect(done.fiscal_document?.document_ids).toHaveLength(2);
    expect(done.invoice?.uuid).toBe(invoice.uuid);
    const posted = t.received(`/packs/${order.pack}/fiscal_documents`, 'POST')[0];
    expect(posted?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(posted?.body)).toContain('name="fiscal_document"; filename=');
    expect(String(posted?.body)).toContain('Content-Type: application/xml');
    expect(String(posted?.body)).toContain('Content-Type: application/pdf');
    expect(String(posted?.body)).toContain('%PDF-');

    // Asked again once uploaded: nothing is sent.
    const calls = t.received(`/packs/${order.pack}/fiscal_documents`, 'POST').length;
    expect((await t.admin.post(`/api/ml-orders/${order.id}/fiscal-document`, {})).status).toBe(200);
    expect(t.received(`/packs/${order.pack}/fiscal_documents`, 'POST')).toHaveLength(calls);
  });

  it('the marketplace down: the job tries again later and uploads once', async () => {
    const order = await soldOrder();
    await stampedInvoice(order.saleId);
    // Every quick attempt of the first run finds no answer (three calls); the job's retry gets through.
    await control('/faults', {
      path: `/packs/${order.pack}/fiscal_documents`,
      method: 'POST',
      status: 503,
      count: 3,
    });
    await t.admin.post(`/api/ml-orders/${order.id}/fiscal-document`, {});
    await eventually(async () => {
      const state = await postSale(order.id);
      expect(state.fiscal_document?.status).toBe('subida');
    });
    const uploads = (await (await fetch(`${t.fake.url}/_fake/fiscal-documents`)).json()) as {
      packId: string;
    }[];
    expect(uploads.filter((upload) => upload.packId === order.pack)).toHaveLength(1);
    expect(t.received(`/packs/${order.pack}/fiscal_documents`, 'POST')).toHaveLength(4);
  });

  it('a refusal is «error» with its reason in Spanish, and the upload can be asked again', async () => {
    const order = await soldOrder();
    await stampedInvoice(order.saleId);
    await control('/faults', {
      path: `/packs/${order.pack}/fiscal_documents`,
      method: 'POST',
      status: 403,
      count: 1,
    });
    await t.admin.post(`/api/ml-orders/${order.id}/fiscal-document`, {});
    const failed = await eventually(async () => {
      const state = await postSale(order.id);
      expect(state.fiscal_document?.status).toBe('error');
      return state;
    });
    expect(failed.fiscal_document?.error).toBe(
      'Mercado Libre no autorizó la carga: la cuenta no es la vendedora de esta venta.',
    );
    await t.admin.post(`/api/ml-orders/${order.id}/fiscal-document`, {});
    await eventually(async () => expect((await postSale(order.id)).fiscal_document?.status).toBe('subida'));
  });
});
