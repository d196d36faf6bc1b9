import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart, referenceIds } from '../../../test/factories.ts';
import { createMarketplaceContext, eventually } from '../../../test/marketplace-kit.ts';
import { partImages } from '../../db/schema/index.ts';

let t: Awaited<ReturnType<typeof createMarketplaceContext>>;
let accountId: number;

beforeAll(async () => {
  t = await createMarketplaceContext();
  accountId = (await t.connectedAccount()).id;
});

/** A part for sale in the location, listed on the (fake) marketplace through the normal update. */
async function listedPartIn(locationId: number) {
  const model = await (await referenceIds(t.db)).model('Jetta');
  const part = await insertPart(t.db, {
    companyId: t.admin.companyId,
    name: 'Faro delantero izquierdo Volkswagen Jetta 2015-2018',
    categoryId: 71,
    makeId: model.makeId,
    modelId: model.id,
    years: [2015, 2016],
    conditionId: 2,
    originId: 1,
    sideId: 1,
    bulbTechId: 1,
    shippingTypeId: 2,
    statusId: 1,
    salePrice: 1800,
    locationId,
  });
  await t.db.insert(partImages).values({
    partId: part.id,
    storageKey: `parts/${part.id}/a.jpg`,
    thumbnailKey: 't/a.webp',
    width: 10,
    height: 10,
    sizeBytes: 1,
  });
  const saved = await t.admin.put(`/api/autoparts/update/${part.id}`, {
    version: part.version,
    store_ml_id: accountId,
  });
  expect(saved.status).toBe(200);
  const row = await t.partRow(part.id);
  expect(row.mlId).toMatch(/^MLM\d+$/);
  return row;
}

describe('stock check and the marketplace', () => {
  it('pauses the listing of a part not found, and activates it again when it is found', async () => {
    const location = await insertLocation(t.db, t.admin.companyId, 'P9-C1-1A');
    const part = await listedPartIn(location.id);
    const mlId = part.mlId as string;
    expect(t.fake.state.items.get(mlId)?.status).toBe('active');

    const missed = await t.admin.put('/api/autoparts/bulkUpdate', {
      autoparts: [],
      location: { id: location.id, name: location.name },
    });
    expect(missed.status).toBe(200);
    expect((await t.partRow(part.id)).statusId).toBe(2);
    await eventually(() => expect(t.fake.state.items.get(mlId)?.status).toBe('paused'));

    const found = await t.admin.put('/api/autoparts/bulkUpdate', {
      autoparts: [{ id: part.id, action: 'found' }],
      location: { id: location.id, name: location.name },
    });
    expect(found.status).toBe(200);
    expect((await t.partRow(part.id)).statusId).toBe(1);
    await eventually(() => expect(t.fake.state.items.get(mlId)?.status).toBe('active'));
  });
});
