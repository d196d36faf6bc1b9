import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type CashSession, cashSessionSchema, reconciliationSchema, saleSchema } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let companyId: number;
let admin: Session;
let supervisor: Session;
let seller: Session;
let capturist: Session;
let outsider: Session;
let registerCounter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Yonke Caja')).id;
  admin = await ctx.signedIn([2], companyId);
  supervisor = await ctx.signedIn([5], companyId);
  seller = await ctx.signedIn([4], companyId);
  capturist = await ctx.signedIn([3], companyId);
  outsider = await ctx.signedIn([2]);
}, 60_000);

async function newRegister(sellersCount = false): Promise<number> {
  registerCounter += 1;
  const name = `Mostrador ${registerCounter}`;
  const response = await admin.post('/api/cash/registers', { name, sellers_count: sellersCount });
  expect(response.status, response.text).toBe(200);
  return response.json.find((register: { name: string }) => register.name === name).id;
}

async function openSession(registerId: number, floatCents = 50_000, who: Session = supervisor) {
  const response = await who.post(`/api/cash/registers/${registerId}/sessions`, { float_cents: floatCents });
  expect(response.status, response.text).toBe(200);
  return cashSessionSchema.parse(response.json);
}

async function session(id: number, who: Session = supervisor): Promise<CashSession> {
  const response = await who.get(`/api/cash/sessions/${id}`);
  expect(response.status, response.text).toBe(200);
  return cashSessionSchema.parse(response.json);
}

/** A ticket of one free line of `cents`, paid with `payments` on the register. */
async function sell(cents: number, payments: unknown[], registerId: number | null, who: Session = seller) {
  const created = await who.post('/api/sales', {});
  expect(created.status, created.text).toBe(200);
  const sale = saleSchema.parse(created.json);
  const line = await who.post(`/api/sales/${sale.id}/lines`, {
    description: 'Servicio de armado',
    unit_price_cents: cents,
  });
  expect(line.status, line.text).toBe(200);
  return who.post(`/api/sales/${sale.id}/pay`, {
    request_id: randomUUID(),
    payments,
    register_id: registerId,
  });
}

describe('cash registers and sessions', () => {
  it('cash always needs a register: a company without one is refused, a new company and the migration give each «Caja 1»', async () => {
    const other = await ctx.createCompany('Yonke sin cajas');
    const lone = await ctx.signedIn([4], other.id);
    const refused = await sell(10_000, [{ method: 'cash', amount_cents: 10_000 }], null, lone);
    expect(refused.status).toBe(422);
    expect(refused.json.errors.register_id[0]).toBe(
      'Para cobrar en efectivo elige la caja de este mostrador. Ve a «Caja», elige la caja de este mostrador y pulsa «Abrir caja» con el fondo inicial (la abre un supervisor o el administrador).',
    );
    // A card payment needs no register.
    expect(
      (await sell(10_000, [{ method: 'card', amount_cents: 10_000, reference: '1111' }], null, lone)).status,
    ).toBe(200);

    // The migration gives «Caja 1» to every company without a register, and to none that has one.
    const migration = await readFile(
      new URL('../../db/migrations/0104_default_cash_register.sql', import.meta.url),
      'utf8',
    );
    await newRegister();
    // Its first statement is the backfill (the rest creates what this database already has).
    await ctx.db.execute(sql.raw(migration.split('--> statement-breakpoint')[0] ?? ''));
    const names = async (id: number) =>
      (
        await ctx.db.execute<{ name: string }>(
          sql`select name from cash_registers where company_id = ${id} order by name`,
        )
      ).rows.map((row) => row.name);
    expect(await names(other.id)).toEqual(['Caja 1']);
    expect(await names(companyId)).not.toContain('Caja 1');

    const superadmin = await ctx.signedIn([1]);
    const created = await superadmin.post('/api/admin/companies', {
      name: 'Yonke recién abierto',
      phone: '8112345678',
    });
    expect(created.status, created.text).toBe(201);
    expect(await names(created.json.id)).toEqual(['Caja 1']);

    const registerId = await newRegister();
    const noRegister = await sell(10_000, [{ method: 'cash', amount_cents: 10_000 }], null);
    expect(noRegister.status).toBe(422);
    expect(noRegister.json.errors.register_id[0]).toContain('«Abrir caja»');
    const noSession = await sell(10_000, [{ method: 'cash', amount_cents: 10_000 }], registerId);
    expect(noSession.status).toBe(422);
    expect(noSession.json.errors.register_id[0]).toBe(
      `La caja «Mostrador ${registerCounter}» no tiene una sesión abierta. Ve a «Caja», elige la caja de este mostrador y pulsa «Abrir caja» con el fondo inicial (la abre un supervisor o el administrador).`,
    );
    // Nothing half-written: the refused ticket is still open and has no payment.
    const open = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sale_payments p join sales s on s.id = p.sale_id where s.company_id = ${companyId}`,
    );
    expect(open.rows[0]?.n).toBe(0);
    // A card payment needs no session.
    expect(
      (await sell(20_000, [{ method: 'card', amount_cents: 20_000, reference: '4321' }], registerId)).status,
    ).toBe(200);
  });

  it('opens one session per register with a valid float; refuses bad floats, a second session and other roles', async () => {
    const registerId = await newRegister();
    for (const float of [-1, 1e12, 10.5, '100']) {
      const bad = await supervisor.post(`/api/cash/registers/${registerId}/sessions`, { float_cents: float });
      expect(bad.status, String(float)).toBe(422);
      expect(bad.json.errors.float_cents[0]).toBe('El fondo debe ser un monto de $0 a $99,999,999.');
    }
    expect((await seller.post(`/api/cash/registers/${registerId}/sessions`, { float_cents: 0 })).status).toBe(
      403,
    );
    expect((await capturist.get('/api/cash/registers')).status).toBe(403);
    expect(
      (await outsider.post(`/api/cash/registers/${registerId}/sessions`, { float_cents: 0 })).status,
    ).toBe(404);
    const opened = await openSession(registerId, 100_000);
    expect(opened).toMatchObject({ status: 'abierta', float_cents: 100_000, expected_cents: 100_000 });
    const second = await admin.post(`/api/cash/registers/${registerId}/sessions`, { float_cents: 0 });
    expect(second.status).toBe(409);
    expect(second.json.message).toContain('ya tiene una sesión abierta');
    expect((await outsider.get(`/api/cash/sessions/${opened.id}`)).status).toBe(404);
    const duplicate = await admin.post('/api/cash/registers', { name: `Mostrador ${registerCounter}` });
    expect(duplicate.status).toBe(422);
    expect(duplicate.json.errors.name[0]).toContain('Ya hay una caja');
  });

  it('records sales by method and movements; expected is float + cash in − cash out, shown to the counter only after the blind count', async () => {
    const registerId = await newRegister(true);
    const opened = await openSession(registerId, 50_000, seller);
    // Cash paid with a $500 bill for $320: $180 of change, $320 stays in the drawer.
    expect(
      (await sell(32_000, [{ method: 'cash', amount_cents: 32_000, received_cents: 50_000 }], registerId))
        .status,
    ).toBe(200);
    expect(
      (
        await sell(
          60_000,
          [
            { method: 'card', amount_cents: 40_000, reference: '1234' },
            { method: 'cash', amount_cents: 20_000 },
          ],
          registerId,
        )
      ).status,
    ).toBe(200);
    const tooMuch = await seller.post(`/api/cash/sessions/${opened.id}/movements`, {
      direction: 'out',
      amount_cents: 102_001,
      reason: 'Retiro a banco',
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.errors.amount_cents[0]).toBe(
      'En la caja debería haber $1,020; no se puede sacar más efectivo del que hay.',
    );
    const noReason = await seller.post(`/api/cash/sessions/${opened.id}/movements`, {
      direction: 'out',
      amount_cents: 100,
      reason: ' ',
    });
    expect(noReason.json.errors.reason).toBeDefined();
    await seller.post(`/api/cash/sessions/${opened.id}/movements`, {
      direction: 'out',
      amount_cents: 30_000,
      reason: 'Retiro a banco',
    });
    await seller.post(`/api/cash/sessions/${opened.id}/movements`, {
      direction: 'in',
      amount_cents: 5_000,
      reason: 'Cambio para el fondo',
    });

    const blind = await session(opened.id, seller);
    expect(blind).toMatchObject({
      expected_cents: null,
      cash_sales_cents: null,
      sees_expected: false,
      sales_count: 2,
    });
    // Nor the cash the sales brought in: only the other methods are listed to the one counting.
    expect(blind.by_method.map((row) => row.method)).toEqual(['card']);
    expect((await seller.get(`/api/cash/sessions/${opened.id}/report`)).status).toBe(403);
    const supervisorView = await session(opened.id);
    expect(supervisorView).toMatchObject({
      expected_cents: 50_000 + 32_000 + 20_000 + 5_000 - 30_000,
      cash_sales_cents: 52_000,
      in_cents: 5_000,
      out_cents: 30_000,
    });
    expect(supervisorView.by_method).toEqual([
      { method: 'card', count: 1, amount_cents: 40_000 },
      { method: 'cash', count: 2, amount_cents: 52_000 },
    ]);

    const badCount = await seller.post(`/api/cash/sessions/${opened.id}/count`, {
      denominations: { '50000': -1 },
    });
    expect(badCount.status).toBe(422);
    const wrongSum = await seller.post(`/api/cash/sessions/${opened.id}/count`, {
      denominations: { '50000': 1 },
      counted_cents: 1,
    });
    expect(wrongSum.json.errors.counted_cents[0]).toContain('suman $500');
    // Counted $760 by bills and coins against $770 expected: $10 short.
    const counted = await seller.post(`/api/cash/sessions/${opened.id}/count`, {
      denominations: { '50000': 1, '20000': 1, '5000': 1, '1000': 1 },
    });
    expect(counted.status, counted.text).toBe(200);
    expect(cashSessionSchema.parse(counted.json)).toMatchObject({
      status: 'contada',
      counted_cents: 76_000,
      expected_cents: 77_000,
      difference_cents: -1_000,
    });
    // The count is final: no sale, movement or second count gets in after it.
    const late = await sell(1_000, [{ method: 'cash', amount_cents: 1_000 }], registerId);
    expect(late.status).toBe(422);
    expect(late.json.errors.register_id[0]).toContain('ya se está cerrando');
    expect(
      (await seller.post(`/api/cash/sessions/${opened.id}/count`, { counted_cents: 77_000 })).status,
    ).toBe(409);
    const noComment = await seller.post(`/api/cash/sessions/${opened.id}/close`, {});
    expect(noComment.status).toBe(422);
    expect(noComment.json.errors.comment[0]).toBe(
      'Hay una diferencia de $10 (faltante): escribe un comentario que la explique.',
    );
    const closed = await seller.post(`/api/cash/sessions/${opened.id}/close`, {
      comment: 'Se dio cambio de más',
    });
    expect(closed.status, closed.text).toBe(200);
    expect((await seller.post(`/api/cash/sessions/${opened.id}/close`, { comment: 'x' })).status).toBe(409);

    const report = await seller.get(`/api/cash/sessions/${opened.id}/report?format=carta`);
    expect(report.status).toBe(200);
    for (const text of [
      'Corte Z',
      'Faltante',
      '$10',
      'Se dio cambio de más',
      'Retiro a banco',
      'Tarjeta (1)',
      '$770',
    ])
      expect(report.text, text).toContain(text);
    expect((await seller.get(`/api/cash/sessions/${opened.id}/report?format=58`)).status).toBe(422);

    // Reopening: supervisors only, with a reason that stays in the history.
    expect((await seller.post(`/api/cash/sessions/${opened.id}/reopen`, { reason: 'Recontar' })).status).toBe(
      403,
    );
    const reopened = await supervisor.post(`/api/cash/sessions/${opened.id}/reopen`, {
      reason: 'Apareció el billete de $10',
    });
    expect(reopened.status, reopened.text).toBe(200);
    const history = cashSessionSchema.parse(reopened.json);
    expect(history.status).toBe('abierta');
    expect(history.events.map((event) => event.action)).toEqual(['open', 'count', 'close', 'reopen']);
    expect(history.events[3]?.note).toBe('Apareció el billete de $10');
    expect(history.events[2]?.note).toContain('Se dio cambio de más');
  });

  it('of two counts of the same session at once one wins, the other is told it was counted', async () => {
    const registerId = await newRegister();
    const opened = await openSession(registerId, 10_000);
    const [a, b] = await Promise.all([
      supervisor.post(`/api/cash/sessions/${opened.id}/count`, { counted_cents: 10_000 }),
      admin.post(`/api/cash/sessions/${opened.id}/count`, { counted_cents: 9_000 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [c, d] = await Promise.all([
      supervisor.post(`/api/cash/sessions/${opened.id}/close`, { comment: 'cierre' }),
      admin.post(`/api/cash/sessions/${opened.id}/close`, { comment: 'cierre' }),
    ]);
    expect([c.status, d.status].sort()).toEqual([200, 409]);
    expect((await session(opened.id)).events.filter((event) => event.action === 'close')).toHaveLength(1);
  });

  it('a count racing payments counts every payment that got in and refuses the ones after it', async () => {
    const registerId = await newRegister();
    const opened = await openSession(registerId, 0);
    const [count, ...paid] = await Promise.all([
      supervisor.post(`/api/cash/sessions/${opened.id}/count`, { counted_cents: 0 }),
      ...Array.from({ length: 4 }, () => sell(1_000, [{ method: 'cash', amount_cents: 1_000 }], registerId)),
    ]);
    expect(count?.status, count?.text).toBe(200);
    const accepted = paid.filter((response) => response.status === 200).length;
    expect(paid.every((response) => response.status === 200 || response.status === 422)).toBe(true);
    const after = await session(opened.id);
    // What the count took as expected is exactly the payments that went in before it.
    expect(after.expected_cents).toBe(accepted * 1_000);
    expect(after.cash_sales_cents).toBe(accepted * 1_000);
  });
});

describe('the day’s reconciliation', () => {
  it('puts every peso of the day’s tickets and abonos in one session or one method, and fails when a payment is lost', async () => {
    const own = await ctx.createCompany('Yonke Cuadre');
    const boss = await ctx.signedIn([2], own.id);
    const made = await boss.post('/api/cash/registers', { name: 'Mostrador cuadre' });
    const ownRegister = made.json[0].id as number;
    const opened = await boss.post(`/api/cash/registers/${ownRegister}/sessions`, { float_cents: 10_000 });
    const customer = (await boss.post('/api/customers', { name: 'Taller Cuadre' })).json.id as number;
    const ticketFor = async (cents: number, payments: unknown[], customerId: number | null = null) => {
      const sale = (await boss.post('/api/sales', { customer_id: customerId })).json.id as number;
      await boss.post(`/api/sales/${sale}/lines`, { description: 'Servicio', unit_price_cents: cents });
      const paid = await boss.post(`/api/sales/${sale}/pay`, {
        request_id: randomUUID(),
        payments,
        register_id: ownRegister,
      });
      expect(paid.status, paid.text).toBe(200);
      return sale;
    };
    await ticketFor(30_000, [{ method: 'cash', amount_cents: 30_000 }]);
    const byCard = await ticketFor(20_000, [{ method: 'card', amount_cents: 20_000, reference: 'AUT 1' }]);
    await ticketFor(50_000, [{ method: 'credit', amount_cents: 50_000 }], customer);
    for (const abono of [
      { method: 'cash', amount_cents: 15_000, register_id: ownRegister },
      { method: 'transfer', amount_cents: 5_000, reference: 'SPEI 3' },
    ])
      expect(
        (await boss.post(`/api/customers/${customer}/abonos`, { request_id: randomUUID(), ...abono })).status,
      ).toBe(200);

    const day = reconciliationSchema.parse((await boss.get('/api/cash/reconciliation')).json);
    expect(day).toMatchObject({
      sales_cents: 100_000,
      sales_count: 3,
      abonos_cents: 20_000,
      ledger_cents: 120_000,
      accounted_cents: 120_000,
      difference_cents: 0,
      cash_without_session_cents: 0,
      balanced: true,
      unbalanced_tickets: [],
    });
    expect(day.sessions).toEqual([
      {
        session_id: opened.json.id,
        register_name: 'Mostrador cuadre',
        sales_cash_cents: 30_000,
        abonos_cash_cents: 15_000,
        store_credit_cash_cents: 0,
      },
    ]);
    expect(day.methods).toEqual([
      { source: 'sale', method: 'card', amount_cents: 20_000 },
      { source: 'sale', method: 'credit', amount_cents: 50_000 },
      { source: 'abono', method: 'transfer', amount_cents: 5_000 },
    ]);
    // The session's expected cash agrees: float + cash sales + the cash abono.
    expect((await session(opened.json.id, boss)).expected_cents).toBe(10_000 + 30_000 + 15_000);

    // A payment lost (its row gone): the day no longer reconciles and names the ticket.
    await ctx.db.execute(sql`delete from sale_payments where sale_id = ${byCard}`);
    const lost = reconciliationSchema.parse((await boss.get('/api/cash/reconciliation')).json);
    expect(lost).toMatchObject({ balanced: false, difference_cents: 20_000 });
    expect(lost.unbalanced_tickets).toEqual([
      expect.objectContaining({ sale_id: byCard, total_cents: 20_000, paid_cents: 0 }),
    ]);

    expect((await seller.get('/api/cash/reconciliation')).status).toBe(403);
    const badDay = await boss.get('/api/cash/reconciliation?day=27-11-2026');
    expect(badDay.status).toBe(422);
    expect(badDay.json.errors.day).toEqual(['El día no es válido (AAAA-MM-DD).']);
  });
});

describe('store credit by hand in the day’s reconciliation', () => {
  it('lists anticipos and credit given back: cash in its session’s expected cash, card and transfer under their method, the credit as its own lines; another company’s never', async () => {
    const own = await ctx.createCompany('Yonke Anticipos');
    const boss = await ctx.signedIn([2], own.id);
    const boss5 = await ctx.signedIn([5], own.id);
    const registerId = (await boss.post('/api/cash/registers', { name: 'Mostrador anticipos' })).json[0]
      .id as number;
    const opened = cashSessionSchema.parse(
      (await boss.post(`/api/cash/registers/${registerId}/sessions`, { float_cents: 10_000 })).json,
    );
    const customer = (await boss.post('/api/customers', { name: 'Taller Anticipo' })).json.id as number;
    const adjust = async (who: Session, customerId: number, body: Record<string, unknown>) => {
      const response = await who.post(`/api/customers/${customerId}/store-credit`, {
        request_id: randomUUID(),
        reason: 'Anticipo de un motor',
        ...body,
      });
      expect(response.status, response.text).toBe(200);
      return response.json.id as number;
    };
    await adjust(boss, customer, {
      direction: 'add',
      amount_cents: 25_000,
      method: 'cash',
      register_id: registerId,
    });
    await adjust(boss, customer, {
      direction: 'add',
      amount_cents: 10_000,
      method: 'transfer',
      reference: 'SPEI 9',
    });
    await adjust(boss, customer, {
      direction: 'remove',
      amount_cents: 5_000,
      method: 'cash',
      register_id: registerId,
    });
    await adjust(boss, customer, {
      direction: 'remove',
      amount_cents: 3_000,
      method: 'card',
      reference: 'AUT 7',
    });
    // A ticket in cash the same day, so the session shows both kinds of cash.
    const sale = (await boss.post('/api/sales', {})).json.id as number;
    await boss.post(`/api/sales/${sale}/lines`, { description: 'Servicio', unit_price_cents: 7_000 });
    const paid = await boss.post(`/api/sales/${sale}/pay`, {
      request_id: randomUUID(),
      payments: [{ method: 'cash', amount_cents: 7_000 }],
      register_id: registerId,
    });
    expect(paid.status, paid.text).toBe(200);

    // Another company's anticipo, on its own register, the same day.
    const outsiderCustomer = (await outsider.post('/api/customers', { name: 'Taller Ajeno' })).json
      .id as number;
    const outsiderRegister = (
      await outsider.post('/api/cash/registers', { name: 'Mostrador ajeno' })
    ).json.find((register: { name: string }) => register.name === 'Mostrador ajeno').id as number;
    const outsiderOpen = await outsider.post(`/api/cash/registers/${outsiderRegister}/sessions`, {
      float_cents: 0,
    });
    expect(outsiderOpen.status, outsiderOpen.text).toBe(200);
    await adjust(outsider, outsiderCustomer, {
      direction: 'add',
      amount_cents: 99_900,
      method: 'cash',
      register_id: outsiderRegister,
    });
    await adjust(outsider, outsiderCustomer, {
      direction: 'add',
      amount_cents: 11_100,
      method: 'card',
      reference: 'AUT 8',
    });

    const day = reconciliationSchema.parse((await boss5.get('/api/cash/reconciliation')).json);
    expect(day).toMatchObject({
      sales_cents: 7_000,
      abonos_cents: 0,
      store_credit_added_cents: 35_000,
      store_credit_returned_cents: 8_000,
      ledger_cents: 7_000 + 35_000 - 8_000,
      accounted_cents: 34_000,
      difference_cents: 0,
      cash_without_session_cents: 0,
      balanced: true,
    });
    expect(day.sessions).toEqual([
      {
        session_id: opened.id,
        register_name: 'Mostrador anticipos',
        sales_cash_cents: 7_000,
        abonos_cash_cents: 0,
        store_credit_cash_cents: 20_000,
      },
    ]);
    expect(day.methods).toEqual([
      { source: 'store_credit', method: 'card', amount_cents: -3_000 },
      { source: 'store_credit', method: 'transfer', amount_cents: 10_000 },
    ]);
    // The session expects the same cash the Cuadre puts in it: float + ticket + anticipo − given back.
    expect((await session(opened.id, boss)).expected_cents).toBe(10_000 + 7_000 + 25_000 - 5_000);

    // Cash of an anticipo lost from the drawer (its movement gone): the day no longer reconciles.
    await ctx.db.execute(
      sql`delete from cash_movements where session_id = ${opened.id} and kind = 'store_credit' and direction = 'in'`,
    );
    const lost = reconciliationSchema.parse((await boss.get('/api/cash/reconciliation')).json);
    expect(lost).toMatchObject({ balanced: false, difference_cents: 25_000, unbalanced_tickets: [] });
    expect(lost.sessions[0]?.store_credit_cash_cents).toBe(-5_000);
  });
});

describe('money never appears or vanishes', () => {
  type Op =
    | { kind: 'sale'; register: number; cents: number; method: 'cash' | 'card' }
    | { kind: 'move'; register: number; cents: number; direction: 'in' | 'out' }
    | { kind: 'close'; register: number; counted: number }
    | { kind: 'credit'; register: number; cents: number }
    | { kind: 'abono'; register: number; cents: number; method: 'cash' | 'transfer' }
    | { kind: 'storeCredit'; register: number; cents: number }
    | { kind: 'spendCredit'; register: number; cents: number }
    | { kind: 'exchange'; register: number; cents: number; pesos: number }
    | { kind: 'manualCredit'; register: number; cents: number; add: boolean; method: 'cash' | 'card' };

  /** A paid ticket of one free line for the customer (admin: the role that may sell on credit). */
  async function customerTicket(customerId: number, cents: number, payments: unknown[], registerId: number) {
    const sale = saleSchema.parse((await admin.post('/api/sales', { customer_id: customerId })).json);
    await admin.post(`/api/sales/${sale.id}/lines`, { description: 'Servicio', unit_price_cents: cents });
    return admin.post(`/api/sales/${sale.id}/pay`, {
      request_id: randomUUID(),
      payments,
      register_id: registerId,
    });
  }

  it('random sequences of sales, movements, closings, credit sales, abonos, store credit (returned, spent and by hand) and exchanges across registers: expected = float + in − out, balances never negative and equal to their movements, and the ledger reconciles', async () => {
    const registers = [await newRegister(), await newRegister()];
    const customerId = (await admin.post('/api/customers', { name: 'Taller Propiedad' })).json.id as number;
    const account = { owed: 0, credit: 0 };
    // Store credit by hand over every run (the Cuadre is the whole day's), from what was there before.
    const before = reconciliationSchema.parse((await admin.get('/api/cash/reconciliation')).json);
    const byHand = {
      added: before.store_credit_added_cents,
      returned: before.store_credit_returned_cents,
      card:
        before.methods.find((row) => row.source === 'store_credit' && row.method === 'card')?.amount_cents ??
        0,
      cash: new Map(before.sessions.map((row) => [row.session_id, row.store_credit_cash_cents])),
    };
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('sale' as const),
        register: fc.integer({ min: 0, max: 1 }),
        cents: fc.integer({ min: 1, max: 500_000 }),
        method: fc.constantFrom('cash' as const, 'card' as const),
      }),
      fc.record({
        kind: fc.constant('move' as const),
        register: fc.integer({ min: 0, max: 1 }),
        cents: fc.integer({ min: 1, max: 200_000 }),
        direction: fc.constantFrom('in' as const, 'out' as const),
      }),
      fc.record({
        kind: fc.constant('close' as const),
        register: fc.integer({ min: 0, max: 1 }),
        counted: fc.integer({ min: 0, max: 1_000_000 }),
      }),
      fc.record({
        kind: fc.constant('credit' as const),
        register: fc.integer({ min: 0, max: 1 }),
        cents: fc.integer({ min: 1, max: 300_000 }),
      }),
      fc.record({
        kind: fc.constant('abono' as const),
        register: fc.integer({ min: 0, max: 1 }),
        cents: fc.integer({ min: 1, max: 400_000 }),
        method: fc.constantFrom('cash' as const, 'transfer' as const),
      }),
      fc.record({
        kind: fc.constant('storeCredit' as const),
        register: fc.integer({ min: 0, max: 1 }),
        cents: fc.integer({ min: 1, max: 200_000 }),
      }),
      fc.record({
        kind: fc.constant('spendCredit' as const),
        register: fc.integer({ min: 0, max: 1 }),
        cents: fc.integer({ min: 1, max: 200_000 }),
      }),
      fc.record({
        kind: fc.constant('exchange' as const),
        register: fc.integer({ min: 0, max: 1 }),
        cents: fc.integer({ min: 1, max: 300_000 }),
        pesos: fc.integer({ min: 1, max: 3_000 }),
      }),
      fc.record({
        kind: fc.constant('manualCredit' as const),
        register: fc.integer({ min: 0, max: 1 }),
        cents: fc.integer({ min: 1, max: 200_000 }),
        add: fc.boolean(),
        method: fc.constantFrom('cash' as const, 'card' as const),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100_000 }),
        async (ops: Op[], float) => {
          // The model: per register, the open session and the cash it should hold.
          const model = new Map<number, { session: number; expected: number }>();
          for (const registerId of registers) {
            const current = (await admin.get('/api/cash/registers')).json.find(
              (register: { id: number }) => register.id === registerId,
            ).open_session;
            if (current) await closeNow(current.id);
            model.set(registerId, { session: (await openSession(registerId, float)).id, expected: float });
          }
          for (const step of ops) {
            const registerId = registers[step.register] ?? 0;
            const state = model.get(registerId);
            if (!state) throw new Error('no model');
            if (step.kind === 'sale') {
              const response = await sell(
                step.cents,
                [
                  {
                    method: step.method,
                    amount_cents: step.cents,
                    reference: step.method === 'card' ? '0001' : null,
                  },
                ],
                registerId,
              );
              expect(response.status, response.text).toBe(200);
              if (step.method === 'cash') state.expected += step.cents;
            } else if (step.kind === 'move') {
              const response = await supervisor.post(`/api/cash/sessions/${state.session}/movements`, {
                direction: step.direction,
                amount_cents: step.cents,
                reason: 'Prueba',
              });
              const allowed = step.direction === 'in' || step.cents <= state.expected;
              expect(response.status, response.text).toBe(allowed ? 200 : 422);
              if (allowed) state.expected += step.direction === 'in' ? step.cents : -step.cents;
            } else if (step.kind === 'close') {
              const counted = await supervisor.post(`/api/cash/sessions/${state.session}/count`, {
                counted_cents: step.counted,
              });
              expect(cashSessionSchema.parse(counted.json)).toMatchObject({
                expected_cents: state.expected,
                difference_cents: step.counted - state.expected,
              });
              await supervisor.post(`/api/cash/sessions/${state.session}/close`, { comment: 'Prueba' });
              model.set(registerId, { session: (await openSession(registerId, float)).id, expected: float });
            } else if (step.kind === 'credit') {
              const response = await customerTicket(
                customerId,
                step.cents,
                [{ method: 'credit', amount_cents: step.cents }],
                registerId,
              );
              expect(response.status, response.text).toBe(200);
              account.owed += step.cents;
            } else if (step.kind === 'abono') {
              const amount = Math.min(step.cents, account.owed);
              const response = await admin.post(`/api/customers/${customerId}/abonos`, {
                request_id: randomUUID(),
                method: step.method,
                amount_cents: Math.max(1, amount),
                reference: step.method === 'transfer' ? 'SPEI' : null,
                register_id: registerId,
              });
              expect(response.status, response.text).toBe(amount > 0 ? 200 : 422);
              if (amount > 0) {
                account.owed -= amount;
                if (step.method === 'cash') state.expected += amount;
              }
            } else if (step.kind === 'storeCredit') {
              // Store credit comes from a line paid by card and returned as «saldo a favor».
              const paid = await customerTicket(
                customerId,
                step.cents,
                [{ method: 'card', amount_cents: step.cents, reference: '0002' }],
                registerId,
              );
              const sale = saleSchema.parse(paid.json);
              const returned = await admin.post('/api/returns', {
                sale_id: sale.id,
                line_id: sale.lines[0]?.id,
                reason: 'arrepentimiento',
                outcome: 'store_credit',
              });
              expect(returned.status, returned.text).toBe(200);
              account.credit += step.cents;
            } else if (step.kind === 'manualCredit') {
              // An «anticipo» added or given back by hand: never below zero, cash through the drawer.
              const response = await admin.post(`/api/customers/${customerId}/store-credit`, {
                request_id: randomUUID(),
                direction: step.add ? 'add' : 'remove',
                amount_cents: step.cents,
                method: step.method,
                reference: step.method === 'card' ? '0004' : null,
                reason: 'Prueba',
                register_id: registerId,
              });
              const cash = step.method === 'cash';
              const allowed =
                step.add || (step.cents <= account.credit && (!cash || step.cents <= state.expected));
              expect(response.status, response.text).toBe(allowed ? 200 : 422);
              if (allowed) {
                const signed = step.add ? step.cents : -step.cents;
                account.credit += signed;
                if (step.add) byHand.added += step.cents;
                else byHand.returned += step.cents;
                if (cash) {
                  state.expected += signed;
                  byHand.cash.set(state.session, (byHand.cash.get(state.session) ?? 0) + signed);
                } else byHand.card += signed;
              }
            } else if (step.kind === 'exchange') {
              // A line paid by card comes back for a part of `pesos`: the customer pays the
              // difference in cash, or gets it back in cash (when the drawer has it) or as credit.
              const paid = await customerTicket(
                customerId,
                step.cents,
                [{ method: 'card', amount_cents: step.cents, reference: '0003' }],
                registerId,
              );
              const sale = saleSchema.parse(paid.json);
              const replacement = await insertPart(ctx.db, { companyId, salePrice: step.pesos });
              const price = step.pesos * 100;
              const toPay = Math.max(0, price - step.cents);
              const back = Math.max(0, step.cents - price);
              const backInCash = back > 0 && back <= state.expected;
              const returned = await admin.post('/api/returns', {
                sale_id: sale.id,
                line_id: sale.lines[0]?.id,
                reason: 'no_funciona',
                outcome: 'exchange',
                exchange_code: `AV-${replacement.id}`,
                register_id: registerId,
                ...(toPay > 0 ? { exchange_payments: [{ method: 'cash', amount_cents: toPay }] } : {}),
                ...(back > 0 ? { exchange_difference: backInCash ? 'refund_cash' : 'store_credit' } : {}),
              });
              expect(returned.status, returned.text).toBe(200);
              state.expected += toPay - (backInCash ? back : 0);
              if (back > 0 && !backInCash) account.credit += back;
            } else {
              const response = await customerTicket(
                customerId,
                step.cents,
                [{ method: 'store_credit', amount_cents: step.cents }],
                registerId,
              );
              const allowed = step.cents <= account.credit;
              expect(response.status, response.text).toBe(allowed ? 200 : 422);
              if (allowed) account.credit -= step.cents;
            }
            // The customer's balances: never negative, equal to the model and to their movements.
            const balances = await ctx.db.execute<Record<string, string>>(sql`
            select c.balance_cents, c.credit_cents,
              (select coalesce(sum(amount_cents), 0) from customer_movements where customer_id = c.id and account = 'owed') as owed_sum,
              (select coalesce(sum(amount_cents), 0) from customer_movements where customer_id = c.id and account = 'credit') as credit_sum,
              (select count(*) from customer_movements where customer_id = c.id and balance_after_cents < 0) as negative
            from customers c where c.id = ${customerId}`);
            const row = balances.rows[0] ?? {};
            expect(Number(row.balance_cents)).toBe(account.owed);
            expect(Number(row.credit_cents)).toBe(account.credit);
            expect(Number(row.owed_sum)).toBe(account.owed);
            expect(Number(row.credit_sum)).toBe(account.credit);
            expect(Number(row.negative)).toBe(0);
            const shown = await session(state.session);
            const sums = await ctx.db.execute<{ cash: string; moved: string }>(sql`
            select
              (select coalesce(sum(amount_cents), 0) from sale_payments where cash_session_id = ${state.session} and method = 'cash') as cash,
              (select coalesce(sum(case direction when 'in' then amount_cents else -amount_cents end), 0) from cash_movements where session_id = ${state.session}) as moved`);
            expect(shown.expected_cents).toBe(
              float + Number(sums.rows[0]?.cash) + Number(sums.rows[0]?.moved),
            );
          }
          for (const state of model.values())
            expect((await session(state.session)).expected_cents).toBe(state.expected);
          // Every peso of the company's ledger is in exactly one session or in no session at all.
          const ledger = await ctx.db.execute<{ total: string; in_sessions: string; loose: string }>(sql`
          select coalesce(sum(p.amount_cents), 0) as total,
            coalesce(sum(p.amount_cents) filter (where p.cash_session_id is not null), 0) as in_sessions,
            coalesce(sum(p.amount_cents) filter (where p.cash_session_id is null and p.method = 'cash'), 0) as loose
          from sale_payments p join sales s on s.id = p.sale_id where s.company_id = ${companyId}`);
          const bySession = await ctx.db.execute<{ total: string }>(sql`
          select coalesce(sum(p.amount_cents), 0) as total from sale_payments p
          join cash_sessions c on c.id = p.cash_session_id where c.company_id = ${companyId}`);
          expect(Number(ledger.rows[0]?.in_sessions)).toBe(Number(bySession.rows[0]?.total));
          expect(Number(ledger.rows[0]?.loose)).toBe(0);
          // And the day's reconciliation finds every peso, credit sales and abonos included.
          const day = reconciliationSchema.parse((await admin.get('/api/cash/reconciliation')).json);
          expect(day).toMatchObject({ balanced: true, difference_cents: 0, cash_without_session_cents: 0 });
          // Store credit by hand too: its own ledger lines, its cash in the session that took it,
          // card under its method, and the Cuadre's totals adding up line by line.
          expect(day.store_credit_added_cents).toBe(byHand.added);
          expect(day.store_credit_returned_cents).toBe(byHand.returned);
          for (const [sessionId, cents] of byHand.cash)
            expect(
              day.sessions.find((row) => row.session_id === sessionId)?.store_credit_cash_cents ?? 0,
            ).toBe(cents);
          expect(
            day.methods.find((row) => row.source === 'store_credit' && row.method === 'card')?.amount_cents ??
              0,
          ).toBe(byHand.card);
          expect(day.ledger_cents).toBe(
            day.sales_cents +
              day.abonos_cents +
              day.store_credit_added_cents -
              day.store_credit_returned_cents,
          );
          expect(day.accounted_cents).toBe(
            day.sessions.reduce(
              (sum, row) => sum + row.sales_cash_cents + row.abonos_cash_cents + row.store_credit_cash_cents,
              0,
            ) +
              day.methods.reduce((sum, row) => sum + row.amount_cents, 0) +
              day.cash_without_session_cents,
          );
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);
});

async function closeNow(sessionId: number) {
  const current = await session(sessionId);
  if (current.status === 'abierta')
    await supervisor.post(`/api/cash/sessions/${sessionId}/count`, {
      counted_cents: current.expected_cents ?? 0,
    });
  await supervisor.post(`/api/cash/sessions/${sessionId}/close`, { comment: 'Fin de la prueba' });
}
