import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../../test/factories.ts';
import {
  createMarketplaceContext,
  eventually,
  ML_CLIENT_ID,
  SELLER_ID,
} from '../../../test/marketplace-kit.ts';
import { marketplaceNotifications, partImages } from '../../db/schema/index.ts';

let t: Awaited<ReturnType<typeof createMarketplaceContext>>;
let accountId: number;

beforeAll(async () => {
  t = await createMarketplaceContext();
  accountId = (await t.connectedAccount()).id;
});

/** Posts to the webhook as Mercado Libre does: no cookie, no XSRF header. */
async function deliver(payload: Record<string, unknown>) {
  const response = await t.app.request('/api/ml/notifications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      user_id: Number(SELLER_ID),
      application_id: Number(ML_CLIENT_ID),
      attempts: 1,
      sent: new Date().toISOString(),
      received: new Date().toISOString(),
      ...payload,
    }),
  });
  return response;
}

async function notificationsFor(resource: string) {
  return t.db.select().from(marketplaceNotifications).where(eq(marketplaceNotifications.resource, resource));
}

/** A part listed through the fake (a real listing there) and for sale here. */
async function listedPart() {
  const part = await insertPart(t.db, {
    companyId: t.admin.companyId,
    name: 'Calavera trasera derecha Nissan Versa 2016',
    // A part is listed in its category's marketplace category (no catch-all fallback any more).
    categoryId: 34,
    statusId: 1,
    salePrice: 950,
    marketplaceAccountId: accountId,
  });
  // A listing type that requires pictures is refused without one.
  await t.db.insert(partImages).values({
    partId: part.id,
    storageKey: `parts/${part.id}/a.jpg`,
    thumbnailKey: `t/${part.id}.webp`,
    width: 10,
    height: 10,
    sizeBytes: 1,
    position: 0,
  });
  const saved = await t.admin.put(`/api/autoparts/update/${part.id}`, {
    version: part.version,
    sale_price: 990,
  });
  expect(saved.json.sync).toBe(true);
  const row = await t.partRow(part.id);
  expect(row.mlId).toBeTruthy();
  return row;
}

describe('notifications webhook (/api/ml/notifications)', () => {
  it('ignores (200) a notification for another application and stores nothing', async () => {
    const response = await deliver({ topic: 'items', resource: '/items/MLM1', application_id: 42 });
    expect(response.status).toBe(200);
    expect(await notificationsFor('/items/MLM1')).toHaveLength(0);
    const unreadable = await t.app.request('/api/ml/notifications', { method: 'POST', body: 'no es json' });
    expect(unreadable.status).toBe(200);
  });

  it('marks a part sold once when a sale is notified twice, keeping local data', async () => {
    const part = await listedPart();
    const mlId = part.mlId!;
    // The buyer pays on the marketplace; the fake notifies our webhook (topic items).
    t.fake.state.webhookUrl = 'http://127.0.0.1:9/never';
    const sale = await fetch(`${t.fake.url}/_fake/items/${mlId}/sell`, {
      method: 'POST',
      body: JSON.stringify({ notify: false }),
    });
    expect(sale.status).toBe(200);
    // A renamed title on the marketplace must not reach us.
    t.fake.state.items.get(mlId)!.title = 'Título cambiado en Mercado Libre';

    const [first, second] = await Promise.all([
      deliver({ topic: 'items', resource: `/items/${mlId}` }),
      deliver({ topic: 'items', resource: `/items/${mlId}` }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);

    await eventually(async () => {
      const rows = await notificationsFor(`/items/${mlId}`);
      // Two at most: the inbox drops a twin that arrives while the first still waits (migration 0017).
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(rows.length).toBeLessThanOrEqual(2);
      expect(rows.every((row) => row.processedAt !== null)).toBe(true);
    });
    const after = await t.partRow(part.id);
    expect(after.statusId).toBe(4);
    expect(after.mlStatus).toBe('closed');
    expect(after.finalPrice).toBe(990);
    expect(after.name).toBe('Calavera trasera derecha Nissan Versa 2016');
    expect(after.salePrice).toBe(990);
    const activity = await t.activityOf(part.id);
    expect(activity.filter((line) => line === 'Estatus actualizado: Disponible → Vendido')).toHaveLength(1);
    expect(activity.filter((line) => line.startsWith('Autoparte vendida en Mercado Libre'))).toHaveLength(1);
    // Sold: the form's version moved on, so a stale edit is refused instead of reviving the part.
    expect(after.version).toBeGreaterThan(part.version);
  });

  it('follows an orders_v2 notification to the sold item', async () => {
    const part = await listedPart();
    t.fake.state.webhookUrl = 'http://127.0.0.1:9/never';
    const sale = await fetch(`${t.fake.url}/_fake/items/${part.mlId}/sell`, {
      method: 'POST',
      body: JSON.stringify({ notify: false }),
    });
    const { order } = (await sale.json()) as { order: { id: number } };
    await deliver({ topic: 'orders_v2', resource: `/orders/${order.id}` });
    await eventually(async () => expect((await t.partRow(part.id)).statusId).toBe(4));
  });

  it('logs and marks processed a notification of an unknown item or account', async () => {
    await deliver({ topic: 'items', resource: '/items/MLM999999999' });
    await deliver({ topic: 'items', resource: '/items/MLM888', user_id: 1 });
    await eventually(async () => {
      const [unknownItem] = await notificationsFor('/items/MLM999999999');
      expect(unknownItem?.processedAt).not.toBeNull();
      expect(unknownItem?.error).toBe('publicación sin autoparte');
      const [unknownAccount] = await notificationsFor('/items/MLM888');
      expect(unknownAccount?.processedAt).not.toBeNull();
      expect(unknownAccount?.error).toBe('cuenta de Mercado Libre desconocida');
    });
  });

  it('a listing status change reaches ml_status only', async () => {
    const part = await listedPart();
    t.fake.state.items.get(part.mlId!)!.status = 'paused';
    await deliver({ topic: 'items', resource: `/items/${part.mlId}` });
    await eventually(async () => expect((await t.partRow(part.id)).mlStatus).toBe('paused'));
    expect((await t.partRow(part.id)).statusId).toBe(1);
  });
});
