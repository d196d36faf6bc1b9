import {
  type PullOrder,
  pullOrderListSchema,
  pullOrderSchema,
  type Sale,
  saleSchema,
} from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart, referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { vehicles } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let companyId: number;
let seller: Session;
let capturist: Session;
let yard: Session;
let supervisor: Session;
let outsider: Session;
let outsiderYard: Session;
let locationId: number;
let vehicleId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Yonke Surtido')).id;
  seller = await ctx.signedIn([4], companyId);
  capturist = await ctx.signedIn([3], companyId);
  yard = await ctx.signedIn([3], companyId);
  supervisor = await ctx.signedIn([5], companyId);
  outsider = await ctx.signedIn([2]);
  outsiderYard = await ctx.signedIn([3], outsider.companyId);
  locationId = (await insertLocation(ctx.db, companyId, 'Patio trasero F3')).id;
  const { makeId, id: modelId } = await (await referenceIds(ctx.db)).model('Jetta');
  const [vehicle] = await ctx.db
    .insert(vehicles)
    .values({ companyId, makeId, modelId, year: 2004 })
    .returning();
  if (!vehicle) throw new Error('vehicle insert failed');
  vehicleId = vehicle.id;
}, 60_000);

/** An open ticket with one part (on the donor vehicle, in the far location) and one free line. */
async function ticketWithPart(): Promise<{ sale: Sale; partLine: number; freeLine: number }> {
  const part = await insertPart(ctx.db, {
    companyId,
    name: 'Fascia delantera',
    salePrice: 2500,
    locationId,
    vehicleId,
  });
  const created = await seller.post('/api/sales', {});
  expect(created.status, created.text).toBe(200);
  const saleId = saleSchema.parse(created.json).id;
  expect((await seller.post(`/api/sales/${saleId}/lines`, { code: `AV-${part.id}` })).status).toBe(200);
  const withFree = await seller.post(`/api/sales/${saleId}/lines`, {
    description: 'Instalación',
    unit_price_cents: 20000,
  });
  expect(withFree.status, withFree.text).toBe(200);
  const sale = saleSchema.parse(withFree.json);
  const [partLine, freeLine] = sale.lines.map((line) => line.id);
  if (!partLine || !freeLine) throw new Error('lines missing');
  return { sale, partLine, freeLine };
}

async function ask(session: Session, saleId: number, lineId: number): Promise<PullOrder> {
  const response = await session.post('/api/pull-orders', { sale_id: saleId, line_id: lineId });
  expect(response.status, response.text).toBe(200);
  return pullOrderSchema.parse(response.json);
}

async function userName(id: number) {
  const result = await ctx.db.execute<{ name: string }>(sql`select name from users where id = ${id}`);
  return result.rows[0]?.name;
}

async function lineState(saleId: number, lineId: number) {
  const sale = saleSchema.parse((await seller.get(`/api/sales/${saleId}`)).json);
  return sale.lines.find((line) => line.id === lineId)?.pull_status;
}

describe('asking the yard for a part', () => {
  it('makes one order per line with the part’s location, vehicle and who asked; asking again finds it', async () => {
    const { sale, partLine } = await ticketWithPart();
    expect(await lineState(sale.id, partLine)).toBeNull();
    const first = await ask(seller, sale.id, partLine);
    expect(first).toMatchObject({
      status: 'pendiente',
      sale_id: sale.id,
      sale_folio: sale.folio,
      line_id: partLine,
      part_name: 'Fascia delantera',
      location_name: 'Patio trasero F3',
      vehicle_label: 'Volkswagen Jetta 2004',
      vehicle_id: vehicleId,
      requested_by_name: await userName(seller.user.id),
    });
    const again = await ask(seller, sale.id, partLine);
    expect(again.id).toBe(first.id);
    const twice = await Promise.all([0, 1, 2, 3, 4].map(() => ask(supervisor, sale.id, partLine)));
    expect(new Set(twice.map((order) => order.id))).toEqual(new Set([first.id]));
    expect(await lineState(sale.id, partLine)).toBe('pendiente');
  });

  it('refuses a free line, a closed ticket, another company’s ticket, a role that does not sell and no session', async () => {
    const { sale, partLine, freeLine } = await ticketWithPart();
    const free = await seller.post('/api/pull-orders', { sale_id: sale.id, line_id: freeLine });
    expect(free.status).toBe(422);
    expect(free.json.errors.line_id).toEqual(['Solo una autoparte del inventario se puede pedir al patio.']);
    expect((await outsider.post('/api/pull-orders', { sale_id: sale.id, line_id: partLine })).status).toBe(
      404,
    );
    // A line of another ticket is not this ticket's.
    const other = await ticketWithPart();
    expect(
      (await seller.post('/api/pull-orders', { sale_id: sale.id, line_id: other.partLine })).status,
    ).toBe(404);
    expect((await capturist.post('/api/pull-orders', { sale_id: sale.id, line_id: partLine })).status).toBe(
      403,
    );
    const anonymous = ctx.client();
    await anonymous.get('/sanctum/csrf-cookie');
    expect((await anonymous.post('/api/pull-orders', { sale_id: sale.id, line_id: partLine })).status).toBe(
      401,
    );
    expect((await anonymous.get('/api/pull-orders')).status).toBe(401);
    const bad = await seller.post('/api/pull-orders', { sale_id: 'x', line_id: partLine });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.sale_id).toBeDefined();

    const cancelled = await seller.post(`/api/sales/${other.sale.id}/cancel`, { reason: 'Se arrepintió' });
    expect([200, 403]).toContain(cancelled.status);
    const bySupervisor = await supervisor.post(`/api/sales/${other.sale.id}/cancel`, {
      reason: 'Se arrepintió',
    });
    if (cancelled.status === 403) expect(bySupervisor.status, bySupervisor.text).toBe(200);
    const closed = await seller.post('/api/pull-orders', { sale_id: other.sale.id, line_id: other.partLine });
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe('El ticket ya no está abierto; ya no se puede pedir al patio.');
  });
});

describe('the yard queue', () => {
  it('lists the company’s open orders with photo, location and vehicle, and only to roles 1, 2, 3 and 5', async () => {
    const { sale, partLine } = await ticketWithPart();
    const order = await ask(seller, sale.id, partLine);
    const queue = pullOrderListSchema.parse((await yard.get('/api/pull-orders')).json);
    const listed = queue.items.find((item) => item.id === order.id);
    expect(listed).toMatchObject({
      location_name: 'Patio trasero F3',
      vehicle_label: 'Volkswagen Jetta 2004',
    });
    expect(listed).toHaveProperty('photo_url');
    const theirs = pullOrderListSchema.parse((await outsiderYard.get('/api/pull-orders')).json);
    expect(theirs.items.map((item) => item.id)).not.toContain(order.id);
    expect((await seller.get('/api/pull-orders')).status).toBe(403);
  });
});

describe('taking and closing an order', () => {
  it('lets exactly one of ten racing yard workers take it', async () => {
    const { sale, partLine } = await ticketWithPart();
    const order = await ask(seller, sale.id, partLine);
    const workers = await Promise.all(Array.from({ length: 10 }, () => ctx.signedIn([3], companyId)));
    const answers = await Promise.all(
      workers.map((worker) => worker.post(`/api/pull-orders/${order.id}/take`)),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    const winner = pullOrderSchema.parse(won[0]?.json);
    const loser = answers.find((answer) => answer.status === 409);
    expect(loser?.json.message).toBe(`${winner.taken_by_name} ya tomó esta orden.`);
    expect(await lineState(sale.id, partLine)).toBe('tomada');
  });

  it('is closed «surtida» only by its taker, with an optional note, and then leaves the queue', async () => {
    const { sale, partLine } = await ticketWithPart();
    const order = await ask(seller, sale.id, partLine);
    const early = await yard.post(`/api/pull-orders/${order.id}/close`, { outcome: 'surtida' });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('Toma la orden antes de marcarla.');
    expect((await yard.post(`/api/pull-orders/${order.id}/take`)).status).toBe(200);
    const other = await supervisor.post(`/api/pull-orders/${order.id}/close`, { outcome: 'surtida' });
    expect(other.status).toBe(409);
    expect(
      (await outsiderYard.post(`/api/pull-orders/${order.id}/close`, { outcome: 'surtida' })).status,
    ).toBe(404);
    expect((await outsiderYard.post(`/api/pull-orders/${order.id}/take`)).status).toBe(404);
    const done = await yard.post(`/api/pull-orders/${order.id}/close`, { outcome: 'surtida' });
    expect(done.status, done.text).toBe(200);
    expect(pullOrderSchema.parse(done.json)).toMatchObject({ status: 'surtida', note: null });
    expect(await lineState(sale.id, partLine)).toBe('surtida');
    const queue = pullOrderListSchema.parse((await yard.get('/api/pull-orders')).json);
    expect(queue.items.map((item) => item.id)).not.toContain(order.id);
    const twice = await yard.post(`/api/pull-orders/${order.id}/close`, { outcome: 'danada', note: 'Rota' });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('La orden ya está cerrada: «Surtida».');
  });

  it('«surtida» with a photo: it goes through the photo pipeline and becomes one of the part’s photos', async () => {
    const { sale, partLine } = await ticketWithPart();
    const order = await ask(seller, sale.id, partLine);
    expect((await yard.post(`/api/pull-orders/${order.id}/take`)).status).toBe(200);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3060a0' } })
      .jpeg()
      .toBuffer();
    const upload = async (session: Session) => {
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'fascia.jpg');
      const response = await session.request('POST', '/api/autoparts/images/uploadTemp', data);
      expect(response.status, response.text).toBe(201);
      return (response.json as { id: number }).id;
    };
    // A photo only goes with «surtida»; another person's upload is not this worker's to attach.
    const imageId = await upload(yard);
    const missing = await yard.post(`/api/pull-orders/${order.id}/close`, {
      outcome: 'danada',
      note: 'Golpeada',
      image_id: imageId,
    });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.image_id).toEqual(['La foto se agrega solo al marcar la orden como surtida.']);
    const foreign = await yard.post(`/api/pull-orders/${order.id}/close`, {
      outcome: 'surtida',
      image_id: await upload(capturist),
    });
    expect(foreign.status).toBe(422);
    expect(
      pullOrderSchema.parse(
        (await yard.get('/api/pull-orders')).json.items.find((item: PullOrder) => item.id === order.id),
      ).status,
    ).toBe('tomada');

    const done = pullOrderSchema.parse(
      (await yard.post(`/api/pull-orders/${order.id}/close`, { outcome: 'surtida', image_id: imageId })).json,
    );
    expect(done.status).toBe('surtida');
    expect(done.pulled_photo_url).toMatch(/\.webp$/);
    // The counter's ticket shows it on the line.
    const ticket = saleSchema.parse((await seller.get(`/api/sales/${sale.id}`)).json);
    expect(ticket.lines.find((line) => line.id === partLine)?.pull_photo_url).toBe(done.pulled_photo_url);
    const images = await ctx.db.execute<{ id: number; storage_key: string }>(
      sql`select id, storage_key from part_images where part_id = ${order.part_id}`,
    );
    expect(images.rows.map((row) => row.id)).toEqual([imageId]);
    // Out of temp/ into the part's own folder, as a photo added from the part form.
    expect(images.rows[0]?.storage_key).not.toMatch(/^temp\//);
  });

  it('is handed to another yard worker by its taker or a supervisor, never to someone outside the yard', async () => {
    const { sale, partLine } = await ticketWithPart();
    const order = await ask(seller, sale.id, partLine);
    const workers = (await yard.get('/api/pull-orders/workers')).json.items as { id: number; name: string }[];
    const ids = workers.map((worker) => worker.id);
    expect(ids).toEqual(expect.arrayContaining([yard.user.id, capturist.user.id, supervisor.user.id]));
    expect(ids).not.toContain(seller.user.id);
    expect(ids).not.toContain(outsiderYard.user.id);
    expect((await seller.get('/api/pull-orders/workers')).status).toBe(403);

    // Nobody took it: a yard worker cannot hand it out, a supervisor can.
    const early = await capturist.post(`/api/pull-orders/${order.id}/assign`, { user_id: yard.user.id });
    expect(early.status).toBe(409);
    const given = await supervisor.post(`/api/pull-orders/${order.id}/assign`, { user_id: yard.user.id });
    expect(pullOrderSchema.parse(given.json)).toMatchObject({ status: 'tomada', taken_by_id: yard.user.id });
    // Another worker may not take it from its taker; the taker hands it over.
    const grabbed = await capturist.post(`/api/pull-orders/${order.id}/assign`, {
      user_id: capturist.user.id,
    });
    expect(grabbed.status).toBe(409);
    expect(grabbed.json.message).toBe(
      `Esta orden la tomó ${await userName(yard.user.id)}; solo esa persona o un supervisor pueden pasarla a alguien más.`,
    );
    for (const user_id of [seller.user.id, outsiderYard.user.id, 999_999]) {
      const refused = await yard.post(`/api/pull-orders/${order.id}/assign`, { user_id });
      expect(refused.status).toBe(422);
      expect(refused.json.errors.user_id).toEqual(['Elige a alguien del patio de esta empresa.']);
    }
    const handed = await yard.post(`/api/pull-orders/${order.id}/assign`, { user_id: capturist.user.id });
    expect(pullOrderSchema.parse(handed.json).taken_by_id).toBe(capturist.user.id);
    // Now only the new taker closes it.
    expect((await yard.post(`/api/pull-orders/${order.id}/close`, { outcome: 'surtida' })).status).toBe(409);
    expect((await capturist.post(`/api/pull-orders/${order.id}/close`, { outcome: 'surtida' })).status).toBe(
      200,
    );
    expect(await lineState(sale.id, partLine)).toBe('surtida');
    const closed = await supervisor.post(`/api/pull-orders/${order.id}/assign`, { user_id: yard.user.id });
    expect(closed.status).toBe(409);
    expect(
      (await outsiderYard.post(`/api/pull-orders/${order.id}/assign`, { user_id: outsiderYard.user.id }))
        .status,
    ).toBe(404);
  });

  it('needs a reason for «no se encontró» and «dañada», and keeps it for the counter', async () => {
    const { sale, partLine } = await ticketWithPart();
    const order = await ask(seller, sale.id, partLine);
    expect((await supervisor.post(`/api/pull-orders/${order.id}/take`)).status).toBe(200);
    for (const note of [undefined, '', '   ']) {
      const missing = await supervisor.post(`/api/pull-orders/${order.id}/close`, {
        outcome: 'no_encontrada',
        note,
      });
      expect(missing.status).toBe(422);
      expect(missing.json.errors.note).toEqual([
        'Escribe el motivo: el mostrador necesita saber por qué no llega la pieza.',
      ]);
    }
    const wrong = await supervisor.post(`/api/pull-orders/${order.id}/close`, {
      outcome: 'perdida',
      note: 'x',
    });
    expect(wrong.status).toBe(422);
    expect(await lineState(sale.id, partLine)).toBe('tomada');
    const damaged = await supervisor.post(`/api/pull-orders/${order.id}/close`, {
      outcome: 'danada',
      note: '  Fascia rota de la esquina  ',
    });
    expect(damaged.status, damaged.text).toBe(200);
    expect(pullOrderSchema.parse(damaged.json)).toMatchObject({
      status: 'danada',
      note: 'Fascia rota de la esquina',
    });
    expect(await lineState(sale.id, partLine)).toBe('danada');
    const shown = saleSchema.parse((await seller.get(`/api/sales/${sale.id}`)).json);
    expect(shown.lines.find((line) => line.id === partLine)?.pull_note).toBe('Fascia rota de la esquina');
  });

  it('answers 404 for an order id that does not exist or is not a number', async () => {
    expect((await yard.post('/api/pull-orders/999999/take')).status).toBe(404);
    expect((await yard.post('/api/pull-orders/abc/take')).status).toBe(404);
  });
});
