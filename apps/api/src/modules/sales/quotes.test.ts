import { randomUUID } from 'node:crypto';
import { type Sale, saleSchema } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { releaseLapsedHolds } from './sales.jobs.ts';

// Quotes against the real database: saving a ticket as a quote, its deposit and hold, the release
// of lapsed holds, and conversion (with its race and its expiry).

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let companyId: number;
let seller: Session;
let supervisor: Session;
let capturist: Session;
let outsider: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Yonke Cotizaciones')).id;
  seller = await ctx.signedIn([4], companyId);
  supervisor = await ctx.signedIn([5], companyId);
  capturist = await ctx.signedIn([3], companyId);
  outsider = await ctx.signedIn([2]);
}, 60_000);

const part = (salePrice = 1500) =>
  insertPart(ctx.db, { companyId, name: 'Motor 2.0 Jetta', salePrice, statusId: 1 });

/** A calendar day on Mexico City's clock (the company's zone), `offset` days from today. */
async function day(offset: number): Promise<string> {
  const result = await ctx.db.execute<{ d: string }>(
    sql`select ((now() at time zone 'America/Mexico_City')::date + ${offset}::int)::text as d`,
  );
  return result.rows[0]?.d ?? '';
}

async function ok(response: { status: number; text: string; json: unknown }): Promise<Sale> {
  expect(response.status, response.text).toBe(200);
  return saleSchema.parse(response.json);
}

/** A quote of the given parts plus a free «Instalación» line of $500, valid for two days. */
async function quoteOf(parts: readonly { id: number }[], session: Session = seller): Promise<Sale> {
  const ticket = await ok(await session.post('/api/sales', {}));
  for (const each of parts)
    await ok(await session.post(`/api/sales/${ticket.id}/lines`, { code: `AV-${each.id}` }));
  await ok(
    await session.post(`/api/sales/${ticket.id}/lines`, {
      description: 'Instalación',
      unit_price_cents: 50_000,
    }),
  );
  return ok(await session.post(`/api/sales/${ticket.id}/quote`, { expires_on: await day(2) }));
}

const cash = (amount: number) => ({ method: 'cash', amount_cents: amount });
const deposit = async (quote: Sale, amount: number, holdDays = 1) =>
  seller.post(`/api/sales/${quote.id}/deposit`, {
    request_id: randomUUID(),
    payments: [cash(amount)],
    register_id: await ctx.openCashRegister(seller.companyId),
    hold_until: await day(holdDays),
  });
const convert = async (
  quote: Sale,
  payments: unknown[],
  requestId = randomUUID(),
  session: Session = seller,
) =>
  session.post(`/api/sales/${quote.id}/convert`, {
    request_id: requestId,
    payments,
    register_id: await ctx.openCashRegister(session.companyId),
  });

async function partRow(id: number) {
  const result = await ctx.db.execute<{ status_id: number; final_price: string | null }>(
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
const lapse = (quote: Sale, column: 'hold_until' | 'expires_at') =>
  ctx.db.execute(
    sql`update sales set ${sql.raw(column)} = now() - interval '1 minute' where id = ${quote.id}`,
  );
/** Resolves once some session waits on a row lock (the release queued behind the test's lock). */
async function waitForLockWaiter() {
  for (;;) {
    const result = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    );
    if ((result.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const release = () =>
  releaseLapsedHolds({ db: ctx.db, config: ctx.config, storage: ctx.storage, jobs: ctx.jobs });

describe('saving a ticket as a quote', () => {
  it('keeps the ticket’s lines, discount and folio, holds nothing, and takes no more lines', async () => {
    const motor = await part(12_000);
    const ticket = await ok(await seller.post('/api/sales', {}));
    await ok(await seller.post(`/api/sales/${ticket.id}/lines`, { code: `AV-${motor.id}` }));
    await ok(await seller.put(`/api/sales/${ticket.id}`, { discount_cents: 100_000 }));
    const quote = await ok(await seller.post(`/api/sales/${ticket.id}/quote`, { expires_on: await day(3) }));
    expect(quote.status).toBe('cotizacion');
    expect(quote.folio).toBe(ticket.folio);
    expect(quote.total_cents).toBe(1_100_000);
    expect(quote.base_cents + quote.tax_cents).toBe(quote.total_cents);
    expect(quote.expires_at).not.toBeNull();
    // Without a deposit the part is free: another counter may take it.
    const other = await ok(await supervisor.post('/api/sales', {}));
    await ok(await supervisor.post(`/api/sales/${other.id}/lines`, { code: `AV-${motor.id}` }));
    expect((await partRow(motor.id))?.status_id).toBe(1);
    const more = await seller.post(`/api/sales/${quote.id}/lines`, {
      description: 'Envío',
      unit_price_cents: 100,
    });
    expect(more.status).toBe(409);
    expect(more.json.message).toBe(
      `${quote.folio} es una cotización: ya no se cambia; conviértela en venta o haz una nueva.`,
    );
    // And the list filters quotes.
    const list = (await seller.get('/api/sales?status=cotizacion')).json as { data: { id: number }[] };
    expect(list.data.map((row) => row.id)).toContain(quote.id);
  });

  it('refuses an empty ticket, a past date or one too far, with Spanish messages', async () => {
    const empty = await ok(await seller.post('/api/sales', {}));
    const refused = await seller.post(`/api/sales/${empty.id}/quote`, { expires_on: await day(1) });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.expires_on).toEqual([
      'Agrega al menos una línea antes de guardar la cotización.',
    ]);
    await ok(
      await seller.post(`/api/sales/${empty.id}/lines`, { description: 'Envío', unit_price_cents: 9900 }),
    );
    const past = await seller.post(`/api/sales/${empty.id}/quote`, { expires_on: await day(-1) });
    expect(past.status).toBe(422);
    expect(past.json.errors.expires_on).toEqual(['La fecha de vencimiento no puede ser anterior a hoy.']);
    const far = await seller.post(`/api/sales/${empty.id}/quote`, { expires_on: await day(91) });
    expect(far.json.errors.expires_on).toEqual(['Una cotización vale como máximo 90 días.']);
    const garbage = await seller.post(`/api/sales/${empty.id}/quote`, { expires_on: 'mañana' });
    expect(garbage.status).toBe(422);
    expect((await seller.get(`/api/sales/${empty.id}`)).json.status).toBe('abierta');
  });
});

describe('a deposit', () => {
  it('records a payment smaller than the total and holds the parts Separado with an activity line', async () => {
    const motor = await part(12_000);
    const quote = await quoteOf([motor]);
    expect(quote.total_cents).toBe(1_250_000);
    const whole = await deposit(quote, 1_250_000);
    expect(whole.status).toBe(422);
    expect(whole.json.errors.payments[0]).toMatch(/^El anticipo debe ser menor que el total/);
    const held = await ok(await deposit(quote, 200_000, 2));
    expect(held.paid_cents).toBe(200_000);
    expect(held.hold_until).not.toBeNull();
    expect((await partRow(motor.id))?.status_id).toBe(3);
    expect((await activities(motor.id)).at(-1)).toMatch(
      new RegExp(`^Separada con anticipo de \\$2,000 en la cotización ${quote.folio} hasta el `),
    );
    // Held: another counter is told who has it; a second deposit is refused.
    const other = await ok(await supervisor.post('/api/sales', {}));
    const taken = await supervisor.post(`/api/sales/${other.id}/lines`, { code: `AV-${motor.id}` });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(
      `La autoparte AV-${motor.id} está apartada con anticipo en la cotización ${quote.folio}. Conviértela en venta o cancélala primero.`,
    );
    expect((await deposit(quote, 1000)).status).toBe(409);
  });

  it('is paid like a sale: card, transfer or Mercado Pago with a reference, cash with change', async () => {
    const motor = await part();
    const quote = await quoteOf([motor]);
    const holdUntil = await day(1);
    const registerId = await ctx.openCashRegister(seller.companyId);
    const body = (payment: Record<string, unknown>) => ({
      request_id: randomUUID(),
      payments: [payment],
      register_id: registerId,
      hold_until: holdUntil,
    });
    const unreferenced = await seller.post(`/api/sales/${quote.id}/deposit`, {
      ...body({ method: 'transfer', amount_cents: 50_000 }),
    });
    expect(unreferenced.status).toBe(422);
    expect(Object.keys(unreferenced.json.errors)).toEqual(['payments.0.reference']);
    const held = await ok(
      await seller.post(`/api/sales/${quote.id}/deposit`, {
        ...body({ method: 'mercado_pago', amount_cents: 50_000, reference: 'MP 99812' }),
      }),
    );
    expect(held.payments.map((p) => [p.method, p.amount_cents, p.reference])).toEqual([
      ['mercado_pago', 50_000, 'MP 99812'],
    ]);
    const cashQuote = await quoteOf([await part()]);
    const withChange = await ok(
      await seller.post(`/api/sales/${cashQuote.id}/deposit`, {
        ...body({ method: 'cash', amount_cents: 30_000, received_cents: 50_000 }),
      }),
    );
    expect(withChange.change_cents).toBe(20_000);
  });

  it('is refused when a part was taken by another ticket meanwhile, writing nothing', async () => {
    const motor = await part();
    const quote = await quoteOf([motor]);
    const other = await ok(await supervisor.post('/api/sales', {}));
    await ok(await supervisor.post(`/api/sales/${other.id}/lines`, { code: `AV-${motor.id}` }));
    const refused = await deposit(quote, 10_000);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain(other.folio);
    const after = await ok(await seller.get(`/api/sales/${quote.id}`));
    expect(after.payments).toEqual([]);
    expect((await partRow(motor.id))?.status_id).toBe(1);
  });
});

describe('converting a quote', () => {
  it('pays the rest in one call, the deposit counting; the same request twice answers the same', async () => {
    const motor = await part(12_000);
    const quote = await quoteOf([motor]);
    await ok(await deposit(quote, 200_000));
    const short = await convert(quote, [cash(1_250_000)]);
    expect(short.status).toBe(422);
    expect(short.json.errors.payments[0]).toBe(
      'Los pagos suman $12,500 y el total es $10,500; deben ser iguales.',
    );
    const requestId = randomUUID();
    const sold = await ok(
      await convert(quote, [{ method: 'card', amount_cents: 1_050_000, reference: 'A123' }], requestId),
    );
    expect(sold.status).toBe('pagada');
    expect(sold.paid_cents).toBe(1_250_000);
    expect(sold.payments.map((p) => [p.method, p.amount_cents])).toEqual([
      ['cash', 200_000],
      ['card', 1_050_000],
    ]);
    expect(await partRow(motor.id)).toMatchObject({ status_id: 4 });
    expect((await activities(motor.id)).at(-1)).toMatch(
      new RegExp(`^Vendida en el ticket ${quote.folio} por `),
    );
    const again = await ok(
      await convert(quote, [{ method: 'card', amount_cents: 1_050_000, reference: 'A123' }], requestId),
    );
    expect(again.payments).toHaveLength(2);
    const other = await convert(quote, [cash(1_050_000)]);
    expect(other.status).toBe(409);
    expect(other.json.message).toBe(`La cotización ${quote.folio} ya se convirtió en venta.`);
  });

  it('converts a quote without deposit, taking its parts then; two converts at once make one sale', async () => {
    const motor = await part(12_000);
    const quote = await quoteOf([motor]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        convert(quote, [cash(1_250_000)], randomUUID(), index % 2 ? supervisor : seller),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const payments = await ctx.db.execute<{ n: string }>(
      sql`select count(*) as n from sale_payments where sale_id = ${quote.id}`,
    );
    expect(Number(payments.rows[0]?.n)).toBe(1);
    expect((await activities(motor.id)).filter((a) => a.startsWith('Vendida')).length).toBe(1);
  });

  it('refuses a part sold elsewhere since the quote (no deposit held it)', async () => {
    const motor = await part();
    const quote = await quoteOf([motor]);
    const other = await ok(await supervisor.post('/api/sales', {}));
    await ok(await supervisor.post(`/api/sales/${other.id}/lines`, { code: `AV-${motor.id}` }));
    await ok(
      await supervisor.post(`/api/sales/${other.id}/pay`, {
        request_id: randomUUID(),
        payments: [cash(150_000)],
        register_id: await ctx.openCashRegister(supervisor.companyId),
      }),
    );
    const refused = await convert(quote, [cash(200_000)]);
    expect(refused.status).toBe(409);
    expect((await ok(await seller.get(`/api/sales/${quote.id}`))).status).toBe('cotizacion');
  });

  it('refuses an expired quote with the date in Spanish, with or without a deposit', async () => {
    const plain = await quoteOf([await part()]);
    await lapse(plain, 'expires_at');
    const refused = await convert(plain, [cash(200_000)]);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(
      new RegExp(`^La cotización ${plain.folio} venció el .+; ya no se puede convertir en venta`),
    );
    expect((await deposit(plain, 1000)).status).toBe(409);

    const motor = await part();
    const held = await quoteOf([motor]);
    await ok(await deposit(held, 10_000));
    await lapse(held, 'hold_until');
    expect((await convert(held, [cash(190_000)])).status).toBe(409);
    expect((await partRow(motor.id))?.status_id).toBe(3);
  });
});

describe('the release of lapsed holds', () => {
  it('frees each part with an activity line, leaves live holds alone, and a conversion racing it sells nothing', async () => {
    const [a, b, live] = [await part(), await part(), await part()];
    const lapsed = await quoteOf([a, b]);
    await ok(await deposit(lapsed, 10_000));
    const kept = await quoteOf([live]);
    await ok(await deposit(kept, 10_000));
    await lapse(lapsed, 'hold_until');
    const [converted, released] = await Promise.all([convert(lapsed, [cash(340_000)]), release()]);
    expect(converted.status).toBe(409);
    expect(released).toBeGreaterThanOrEqual(1);
    for (const each of [a, b]) {
      expect((await partRow(each.id))?.status_id).toBe(1);
      expect((await activities(each.id)).at(-1)).toMatch(
        new RegExp(`^Se liberó: venció el apartado de la cotización ${lapsed.folio} \\(`),
      );
    }
    expect((await partRow(live.id))?.status_id).toBe(3);
    // Free again: another counter can take it; a second run finds nothing more to do.
    const other = await ok(await supervisor.post('/api/sales', {}));
    await ok(await supervisor.post(`/api/sales/${other.id}/lines`, { code: `AV-${a.id}` }));
    expect(await release()).toBe(0);
  });

  it('waits for a conversion holding the quote’s lock instead of skipping it, then frees its parts', async () => {
    const motor = await part();
    const quote = await quoteOf([motor]);
    await ok(await deposit(quote, 10_000));
    await lapse(quote, 'hold_until');
    let running: Promise<number> | undefined;
    // A conversion in progress holds the quote's row; the release started meanwhile must queue.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select id from sales where id = ${quote.id} for update`);
      running = release();
      await waitForLockWaiter();
    });
    expect(await running).toBe(1);
    expect((await partRow(motor.id))?.status_id).toBe(1);
  });

  it('a conversion that began before the hold lapsed, but locks the quote after its release, is refused', async () => {
    const motor = await part();
    const quote = await quoteOf([motor]);
    await ok(await deposit(quote, 10_000));
    await lapse(quote, 'hold_until');
    expect(await release()).toBe(1);
    // What the conversion's own clock (its transaction's start) would still call a live hold.
    await ctx.db.execute(sql`update sales set hold_until = now() + interval '1 hour' where id = ${quote.id}`);
    const refused = await convert(quote, [cash(190_000)]);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(new RegExp(`^La cotización ${quote.folio} venció el `));
    expect(await partRow(motor.id)).toMatchObject({ status_id: 1, final_price: null });
  });

  it('a cancelled held quote frees its parts too', async () => {
    const motor = await part();
    const quote = await quoteOf([motor]);
    await ok(await deposit(quote, 10_000));
    await ok(
      await supervisor.post(`/api/sales/${quote.id}/cancel`, { reason: 'El cliente ya no lo quiere' }),
    );
    expect((await partRow(motor.id))?.status_id).toBe(1);
    expect((await activities(motor.id)).at(-1)).toBe(`Se liberó: se canceló la cotización ${quote.folio}`);
  });
});

describe('who may quote', () => {
  it('refuses no session, a role that does not sell and another company', async () => {
    const quote = await quoteOf([await part()]);
    const anonymous = ctx.client();
    await anonymous.get('/sanctum/csrf-cookie');
    expect(
      (
        await anonymous.post(`/api/sales/${quote.id}/convert`, {
          request_id: randomUUID(),
          payments: [cash(1)],
        })
      ).status,
    ).toBe(401);
    for (const path of ['quote', 'deposit', 'convert']) {
      const body = {
        request_id: randomUUID(),
        payments: [cash(1000)],
        hold_until: await day(1),
        expires_on: await day(1),
      };
      expect((await capturist.post(`/api/sales/${quote.id}/${path}`, body)).status).toBe(403);
      expect((await outsider.post(`/api/sales/${quote.id}/${path}`, body)).status).toBe(404);
    }
    expect((await ok(await seller.get(`/api/sales/${quote.id}`))).payments).toEqual([]);
  });
});

describe('the public page of a quote', () => {
  it('opens without a session, says it is a quote, and «Aceptar» writes to the store on WhatsApp', async () => {
    const quote = await quoteOf([await part(12_000)]);
    const page = await ctx.client().get(quote.public_path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Cotización ${quote.folio}`);
    expect(page.text).toContain('COTIZACIÓN válida hasta el');
    const text = encodeURIComponent(
      `Hola, acepto la cotización ${quote.folio} por $12,500: http://localhost${quote.public_path}`,
    );
    // The company's phone (8110000000) with Mexico's country code.
    expect(page.text).toContain(`href="https://wa.me/528110000000?text=${text}`);
    expect(page.text).toContain('>Aceptar</a>');
  });
});
