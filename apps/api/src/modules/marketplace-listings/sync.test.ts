import { generatePartName } from '@yonke/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertPart, referenceIds } from '../../../test/factories.ts';
import { startFakeMl } from '../../../test/fake-ml/fake-ml-server.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { createMarketplaceContext, eventually, SELLER_ID } from '../../../test/marketplace-kit.ts';
import { marketplaceAccounts, partImages, parts } from '../../db/schema/index.ts';

/** What the fake received as an item body. */
interface SentItem {
  title?: string;
  family_name?: string;
  price: number;
  attributes: { id: string; value_name?: string; value_id?: string }[];
  pictures: { id?: string; source?: string }[];
}

let t: Awaited<ReturnType<typeof createMarketplaceContext>>;
let accountId: number;

beforeAll(async () => {
  t = await createMarketplaceContext();
  accountId = (await t.connectedAccount()).id;
});

afterEach(async () => {
  t.fake.state.faults.length = 0;
  t.fake.state.slowdowns.length = 0;
  t.fake.state.sellers.clear();
  await t.db.update(marketplaceAccounts).set({ userProductSeller: true });
});

async function fault(rule: Record<string, unknown>) {
  await fetch(`${t.fake.url}/_fake/faults`, { method: 'POST', body: JSON.stringify(rule) });
}

/** The fake's listings carrying our reference for the part. */
function listingsOf(partId: number) {
  return [...t.fake.state.items.values()].filter((item) => item.seller_custom_field === `AV-${partId}`);
}

async function putOnSale(part: { id: number; version: number }) {
  return t.admin.put(`/api/autoparts/update/${part.id}`, { version: part.version, store_ml_id: accountId });
}

/** A part for sale with vehicle data and two photos, not yet listed. */
async function availablePart(values: Record<string, unknown> = {}) {
  const refs = await referenceIds(t.db);
  const model = await refs.model('Jetta');
  const part = await insertPart(t.db, {
    companyId: t.admin.companyId,
    name: 'Faro delantero izquierdo Volkswagen Jetta 2015-2018 con arnés y bases originales',
    description: 'Faro en buen estado.\nSin golpes.',
    autopartNumber: '5C7941005',
    categoryId: 71,
    makeId: model.makeId,
    modelId: model.id,
    years: [2015, 2016, 2017, 2018],
    conditionId: 2,
    originId: 1,
    sideId: 1,
    bulbTechId: 1,
    shippingTypeId: 2,
    statusId: 1,
    salePrice: 1800,
    ...values,
  });
  await t.db.insert(partImages).values([
    {
      partId: part.id,
      storageKey: `parts/${part.id}/b.jpg`,
      thumbnailKey: 't/b.webp',
      width: 10,
      height: 10,
      sizeBytes: 1,
      position: 1,
    },
    {
      partId: part.id,
      storageKey: `parts/${part.id}/a.jpg`,
      thumbnailKey: 't/a.webp',
      width: 10,
      height: 10,
      sizeBytes: 1,
      position: 0,
    },
  ]);
  return part;
}

async function listedPart() {
  const part = await availablePart();
  const saved = await t.admin.put(`/api/autoparts/update/${part.id}`, {
    version: part.version,
    store_ml_id: accountId,
  });
  expect(saved.status).toBe(200);
  expect(saved.json.sync).toBe(true);
  return t.partRow(part.id);
}

describe('listing sync', () => {
  it('creates a listing when a part gets a marketplace account, with the mapped fields', async () => {
    const part = await availablePart();
    const saved = await t.admin.put(`/api/autoparts/update/${part.id}`, {
      version: part.version,
      store_ml_id: accountId,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.sync).toBe(true);

    const row = await t.partRow(part.id);
    expect(row.mlId).toMatch(/^MLM\d+$/);
    expect(row.mlStatus).toBe('active');
    expect(saved.json.autopart.ml_id ?? row.mlId).toBe(row.mlId);

    const [create] = t.received('/items', 'POST').filter((r) => r.path === '/items');
    const body = create?.body as SentItem;
    // A Mexican seller publishes as "user products": family_name, and the marketplace builds the title.
    // Built by the shared part-name builder from the part's category, model, years, side and make.
    expect(body.family_name).toBe(
      generatePartName({
        category: 'Faros',
        model: 'Jetta',
        years: [2015, 2016, 2017, 2018],
        side: 'Izquierda',
        make: 'Volkswagen',
      }),
    );
    expect(body).not.toHaveProperty('title');
    expect(body).toMatchObject({
      price: 1800,
      currency_id: 'MXN',
      available_quantity: 1,
      buying_mode: 'buy_it_now',
      listing_type_id: 'gold_special',
      condition: 'used',
      // Faros has no marketplace category of its own: domain discovery chose one (catalog.service.ts).
      category_id: 'MLM194238',
      seller_custom_field: `AV-${part.id}`,
      shipping: { mode: 'me2', free_shipping: false },
    });
    const attributes = Object.fromEntries(body.attributes.map((a) => [a.id, a.value_id ?? a.value_name]));
    expect(attributes).toMatchObject({
      BRAND: 'Volkswagen',
      MODEL: 'Jetta',
      YEAR: '2015-2018',
      PART_NUMBER: '5C7941005',
      // The value id of «Usado» in the category's ITEM_CONDITION list, not our words.
      ITEM_CONDITION: '2230581',
      ORIGIN: 'Original',
      SIDE: 'Izquierdo',
      BULB_TECHNOLOGY: 'Halógeno',
      VEHICLE_TYPE: 'Auto/Camioneta',
    });
    // Photos by position, as public URLs; the marketplace's ids are kept for the next sync.
    expect(body.pictures).toEqual([
      { source: `https://yonke.example.com/media/parts/${part.id}/a.jpg` },
      { source: `https://yonke.example.com/media/parts/${part.id}/b.jpg` },
    ]);
    const images = await t.db.select().from(partImages).orderBy(partImages.position);
    const mine = images.filter((image) => image.partId === part.id);
    expect(mine.every((image) => image.mlPictureId)).toBe(true);
    const item = t.fake.state.items.get(row.mlId!);
    expect(item?.description).toBe('Faro en buen estado.\nSin golpes.');

    const activity = await t.activityOf(part.id);
    expect(activity).toContain(`Mercado Libre: publicada como ${row.mlId}`);
    expect(activity.at(-1)).toBe('Mercado Libre: sincronizada');
  });

  it('sends price and status changes, reusing the known picture ids', async () => {
    const part = await listedPart();
    const mlId = part.mlId!;
    t.fake.state.requests.length = 0;

    const priced = await t.admin.put(`/api/autoparts/update/${part.id}`, {
      version: part.version,
      sale_price: 2500,
    });
    expect(priced.status).toBe(200);
    expect(priced.json.sync).toBe(true);
    const [put] = t.received(`/items/${mlId}`, 'PUT').filter((r) => r.path === `/items/${mlId}`);
    const body = put?.body as SentItem;
    expect(body.price).toBe(2500);
    // A user-products seller's title belongs to the marketplace: never sent.
    expect(body).not.toHaveProperty('title');
    expect(body.pictures.every((p) => typeof p.id === 'string' && !p.source)).toBe(true);
    const described = t.received(`/items/${mlId}/description`, 'PUT');
    expect(described).toHaveLength(1);
    expect(described[0]?.query).toEqual({ api_version: '2' });
    expect(t.fake.state.items.get(mlId)?.price).toBe(2500);

    // Separar (2): the listing is paused.
    const reserved = await t.admin.put(`/api/autoparts/updateStatus/${part.id}`, {
      status_id: 2,
      reason: 'Cliente',
    });
    expect(reserved.json.sync).toBe(true);
    expect(t.fake.state.items.get(mlId)?.status).toBe('paused');
    expect((await t.partRow(part.id)).mlStatus).toBe('paused');

    // Back to Disponible through the form's status selector, then Vender (4): closing is sent on its own.
    const available = await t.admin.put(`/api/autoparts/update/${part.id}`, {
      version: reserved.json.autopart.version,
      status_id: 1,
    });
    expect(available.json.sync).toBe(true);
    expect(t.fake.state.items.get(mlId)?.status).toBe('active');
    t.fake.state.requests.length = 0;
    const sold = await t.admin.put(`/api/autoparts/updateStatus/${part.id}`, {
      status_id: 4,
      reason: 'Venta en mostrador',
      final_price: 2400,
    });
    expect(sold.json.sync).toBe(true);
    const close = t.received(`/items/${mlId}`, 'PUT').find((r) => r.path === `/items/${mlId}`);
    expect(close?.body).toEqual({ status: 'closed' });
    expect(t.fake.state.items.get(mlId)?.status).toBe('closed');

    // Reactivar: a closed listing cannot reopen, so it is relisted with a new id.
    const reactivated = await t.admin.put(`/api/autoparts/updateStatus/${part.id}`, {
      status_id: 1,
      reason: 'Devolución',
    });
    expect(reactivated.json.sync).toBe(true);
    const after = await t.partRow(part.id);
    expect(after.mlId).not.toBe(mlId);
    expect(after.mlStatus).toBe('active');
    expect(t.received(`/items/${mlId}/relist`, 'POST')).toHaveLength(1);
    expect(t.fake.state.items.get(after.mlId!)?.parent_item_id).toBe(mlId);
    expect(await t.activityOf(part.id)).toContain(
      `Mercado Libre: publicada de nuevo como ${after.mlId} (antes ${mlId})`,
    );
  });

  it('retries a 429 storm with back-off and ends synced', async () => {
    const part = await listedPart();
    const mlId = part.mlId!;
    await fetch(`${t.fake.url}/_fake/faults`, {
      method: 'POST',
      body: JSON.stringify({ status: 429, count: 5, path: `/items/${mlId}` }),
    });
    const saved = await t.admin.put(`/api/autoparts/update/${part.id}`, {
      version: part.version,
      sale_price: 3100,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.sync).toBe(false);
    await eventually(async () => {
      expect(t.fake.state.items.get(mlId)?.price).toBe(3100);
      expect((await t.activityOf(part.id)).at(-1)).toBe('Mercado Libre: sincronizada');
    }, 25_000);
    const activity = await t.activityOf(part.id);
    expect(activity.some((line) => line.includes('429') && line.endsWith('(se reintentará)'))).toBe(true);
    expect(t.received(`/items/${mlId}`).filter((r) => r.status === 429)).toHaveLength(5);
  }, 40_000);

  it('republishes a listing under review as a new listing, keeping the old id in the activity', async () => {
    const part = await listedPart();
    const mlId = part.mlId!;
    t.fake.state.items.get(mlId)!.status = 'under_review';
    await t.db.update(parts).set({ mlStatus: 'under_review' }).where(eq(parts.id, part.id));
    const answer = await t.admin.post('/api/autoparts/republish', { id: part.id });
    expect(answer.status).toBe(200);
    expect(answer.json.sync).toBe(true);
    const after = await t.partRow(part.id);
    expect(after.mlId).not.toBe(mlId);
    expect(after.mlStatus).toBe('active');
    expect(await t.activityOf(part.id)).toContain(
      `Mercado Libre: publicada de nuevo como ${after.mlId} (antes ${mlId})`,
    );
  });

  it('pauses the listing of a deleted part and never touches local photos', async () => {
    const part = await listedPart();
    const deleted = await t.admin.delete(`/api/autoparts/destroy/${part.id}`);
    expect(deleted.status).toBe(200);
    await eventually(() => expect(t.fake.state.items.get(part.mlId!)?.status).toBe('paused'));
    const photos = (await t.db.select().from(partImages)).filter((image) => image.partId === part.id);
    expect(photos).toHaveLength(2);
  });

  it('records a 4xx refusal without retrying', async () => {
    const part = await listedPart();
    // The fake refuses prices of 0 or less; the part form would not send it, so the row is edited.
    await t.db.update(parts).set({ salePrice: -5 }).where(eq(parts.id, part.id));
    const answer = await t.admin.put(`/api/autoparts/updateStatus/${part.id}`, { status_id: 2, reason: 'x' });
    expect(answer.json.sync).toBe(false);
    const activity = await t.activityOf(part.id);
    expect(activity.at(-1)).toMatch(/^Mercado Libre: error HTTP 400: .*\(no se reintentará\)$/);
  });
});

describe('the marketplace as documented: lost answers, seller models, refusals', () => {
  it('a create whose answer is lost twice ends with exactly one listing', async () => {
    const part = await availablePart();
    // The marketplace creates the item and the answer never arrives, twice in a row.
    await fault({ status: 500, count: 2, pathIs: '/items', method: 'POST', after: true });
    const saved = await putOnSale(part);
    expect(saved.status).toBe(200);
    const row = await eventually(async () => {
      const current = await t.partRow(part.id);
      expect(current.mlId).toMatch(/^MLM/);
      expect((await t.activityOf(part.id)).at(-1)).toBe('Mercado Libre: sincronizada');
      return current;
    }, 25_000);
    const listings = listingsOf(part.id);
    expect(listings.map((item) => item.id)).toEqual([row.mlId]);
    // Found again by our reference with the parameter that searches seller_custom_field.
    const searches = t.received('/items/search', 'GET');
    expect(searches.at(-1)?.query).toMatchObject({ sku: `AV-${part.id}` });
    expect(searches.some((r) => 'seller_sku' in r.query)).toBe(false);
  }, 40_000);

  it('follows a seller moved to user products between two syncs', async () => {
    // A classic seller: titles on create and update.
    t.fake.state.sellers.set(Number(t.fake.state.approving.id), { userProductSeller: false });
    await t.db.update(marketplaceAccounts).set({ userProductSeller: false });
    const part = await availablePart();
    expect((await putOnSale(part)).json.sync).toBe(true);
    const row = await t.partRow(part.id);
    const [create] = t
      .received('/items', 'POST')
      .filter((r) => r.path === '/items')
      .slice(-1);
    expect(create?.body).toHaveProperty('title');
    expect(create?.body).not.toHaveProperty('family_name');

    // Moved to user products: a title is now refused; the account's tags are read again.
    t.fake.state.sellers.clear();
    const priced = await t.admin.put(`/api/autoparts/update/${part.id}`, {
      version: row.version,
      sale_price: 2100,
    });
    expect(priced.json.sync).toBe(true);
    expect(t.fake.state.items.get(row.mlId!)?.price).toBe(2100);
    const puts = t.received(`/items/${row.mlId}`, 'PUT').filter((r) => r.path === `/items/${row.mlId}`);
    expect(puts.at(-2)?.status).toBe(400);
    expect(puts.at(-1)?.body).not.toHaveProperty('title');
    expect((await t.accountRow(accountId)).userProductSeller).toBe(true);
  });

  it('sends nothing while the account’s tags cannot be read, then lists once', async () => {
    await t.db.update(marketplaceAccounts).set({ userProductSeller: null });
    await fault({ status: 500, count: 3, pathIs: `/users/${SELLER_ID}`, method: 'GET' });
    const part = await availablePart();
    const saved = await putOnSale(part);
    expect(saved.json.sync).toBe(false);
    await eventually(async () => {
      expect((await t.activityOf(part.id)).join('\n')).toContain('no se pudo leer el tipo de cuenta');
    });
    await eventually(async () => expect((await t.partRow(part.id)).mlId).toMatch(/^MLM/), 25_000);
    expect(listingsOf(part.id)).toHaveLength(1);
    expect((await t.accountRow(accountId)).userProductSeller).toBe(true);
  }, 40_000);

  it('answers 409, 429 and 500 in turn: retried with back-off and synced', async () => {
    const part = await listedPart();
    const mlId = part.mlId!;
    for (const status of [409, 429, 500])
      await fault({ status, count: 1, pathIs: `/items/${mlId}`, method: 'PUT' });
    await t.admin.put(`/api/autoparts/update/${part.id}`, { version: part.version, sale_price: 2700 });
    await eventually(async () => {
      expect(t.fake.state.items.get(mlId)?.price).toBe(2700);
      expect((await t.activityOf(part.id)).at(-1)).toBe('Mercado Libre: sincronizada');
    }, 25_000);
    const statuses = t
      .received(`/items/${mlId}`, 'PUT')
      .filter((r) => r.path === `/items/${mlId}`)
      .map((r) => r.status)
      .slice(-4);
    expect(statuses).toEqual([409, 429, 500, 200]);
  }, 40_000);

  it('stops a listing without a photo or under the minimum price and says why in Spanish', async () => {
    const creates = () => t.received('/items', 'POST').filter((r) => r.path === '/items').length;
    const before = creates();
    const part = await availablePart({ salePrice: 20 });
    await t.db.delete(partImages).where(eq(partImages.partId, part.id));
    const saved = await putOnSale(part);
    expect(saved.json.sync).toBe(false);
    const problems = await t.admin.get('/api/listing-problems');
    const entry = problems.json.data.find((p: { part: { id: number } }) => p.part.id === part.id);
    expect(entry.health.last_sync.reason).toContain('Falta una foto');
    expect(entry.health.last_sync.reason).toContain('El precio mínimo en Mercado Libre es $35.');
    expect((await t.activityOf(part.id)).join('\n')).toContain('Falta una foto');
    expect(creates()).toBe(before);
  });
});

describe('without ML_CLIENT_ID', () => {
  it('calls nothing and answers sync false', async () => {
    const fake = await startFakeMl();
    const context = await createTestContext({
      jobs: true,
      env: { ML_API_URL: fake.url, ML_AUTH_URL: fake.url },
    });
    try {
      const admin = await context.signedIn([1]);
      const part = await insertPart(context.db, {
        companyId: admin.companyId,
        mlId: 'MLM1234567',
        mlStatus: 'active',
        statusId: 1,
      });
      const answer = await admin.put(`/api/autoparts/updateStatus/${part.id}`, { status_id: 2, reason: 'x' });
      expect(answer.status).toBe(200);
      expect(answer.json.sync).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fake.state.requests).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });
});
