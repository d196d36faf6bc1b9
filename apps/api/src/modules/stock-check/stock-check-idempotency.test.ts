import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { locations, partActivities, parts, stockChecks } from '../../db/schema/index.ts';

// docs/decisions/015-installable-app.md: a count queued on a phone without connection is sent with an
// idempotency key; a repeat answers the first save, and parts someone else changed meanwhile are reported per
// part.

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let adminA: Awaited<ReturnType<typeof ctx.signedIn>>;
let capturistA: Awaited<ReturnType<typeof ctx.signedIn>>;

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke A')).id;
  adminA = await ctx.signedIn([2], companyA);
  capturistA = await ctx.signedIn([3], companyA);
});

let counter = 0;
async function location() {
  counter += 1;
  return insertLocation(ctx.db, companyA, `K${counter}-C1-1A`);
}
function nextKey() {
  counter += 1;
  return `count-key-${String(counter).padStart(8, '0')}-abcdef`;
}
function part(values: Partial<typeof parts.$inferInsert> = {}) {
  return insertPart(ctx.db, { companyId: companyA, name: 'Faro Tsuru 2004-2008 Izquierdo', ...values });
}
async function partRow(id: number) {
  const [row] = await ctx.db.select().from(parts).where(eq(parts.id, id));
  return row!;
}
async function checksOf(locationId: number) {
  return ctx.db.select().from(stockChecks).where(eq(stockChecks.locationId, locationId));
}
async function activityCount(ids: number[]) {
  return (
    await ctx.db
      .select({ id: partActivities.id })
      .from(partActivities)
      .where(inArray(partActivities.partId, ids))
      .orderBy(asc(partActivities.id))
  ).length;
}

type Row = {
  id: number;
  action?: 'found' | 'added' | null;
  status_id?: number | null;
  location_id?: number | null;
};
function save(session: typeof adminA, loc: { id: number; name: string }, autoparts: Row[], key?: unknown) {
  return session.put('/api/autoparts/bulkUpdate', {
    autoparts,
    location: { id: loc.id, name: loc.name },
    ...(key === undefined ? {} : { idempotency_key: key }),
  });
}

/** The rows a device sends after loading the location: what it read of each part. */
function seen(p: { id: number; statusId: number; locationId: number | null }, action: Row['action']): Row {
  return { id: p.id, action, status_id: p.statusId, location_id: p.locationId };
}

describe('PUT /api/autoparts/bulkUpdate with an idempotency key', () => {
  it('answers a repeated key with the first result and applies nothing again', async () => {
    const here = await location();
    const found = await part({ locationId: here.id, statusId: 2 });
    const missing = await part({ locationId: here.id, statusId: 1 });
    const key = nextKey();
    const count = [seen(found, 'found'), seen(missing, null)];
    const first = await save(adminA, here, count, key);
    expect(first.status).toBe(200);
    expect(first.json.stock_check).toMatchObject({ found: 1, missing: 1, repeated: false });
    expect(first.json.conflicts).toEqual([]);
    const after = await Promise.all([found.id, missing.id].map(partRow));
    const activities = await activityCount([found.id, missing.id]);

    // Someone makes the missing part available again; the lost-answer retry must not mark it
    // missing a second time: the key answers the first save, it is not a new count.
    await ctx.db.update(parts).set({ statusId: 1 }).where(eq(parts.id, missing.id));
    const again = await save(adminA, here, count, key);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ ...first.json, stock_check: { ...first.json.stock_check, repeated: true } });
    expect(await checksOf(here.id)).toHaveLength(1);
    expect(await activityCount([found.id, missing.id])).toBe(activities);
    expect((await partRow(missing.id)).statusId).toBe(1);
    expect(await partRow(found.id)).toEqual(after[0]);
  });

  it('stores one record when two saves with the same key arrive together', async () => {
    const here = await location();
    const items = await Promise.all([1, 2, 3].map(() => part({ locationId: here.id, statusId: 1 })));
    const key = nextKey();
    const count = items.map((p) => seen(p, 'found'));
    const answers = await Promise.all([save(adminA, here, count, key), save(adminA, here, count, key)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.json.stock_check.id).toBe(answers[1]!.json.stock_check.id);
    expect(answers.map((a) => a.json.stock_check.repeated).sort()).toEqual([false, true]);
    expect(await checksOf(here.id)).toHaveLength(1);
    expect(await activityCount(items.map((p) => p.id))).toBe(3);
  });

  it('refuses a key reused for another count, even when both arrive together, and stores one', async () => {
    const one = await location();
    const two = await location();
    const a = await part({ locationId: one.id, statusId: 1 });
    const b = await part({ locationId: two.id, statusId: 1 });
    const key = nextKey();
    const answers = await Promise.all([
      save(adminA, one, [seen(a, 'found')], key),
      save(adminA, two, [seen(b, 'found')], key),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const refused = answers.find((r) => r.status === 422)!;
    expect(refused.json.errors.idempotency_key[0]).toBe(
      'Esta clave de guardado ya se usó para otro inventario; vuelve a contar y guarda de nuevo.',
    );
    expect((await checksOf(one.id)).length + (await checksOf(two.id)).length).toBe(1);

    // The same location with a different count under the same key is refused too.
    const winner = answers.find((r) => r.status === 200)!.json.stock_check.location.id;
    const loc = winner === one.id ? one : two;
    const other = winner === one.id ? a : b;
    expect((await save(adminA, loc, [seen(other, null)], key)).status).toBe(422);
  });

  it('keeps keys per user: another user’s count with the same key is a new count', async () => {
    const here = await location();
    const p = await part({ locationId: here.id, statusId: 1 });
    const key = nextKey();
    expect((await save(adminA, here, [seen(p, 'found')], key)).json.stock_check.repeated).toBe(false);
    const other = await save(capturistA, here, [seen(p, 'found')], key);
    expect(other.status).toBe(200);
    expect(other.json.stock_check.repeated).toBe(false);
    expect(await checksOf(here.id)).toHaveLength(2);
  });

  it('reports per part what someone changed meanwhile and leaves it as it is; applies the rest', async () => {
    const here = await location();
    const elsewhere = await location();
    const sold = await part({ locationId: here.id, statusId: 1 });
    const movedAway = await part({ locationId: here.id, statusId: 1 });
    const putHere = await part({ locationId: elsewhere.id, statusId: 1 });
    const deleted = await part({ locationId: here.id, statusId: 1 });
    const fine = await part({ locationId: here.id, statusId: 2 });
    const missingFine = await part({ locationId: here.id, statusId: 1 });
    // What the device read before the Wi-Fi dropped:
    const count = [
      seen(sold, 'found'),
      seen(movedAway, null),
      seen(deleted, 'found'),
      seen(fine, 'found'),
      seen(missingFine, null),
    ];
    // Meanwhile, with connection, others sell one part, move one, put one here and delete one.
    await ctx.db.update(parts).set({ statusId: 4, version: 2 }).where(eq(parts.id, sold.id));
    await ctx.db.update(parts).set({ locationId: elsewhere.id }).where(eq(parts.id, movedAway.id));
    await ctx.db.update(parts).set({ locationId: here.id }).where(eq(parts.id, putHere.id));
    await ctx.db.update(parts).set({ deletedAt: new Date() }).where(eq(parts.id, deleted.id));

    const response = await save(adminA, here, count, nextKey());
    expect(response.status).toBe(200);
    expect(response.json.conflicts).toEqual([
      {
        id: sold.id,
        reason: 'changed',
        status: { id: 4, name: expect.any(String) },
        location: { id: here.id, name: here.name },
      },
      {
        id: movedAway.id,
        reason: 'changed',
        status: { id: 1, name: 'Disponible' },
        location: { id: elsewhere.id, name: elsewhere.name },
      },
      {
        id: putHere.id,
        reason: 'unseen',
        status: { id: 1, name: 'Disponible' },
        location: { id: here.id, name: here.name },
      },
      { id: deleted.id, reason: 'gone', status: null, location: null },
    ]);
    expect(response.json.stock_check).toMatchObject({ found: 1, added: 0, missing: 1, repeated: false });
    // Nothing of someone else's change was overwritten…
    expect((await partRow(sold.id)).statusId).toBe(4);
    expect((await partRow(movedAway.id)).locationId).toBe(elsewhere.id);
    expect((await partRow(putHere.id)).statusId).toBe(1);
    expect(await activityCount([sold.id, movedAway.id, putHere.id, deleted.id])).toBe(0);
    // …and the rest of the count is saved as if online.
    expect((await partRow(fine.id)).statusId).toBe(1);
    expect((await partRow(missingFine.id)).statusId).toBe(2);
  });

  it('two phones that counted the same location offline: the second reports what the first changed', async () => {
    const here = await location();
    const found = await part({ locationId: here.id, statusId: 2 });
    const missing = await part({ locationId: here.id, statusId: 1 });
    // Both phones loaded the list before the Wi-Fi dropped, and both counted the same.
    const count = [seen(found, 'found'), seen(missing, null)];
    const first = await save(adminA, here, count, nextKey());
    expect(first.json.conflicts).toEqual([]);
    const second = await save(capturistA, here, count, nextKey());
    expect(second.status).toBe(200);
    expect(second.json.conflicts.map((c: { id: number; reason: string }) => [c.id, c.reason])).toEqual([
      [found.id, 'changed'],
      [missing.id, 'changed'],
    ]);
    expect(second.json.stock_check).toMatchObject({ found: 0, missing: 0, changed: 0 });
    expect(await partRow(found.id)).toMatchObject({ statusId: 1 });
    expect(await partRow(missing.id)).toMatchObject({ statusId: 2 });
    expect(await checksOf(here.id)).toHaveLength(2);
  });

  it('counts a part scanned without connection (never read by the device) as added', async () => {
    const here = await location();
    const elsewhere = await location();
    const scanned = await part({ locationId: elsewhere.id, statusId: 2 });
    const response = await save(adminA, here, [{ id: scanned.id, action: 'added' }], nextKey());
    expect(response.json.conflicts).toEqual([]);
    expect(response.json.stock_check).toMatchObject({ added: 1 });
    expect(await partRow(scanned.id)).toMatchObject({ locationId: here.id, statusId: 1 });
  });

  it('answers the first result to a retry arriving after the location was deleted', async () => {
    const here = await location();
    const p = await part({ locationId: here.id, statusId: 1 });
    const key = nextKey();
    const first = await save(adminA, here, [seen(p, 'found')], key);
    await ctx.db.update(locations).set({ deletedAt: new Date() }).where(eq(locations.id, here.id));
    const again = await save(adminA, here, [seen(p, 'found')], key);
    expect(again.status).toBe(200);
    expect(again.json.stock_check).toMatchObject({ id: first.json.stock_check.id, repeated: true });
    // A count never saved for a deleted location is refused with the usual Spanish 404.
    const late = await save(adminA, here, [seen(p, 'found')], nextKey());
    expect(late.status).toBe(404);
    expect(late.json.message).toBe('La ubicación no existe o no pertenece a tu empresa.');
  });

  it('refuses a malformed key with 422 and saves nothing', async () => {
    const here = await location();
    const p = await part({ locationId: here.id, statusId: 1 });
    for (const key of [
      'corta',
      'x'.repeat(65),
      'clave con espacios 123',
      'clave\u0000nul-0123456789',
      42,
      {},
    ]) {
      const response = await save(adminA, here, [seen(p, 'found')], key);
      expect([400, 422], String(key)).toContain(response.status);
      if (response.status === 422 && response.json.errors) {
        expect(Object.keys(response.json.errors)).toContain('idempotency_key');
      }
    }
    expect(await checksOf(here.id)).toHaveLength(0);
  });
});

describe('PUT /api/autoparts/bulkUpdate without a key (old clients)', () => {
  it('keeps the original rules: stale rows are not compared, unknown parts refuse the count', async () => {
    const here = await location();
    const p = await part({ locationId: here.id, statusId: 2 });
    // An old client sends what it read minutes ago (status 1); the count still applies.
    const response = await save(adminA, here, [
      { id: p.id, action: 'found', status_id: 1, location_id: null },
    ]);
    expect(response.status).toBe(200);
    expect(response.json.conflicts).toEqual([]);
    expect((await partRow(p.id)).statusId).toBe(1);
    const deleted = await part({ locationId: here.id, statusId: 1, deletedAt: new Date() });
    const refused = await save(adminA, here, [{ id: deleted.id, action: 'found' }]);
    expect(refused.status).toBe(422);
    // A repeat without key is still recognised by its content.
    const again = await save(adminA, here, [{ id: p.id, action: 'found' }]);
    expect(again.json.stock_check.repeated).toBe(true);
    expect(await checksOf(here.id)).toHaveLength(1);
  });
});
