import { randomUUID } from 'node:crypto';
import { type Sale, saleSchema } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { marketplaceAccounts } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let companyId: number;
let admin: Session;
let seller: Session;
let supervisor: Session;
let capturist: Session;
let outsider: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Yonke Mostrador')).id;
  admin = await ctx.signedIn([2], companyId);
  seller = await ctx.signedIn([4], companyId);
  supervisor = await ctx.signedIn([5], companyId);
  capturist = await ctx.signedIn([3], companyId);
  outsider = await ctx.signedIn([2]);
}, 60_000);

const part = (
  values: { salePrice?: number; statusId?: number; company?: number; categoryId?: number } = {},
) =>
  insertPart(ctx.db, {
    companyId: values.company ?? companyId,
    name: 'Puerta delantera izquierda',
    salePrice: values.salePrice ?? 1500,
    statusId: values.statusId ?? 1,
    categoryId: values.categoryId,
  });

async function openTicket(session: Session = seller): Promise<Sale> {
  const response = await session.post('/api/sales', {});
  expect(response.status, response.text).toBe(200);
  return saleSchema.parse(response.json);
}

async function add(session: Session, saleId: number, body: Record<string, unknown>) {
  return session.post(`/api/sales/${saleId}/lines`, body);
}

async function addOk(session: Session, saleId: number, body: Record<string, unknown>): Promise<Sale> {
  const response = await add(session, saleId, body);
  expect(response.status, response.text).toBe(200);
  return saleSchema.parse(response.json);
}

const pay = async (session: Session, saleId: number, payments: unknown[], requestId = randomUUID()) =>
  session.post(`/api/sales/${saleId}/pay`, {
    request_id: requestId,
    payments,
    register_id: await ctx.openCashRegister(session.companyId),
  });

async function partRow(id: number) {
  const result = await ctx.db.execute<{ status_id: number; final_price: number | null }>(
    sql`select status_id, final_price from parts where id = ${id}`,
  );
  return result.rows[0];
}

async function activities(id: number) {
  const result = await ctx.db.execute<{ activity: string }>(
    sql`select activity from part_activities where part_id = ${id} order by id`,
  );
  return result.rows.map((row) => row.activity);
}

describe('who may sell', () => {
  it('refuses no session, a role that does not sell, and another company’s ticket', async () => {
    const anonymous = ctx.client();
    await anonymous.get('/sanctum/csrf-cookie');
    expect((await anonymous.post('/api/sales', {})).status).toBe(401);
    expect((await capturist.post('/api/sales', {})).status).toBe(403);
    expect((await capturist.get('/api/sales')).status).toBe(403);
    const ticket = await openTicket();
    expect((await outsider.get(`/api/sales/${ticket.id}`)).status).toBe(404);
    const own = await part();
    expect((await add(outsider, ticket.id, { code: `AV-${own.id}` })).status).toBe(404);
    // A part of another company cannot be put on one's own ticket either.
    const theirs = await openTicket(outsider);
    const refused = await add(outsider, theirs.id, { code: `AV-${own.id}` });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(`No encontramos la autoparte AV-${own.id} en tu empresa.`);
  });
});

describe('folios', () => {
  it('are consecutive per company under 50 concurrent sales: none skipped or repeated', async () => {
    const company = (await ctx.createCompany('Yonke Folios')).id;
    const sessions = await Promise.all([ctx.signedIn([4], company), ctx.signedIn([5], company)]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => sessions[index % 2]?.post('/api/sales', {})),
    );
    expect(answers.map((answer) => answer?.status)).toEqual(Array(50).fill(200));
    const folios = answers
      .map((answer) => (answer?.json as Sale | undefined)?.folio ?? '')
      .sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)));
    expect(folios).toEqual(Array.from({ length: 50 }, (_, index) => `V-${index + 1}`));
  });
});

describe('lines and totals', () => {
  it('adds parts by scanned or typed code and free lines; IVA included reconciles to the cent', async () => {
    const door = await part({ salePrice: 1500 });
    const lamp = await part({ salePrice: 349 });
    let ticket = await openTicket();
    ticket = await addOk(seller, ticket.id, { code: `https://yonke.mx/autopart-${door.id}` });
    ticket = await addOk(seller, ticket.id, { code: `av-${lamp.id}` });
    ticket = await addOk(seller, ticket.id, {
      description: 'Instalación',
      unit_price_cents: 25_050,
      quantity: 2,
    });
    expect(ticket.lines.map((line) => [line.part_code, line.amount_cents])).toEqual([
      [`AV-${door.id}`, 150_000],
      [`AV-${lamp.id}`, 34_900],
      [null, 50_100],
    ]);
    expect(ticket.total_cents).toBe(235_000);
    expect(ticket.base_cents + ticket.tax_cents).toBe(ticket.total_cents);
    expect(ticket.base_cents).toBe(202_586); // 2,350.00 / 1.16 = 2,025.862…
    expect(ticket.customer_name).toBe('Público en general');
  });

  it('uses the company’s 8 % border rate or no IVA', async () => {
    const company = (await ctx.createCompany('Yonke Frontera')).id;
    const owner = await ctx.signedIn([2], company);
    const settings = (await owner.get('/api/sales/settings')).json;
    expect(settings.tax_rate).toBe(1600);
    expect((await owner.put('/api/sales/settings', { ...settings, tax_rate: 800 })).status).toBe(200);
    const ticket = await openTicket(owner);
    const withLine = await addOk(owner, ticket.id, { description: 'Envío', unit_price_cents: 10_800 });
    expect([withLine.base_cents, withLine.tax_cents, withLine.tax_rate]).toEqual([10_000, 800, 800]);
    // Only roles 1 and 2 change the settings.
    const clerk = await ctx.signedIn([4], company);
    expect((await clerk.put('/api/sales/settings', { ...settings, tax_rate: 0 })).status).toBe(403);
    expect((await owner.put('/api/sales/settings', { ...settings, tax_rate: 5 })).status).toBe(422);
  });

  it('refuses bad codes and prices with Spanish messages', async () => {
    const ticket = await openTicket();
    const location = await insertLocation(ctx.db, companyId, 'Rack A');
    const cases: [Record<string, unknown>, string][] = [
      [
        { code: `location-${location.id}` },
        `El código «location-${location.id}» es de una ubicación, no de una autoparte.`,
      ],
      [{ code: 'hola mundo' }, 'El código «hola mundo» no es de una autoparte de Yonke.'],
      [{ code: 'AV-999999' }, 'No encontramos la autoparte AV-999999 en tu empresa.'],
      [
        { description: 'Servicio', unit_price_cents: 0 },
        'El precio debe ser mayor que cero y no mayor que $99,999,999.',
      ],
      [
        { description: 'Servicio', unit_price_cents: 10_000_000_000 },
        'El precio debe ser mayor que cero y no mayor que $99,999,999.',
      ],
      [
        { description: 'Servicio', unit_price_cents: 12.5 },
        'El precio debe ser mayor que cero y no mayor que $99,999,999.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await add(seller, ticket.id, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.json.message).toBe(message);
    }
    const sold = await part({ statusId: 4 });
    expect((await add(seller, ticket.id, { code: `AV-${sold.id}` })).json.message).toBe(
      `La autoparte AV-${sold.id} está «Vendido» y no se puede vender.`,
    );
    const unpriced = await part({ salePrice: 0 });
    expect((await add(seller, ticket.id, { code: `AV-${unpriced.id}` })).json.message).toBe(
      `La autoparte AV-${unpriced.id} no tiene precio de venta; escribe el precio de la línea.`,
    );
    expect(
      (await addOk(seller, ticket.id, { code: `AV-${unpriced.id}`, unit_price_cents: 80_000 })).total_cents,
    ).toBe(80_000);
    expect((await seller.get(`/api/sales/${ticket.id}`)).json.lines).toHaveLength(1);
  });

  it('keeps discounts within the role’s limit (seller 10 %, supervisor 20 %)', async () => {
    const engine = await part({ salePrice: 10_000 });
    const ticket = await addOk(seller, (await openTicket()).id, { code: `AV-${engine.id}` });
    const lineId = ticket.lines[0]?.id;
    const tooMuch = await seller.put(`/api/sales/${ticket.id}/lines/${lineId}`, { discount_cents: 100_001 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.errors.discount_cents).toEqual([
      'Tu descuento máximo es 10 %. Para uno mayor, pide a un supervisor que lo aplique.',
    ]);
    const within = await seller.put(`/api/sales/${ticket.id}/lines/${lineId}`, { discount_cents: 100_000 });
    expect(saleSchema.parse(within.json).total_cents).toBe(900_000);
    // The supervisor applies the larger one on the same ticket.
    const approved = await supervisor.put(`/api/sales/${ticket.id}`, { discount_cents: 90_000 });
    expect(approved.status, approved.text).toBe(200);
    expect(saleSchema.parse(approved.json).total_cents).toBe(810_000);
    const ticketTooMuch = await seller.put(`/api/sales/${ticket.id}`, { discount_cents: 200_000 });
    expect(ticketTooMuch.status).toBe(422);
    expect(
      (await seller.put(`/api/sales/${ticket.id}/lines/${lineId}`, { discount_cents: 2_000_000 })).json
        .message,
    ).toBe('El descuento no puede ser mayor que el importe de la línea.');
  });
});

describe('a part is held by an open ticket', () => {
  it('two counters adding the same part at once: one wins, the other is told which ticket has it', async () => {
    const mirror = await part();
    const [first, second] = await Promise.all([openTicket(seller), openTicket(supervisor)]);
    if (!first || !second) throw new Error('no tickets');
    const answers = await Promise.all([
      add(seller, first.id, { code: `AV-${mirror.id}` }),
      add(supervisor, second.id, { code: `AV-${mirror.id}` }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers[0]?.status === 200 ? first : second;
    const lost = answers.find((answer) => answer.status === 409);
    expect(lost?.json.message).toBe(
      `La autoparte AV-${mirror.id} ya está en el ticket ${winner.folio}, abierto en otro mostrador. Ciérralo o quítala de ahí primero.`,
    );
    // The part's own «Vender» is refused while the ticket is open.
    const detail = await admin.put(`/api/autoparts/updateStatus/${mirror.id}`, {
      status_id: 4,
      final_price: 1500,
    });
    expect(detail.status).toBe(422);
    expect(detail.json.message).toContain(`ya está en el ticket ${winner.folio}`);
    expect((await partRow(mirror.id))?.status_id).toBe(1);
    // Cancelling the ticket (a supervisor, with a reason) frees it.
    expect(
      (await seller.post(`/api/sales/${winner.id}/cancel`, { reason: 'Cliente se arrepintió' })).status,
    ).toBe(403);
    expect((await supervisor.post(`/api/sales/${winner.id}/cancel`, { reason: 'no' })).status).toBe(422);
    const cancelled = await supervisor.post(`/api/sales/${winner.id}/cancel`, {
      reason: 'Cliente se arrepintió',
    });
    expect(saleSchema.parse(cancelled.json)).toMatchObject({
      status: 'cancelada',
      cancel_reason: 'Cliente se arrepintió',
    });
    const other = winner.id === first.id ? second : first;
    expect((await add(supervisor, other.id, { code: `AV-${mirror.id}` })).status).toBe(200);
  });

  it('the part’s edit and the bulk edit refuse to change its status or list it, with the ticket’s or quote’s folio', async () => {
    const [account] = await ctx.db
      .insert(marketplaceAccounts)
      .values([{ companyId, name: 'Tienda Mostrador', mlUserId: '77' }])
      .returning();
    const door = await part();
    const ticket = await addOk(seller, (await openTicket()).id, { code: `AV-${door.id}` });
    const version = async (id: number) =>
      Number(
        (await ctx.db.execute<{ version: number }>(sql`select version from parts where id = ${id}`)).rows[0]
          ?.version,
      );
    const held = `La autoparte AV-${door.id} ya está en el ticket ${ticket.folio}, abierto en otro mostrador. Ciérralo o quítala de ahí primero.`;

    // The edit form: another status, or a store that would list it, is refused field by field.
    const sold = await admin.put(`/api/autoparts/update/${door.id}`, {
      version: await version(door.id),
      status_id: 4,
    });
    expect(sold.status).toBe(422);
    expect(sold.json.errors.status_id).toEqual([held]);
    const listed = await admin.put(`/api/autoparts/update/${door.id}`, {
      version: await version(door.id),
      store_ml_id: account?.id,
    });
    expect(listed.status).toBe(422);
    expect(listed.json.errors.store_ml_id).toEqual([held]);
    // Other fields still save: the ticket keeps the price its line was given.
    const priced = await admin.put(`/api/autoparts/update/${door.id}`, {
      version: await version(door.id),
      sale_price: 1800,
    });
    expect(priced.status, priced.text).toBe(200);

    // The bulk edit leaves it out with the same reason and changes the others.
    const free = await part();
    const changes = { status_id: 2 };
    const preview = await admin.post('/api/autoparts/bulk/preview', { ids: [door.id, free.id], changes });
    expect(preview.status, preview.text).toBe(200);
    const skipped = new Map(
      preview.json.rows.map((row: { id: number; skipped: string | null }) => [row.id, row.skipped]),
    );
    expect(skipped.get(door.id)).toBe(held);
    expect(skipped.get(free.id)).toBeNull();
    const applied = await admin.post('/api/autoparts/bulk/apply', {
      parts: preview.json.rows.map((row: { id: number; version: number }) => ({
        id: row.id,
        version: row.version,
      })),
      changes,
    });
    expect(applied.json).toEqual({ updated: 1, skipped: 1 });
    expect((await partRow(door.id))?.status_id).toBe(1);
    expect((await partRow(free.id))?.status_id).toBe(2);

    // Held by a quote's deposit (Separado): «Activar» from the edit form is refused, naming the quote.
    const motor = await part();
    const draft = await addOk(seller, (await openTicket()).id, { code: `AV-${motor.id}` });
    const expires = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const quote = await seller.post(`/api/sales/${draft.id}/quote`, { expires_on: expires });
    expect(quote.status, quote.text).toBe(200);
    const deposit = await seller.post(`/api/sales/${draft.id}/deposit`, {
      request_id: randomUUID(),
      payments: [{ method: 'cash', amount_cents: 10_000 }],
      register_id: await ctx.openCashRegister(companyId),
      hold_until: expires,
    });
    expect(deposit.status, deposit.text).toBe(200);
    // Only role 1 edits a Separado part; the detail's «Activar» is anyone's who sells.
    const superadmin = await ctx.signedIn([1], companyId);
    const activated = await superadmin.put(`/api/autoparts/update/${motor.id}`, {
      version: await version(motor.id),
      status_id: 1,
    });
    const button = await admin.put(`/api/autoparts/updateStatus/${motor.id}`, { status_id: 1 });
    expect(button.status).toBe(422);
    expect(button.json.errors.status_id).toEqual(activated.json.errors.status_id);
    expect(activated.status).toBe(422);
    expect(activated.json.errors.status_id).toEqual([
      `La autoparte AV-${motor.id} está apartada con anticipo en la cotización ${draft.folio}. Conviértela en venta o cancélala primero.`,
    ]);
    expect((await partRow(motor.id))?.status_id).toBe(3);
  });

  it('a part sold elsewhere meanwhile (Mercado Libre) is flagged and the ticket cannot be paid', async () => {
    const seat = await part({ salePrice: 2000 });
    const ticket = await addOk(seller, (await openTicket()).id, { code: `AV-${seat.id}` });
    // A marketplace sale writes the part without a user (modules/marketplace).
    await ctx.db.execute(
      sql`update parts set status_id = 4, final_price = 1999, updated_by = null where id = ${seat.id}`,
    );
    const seen = saleSchema.parse((await seller.get(`/api/sales/${ticket.id}`)).json);
    expect(seen.lines[0]?.problem).toBe('se vendió por otro medio');
    const refused = await pay(seller, ticket.id, [{ method: 'cash', amount_cents: 200_000 }]);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `No se puede cobrar: AV-${seat.id} se vendió por otro medio. Quita esas líneas del ticket.`,
    );
    // The marketplace sale is in the ledger too.
    const ledger = await admin.get('/api/sales?source=marketplace');
    expect(ledger.json.data.some((row: { total_cents: number }) => row.total_cents === 199_900)).toBe(true);
  });
});

describe('Cobrar', () => {
  it('refuses payments that do not add up or lack a reference, and writes nothing', async () => {
    const hood = await part({ salePrice: 3000 });
    const ticket = await addOk(seller, (await openTicket()).id, { code: `AV-${hood.id}` });
    const short = await pay(seller, ticket.id, [{ method: 'cash', amount_cents: 100_000 }]);
    expect(short.status).toBe(422);
    expect(short.json.message).toBe('Los pagos suman $1,000 y el total es $3,000; deben ser iguales.');
    const noReference = await pay(seller, ticket.id, [
      { method: 'cash', amount_cents: 100_000 },
      { method: 'card', amount_cents: 200_000 },
    ]);
    expect(noReference.status).toBe(422);
    expect(noReference.json.errors['payments.1.reference']).toBeDefined();
    const lowCash = await pay(seller, ticket.id, [
      { method: 'cash', amount_cents: 300_000, received_cents: 200_000 },
    ]);
    expect(lowCash.json.message).toBe('El efectivo recibido no puede ser menor que el monto en efectivo.');
    const credit = await pay(seller, ticket.id, [{ method: 'store_credit', amount_cents: 300_000 }]);
    expect(credit.json.message).toBe('Para pagar con saldo a favor elige primero al cliente.');
    expect((await partRow(hood.id))?.status_id).toBe(1);
    expect(saleSchema.parse((await seller.get(`/api/sales/${ticket.id}`)).json)).toMatchObject({
      status: 'abierta',
      payments: [],
    });
  });

  it('a counter sale of two parts and a service with mixed payment sells each part in one go', async () => {
    const door = await part({ salePrice: 1500 });
    const lamp = await part({ salePrice: 500 });
    let ticket = await openTicket();
    ticket = await addOk(seller, ticket.id, { code: `AV-${door.id}` });
    ticket = await addOk(seller, ticket.id, { code: `AV-${lamp.id}` });
    ticket = await addOk(seller, ticket.id, { description: 'Instalación', unit_price_cents: 30_000 });
    ticket = saleSchema.parse((await seller.put(`/api/sales/${ticket.id}`, { discount_cents: 10_000 })).json);
    expect(ticket.total_cents).toBe(220_000);
    const paid = await pay(seller, ticket.id, [
      { method: 'cash', amount_cents: 100_000, received_cents: 150_000 },
      { method: 'transfer', amount_cents: 120_000, reference: 'SPEI 8842' },
    ]);
    expect(paid.status, paid.text).toBe(200);
    const sale = saleSchema.parse(paid.json);
    expect(sale).toMatchObject({ status: 'pagada', change_cents: 50_000, total_cents: 220_000 });
    // The ticket discount is shared by the lines in proportion, so the parts' prices add up to the total.
    expect(sale.lines.map((line) => line.net_cents)).toEqual([143_478, 47_826, 28_696]);
    expect(sale.lines.reduce((sum, line) => sum + line.net_cents, 0)).toBe(220_000);
    expect(await partRow(door.id)).toEqual({ status_id: 4, final_price: 1434.78 });
    expect(await partRow(lamp.id)).toEqual({ status_id: 4, final_price: 478.26 });
    expect(await activities(door.id)).toEqual([
      `Vendida en el ticket ${sale.folio} por $1,434.78 (garantía: Sin garantía)`,
    ]);
    // Paid: no longer changeable, and not recorded twice in the ledger by the trigger.
    expect((await add(seller, sale.id, { description: 'Otra', unit_price_cents: 100 })).status).toBe(409);
    const count = await ctx.db.execute<{ n: string }>(
      sql`select count(*) as n from sale_lines where part_id in (${door.id}, ${lamp.id})`,
    );
    expect(Number(count.rows[0]?.n)).toBe(2);
  });

  it('ten clients paying the same ticket at once: exactly one sale', async () => {
    const motor = await part({ salePrice: 25_000 });
    const ticket = await addOk(seller, (await openTicket()).id, { code: `AV-${motor.id}` });
    const clients = await Promise.all(Array.from({ length: 10 }, () => ctx.signedIn([4], companyId)));
    const answers = await Promise.all(
      clients.map((client) =>
        pay(client, ticket.id, [{ method: 'card', amount_cents: 2_500_000, reference: 'AUT 1' }]),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.find((answer) => answer.status === 409)?.json.message).toBe(
      `El ticket ${ticket.folio} ya está pagado.`,
    );
    expect((await activities(motor.id)).filter((line) => line.startsWith('Vendida'))).toHaveLength(1);
    const payments = await ctx.db.execute<{ n: string }>(
      sql`select count(*) as n from sale_payments where sale_id = ${ticket.id}`,
    );
    expect(Number(payments.rows[0]?.n)).toBe(1);
  });

  it('a repeated Cobrar (double tap, lost answer) answers the paid ticket once more', async () => {
    const ticket = await addOk(seller, (await openTicket()).id, {
      description: 'Envío',
      unit_price_cents: 15_000,
    });
    const requestId = randomUUID();
    const [a, b] = await Promise.all([
      pay(seller, ticket.id, [{ method: 'cash', amount_cents: 15_000 }], requestId),
      pay(seller, ticket.id, [{ method: 'cash', amount_cents: 15_000 }], requestId),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const payments = await ctx.db.execute<{ n: string }>(
      sql`select count(*) as n from sale_payments where sale_id = ${ticket.id}`,
    );
    expect(Number(payments.rows[0]?.n)).toBe(1);
  });
});

describe('the ledger', () => {
  it('records the detail’s Vender as a one-line sale for Público en general, payment por registrar', async () => {
    const bumper = await part({ salePrice: 900 });
    const sold = await admin.put(`/api/autoparts/updateStatus/${bumper.id}`, {
      status_id: 4,
      final_price: 850.5,
    });
    expect(sold.status, sold.text).toBe(200);
    const list = await admin.get('/api/sales?source=part');
    const row = list.json.data[0];
    expect(row).toMatchObject({
      status: 'pagada',
      customer_name: 'Público en general',
      line_count: 1,
      total_cents: 85_050,
      payment_methods: ['pending'],
    });
    const sale = saleSchema.parse((await admin.get(`/api/sales/${row.id}`)).json);
    expect(sale.lines[0]).toMatchObject({ part_id: bumper.id, amount_cents: 85_050 });
    expect(sale.payments[0]).toMatchObject({ method: 'pending', amount_cents: 85_050 });
    // The folio comes from the same series as the counter's tickets.
    expect(sale.folio).toMatch(/^V-\d+$/);
    // Someone records how it was paid: once, adding up.
    const short = await admin.post(`/api/sales/${sale.id}/payments`, {
      payments: [{ method: 'cash', amount_cents: 100 }],
    });
    expect(short.status).toBe(422);
    const recorded = await admin.post(`/api/sales/${sale.id}/payments`, {
      payments: [
        { method: 'cash', amount_cents: 50_050, received_cents: 60_000 },
        { method: 'transfer', amount_cents: 35_000, reference: 'SPEI 77' },
      ],
      register_id: await ctx.openCashRegister(companyId),
    });
    expect(recorded.status, recorded.text).toBe(200);
    expect(saleSchema.parse(recorded.json).payments.map((payment) => payment.method)).toEqual([
      'cash',
      'transfer',
    ]);
    const again = await admin.post(`/api/sales/${sale.id}/payments`, {
      payments: [{ method: 'cash', amount_cents: 85_050 }],
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(`La venta ${sale.folio} no tiene un pago por registrar.`);
  });

  it('lists with filters, for the own company only', async () => {
    const open = await admin.get('/api/sales?status=abierta');
    expect(open.json.data.every((row: { status: string }) => row.status === 'abierta')).toBe(true);
    expect((await outsider.get('/api/sales')).json.data.every((row: { folio: string }) => row.folio)).toBe(
      true,
    );
    const outsiderIds = new Set(
      (await outsider.get('/api/sales')).json.data.map((row: { id: number }) => row.id),
    );
    const ours = (await admin.get('/api/sales')).json.data.map((row: { id: number }) => row.id);
    expect(ours.some((id: number) => outsiderIds.has(id))).toBe(false);
    expect((await admin.get('/api/sales?from=2026-13-01')).status).toBe(422);
    // A customer's purchase history.
    const customer = await admin.post('/api/customers', { name: 'Cliente con historial' });
    const ticket = await openTicket(admin);
    await admin.put(`/api/sales/${ticket.id}`, { customer_id: customer.json.id });
    const history = await admin.get(`/api/sales?customer_id=${customer.json.id}`);
    expect(history.json.data.map((row: { id: number }) => row.id)).toEqual([ticket.id]);
  });
});

describe('the printed ticket and its public page', () => {
  it('prints at 58 and 80 mm, and the public page shows the ticket without a session', async () => {
    const customer = await seller.post('/api/customers', { name: 'Taller Hernández', phone: '81 1234 5678' });
    expect(customer.status, customer.text).toBe(200);
    const ticket = await openTicket();
    await seller.put(`/api/sales/${ticket.id}`, { customer_id: customer.json.id });
    await addOk(seller, ticket.id, {
      description: 'Instalación de puerta',
      unit_price_cents: 50_000,
      warranty_days: 30,
      warranty_terms: 'probado',
    });
    const paid = saleSchema.parse(
      (await pay(seller, ticket.id, [{ method: 'cash', amount_cents: 50_000, received_cents: 60_000 }])).json,
    );
    const printed = await seller.get(`/api/sales/${ticket.id}/ticket?format=58`);
    expect(printed.status).toBe(200);
    expect(printed.text).toContain('size: 58mm auto');
    expect(printed.text).toContain(`Venta ${paid.folio}`);
    expect(printed.text).toContain('Garantía: 30 días, probado');
    expect(printed.text).toContain('Cambio');
    const anonymous = await ctx.client().get(`${paid.public_path}?format=80`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.text).toContain(`Venta ${paid.folio}`);
    expect(anonymous.text).not.toContain('8112345678');
    expect((await ctx.client().get('/ticket/abcdefghijklmnopqrstuvwxyz012345')).status).toBe(404);
    expect((await ctx.client().get(`/api/sales/${ticket.id}/ticket`)).status).toBe(401);
    expect((await outsider.get(`/api/sales/${ticket.id}/ticket`)).status).toBe(404);
  });
});
