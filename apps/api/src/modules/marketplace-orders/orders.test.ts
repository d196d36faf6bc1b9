import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mlOrderDetailSchema, mlOrderListSchema, pullOrderSchema } from '@yonke/domain/schemas';
import { and, eq } from 'drizzle-orm';
import JSON5 from 'json5';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertPart } from '../../../test/factories.ts';
import { labelPdf } from '../../../test/fake-ml/orders.ts';
import {
  createMarketplaceContext,
  eventually,
  ML_CLIENT_ID,
  SELLER_ID,
} from '../../../test/marketplace-kit.ts';
import { mlOrders, parts, saleLines, salePayments, sales } from '../../db/schema/index.ts';
import { ORDER_RESOURCE, SHIPMENT_RESOURCE } from '../marketplace/notifications.job.ts';
import { type RemoteOrder, shipmentFactsOf, shippedNotification, storeOrder } from './order-reader.ts';

// «Ventas de Mercado Libre» against the fake marketplace and the documentation's own examples
// (apps/api/test/fake-ml/examples; SOURCES.md names each page).

const EXAMPLES = path.resolve(import.meta.dirname, '../../../test/fake-ml/examples');

/** A documentation example as JSON: its curl line, comments and the stock block's broken pair are dropped. */
// biome-ignore lint/suspicious/noExplicitAny: the documentation's examples have no type of ours
function example(file: string): any {
  let text = readFileSync(path.join(EXAMPLES, file), 'utf8');
  text = text.replace(/"stock": \[[\s\S]*?\],/, '');
  text = text.slice(text.search(/[[{]/), Math.max(text.lastIndexOf('}'), text.lastIndexOf(']')) + 1);
  return JSON5.parse(text);
}

/** The shared schema with every object strict (as contract.test.ts parses answers): an extra key fails. */
function deepStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return z.strictObject(
      Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, deepStrict(value)])),
    );
  }
  if (schema instanceof z.ZodArray) return z.array(deepStrict(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return deepStrict(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return deepStrict(schema.unwrap() as z.ZodType).optional();
  return schema;
}

let t: Awaited<ReturnType<typeof createMarketplaceContext>>;
let accountId: number;
let companyId: number;
let nextListing = 5_000_000_000;

beforeAll(async () => {
  t = await createMarketplaceContext();
  accountId = (await t.connectedAccount()).id;
  companyId = t.admin.companyId;
});

/** A part of the account, listed as `mlId`. */
async function listedPart(
  mlId = `MLM${nextListing++}`,
  values: { accountId?: number | null; companyId?: number } = {},
) {
  const part = await insertPart(t.db, {
    companyId: values.companyId ?? companyId,
    name: 'Faro delantero izquierdo Nissan Versa 2016',
    categoryId: 34,
    statusId: 1,
    salePrice: 1200,
    mlId,
    marketplaceAccountId: values.accountId === undefined ? accountId : values.accountId,
  });
  return { ...part, mlId };
}

/** Posts to the webhook as Mercado Libre does. */
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

interface FakeOrderAnswer {
  orders: { id: number; shipping: { id: number | null }; pack_id: number | null }[];
}

/** A buyer pays on the fake (no notification: the test delivers it). */
async function buy(
  lines: { id: string; price: number }[],
  options: { pack?: boolean; shipping?: Record<string, unknown> } = {},
): Promise<FakeOrderAnswer> {
  const response = await fetch(`${t.fake.url}/_fake/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      seller_id: Number(SELLER_ID),
      foreign_items: lines.map((line) => ({ ...line, title: `Publicación ${line.id}` })),
      pack: options.pack,
      shipping: options.shipping,
      notify: false,
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as FakeOrderAnswer;
}

async function orderRow(mlOrderId: number | string) {
  const [row] = await t.db
    .select()
    .from(mlOrders)
    .where(eq(mlOrders.mlOrderId, String(mlOrderId)));
  return row;
}

/** Delivers the order's notification and waits until the job stored it. */
async function arrive(mlOrderId: number) {
  await deliver('orders_v2', `/orders/${mlOrderId}`);
  return eventually(async () => {
    const row = await orderRow(mlOrderId);
    expect(row).toBeDefined();
    return row as NonNullable<typeof row>;
  });
}

async function salesOfPart(partId: number) {
  return t.db
    .select({
      id: sales.id,
      status: sales.status,
      source: sales.source,
      total: sales.totalCents,
      discount: sales.discountCents,
    })
    .from(sales)
    .innerJoin(saleLines, eq(saleLines.saleId, sales.id))
    .where(eq(saleLines.partId, partId));
}

/** A file download as the browser makes it (the session's cookie), kept as bytes. */
async function download(pathname: string) {
  const cookie = [...t.admin.jar].map(([key, value]) => `${key}=${value}`).join('; ');
  return t.app.request(pathname, { headers: { Cookie: cookie, Accept: '*/*' } });
}

async function fakeControl(pathname: string, body: unknown = {}) {
  const response = await fetch(`${t.fake.url}/_fake${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('the documentation’s examples', () => {
  it('reads the documented orders_v2 and shipments notifications’ resources', () => {
    expect(ORDER_RESOURCE.exec(example('notification_orders_v2.json').resource)?.[1]).toBe('2195160686');
    expect(SHIPMENT_RESOURCE.exec(example('notification_shipments.json').resource)?.[1]).toBe('40546549876');
  });

  it('stores the documented order (packs page): fee per unit, the costs page’s seller cost, net = gross − fee − shipping', async () => {
    const order = example('orders_get_response_2024.txt') as RemoteOrder;
    const part = await listedPart(order.order_items?.[0]?.item?.id);
    const costs = example('shipments_costs_response.txt');
    // The shipments page's example of GET /shipments/{id} is typed with placeholders ("string"); its logistic is real.
    const facts = shipmentFactsOf(example('shipments_get_response.txt'), costs, '81387353');
    expect(facts).toMatchObject({ mode: 'me2', logisticType: 'drop_off', sellerCostCents: 819 });
    const account = { id: accountId, companyId, mlUserId: SELLER_ID };
    expect(await storeOrder(t.db, account, order, facts)).toBe('stored');
    const row = await orderRow(order.id);
    // 2 × 62.96 = 125.92 (the order's total_amount); 2 × 11.07 = 22.14 (its payment's marketplace_fee).
    expect(row).toMatchObject({
      grossCents: 12_592,
      feeCents: 2_214,
      shippingCostCents: 819,
      netCents: 12_592 - 2_214 - 819,
      packId: '2000006556183755',
      shipmentId: '44028792542',
      mlStatus: 'paid',
      unlinkedReason: null,
    });
    const [sale] = await salesOfPart(part.id);
    expect(sale).toMatchObject({ status: 'pagada', source: 'marketplace', total: 9_559, discount: 3_033 });
    const payments = await t.db
      .select()
      .from(salePayments)
      .where(eq(salePayments.saleId, sale?.id ?? 0));
    expect(payments.map((p) => [p.method, p.amountCents, p.cashSessionId])).toEqual([
      ['mercado_pago', 9_559, null],
    ]);
    expect((await t.partRow(part.id)).statusId).toBe(4);
  });

  it('stores the documented search result: buyer nickname and name, an item of nobody «no vinculada»', async () => {
    const search = example('orders_search_response.txt');
    const order = search.results[0] as RemoteOrder;
    const account = { id: accountId, companyId, mlUserId: SELLER_ID };
    await storeOrder(t.db, account, order, null);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      buyerNickname: 'TETE5029382',
      buyerName: 'Test Test',
      unlinkedReason: 'unknown_item',
      saleId: null,
      grossCents: 1_000,
      feeCents: 105,
    });
  });

  it('marks ME1 shipped with the body «Marcar compra como despachada» documents (MLM’s service_id)', () => {
    const documented = example('shipments_seller_notifications_shipped_request.txt');
    const ours = shippedNotification({ carrier: 'Estafeta', tracking_number: 'OP123456789AR' }, new Date());
    expect(Object.keys(ours).sort()).toEqual(
      Object.keys(documented)
        .filter((key) => key !== 'tracking_url')
        .sort(),
    );
    expect(Object.keys(ours.payload).sort()).toEqual(Object.keys(documented.payload).sort());
    expect(ours).toMatchObject({ status: documented.status, substatus: documented.substatus });
    expect(ours.payload.service_id).toBe(231876);
  });

  it('the fake’s pack and shipment payments have the documented fields', async () => {
    const part1 = await listedPart();
    const part2 = await listedPart();
    const bought = await buy(
      [
        { id: part1.mlId, price: 500 },
        { id: part2.mlId, price: 700 },
      ],
      { pack: true },
    );
    const token = [...t.fake.state.accessTokens.keys()].at(-1);
    const pack = await fetch(`${t.fake.url}/packs/${bought.orders[0]?.pack_id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(Object.keys(await pack.json()).sort()).toEqual(
      Object.keys(example('packs_get_response.json')).sort(),
    );
    const payments = await fetch(`${t.fake.url}/shipments/${bought.orders[0]?.shipping.id}/payments`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [payment] = (await payments.json()) as object[];
    expect(Object.keys(payment ?? {}).sort()).toEqual(
      Object.keys(example('shipments_payments_response.json')[0]).sort(),
    );
  });
});

describe('an order arrives (orders_v2 notification)', () => {
  it('stores the order once, sells the part and puts the sale in the ledger with fee, shipping and net', async () => {
    const part = await listedPart();
    const bought = await buy([{ id: part.mlId, price: 1200 }]);
    const mlOrderId = bought.orders[0]?.id as number;
    const row = await arrive(mlOrderId);
    // The fake's fee is 15 % of the price; ME2 drop_off costs the seller 89.50.
    expect(row).toMatchObject({
      grossCents: 120_000,
      feeCents: 18_000,
      shippingCostCents: 8_950,
      netCents: 93_050,
      shippingMode: 'me2',
      logisticType: 'drop_off',
      shipmentStatus: 'ready_to_ship',
      buyerNickname: 'TETE5029382',
    });
    expect((await t.partRow(part.id)).statusId).toBe(4);
    const ledger = await salesOfPart(part.id);
    expect(ledger).toEqual([
      expect.objectContaining({ status: 'pagada', source: 'marketplace', total: 93_050, discount: 26_950 }),
    ]);
    const payments = await t.db
      .select()
      .from(salePayments)
      .where(eq(salePayments.saleId, ledger[0]?.id ?? 0));
    // «Mercado Pago», never «por registrar», and no cash session.
    expect(payments.map((p) => [p.method, p.amountCents, p.cashSessionId])).toEqual([
      ['mercado_pago', 93_050, null],
    ]);
    expect(await t.activityOf(part.id)).toEqual(
      expect.arrayContaining([`Autoparte vendida en Mercado Libre (pedido ${mlOrderId}) por $1,200`]),
    );

    const listed = await t.admin.get('/api/ml-orders?stage=lista_para_enviar');
    expect(listed.status).toBe(200);
    deepStrict(mlOrderListSchema).parse(listed.json);
    const shown = listed.json.data.find((o: { ml_order_id: string }) => o.ml_order_id === String(mlOrderId));
    expect(shown).toMatchObject({
      stage: 'lista_para_enviar',
      net_cents: 93_050,
      fee_cents: 18_000,
      shipping_cost_cents: 8_950,
      shipment: { kind: 'me2', label: 'ready' },
      sale: { status: 'pagada' },
    });
    expect(shown.items[0].part).toMatchObject({ id: part.id, code: `AV-${part.id}` });
  });

  it('counts a Mercado Libre sale once on the Tablero', async () => {
    const before = await t.admin.get('/api/dashboard?period=today');
    expect(before.status).toBe(200);
    const part = await listedPart();
    const bought = await buy([{ id: part.mlId, price: 800 }]);
    await arrive(bought.orders[0]?.id as number);
    // The listing's own notification arrives too (it closed): nothing is sold a second time.
    await t.db.update(parts).set({ mlStatus: 'closed' }).where(eq(parts.id, part.id));
    const after = await t.admin.get('/api/dashboard?period=today');
    expect(after.json.sales.count - before.json.sales.count).toBe(1);
    // 800 − 15 % fee − 89.50 shipping.
    expect(Math.round((after.json.sales.income - before.json.sales.income) * 100)).toBe(
      80_000 - 12_000 - 8_950,
    );
  });

  it('the same notification 50 times at once makes one order and one sale', async () => {
    const part = await listedPart();
    const bought = await buy([{ id: part.mlId, price: 640 }]);
    const mlOrderId = bought.orders[0]?.id as number;
    const remote = (await (await fetch(`${t.fake.url}/_fake/orders/${mlOrderId}`)).json()) as RemoteOrder;
    const account = { id: accountId, companyId, mlUserId: SELLER_ID };
    const facts = {
      mode: 'me2',
      logisticType: 'drop_off',
      status: 'ready_to_ship',
      substatus: 'ready_to_print',
      trackingNumber: null,
      sellerCostCents: 0,
    };
    await Promise.all(Array.from({ length: 50 }, () => storeOrder(t.db, account, remote, facts)));
    await Promise.all(Array.from({ length: 50 }, () => deliver('orders_v2', `/orders/${mlOrderId}`)));
    await eventually(async () => {
      const rows = await t.db
        .select()
        .from(mlOrders)
        .where(eq(mlOrders.mlOrderId, String(mlOrderId)));
      expect(rows).toHaveLength(1);
    });
    const ledger = await salesOfPart(part.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.status).toBe('pagada');
  });

  it('replaces the «Público en general» line the listing’s notification wrote first', async () => {
    const part = await listedPart();
    // The items notification came first: the listing closed sold, the trigger wrote its one-line sale.
    await t.db.update(parts).set({ statusId: 4, updatedBy: null }).where(eq(parts.id, part.id));
    const first = await salesOfPart(part.id);
    expect(first).toEqual([expect.objectContaining({ status: 'pagada', source: 'marketplace' })]);
    const bought = await buy([{ id: part.mlId, price: 900 }]);
    await arrive(bought.orders[0]?.id as number);
    const ledger = await salesOfPart(part.id);
    expect(ledger.filter((sale) => sale.status === 'pagada')).toHaveLength(1);
    const paid = ledger.find((sale) => sale.status === 'pagada');
    const methods = await t.db
      .select()
      .from(salePayments)
      .where(eq(salePayments.saleId, paid?.id ?? 0));
    expect(methods.map((p) => p.method)).toEqual(['mercado_pago']);
  });

  it('a part already sold at the counter is not sold twice: the order says so', async () => {
    const part = await listedPart();
    await t.db.update(parts).set({ statusId: 4, updatedBy: t.admin.user.id }).where(eq(parts.id, part.id));
    await t.db
      .update(salePayments)
      .set({ method: 'cash' })
      .where(eq(salePayments.saleId, (await salesOfPart(part.id))[0]?.id ?? 0));
    const bought = await buy([{ id: part.mlId, price: 450 }]);
    const row = await arrive(bought.orders[0]?.id as number);
    expect(row.saleId).toBeNull();
    expect(row.notice).toContain('ya estaba vendida');
    expect(await salesOfPart(part.id)).toHaveLength(1);
  });

  it('a pack with two of our parts: both sold, one order and one sale each', async () => {
    const part1 = await listedPart();
    const part2 = await listedPart();
    const bought = await buy(
      [
        { id: part1.mlId, price: 300 },
        { id: part2.mlId, price: 500 },
      ],
      { pack: true },
    );
    expect(bought.orders).toHaveLength(2);
    const rows = await Promise.all(bought.orders.map((order) => arrive(order.id)));
    expect(new Set(rows.map((row) => row.packId)).size).toBe(1);
    expect(rows.every((row) => row.saleId !== null)).toBe(true);
    expect(rows[0]?.saleId).not.toBe(rows[1]?.saleId);
    expect((await t.partRow(part1.id)).statusId).toBe(4);
    expect((await t.partRow(part2.id)).statusId).toBe(4);
  });

  it('an order for a listing of another account, or one we do not know, is stored «no vinculada» with a message', async () => {
    // The seller who approves on the fake's authorisation page is, for a moment, the other account's.
    await fakeControl('/seller', { user_id: '555000111' });
    const otherAccount = await t.connectedAccount('Otra tienda', '555000111');
    await fakeControl('/seller', { user_id: SELLER_ID });
    const theirs = await listedPart(undefined, { accountId: otherAccount.id });
    const bought = await buy([{ id: theirs.mlId, price: 100 }]);
    const row = await arrive(bought.orders[0]?.id as number);
    expect(row).toMatchObject({ unlinkedReason: 'other_account', saleId: null });
    expect((await t.partRow(theirs.id)).statusId).toBe(1);
    const unknown = await buy([{ id: 'MLM1234567890', price: 100 }]);
    const unknownRow = await arrive(unknown.orders[0]?.id as number);
    expect(unknownRow.unlinkedReason).toBe('unknown_item');
    const shown = await t.admin.get(`/api/ml-orders/${unknownRow.id}`);
    expect(shown.json.data.unlinked).toBe(
      'La publicación no corresponde a ninguna autoparte de Yonke: la venta no se vinculó. Revisa si se publicó fuera de Yonke.',
    );
  });

  it('the periodic search stores an order whose notification never came', async () => {
    const part = await listedPart();
    const bought = await buy([{ id: part.mlId, price: 350 }]);
    const mlOrderId = bought.orders[0]?.id as number;
    expect(await orderRow(mlOrderId)).toBeUndefined();
    const synced = await t.admin.post('/api/ml-orders/sync', {});
    expect(synced.status).toBe(200);
    expect(synced.json.stored).toBeGreaterThanOrEqual(1);
    expect((await orderRow(mlOrderId))?.saleId).not.toBeNull();
    expect(t.received('/orders/search', 'GET').map((r) => r.query)).toContainEqual(
      expect.objectContaining({ seller: SELLER_ID, sort: 'date_desc' }),
    );
    // A second run finds everything current and stores nothing again.
    const again = await t.admin.post('/api/ml-orders/sync', {});
    expect(again.json.stored).toBe(0);
  });
});

describe('shipping labels', () => {
  it('downloads one label as PDF and as ZPL, and several at once in one PDF', async () => {
    const part1 = await listedPart();
    const part2 = await listedPart();
    const [a, b] = await Promise.all([
      buy([{ id: part1.mlId, price: 400 }]),
      buy([{ id: part2.mlId, price: 410 }]),
    ]);
    const rowA = await arrive(a.orders[0]?.id as number);
    const rowB = await arrive(b.orders[0]?.id as number);

    const pdf = await download(`/api/ml-orders/labels?ids=${rowA.id}&format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const document = await getDocumentProxy(bytes);
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain(`Envio ${rowA.shipmentId}`);
    expect((await orderRow(rowA.mlOrderId))?.labelPrintedAt).not.toBeNull();

    const zpl = await download(`/api/ml-orders/labels?ids=${rowA.id}&format=zpl`);
    expect(zpl.status).toBe(200);
    const zplText = await zpl.text();
    expect(zplText).toMatch(/^\^XA/);
    expect(zplText).toContain(`^FD${rowA.shipmentId}^FS`);
    expect(zplText.trim().endsWith('^XZ')).toBe(true);

    // Asked newest first: the labels follow the order asked, not the database's.
    const both = await download(`/api/ml-orders/labels?ids=${rowB.id},${rowA.id}&format=pdf`);
    expect(both.status).toBe(200);
    const two = await getDocumentProxy(new Uint8Array(await both.arrayBuffer()));
    expect(two.numPages).toBe(2);
    expect(t.received('/shipment_labels').at(-1)?.query).toEqual({
      shipment_ids: `${rowB.shipmentId},${rowA.shipmentId}`,
      response_type: 'pdf',
    });
  });

  it('a label asked before the shipment is ready gets a clear Spanish message', async () => {
    const part = await listedPart();
    const bought = await buy([{ id: part.mlId, price: 400 }], {
      shipping: { status: 'handling', substatus: null },
    });
    const row = await arrive(bought.orders[0]?.id as number);
    const asked = await t.admin.get(`/api/ml-orders/labels?ids=${row.id}&format=pdf`);
    expect(asked.status).toBe(422);
    expect(asked.json.errors.ids[0]).toBe(
      `Pedido ${row.mlOrderId}: La etiqueta todavía no está disponible: Mercado Libre la libera cuando el envío está listo para despachar.`,
    );
    expect(
      t.received('/shipment_labels').filter((r) => r.query.shipment_ids === row.shipmentId),
    ).toHaveLength(0);
  });

  it('the marketplace down while printing: a clear message, nothing marked printed, the retry prints', async () => {
    const part = await listedPart();
    const bought = await buy([{ id: part.mlId, price: 400 }]);
    const row = await arrive(bought.orders[0]?.id as number);
    await fakeControl('/faults', { status: 503, path: '/shipment_labels', count: 10 });
    const failed = await t.admin.get(`/api/ml-orders/labels?ids=${row.id}&format=pdf`);
    expect(failed.status).toBe(503);
    expect(failed.json.message).toBe(
      'Mercado Libre no respondió. No se imprimió ni se perdió nada: intenta de nuevo en unos minutos.',
    );
    expect((await orderRow(row.mlOrderId))?.labelPrintedAt).toBeNull();
    await fetch(`${t.fake.url}/_fake/faults`, { method: 'DELETE' });
    const retried = await download(`/api/ml-orders/labels?ids=${row.id}&format=pdf`);
    expect(retried.status).toBe(200);
    expect((await orderRow(row.mlOrderId))?.labelPrintedAt).not.toBeNull();
  });

  it('ME1: «Marcar como enviado» with carrier and tracking number; Flex is shown as such', async () => {
    const part = await listedPart();
    const bought = await buy([{ id: part.mlId, price: 400 }], { shipping: { mode: 'me1' } });
    const row = await arrive(bought.orders[0]?.id as number);
    const detail = await t.admin.get(`/api/ml-orders/${row.id}`);
    expect(detail.json.data.shipment).toMatchObject({
      kind: 'me1',
      label: 'not_me2',
      can_mark_shipped: true,
    });
    const missing = await t.admin.post(`/api/ml-orders/${row.id}/shipped`, {
      carrier: ' ',
      tracking_number: '',
    });
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toMatchObject({
      carrier: ['Escribe la paquetería.'],
      tracking_number: ['Escribe el número de guía.'],
    });
    const shipped = await t.admin.post(`/api/ml-orders/${row.id}/shipped`, {
      carrier: 'Estafeta',
      tracking_number: 'EST123456789MX',
    });
    expect(shipped.status).toBe(200);
    deepStrict(mlOrderDetailSchema).parse(shipped.json);
    expect(shipped.json.data).toMatchObject({
      stage: 'enviada',
      shipment: { status: 'shipped', carrier: 'Estafeta', tracking_number: 'EST123456789MX' },
    });
    expect(t.fake.state.orderBook.shipments.get(String(row.shipmentId))).toMatchObject({
      status: 'shipped',
      tracking_number: 'EST123456789MX',
    });
    const again = await t.admin.post(`/api/ml-orders/${row.id}/shipped`, {
      carrier: 'DHL',
      tracking_number: 'X1',
    });
    expect(again.status).toBe(409);

    const flexPart = await listedPart();
    const flex = await buy([{ id: flexPart.mlId, price: 400 }], {
      shipping: { logistic_type: 'self_service' },
    });
    const flexRow = await arrive(flex.orders[0]?.id as number);
    const flexDetail = await t.admin.get(`/api/ml-orders/${flexRow.id}`);
    expect(flexDetail.json.data.shipment).toMatchObject({
      kind: 'flex',
      kind_label: 'Mercado Envíos Flex',
      label: 'ready',
    });
  });
});

describe('cancellations', () => {
  it('before the part left the yard: the part is Disponible again with the reason, the sale cancelled, listed under Canceladas', async () => {
    const part = await listedPart();
    const bought = await buy([{ id: part.mlId, price: 700 }]);
    const mlOrderId = bought.orders[0]?.id as number;
    await arrive(mlOrderId);
    expect((await t.partRow(part.id)).statusId).toBe(4);
    await fakeControl(`/orders/${mlOrderId}/cancel`, {
      description: 'El comprador ya no lo necesita',
      notify: false,
    });
    await deliver('orders_v2', `/orders/${mlOrderId}`);
    await eventually(async () => expect((await orderRow(mlOrderId))?.cancelledAt).not.toBeNull());
    expect((await t.partRow(part.id)).statusId).toBe(1);
    expect(await t.activityOf(part.id)).toEqual(
      expect.arrayContaining([
        `Venta de Mercado Libre cancelada (pedido ${mlOrderId}): Cancelada por el comprador: El comprador ya no lo necesita`,
        'Estatus actualizado: Vendido → Disponible',
      ]),
    );
    const ledger = await salesOfPart(part.id);
    expect(ledger.map((sale) => sale.status)).toEqual(['cancelada']);
    const cancelled = await t.admin.get('/api/ml-orders?stage=cancelada');
    const shown = cancelled.json.data.find(
      (o: { ml_order_id: string }) => o.ml_order_id === String(mlOrderId),
    );
    expect(shown).toMatchObject({
      stage: 'cancelada',
      cancel_reason: 'Cancelada por el comprador: El comprador ya no lo necesita',
      needs_decision: false,
    });
  });

  it('after the label was printed: the part stays Vendido and waits for a person’s decision', async () => {
    const part = await listedPart();
    const bought = await buy([{ id: part.mlId, price: 700 }]);
    const mlOrderId = bought.orders[0]?.id as number;
    const row = await arrive(mlOrderId);
    expect((await download(`/api/ml-orders/labels?ids=${row.id}&format=zpl`)).status).toBe(200);
    await fakeControl(`/orders/${mlOrderId}/cancel`, { notify: false });
    await deliver('orders_v2', `/orders/${mlOrderId}`);
    await eventually(async () => expect((await orderRow(mlOrderId))?.cancelledAt).not.toBeNull());
    expect((await t.partRow(part.id)).statusId).toBe(4);
    const detail = await t.admin.get(`/api/ml-orders/${row.id}`);
    expect(detail.json.data).toMatchObject({ needs_decision: true, stage: 'cancelada' });
    expect(detail.json.data.notice).toContain('después de imprimir la etiqueta');
    const decided = await t.admin.post(`/api/ml-orders/${row.id}/decision`, { action: 'reactivate' });
    expect(decided.status).toBe(200);
    deepStrict(mlOrderDetailSchema).parse(decided.json);
    expect(decided.json.data.needs_decision).toBe(false);
    expect((await t.partRow(part.id)).statusId).toBe(1);
    const twice = await t.admin.post(`/api/ml-orders/${row.id}/decision`, { action: 'keep' });
    expect(twice.status).toBe(409);
  });
});

describe('pull order and access', () => {
  it('asks the yard for the sold part once', async () => {
    const part = await listedPart();
    const bought = await buy([{ id: part.mlId, price: 700 }]);
    const row = await arrive(bought.orders[0]?.id as number);
    const detail = await t.admin.get(`/api/ml-orders/${row.id}`);
    // The pull-orders module's own call, on the order's ledger sale and the item's line.
    const ask = { sale_id: detail.json.data.sale.id, line_id: detail.json.data.items[0].sale_line_id };
    const pulled = await t.admin.post('/api/pull-orders', ask);
    expect(pulled.status).toBe(200);
    deepStrict(pullOrderSchema).parse(pulled.json);
    expect(pulled.json).toMatchObject({ part_id: part.id, status: 'pendiente' });
    const again = await t.admin.post('/api/pull-orders', ask);
    expect(again.json.id).toBe(pulled.json.id);
    const shown = await t.admin.get(`/api/ml-orders/${row.id}`);
    expect(shown.json.data.items[0].pull_order).toMatchObject({
      id: pulled.json.id,
      status_label: 'Pedida al patio',
    });
  });

  it('role 3 may not see the orders; another company’s order is 404', async () => {
    const part = await listedPart();
    const bought = await buy([{ id: part.mlId, price: 700 }]);
    const row = await arrive(bought.orders[0]?.id as number);
    const yard = await t.signedIn([3], companyId);
    expect((await yard.get('/api/ml-orders')).status).toBe(403);
    const stranger = await t.signedIn([2]);
    expect((await stranger.get(`/api/ml-orders/${row.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/ml-orders/labels?ids=${row.id}`)).status).toBe(404);
    const seller = await t.signedIn([4], companyId);
    expect((await seller.get(`/api/ml-orders/${row.id}`)).status).toBe(200);
    const mine = await t.db
      .select({ id: mlOrders.id })
      .from(mlOrders)
      .where(and(eq(mlOrders.companyId, companyId), eq(mlOrders.id, row.id)));
    expect(mine).toHaveLength(1);
  });

  it('the fake’s label PDF is a real PDF', async () => {
    const document = await getDocumentProxy(labelPdf([1, 2, 3]));
    expect(document.numPages).toBe(3);
  });
});
