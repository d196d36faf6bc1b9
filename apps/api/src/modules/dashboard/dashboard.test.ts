import {
  AGING_BUCKETS,
  addDays,
  agingLink,
  businessToday,
  type ListLink,
  locationCheckLink,
  marketplaceLink,
  salesLink,
  statusLink,
  stockLink,
} from '@yonke/domain';
import { type DashboardData, dashboardResponseSchema } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { partImages, stockChecks } from '../../db/schema/index.ts';

// Figures against the lists their links open, on generated data (real PostgreSQL). Each list is
// asked with the URL parameters the Tablero's link carries, read as the list screens read them.

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let companyA: number;
let companyB: number;
let emptyCompany: number;
let adminA: Session;
let supervisorA: Session;
let sellerA: Session;
let capturistA: Session;
let superadmin: Session;
let adminEmpty: Session;
const soldToday: number[] = [];

/** A small deterministic generator: the same data on every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const MX = sql.raw(`'America/Mexico_City'`);
/** An instant `days` days before the start of today in Mexico City, plus `minutes`. */
const mxInstant = (days: number, minutes: number) =>
  sql`((now() at time zone ${MX})::date - ${days}::int)::timestamp at time zone ${MX} + make_interval(mins => ${minutes})`;

async function generate(companyId: number, seed: number, count: number, sellers: number[]) {
  const rng = random(seed);
  const makes = (await ctx.db.execute<{ id: number }>(sql`select id from makes order by id limit 4`)).rows;
  const locations = [
    await insertLocation(ctx.db, companyId, `Gen-${seed}-A`),
    await insertLocation(ctx.db, companyId, `Gen-${seed}-B`),
    await insertLocation(ctx.db, companyId, `Gen-${seed}-C`),
  ];
  for (let index = 0; index < count; index += 1) {
    const statusId = [1, 1, 1, 2, 3, 4, 4, 5, 6][rng.int(0, 8)] as number;
    const ml = rng.next();
    const part = await insertPart(ctx.db, {
      companyId,
      name: `Pieza generada ${seed}-${index}`,
      statusId,
      categoryId: [1, 34, 71][rng.int(0, 2)],
      makeId: makes[rng.int(0, makes.length - 1)]?.id,
      locationId: locations[rng.int(0, 2)]?.id,
      salePrice: rng.next() < 0.15 ? 0 : rng.int(2, 80) * 100,
      finalPrice: statusId === 4 ? rng.int(1, 70) * 100 : null,
      mlId: ml < 0.5 ? `MLM${seed}${index}` : null,
      mlStatus:
        ml < 0.5
          ? (['active', 'paused', 'closed', 'inactive', 'under_review'][rng.int(0, 4)] as string)
          : null,
    });
    // Days in stock from 0 to 500, the exact bucket edges included.
    const age = [0, 30, 31, 90, 91, 180, 181, 365, 366, rng.int(0, 500)][rng.int(0, 9)] as number;
    await ctx.db.execute(
      sql`update parts set created_at = ${mxInstant(age, rng.int(0, 1439))} where id = ${part.id}`,
    );
    if (statusId === 4) {
      const soldDaysAgo = rng.int(0, 40);
      const seller = sellers[rng.int(0, sellers.length - 1)] ?? null;
      await ctx.db.execute(
        sql`update parts set sold_at = ${mxInstant(soldDaysAgo, rng.int(0, 1439))}, sold_by = ${seller} where id = ${part.id}`,
      );
    }
    if (rng.next() < 0.5) {
      await ctx.db.insert(partImages).values({
        partId: part.id,
        storageKey: `k/${part.id}.jpg`,
        thumbnailKey: `k/${part.id}.webp`,
        width: 10,
        height: 10,
        sizeBytes: 10,
      });
    }
  }
  // Inserted sold, as an archive or the demo seed brings them: the ledger records them as the
  // sales they were (paid when sold, by whoever sold them; migration 0055).
  await ctx.db.execute(sql`select sales_record_sold_parts()`);
  return locations;
}

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke Tablero A')).id;
  companyB = (await ctx.createCompany('Yonke Tablero B')).id;
  emptyCompany = (await ctx.createCompany('Yonke Vacío')).id;
  adminA = await ctx.signedIn([2], companyA);
  supervisorA = await ctx.signedIn([5], companyA);
  sellerA = await ctx.signedIn([4], companyA);
  capturistA = await ctx.signedIn([3], companyA);
  superadmin = await ctx.signedIn([1], companyB);
  adminEmpty = await ctx.signedIn([2], emptyCompany);
  const locationsA = await generate(companyA, 11, 160, [
    adminA.user.id,
    sellerA.user.id,
    supervisorA.user.id,
  ]);
  await generate(companyB, 22, 60, [superadmin.user.id]);

  // Two sales made today through the API, by two people.
  for (const [session, price] of [
    [adminA, 1234.5],
    [sellerA, 800],
  ] as const) {
    const part = await insertPart(ctx.db, { companyId: companyA, name: 'Vendida hoy', salePrice: 1500 });
    const response = await session.put(`/api/autoparts/updateStatus/${part.id}`, {
      status_id: 4,
      final_price: price,
      reason: 'Venta de mostrador',
    });
    expect(response.status).toBe(200);
    soldToday.push(part.id);
  }

  // Stock checks: one today and one 100 days ago on location A; B was never counted.
  const [locA, , locC] = locationsA;
  await ctx.db.insert(stockChecks).values([
    {
      companyId: companyA,
      locationId: locA!.id,
      userId: adminA.user.id,
      foundCount: 10,
      addedCount: 2,
      missingCount: 3,
      fingerprint: 'a',
    },
    {
      companyId: companyA,
      locationId: locC!.id,
      userId: adminA.user.id,
      foundCount: 4,
      addedCount: 0,
      missingCount: 1,
      fingerprint: 'b',
    },
  ]);
  await ctx.db.insert(stockChecks).values({
    companyId: companyA,
    locationId: locC!.id,
    userId: adminA.user.id,
    foundCount: 1,
    addedCount: 1,
    missingCount: 9,
    fingerprint: 'c',
    createdAt: new Date(Date.now() - 100 * 86_400_000),
  });
});

async function dashboard(session: Session, query = 'period=30d') {
  const response = await session.get(`/api/dashboard?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json as DashboardData;
}

const LIST_ENDPOINT = {
  '/sales': '/api/autoparts/searchSales',
  '/inventory': '/api/autoparts/searchInventory',
} as const;

/** The list a link opens, asked as its screen asks it (comma lists become arrays). */
async function listTotal(session: Session, link: ListLink): Promise<number> {
  if (link.path === '/reinventory') throw new Error('not a parts list');
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(link.params)) {
    body[key] =
      key === 'status' ? value.split(',').map(Number) : key === 'status_ml' ? value.split(',') : value;
  }
  const response = await session.post(LIST_ENDPOINT[link.path], body);
  expect(response.status, response.text).toBe(200);
  expect(response.json.total_exact).not.toBe(false);
  return response.json.total;
}

/** Sum of final prices over every page of the list. */
async function listIncome(session: Session, link: ListLink): Promise<number> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const response = await session.post(`${LIST_ENDPOINT['/sales']}?page=${page}`, {
      ...link.params,
      status: [4],
    });
    ids.push(...response.json.data.map((row: { id: number }) => row.id));
    if (page >= response.json.last_page) break;
  }
  if (ids.length === 0) return 0;
  const result = await ctx.db.execute<{ income: string | null }>(
    sql`select sum(coalesce(final_price, 0)) as income from parts where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return Number(result.rows[0]?.income ?? 0);
}

describe('GET /api/dashboard: each figure is the list its link opens', () => {
  it('sales of the period: count, income, by seller, category and make', async () => {
    for (const query of ['period=today', 'period=7d', 'period=30d', 'period=month', 'period=last_month']) {
      const data = await dashboard(adminA, query);
      const link = salesLink(data.period, undefined);
      expect(await listTotal(adminA, link)).toBe(data.sales.count);
      expect(await listIncome(adminA, link)).toBeCloseTo(data.sales.income, 2);
      const previous = salesLink({ from: data.period.previous_from, to: data.period.previous_to }, undefined);
      expect(await listTotal(adminA, previous)).toBe(data.sales.previous_count);
      expect(data.sales.series.reduce((sum, point) => sum + point.count, 0)).toBe(data.sales.count);
      for (const [key, rows] of [
        ['sold_by', data.sales.by_seller],
        ['category', data.sales.by_category],
        ['make', data.sales.by_make],
      ] as const) {
        expect(rows.length).toBeLessThanOrEqual(10);
        for (const row of rows) {
          if (row.id === null) continue;
          expect(await listTotal(adminA, salesLink(data.period, undefined, { [key]: row.id }))).toBe(
            row.count,
          );
        }
      }
    }
    const month = await dashboard(adminA, 'period=30d');
    expect(month.sales.count).toBeGreaterThan(10);
    expect(month.sales.by_seller.length).toBeGreaterThanOrEqual(2);
  });

  it('the two sales made today count today, with who sold them and the discount', async () => {
    const today = await dashboard(adminA, 'period=today');
    const sellers = new Map(today.sales.by_seller.map((row) => [row.id, row.count]));
    expect(sellers.get(adminA.user.id)).toBeGreaterThanOrEqual(1);
    expect(sellers.get(sellerA.user.id)).toBeGreaterThanOrEqual(1);
    expect(today.sales.series).toHaveLength(1);
    expect(today.period.from).toBe(businessToday());
    expect(today.sales.average_discount_percent).not.toBeNull();
  });

  it('stock now: by status, without photos, without price, Incompleto', async () => {
    const data = await dashboard(supervisorA);
    for (const row of data.stock.by_status) {
      expect(await listTotal(supervisorA, statusLink([row.status_id], undefined))).toBe(row.count);
    }
    expect(data.stock.by_status.map((row) => row.status_id)).toEqual([1, 2, 3, 5, 6]);
    expect(await listTotal(supervisorA, stockLink(undefined))).toBe(data.stock.total.count);
    expect(await listTotal(supervisorA, stockLink(undefined, { without_photos: true }))).toBe(
      data.stock.without_photos,
    );
    expect(await listTotal(supervisorA, stockLink(undefined, { without_price: true }))).toBe(
      data.stock.without_price,
    );
    expect(await listTotal(supervisorA, statusLink([5], undefined))).toBe(data.stock.incomplete.count);
    expect(data.stock.without_photos).toBeGreaterThan(0);
    expect(data.stock.without_price).toBeGreaterThan(0);
  });

  it('aging: each bucket, edges included, is the list of its link', async () => {
    const data = await dashboard(adminA);
    expect(data.aging.map((bucket) => bucket.key)).toEqual(AGING_BUCKETS.map((bucket) => bucket.key));
    let total = 0;
    for (const bucket of data.aging) {
      expect(bucket.count).toBeGreaterThan(0);
      expect(await listTotal(adminA, agingLink(bucket, undefined))).toBe(bucket.count);
      total += bucket.count;
    }
    expect(total).toBe(data.stock.by_status.find((row) => row.status_id === 1)?.count);
  });

  it('marketplace: active, paused, closed and with errors', async () => {
    const data = await dashboard(adminA);
    expect(await listTotal(adminA, marketplaceLink(['active'], undefined))).toBe(data.marketplace.active);
    expect(await listTotal(adminA, marketplaceLink(['paused'], undefined))).toBe(data.marketplace.paused);
    expect(await listTotal(adminA, marketplaceLink(['closed'], undefined))).toBe(data.marketplace.closed);
    expect(await listTotal(adminA, marketplaceLink(['inactive', 'under_review'], undefined))).toBe(
      data.marketplace.errors,
    );
  });

  it('stock checks of the period and the locations due for one', async () => {
    const data = await dashboard(adminA, 'period=7d');
    expect(data.stock_check).toMatchObject({
      locations_counted: 2,
      checks: 2,
      found: 14,
      added: 2,
      missing: 4,
    });
    expect(data.stock_check.most_missing.map((row) => row.missing)).toEqual([3, 1]);
    // Each location's count history (the page its link opens) holds the checks counted here.
    for (const row of data.stock_check.most_missing) {
      expect(locationCheckLink(row.id).path).toBe('/reinventory');
      const history = await adminA.get(`/api/stock-checks?location=${row.id}`);
      const inPeriod = history.json.data.filter(
        (record: { created_at: string }) => businessTodayOf(record.created_at) >= data.period.from,
      );
      expect(inPeriod.reduce((sum: number, record: { missing: number }) => sum + record.missing, 0)).toBe(
        row.missing,
      );
    }
    // B never counted; A and C counted today. The 100-day-old count does not make C due.
    expect(data.stock_check.due.map((row) => row.name)).toEqual(['Gen-11-B']);
    expect(data.stock_check.due[0]?.last_counted_at).toBeNull();
    expect(data.stock_check.locations_total).toBe(3);
    const older = await dashboard(
      adminA,
      `period=range&from=${addDays(businessToday(), -120)}&to=${addDays(businessToday(), -90)}`,
    );
    expect(older.stock_check).toMatchObject({ checks: 1, missing: 9 });
  });
});

function businessTodayOf(iso: string): string {
  return businessToday(new Date(iso));
}

describe('scoping and roles', () => {
  it('roles 3 and 4 get 403: the Tablero is income, which they never see', async () => {
    expect((await sellerA.get('/api/dashboard')).status).toBe(403);
    expect((await capturistA.get('/api/dashboard')).status).toBe(403);
    expect((await ctx.client().get('/api/dashboard')).status).toBe(401);
  });

  it('other roles see their own company whatever store they send', async () => {
    const own = await dashboard(adminA);
    const asked = await dashboard(adminA, `period=30d&store=${companyB}`);
    expect(asked.company?.id).toBe(companyA);
    expect(asked.sales.count).toBe(own.sales.count);
  });

  it('role 1 chooses a company or all, and its links carry the company', async () => {
    const all = await dashboard(superadmin);
    const a = await dashboard(superadmin, `period=30d&store=${companyA}`);
    const b = await dashboard(superadmin, `period=30d&store=${companyB}`);
    expect(all.company).toBeNull();
    expect(a.company).toEqual({ id: companyA, name: 'Yonke Tablero A' });
    expect(a.sales.count).toBe((await dashboard(adminA)).sales.count);
    expect(all.sales.count).toBe(a.sales.count + b.sales.count);
    expect(all.stock.total.count).toBe(a.stock.total.count + b.stock.total.count);
    expect(await listTotal(superadmin, salesLink(b.period, companyB))).toBe(b.sales.count);
    expect(await listTotal(superadmin, salesLink(all.period, undefined))).toBe(all.sales.count);
    for (const bucket of b.aging)
      expect(await listTotal(superadmin, agingLink(bucket, companyB))).toBe(bucket.count);
    expect((await superadmin.get('/api/dashboard?store=999999')).status).toBe(404);
  });

  it('an empty company gets zeros and empty lists, never an error', async () => {
    const data = await dashboard(adminEmpty, 'period=year');
    expect(data.sales).toMatchObject({
      count: 0,
      income: 0,
      previous_count: 0,
      average_discount_percent: null,
      by_seller: [],
    });
    expect(data.sales.series.every((point) => point.count === 0)).toBe(true);
    expect(data.stock.total).toEqual({ count: 0, value: 0 });
    expect(data.aging.every((bucket) => bucket.count === 0)).toBe(true);
    expect(data.stock_check).toMatchObject({ checks: 0, locations_total: 0, due: [], due_total: 0 });
    expect(data.marketplace).toEqual({ active: 0, paused: 0, closed: 0, errors: 0 });
  });
});

describe('periods and bad input', () => {
  it('a sale at 23:55 of yesterday (Mexico City) is yesterday, one at 00:05 today is today', async () => {
    const company = (await ctx.createCompany('Yonke Medianoche')).id;
    const admin = await ctx.signedIn([2], company);
    for (const [days, minutes] of [
      [1, 23 * 60 + 55],
      [0, 5],
    ] as const) {
      const part = await insertPart(ctx.db, { companyId: company, statusId: 4, finalPrice: 100 });
      await ctx.db.execute(sql`update parts set sold_at = ${mxInstant(days, minutes)} where id = ${part.id}`);
    }
    const recorded = sql`select sales_record_sold_parts() as n`;
    expect((await ctx.db.execute<{ n: number }>(recorded)).rows[0]?.n).toBe(2);
    // Once recorded, never twice; and the two sales took the series' first folios in sale order.
    expect((await ctx.db.execute<{ n: number }>(recorded)).rows[0]?.n).toBe(0);
    const folios = await ctx.db.execute<{ number: number }>(
      sql`select number from sales where company_id = ${company} order by paid_at`,
    );
    expect(folios.rows.map((row) => row.number)).toEqual([1, 2]);
    const today = await dashboard(admin, 'period=today');
    const week = await dashboard(admin, 'period=7d');
    expect(today.sales.count).toBe(1);
    expect(today.sales.previous_count).toBe(1);
    expect(week.sales.count).toBe(2);
    const yesterday = addDays(businessToday(), -1);
    expect(await listTotal(admin, salesLink({ from: yesterday, to: yesterday }, undefined))).toBe(1);
  });

  it('selling stamps who and when; reactivating clears it', async () => {
    const part = await insertPart(ctx.db, { companyId: companyA, salePrice: 900 });
    await adminA.put(`/api/autoparts/updateStatus/${part.id}`, {
      status_id: 4,
      final_price: 900,
      reason: 'x',
    });
    const sold = await ctx.db.execute<{ sold_at: string | null; sold_by: number | null }>(
      sql`select sold_at, sold_by from parts where id = ${part.id}`,
    );
    expect(sold.rows[0]?.sold_by).toBe(adminA.user.id);
    expect(sold.rows[0]?.sold_at).not.toBeNull();
    const back = await adminA.put(`/api/autoparts/updateStatus/${part.id}`, {
      status_id: 1,
      reason: 'Devolución',
    });
    expect(back.status).toBe(200);
    const again = await ctx.db.execute<{ sold_at: string | null; sold_by: number | null }>(
      sql`select sold_at, sold_by from parts where id = ${part.id}`,
    );
    expect(again.rows[0]).toEqual({ sold_at: null, sold_by: null });
  });

  it('refuses bad periods, dates and companies with Spanish messages', async () => {
    const cases = [
      ['period=siempre', 'period'],
      ['period=range&from=2026-02-30&to=2026-03-01', 'from'],
      ['period=range&from=2026-03-02&to=2026-03-01', 'to'],
      ['period=range&from=2026-03-01', 'to'],
      ['store=abc', 'store'],
      ['store=99999999999', 'store'],
    ];
    for (const [query, field] of cases) {
      const response = await superadmin.get(`/api/dashboard?${query}`);
      expect(response.status, query).toBe(422);
      expect(Object.keys(response.json.errors), query).toContain(field);
    }
  });

  it('the lists refuse malformed dashboard filters', async () => {
    for (const body of [{ sold_from: '2026-13-01' }, { stock_days_min: -1 }, { without_photos: 'quizá' }]) {
      const response = await adminA.post('/api/autoparts/searchInventory', body);
      expect(response.status).toBe(422);
    }
  });

  it('answers in the shape of the shared schema the web reads', async () => {
    for (const session of [adminA, superadmin, adminEmpty]) {
      const data = await dashboard(session, 'period=year');
      expect(dashboardResponseSchema.strict().safeParse(data).success).toBe(true);
    }
  });

  it('answers concurrent requests alike', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => dashboard(adminA, 'period=30d')));
    for (const answer of answers) expect(answer.sales.count).toBe(answers[0]?.sales.count);
  });
});

describe('the sales ledger on the Tablero', () => {
  it('paid tickets of the period: income, average ticket, parts per ticket, by payment, customer and seller', async () => {
    const company = (await ctx.createCompany('Yonke Tablero Libro')).id;
    const admin = await ctx.signedIn([2], company);
    const seller = await ctx.signedIn([4], company);
    const other = await ctx.signedIn([2], companyA);
    const part = (salePrice: number) =>
      insertPart(ctx.db, { companyId: company, name: 'Puerta trasera', salePrice, statusId: 1 });
    const customer = await seller.post('/api/customers', { name: 'Taller Libro', phone: '8112345678' });
    expect(customer.status, customer.text).toBe(200);

    /** Opens a ticket as `session` with `parts` and free lines, and pays it with `payments`. */
    async function sale(
      session: Session,
      lines: { part?: number; description?: string; cents?: number }[],
      payments: { method: string; amount_cents: number; received_cents?: number; reference?: string }[],
      customerId: number | null = null,
    ) {
      const opened = await session.post('/api/sales', { customer_id: customerId });
      expect(opened.status, opened.text).toBe(200);
      const id = opened.json.id as number;
      for (const line of lines) {
        const body =
          line.part === undefined
            ? { description: line.description, unit_price_cents: line.cents }
            : { code: `AV-${line.part}` };
        const added = await session.post(`/api/sales/${id}/lines`, body);
        expect(added.status, added.text).toBe(200);
      }
      const paid = await session.post(`/api/sales/${id}/pay`, {
        request_id: crypto.randomUUID(),
        payments,
        register_id: await ctx.openCashRegister(session.companyId),
      });
      expect(paid.status, paid.text).toBe(200);
      return id;
    }

    // Two parts and a service for the customer, cash (with change) and card: 1,500 + 900 + 350.
    const door = await part(1500);
    const lamp = await part(900);
    await sale(
      seller,
      [{ part: door.id }, { part: lamp.id }, { description: 'Instalación', cents: 35_000 }],
      [
        { method: 'cash', amount_cents: 100_000, received_cents: 110_000 },
        { method: 'card', amount_cents: 175_000, reference: '4321' },
      ],
      customer.json.id,
    );
    // One part for Público en general by the admin, by transfer.
    const mirror = await part(600);
    await sale(
      admin,
      [{ part: mirror.id }],
      [{ method: 'transfer', amount_cents: 60_000, reference: 'SPEI 1' }],
    );
    // A part's own «Vender»: the ledger trigger records it, payment «por registrar».
    const sold = await part(2000);
    const vender = await admin.put(`/api/autoparts/updateStatus/${sold.id}`, {
      status_id: 4,
      final_price: 1800,
      reason: 'Venta de mostrador',
    });
    expect(vender.status, vender.text).toBe(200);
    // Not in today's figures: a ticket paid yesterday, an open one and a cancelled one.
    const yesterday = await sale(
      seller,
      [{ description: 'Envío', cents: 20_000 }],
      [{ method: 'cash', amount_cents: 20_000 }],
    );
    await ctx.db.execute(sql`update sales set paid_at = ${mxInstant(1, 600)} where id = ${yesterday}`);
    const open = await seller.post('/api/sales', {});
    await seller.post(`/api/sales/${open.json.id}/lines`, { description: 'Flete', unit_price_cents: 50_000 });
    const cancelled = await seller.post('/api/sales', {});
    await seller.post(`/api/sales/${cancelled.json.id}/lines`, {
      description: 'Flete',
      unit_price_cents: 70_000,
    });
    const cancel = await admin.post(`/api/sales/${cancelled.json.id}/cancel`, { reason: 'Se arrepintió' });
    expect(cancel.status, cancel.text).toBe(200);

    const { ledger } = await dashboard(admin, 'period=today');
    expect(ledger.tickets).toBe(3);
    expect(ledger.income_cents).toBe(275_000 + 60_000 + 180_000);
    expect(ledger.average_ticket_cents).toBe(Math.round(515_000 / 3));
    expect(ledger.parts_per_ticket).toBe(Math.round((4 / 3) * 100) / 100);
    expect(ledger.by_payment_method).toEqual([
      { method: 'pending', tickets: 1, amount_cents: 180_000 },
      { method: 'card', tickets: 1, amount_cents: 175_000 },
      { method: 'cash', tickets: 1, amount_cents: 100_000 },
      { method: 'transfer', tickets: 1, amount_cents: 60_000 },
    ]);
    expect(ledger.by_customer).toEqual([
      { id: customer.json.id, name: 'Taller Libro', tickets: 1, income_cents: 275_000 },
      { id: null, name: 'Público en general', tickets: 2, income_cents: 240_000 },
    ]);
    const names = new Map(
      (await ctx.db.execute<{ id: number; name: string }>(sql`select id, name from users`)).rows.map(
        (row) => [row.id, row.name],
      ),
    );
    expect(ledger.by_seller).toEqual([
      { id: seller.user.id, name: names.get(seller.user.id), tickets: 1, income_cents: 275_000 },
      { id: admin.user.id, name: names.get(admin.user.id), tickets: 2, income_cents: 240_000 },
    ]);

    // The 7-day period takes yesterday's ticket too; another company sees none of this.
    const week = await dashboard(admin, 'period=7d');
    expect(week.ledger.tickets).toBe(4);
    expect(week.ledger.income_cents).toBe(535_000);
    const elsewhere = await dashboard(other, 'period=today');
    expect(elsewhere.ledger.by_customer.some((row) => row.name === 'Taller Libro')).toBe(false);
    const empty = await dashboard(adminEmpty, 'period=today');
    expect(empty.ledger).toEqual({
      tickets: 0,
      income_cents: 0,
      average_ticket_cents: null,
      parts_per_ticket: null,
      by_payment_method: [],
      by_customer: [],
      by_seller: [],
    });

    // Ventas counts the ledger's parts at what they were sold for, services apart: a part marked
    // Vendido without a final price (the edit form) was sold at its asking price, not for $0.
    const unpriced = await part(700);
    await ctx.db.execute(
      sql`update parts set status_id = 4, updated_by = ${admin.user.id} where id = ${unpriced.id}`,
    );
    const { sales } = await dashboard(admin, 'period=today');
    expect(sales.count).toBe(5);
    expect(sales.income).toBe(1500 + 900 + 600 + 1800 + 700);
    expect(new Map(sales.by_seller.map((row) => [row.id, [row.count, row.income]]))).toEqual(
      new Map([
        [seller.user.id, [2, 2400]],
        [admin.user.id, [3, 3100]],
      ]),
    );
    expect(sales.series.reduce((sum, point) => sum + point.income, 0)).toBe(5500);
  });
});

describe('returns and warranty claims on the Tablero', () => {
  it('shows sales net of returns, refunds by reason, and warranty claims by category and by seller', async () => {
    const own = await ctx.createCompany('Yonke Garantías');
    const boss = await ctx.signedIn([2], own.id);
    const paidTicket = async (cents: number, warrantyDays: number) => {
      const sale = (await boss.post('/api/sales', {})).json.id as number;
      const line = await boss.post(`/api/sales/${sale}/lines`, {
        description: 'Alternador',
        unit_price_cents: cents,
        warranty_days: warrantyDays,
      });
      expect(line.status, line.text).toBe(200);
      const paid = await boss.post(`/api/sales/${sale}/pay`, {
        request_id: crypto.randomUUID(),
        payments: [{ method: 'card', amount_cents: cents, reference: 'AUT 1' }],
      });
      expect(paid.status, paid.text).toBe(200);
      return { sale, line: paid.json.lines[0].id as number };
    };
    const claimed = await paidTicket(100_000, 30);
    const regret = await paidTicket(40_000, 0);
    await paidTicket(60_000, 0);
    const category = await ctx.db.execute<{ id: number; name: string }>(
      sql`select id, name from categories order by id limit 1`,
    );
    const categoryRow = category.rows[0];
    if (!categoryRow) throw new Error('no categories');
    await ctx.db.execute(
      sql`update sale_lines set category_id = ${categoryRow.id} where id = ${claimed.line}`,
    );
    for (const [ticket, reason] of [
      [claimed, 'no_funciona'],
      [regret, 'arrepentimiento'],
    ] as const) {
      const returned = await boss.post('/api/returns', {
        sale_id: ticket.sale,
        line_id: ticket.line,
        reason,
        outcome: 'refund_original',
        amount_cents: reason === 'no_funciona' ? 100_000 : 30_000,
      });
      expect(returned.status, returned.text).toBe(200);
    }
    const data = await dashboard(boss, 'period=today');
    expect(data.returns).toEqual({
      sales_cents: 200_000,
      refunds_cents: 130_000,
      net_cents: 70_000,
      by_reason: [
        { reason: 'no_funciona', count: 1, amount_cents: 100_000 },
        { reason: 'arrepentimiento', count: 1, amount_cents: 30_000 },
      ],
      by_outcome: [{ outcome: 'refund_original', count: 2, amount_cents: 130_000 }],
      // Free lines: no part came back.
      parts: { back_to_stock: 0, in_review: 0, scrapped: 0 },
      cost: {
        written_off_cents: 0,
        cost_unknown: 0,
        back_to_stock_cost_cents: 0,
        back_to_stock_without_cost: 0,
      },
      // Only the return within the line's warranty is a warranty claim.
      warranty_by_category: [{ id: categoryRow.id, name: categoryRow.name, count: 1, amount_cents: 100_000 }],
      warranty_by_seller: [{ id: boss.user.id, name: expect.any(String), count: 1, amount_cents: 100_000 }],
    });
    // The returned tickets were paid today all the same: «Tickets cobrados» counts the three and
    // what came in, as the returns card counts them in its sales before the refunds.
    expect(data.ledger).toMatchObject({
      tickets: 3,
      income_cents: 200_000,
      by_payment_method: [{ method: 'card', tickets: 3, amount_cents: 200_000 }],
    });
  });

  it('shows what returns cost the yard: merma at cost (and without a cost), parts back to stock, refunds by outcome; costs only to roles 1, 2, and another company’s never', async () => {
    const own = await ctx.createCompany('Yonke Merma');
    const boss = await ctx.signedIn([2], own.id);
    const supervisor = await ctx.signedIn([5], own.id);
    const customer = (await boss.post('/api/customers', { name: 'Taller Merma' })).json.id as number;

    /** A part of `pesos` with `cost` (or none) sold by card and returned as `claim` says. */
    const sellAndReturn = async (
      who: typeof boss,
      companyId: number,
      pesos: number,
      cost: number | null,
      claim: Record<string, unknown>,
    ) => {
      const part = await insertPart(ctx.db, { companyId, salePrice: pesos, statusId: 1 });
      if (cost !== null)
        expect((await who.put(`/api/autoparts/${part.id}/cost`, { cost_cents: cost })).status).toBe(200);
      const sale = (
        await who.post('/api/sales', { customer_id: claim.outcome === 'store_credit' ? customer : null })
      ).json.id as number;
      const line = await who.post(`/api/sales/${sale}/lines`, { code: `AV-${part.id}` });
      expect(line.status, line.text).toBe(200);
      const paid = await who.post(`/api/sales/${sale}/pay`, {
        request_id: crypto.randomUUID(),
        payments: [{ method: 'card', amount_cents: pesos * 100, reference: 'AUT 2' }],
      });
      expect(paid.status, paid.text).toBe(200);
      const returned = await who.post('/api/returns', {
        sale_id: sale,
        line_id: paid.json.lines[0].id,
        ...claim,
      });
      expect(returned.status, returned.text).toBe(200);
    };
    const scrap = { destination: 'merma', scrap_reason: 'Carcasa rota' };
    await sellAndReturn(boss, own.id, 1_500, 80_000, {
      reason: 'no_funciona',
      outcome: 'refund_original',
      ...scrap,
    });
    await sellAndReturn(boss, own.id, 700, null, {
      reason: 'no_funciona',
      outcome: 'store_credit',
      ...scrap,
    });
    await sellAndReturn(boss, own.id, 900, 30_050, {
      reason: 'arrepentimiento',
      outcome: 'refund_original',
      destination: 'disponible',
    });
    await sellAndReturn(boss, own.id, 400, null, {
      reason: 'arrepentimiento',
      outcome: 'store_credit',
      destination: 'disponible',
    });
    await sellAndReturn(boss, own.id, 300, 10_000, {
      reason: 'no_era_la_pieza',
      outcome: 'store_credit',
      destination: 'en_revision',
    });
    // Another company's merma on the same day is never counted.
    const other = await ctx.createCompany('Yonke Ajeno Merma');
    const otherBoss = await ctx.signedIn([2], other.id);
    await sellAndReturn(otherBoss, other.id, 5_000, 400_000, {
      reason: 'no_funciona',
      outcome: 'refund_original',
      ...scrap,
    });

    const expectedWithoutCost = {
      sales_cents: 380_000,
      refunds_cents: 380_000,
      net_cents: 0,
      by_outcome: [
        { outcome: 'refund_original', count: 2, amount_cents: 240_000 },
        { outcome: 'store_credit', count: 3, amount_cents: 140_000 },
      ],
      parts: { back_to_stock: 2, in_review: 1, scrapped: 2 },
    };
    const forBoss = dashboardResponseSchema.parse(await dashboard(boss, 'period=today'));
    expect(forBoss.returns).toMatchObject(expectedWithoutCost);
    // Five part tickets paid and every part came back: five tickets cobrados, no part sold.
    expect(forBoss.ledger.tickets).toBe(5);
    expect(forBoss.sales.count).toBe(0);
    expect(forBoss.returns.cost).toEqual({
      // The merma's purchase cost, not its price; the one without a cost written off at $0.
      written_off_cents: 80_000,
      cost_unknown: 1,
      back_to_stock_cost_cents: 30_050,
      back_to_stock_without_cost: 1,
    });
    // A supervisor sees the same returns, without a single cost figure in the answer.
    const forSupervisor = await dashboard(supervisor, 'period=today');
    expect(forSupervisor.returns).toMatchObject(expectedWithoutCost);
    expect(forSupervisor.returns).not.toHaveProperty('cost');
    expect(JSON.stringify(forSupervisor.returns)).not.toContain('written_off');
    // Role 1 looking at this company sees its costs, and only its own.
    const forSuperadmin = await dashboard(superadmin, `period=today&store=${own.id}`);
    expect(forSuperadmin.returns.cost?.written_off_cents).toBe(80_000);
  });
});
