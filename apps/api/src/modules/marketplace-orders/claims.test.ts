import { readFileSync } from 'node:fs';
import path from 'node:path';
import { claimReasonText, returnDelivered, sellerActions } from '@yonke/domain';
import { mlClaimListSchema, mlOrderListSchema } from '@yonke/domain/schemas';
import { eq } from 'drizzle-orm';
import JSON5 from 'json5';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertPart } from '../../../test/factories.ts';
import {
  createMarketplaceContext,
  eventually,
  ML_CLIENT_ID,
  SELLER_ID,
} from '../../../test/marketplace-kit.ts';
import { mlClaims, mlOrders } from '../../db/schema/index.ts';
import { CLAIM_RESOURCE } from '../marketplace/notifications.job.ts';
import { upsertClaim } from './claims.queries.ts';
import { claimFactsOf, returnFactsOf } from './claims.reader.ts';

// Claims and returns of «Ventas de Mercado Libre» against the fake marketplace and the
// documentation's own examples (apps/api/test/fake-ml/examples; SOURCES.md names each page).

const EXAMPLES = path.resolve(import.meta.dirname, '../../../test/fake-ml/examples');

/** A documentation example as JSON: its curl line dropped. */
// biome-ignore lint/suspicious/noExplicitAny: the documentation's examples have no type of ours
function example(file: string): any {
  let text = readFileSync(path.join(EXAMPLES, file), 'utf8');
  text = text.slice(text.search(/[[{]/), Math.max(text.lastIndexOf('}'), text.lastIndexOf(']')) + 1);
  return JSON5.parse(text);
}

/** The shared schema with every object strict: an extra key fails. */
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
let nextListing = 5_100_000_000;

beforeAll(async () => {
  t = await createMarketplaceContext();
  accountId = (await t.connectedAccount()).id;
  companyId = t.admin.companyId;
});

async function listedPart() {
  const mlId = `MLM${nextListing++}`;
  const part = await insertPart(t.db, {
    companyId,
    name: 'Alternador Nissan Tsuru 2010',
    categoryId: 34,
    statusId: 1,
    salePrice: 1500,
    mlId,
    marketplaceAccountId: accountId,
  });
  return { ...part, mlId };
}

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
      actions: ['claims'],
      resource,
    }),
  });
  expect(response.status).toBe(200);
}

async function fake<T>(pathName: string, body: unknown): Promise<T> {
  const response = await fetch(`${t.fake.url}/_fake${pathName}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** A paid order of a part of ours, stored through its orders_v2 notification. */
async function soldOrder() {
  const part = await listedPart();
  const bought = await fake<{ orders: { id: number }[] }>('/orders', {
    seller_id: Number(SELLER_ID),
    foreign_items: [{ id: part.mlId, price: 1500, title: 'Alternador Tsuru' }],
    notify: false,
  });
  const mlOrderId = bought.orders[0]?.id as number;
  await deliver('orders_v2', `/orders/${mlOrderId}`);
  const order = await eventually(async () => {
    const [row] = await t.db
      .select()
      .from(mlOrders)
      .where(eq(mlOrders.mlOrderId, String(mlOrderId)));
    expect(row?.saleId ?? null).not.toBeNull();
    return row as NonNullable<typeof row>;
  });
  return { part, mlOrderId, order };
}

interface FakeClaimAnswer {
  claim: { id: number };
}

async function claimRow(mlClaimId: number | string) {
  return t.db
    .select()
    .from(mlClaims)
    .where(eq(mlClaims.mlClaimId, String(mlClaimId)));
}

describe('the documentation’s own examples', () => {
  it('reads the claim, the search, the reason, the return and the notification as documented', () => {
    const account = { id: 1, companyId: 1, mlUserId: '242829175' };
    // Get claim details: the mediator's recontact is due 2020-11-16; shipment claim, closed.
    expect(claimFactsOf(example('claims_get_response.json'), account)).toMatchObject({
      mlClaimId: '5033102536',
      resource: 'shipment',
      resourceId: '7138572864',
      mlOrderId: null,
      type: 'mediations',
      stage: 'dispute',
      status: 'closed',
      reasonId: 'PNR4071',
      sellerActions: [{ action: 'recontact', due_date: '2020-11-16T22:36:59.000-04:00', mandatory: true }],
      dueAt: new Date('2020-11-17T02:36:59.000Z'),
      resolutionReason: 'already_shipped',
      closedAt: new Date('2020-10-02T05:12:31.000Z'),
    });
    // Search: the seller is the respondent 2343424; mandatory null is not mandatory.
    const search = example('claims_search_response.txt');
    expect(search.paging).toEqual({ offset: 0, limit: 30, total: 170 });
    const found = search.data[0];
    expect(sellerActions(found.players, '2343424')).toEqual([
      { action: 'recontact', dueDate: '2018-09-29T07:37:16.656-04:00', mandatory: false },
    ]);
    expect(claimFactsOf(found, { ...account, mlUserId: '2343424' })).toMatchObject({
      resource: 'order',
      mlOrderId: '234342342',
      reasonId: 'PDD316',
    });
    // The reasons page: PDD is «different or defective», and its detail is the marketplace's words.
    const reason = example('claims_reason_response.json');
    expect(claimReasonText(reason.id, reason.detail)).toBe(
      'Producto diferente o defectuoso: El producto es defectuoso.',
    );
    expect(claimReasonText('PNR4071', null)).toBe('Producto no recibido');
    // The return example expired with its shipping cancelled: nothing came back.
    const facts = returnFactsOf(example('claims_returns_response.txt'));
    expect(facts).toEqual({ returnStatus: 'expired', returnShipmentStatus: 'cancelled' });
    expect(returnDelivered(facts.returnStatus, facts.returnShipmentStatus)).toBe(false);
    // The notification page's example (its own broken JSON): topic post_purchase, the claim's path.
    const notification = readFileSync(path.join(EXAMPLES, 'notification_post_purchase_claims.txt'), 'utf8');
    expect(notification).toContain('"topic": "post_purchase"');
    const resource = /"resource":\s*"?([^",]+)"/.exec(notification)?.[1] ?? '';
    expect(CLAIM_RESOURCE.exec(resource)?.[1]).toBe('5108684499');
    expect(CLAIM_RESOURCE.exec('/post-purchase/v1/claims/5108684499')?.[1]).toBe('5108684499');
    expect(CLAIM_RESOURCE.exec('/orders/5108684499')).toBeNull();
  });
});

describe('a claim arrives', () => {
  it('the same notification 50 times at once stores one claim, shown on the order with reason, due date and actions', async () => {
    const { order, mlOrderId } = await soldOrder();
    const opened = await fake<FakeClaimAnswer>('/claims', {
      order_id: mlOrderId,
      reason_id: 'PDD1',
      due_days: 3,
      notify: false,
    });
    const claimId = opened.claim.id;
    await Promise.all(
      Array.from({ length: 50 }, () => deliver('post_purchase', `/post-purchase/v1/claims/${claimId}`)),
    );
    const row = await eventually(async () => {
      const rows = await claimRow(claimId);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.reasonDetail).toBe('El producto es defectuoso.');
      return rows[0] as NonNullable<(typeof rows)[0]>;
    });
    expect(row).toMatchObject({ orderId: order.id, companyId, accountId, status: 'opened', stage: 'claim' });
    expect(await t.db.select().from(mlClaims).where(eq(mlClaims.orderId, order.id))).toHaveLength(1);

    const shown = await t.admin.get(`/api/ml-orders/${order.id}/claims`);
    expect(shown.status).toBe(200);
    const list = deepStrict(mlClaimListSchema).parse(shown.json) as z.infer<typeof mlClaimListSchema>;
    expect(list.needs_action).toBe(1);
    const [claim] = list.data;
    expect(claim).toMatchObject({
      ml_claim_id: String(claimId),
      ml_order_id: String(mlOrderId),
      status_label: 'Abierto',
      stage_label: 'Reclamo con el comprador',
      reason: 'Producto diferente o defectuoso: El producto es defectuoso.',
      needs_action: true,
      return_received: false,
      sale_id: order.saleId,
    });
    expect(claim?.actions.map((action) => action.label)).toEqual([
      'Enviar un mensaje al comprador',
      'Devolver el dinero',
    ]);
    // Due in three days, as the marketplace dates its actions.
    const dueIn = new Date(claim?.due_at ?? 0).getTime() - Date.now();
    expect(dueIn).toBeGreaterThan(2.9 * 86_400_000);
    expect(dueIn).toBeLessThanOrEqual(3 * 86_400_000);

    // The order is «Con reclamo», and the badge counts it.
    const orders = await t.admin.get('/api/ml-orders?stage=con_reclamo');
    mlOrderListSchema.parse(orders.json);
    expect(orders.json.data.map((o: { id: number }) => o.id)).toContain(order.id);
    const all = await t.admin.get('/api/ml-orders/claims');
    expect(all.status).toBe(200);
    expect(mlClaimListSchema.parse(all.json).needs_action).toBeGreaterThanOrEqual(1);
  });

  it('fifty concurrent stores of one claim (notification and search racing) leave one row with the newest read', async () => {
    const account = { id: accountId, companyId, mlUserId: SELLER_ID };
    const remote = {
      id: 9_990_000_001,
      resource: 'order',
      resource_id: 2_000_000_000_000_001,
      status: 'opened',
      stage: 'claim',
      reason_id: 'PNR1',
      players: [],
      last_updated: '2026-11-20T10:00:00.000-04:00',
    };
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        upsertClaim(
          t.db,
          claimFactsOf(
            {
              ...remote,
              stage: index === 49 ? 'dispute' : 'claim',
              last_updated: index === 49 ? '2026-11-21T10:00:00.000-04:00' : remote.last_updated,
            },
            account,
          ),
        ),
      ),
    );
    const rows = await claimRow(remote.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.stage).toBe('dispute');
    // An older read arriving late changes nothing.
    await upsertClaim(t.db, claimFactsOf(remote, account));
    expect((await claimRow(remote.id))[0]?.stage).toBe('dispute');
  });

  it('a claim of an order we do not know is kept «no vinculado» and linked when the order arrives', async () => {
    const part = await listedPart();
    // The order exists on the marketplace but its notification has not come yet.
    const bought = await fake<{ orders: { id: number }[] }>('/orders', {
      seller_id: Number(SELLER_ID),
      foreign_items: [{ id: part.mlId, price: 1500, title: 'Alternador Tsuru' }],
      notify: false,
    });
    const mlOrderId = bought.orders[0]?.id as number;
    const opened = await fake<FakeClaimAnswer>('/claims', { order_id: mlOrderId, notify: false });
    await deliver('post_purchase', `/post-purchase/v1/claims/${opened.claim.id}`);
    const row = await eventually(async () => {
      const [found] = await claimRow(opened.claim.id);
      expect(found).toBeDefined();
      return found as NonNullable<typeof found>;
    });
    expect(row.orderId).toBeNull();
    const listed = mlClaimListSchema.parse((await t.admin.get('/api/ml-orders/claims')).json);
    expect(listed.data.find((claim) => claim.ml_claim_id === String(opened.claim.id))).toMatchObject({
      order_id: null,
      ml_order_id: String(mlOrderId),
      reason: 'Producto diferente o defectuoso',
    });

    await deliver('orders_v2', `/orders/${mlOrderId}`);
    const order = await eventually(async () => {
      const [found] = await t.db
        .select()
        .from(mlOrders)
        .where(eq(mlOrders.mlOrderId, String(mlOrderId)));
      expect(found).toBeDefined();
      return found as NonNullable<typeof found>;
    });
    const linked = mlClaimListSchema.parse((await t.admin.get(`/api/ml-orders/${order.id}/claims`)).json);
    expect(linked.data.map((claim) => claim.ml_claim_id)).toEqual([String(opened.claim.id)]);
  });

  it('the periodic search finds a claim whose notification was lost', async () => {
    const { order, mlOrderId } = await soldOrder();
    const opened = await fake<FakeClaimAnswer>('/claims', { order_id: mlOrderId, lose: true });
    expect(await claimRow(opened.claim.id)).toHaveLength(0);
    const synced = await t.admin.post('/api/ml-orders/claims/sync', {});
    expect(synced.status, synced.text).toBe(200);
    expect(synced.json.stored).toBeGreaterThanOrEqual(1);
    const [row] = await claimRow(opened.claim.id);
    expect(row).toMatchObject({ orderId: order.id, status: 'opened' });
    // Nothing changed: the next search stores nothing new for it.
    const before = row?.updatedAt.getTime();
    await t.admin.post('/api/ml-orders/claims/sync', {});
    const [after] = await claimRow(opened.claim.id);
    expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(before ?? 0);
    expect(await claimRow(opened.claim.id)).toHaveLength(1);

    // A claim that opened and closed with its return delivered, every notification lost.
    const closed = await fake<FakeClaimAnswer>('/claims', { order_id: mlOrderId, lose: true });
    await fake(`/claims/${closed.claim.id}/return`, { shipping_status: 'delivered', notify: false });
    await t.admin.post('/api/ml-orders/claims/sync', {});
    const shown = mlClaimListSchema.parse((await t.admin.get(`/api/ml-orders/${order.id}/claims`)).json);
    expect(shown.data.find((claim) => claim.ml_claim_id === String(closed.claim.id))).toMatchObject({
      status: 'closed',
      return_received: true,
    });
  });

  it('a delivered return lets the sale’s line be returned once through the returns flow', async () => {
    const { order, mlOrderId, part } = await soldOrder();
    const opened = await fake<FakeClaimAnswer>('/claims', { order_id: mlOrderId, notify: false });
    await fake(`/claims/${opened.claim.id}/return`, { shipping_status: 'shipped', notify: false });
    await deliver('post_purchase', `/post-purchase/v1/claims/${opened.claim.id}`);
    const inTransit = await eventually(async () => {
      const [row] = await claimRow(opened.claim.id);
      expect(row?.returnShipmentStatus).toBe('shipped');
      return row;
    });
    expect(inTransit?.status).toBe('opened');
    let shown = mlClaimListSchema.parse((await t.admin.get(`/api/ml-orders/${order.id}/claims`)).json);
    expect(shown.data[0]?.return_received).toBe(false);

    // The parcel reaches the yard: the claim closes and the return is delivered.
    await fake(`/claims/${opened.claim.id}/return`, { shipping_status: 'delivered', notify: false });
    await deliver('post_purchase', `/post-purchase/v1/claims/${opened.claim.id}`);
    await eventually(async () => {
      const [row] = await claimRow(opened.claim.id);
      expect(row?.returnShipmentStatus).toBe('delivered');
    });
    shown = mlClaimListSchema.parse((await t.admin.get(`/api/ml-orders/${order.id}/claims`)).json);
    const claim = shown.data[0];
    expect(claim).toMatchObject({
      status: 'closed',
      return_received: true,
      needs_action: false,
      line_returned: false,
      sale_id: order.saleId,
      resolution: 'El comprador devolvió el producto',
    });
    expect(claim?.sale_line_id).not.toBeNull();

    // The returns flow of the ticket: the part goes to revisión, the ML order named on the ticket.
    const body = {
      sale_id: claim?.sale_id,
      line_id: claim?.sale_line_id,
      reason: 'no_funciona',
      outcome: 'refund_original',
      destination: 'en_revision',
    };
    const returned = await t.admin.post('/api/returns', body);
    expect(returned.status, returned.text).toBe(200);
    expect(returned.json.refund_method).toBe('mercado_pago');
    expect((await t.partRow(part.id)).statusId).toBe(2);
    const again = await t.admin.post('/api/returns', body);
    expect(again.status).toBe(409);
    // The ticket had one line: it is «devuelta» now, so the returns module refuses it as not paid.
    expect(again.json.message).toMatch(/ya se devolvió|no está pagado/);
    expect((await t.admin.get(`/api/returns?sale_id=${claim?.sale_id}`)).json).toHaveLength(1);
    shown = mlClaimListSchema.parse((await t.admin.get(`/api/ml-orders/${order.id}/claims`)).json);
    expect(shown.data[0]?.line_returned).toBe(true);
  });
});

describe('a claim’s return at the counter', () => {
  /** An order with a claim whose return parcel is at `shipping`, as the claims list shows it. */
  async function claimWithReturn(shipping: 'shipped' | 'delivered') {
    const { order, mlOrderId, part } = await soldOrder();
    const opened = await fake<FakeClaimAnswer>('/claims', { order_id: mlOrderId, notify: false });
    await fake(`/claims/${opened.claim.id}/return`, { shipping_status: shipping, notify: false });
    await deliver('post_purchase', `/post-purchase/v1/claims/${opened.claim.id}`);
    await eventually(async () => {
      const [row] = await claimRow(opened.claim.id);
      expect(row?.returnShipmentStatus).toBe(shipping);
    });
    const shown = mlClaimListSchema.parse((await t.admin.get(`/api/ml-orders/${order.id}/claims`)).json);
    const claim = shown.data[0];
    expect(claim?.sale_line_id).not.toBeNull();
    return {
      part,
      mlClaimId: String(opened.claim.id),
      body: {
        sale_id: claim?.sale_id,
        line_id: claim?.sale_line_id,
        reason: 'no_funciona',
        outcome: 'refund_original',
        destination: 'en_revision',
      },
    };
  }

  it('a seller registers the return Mercado Libre decided (delivered), with the claim named and no supervisor', async () => {
    const { part, mlClaimId, body } = await claimWithReturn('delivered');
    const seller = await t.signedIn([4], companyId);
    const returned = await seller.post('/api/returns', body);
    expect(returned.status, returned.text).toBe(200);
    expect(returned.json).toMatchObject({
      within_warranty: false,
      approved_by_name: null,
      ml_claim_id: mlClaimId,
      refund_method: 'mercado_pago',
    });
    expect((await t.partRow(part.id)).statusId).toBe(2);
    expect((await t.activityOf(part.id)).join('\n')).toContain(
      `Devolución por reclamo de Mercado Libre ${mlClaimId}`,
    );
  });

  it('any other return of a Mercado Libre line keeps the rule: outside the warranty it is a supervisor’s', async () => {
    const { part, body } = await claimWithReturn('shipped');
    const seller = await t.signedIn([4], companyId);
    const sold = (await t.partRow(part.id)).statusId;
    const refused = await seller.post('/api/returns', body);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/supervisor/);
    expect((await t.partRow(part.id)).statusId).toBe(sold);
    // The supervisor's return of the same line is theirs, without a claim.
    const supervisor = await t.signedIn([5], companyId);
    const approved = await supervisor.post('/api/returns', body);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toMatchObject({ ml_claim_id: null, within_warranty: false });
    expect(approved.json.approved_by_name).not.toBeNull();
  });
});

describe('who sees claims', () => {
  it('role 3 cannot read them and an unknown order is 404', async () => {
    const viewer = await t.signedIn([3]);
    expect((await viewer.get('/api/ml-orders/claims')).status).toBe(403);
    expect((await t.admin.get('/api/ml-orders/999999/claims')).status).toBe(404);
  });
});
