import { randomUUID } from 'node:crypto';
import { saleStatusLabel } from '@yonke/domain';
import {
  abonoSchema,
  type CashSession,
  cashSessionSchema,
  customerSchema,
  saleSchema,
  statementSchema,
} from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let companyId: number;
let admin: Session;
let supervisor: Session;
let seller: Session;
let outsider: Session;
let registerId: number;
let cashSession: number;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Yonke Cuentas')).id;
  admin = await ctx.signedIn([2], companyId);
  supervisor = await ctx.signedIn([5], companyId);
  seller = await ctx.signedIn([4], companyId);
  outsider = await ctx.signedIn([2]);
  const registers = await admin.post('/api/cash/registers', { name: 'Mostrador cuentas' });
  expect(registers.status, registers.text).toBe(200);
  registerId = registers.json[0].id;
  const opened = await supervisor.post(`/api/cash/registers/${registerId}/sessions`, { float_cents: 50_000 });
  expect(opened.status, opened.text).toBe(200);
  cashSession = opened.json.id;
}, 60_000);

let customerCounter = 0;
async function newCustomer(limitCents: number | null = null) {
  customerCounter += 1;
  const created = await admin.post('/api/customers', { name: `Taller Cuenta ${customerCounter}` });
  expect(created.status, created.text).toBe(200);
  const id = customerSchema.parse(created.json).id;
  if (limitCents !== null) {
    const limited = await admin.put(`/api/customers/${id}/credit-limit`, { credit_limit_cents: limitCents });
    expect(limited.status, limited.text).toBe(200);
  }
  return id;
}

/** An open ticket of one free line of `cents` for the customer. */
async function ticket(cents: number, customerId: number | null, who: Session = admin) {
  const created = await who.post('/api/sales', { customer_id: customerId });
  expect(created.status, created.text).toBe(200);
  const sale = saleSchema.parse(created.json);
  const line = await who.post(`/api/sales/${sale.id}/lines`, {
    description: 'Marcha reconstruida',
    unit_price_cents: cents,
  });
  expect(line.status, line.text).toBe(200);
  return sale.id;
}

function pay(saleId: number, payments: unknown[], who: Session = admin) {
  return who.post(`/api/sales/${saleId}/pay`, {
    request_id: randomUUID(),
    payments,
    register_id: registerId,
  });
}

async function sellOnCredit(cents: number, customerId: number) {
  const saleId = await ticket(cents, customerId);
  const paid = await pay(saleId, [{ method: 'credit', amount_cents: cents }]);
  expect(paid.status, paid.text).toBe(200);
  return saleSchema.parse(paid.json);
}

async function customer(id: number) {
  return customerSchema.parse((await admin.get(`/api/customers/${id}`)).json);
}

/** Each account's movements add up to its balance, and each stored running balance is right. */
async function expectLedgerAddsUp(id: number) {
  const row = await customer(id);
  const sums = await ctx.db.execute<{ account: string; total: string; bad: number }>(sql`
    select account, sum(amount_cents) as total,
      count(*) filter (where balance_after_cents <> running)::int as bad
    from (select account, amount_cents, balance_after_cents,
            sum(amount_cents) over (partition by account order by created_at, id) as running
          from customer_movements where customer_id = ${id}) m
    group by account`);
  const byAccount = new Map(sums.rows.map((r) => [r.account, r]));
  expect(Number(byAccount.get('owed')?.total ?? 0)).toBe(row.balance_cents);
  expect(Number(byAccount.get('credit')?.total ?? 0)).toBe(row.credit_cents);
  for (const r of sums.rows) expect(r.bad).toBe(0);
  return row;
}

async function cashOf(id: number): Promise<CashSession> {
  return cashSessionSchema.parse((await supervisor.get(`/api/cash/sessions/${id}`)).json);
}

describe('store credit on the ledger', () => {
  it('a return as store credit and a cancelled quote’s deposit become movements; spending it is checked against what is left', async () => {
    const id = await newCustomer();
    const saleId = await ticket(120_000, id);
    const paid = saleSchema.parse(
      (await pay(saleId, [{ method: 'card', amount_cents: 120_000, reference: '7781' }])).json,
    );
    const returned = await admin.post('/api/returns', {
      sale_id: saleId,
      line_id: paid.lines[0]?.id,
      reason: 'no_funciona',
      outcome: 'store_credit',
    });
    expect(returned.status, returned.text).toBe(200);
    expect((await expectLedgerAddsUp(id)).credit_cents).toBe(120_000);

    // A quote with a deposit, cancelled: the deposit is the customer's store credit.
    const quoteId = await ticket(80_000, id);
    const today = new Date().toISOString().slice(0, 10);
    const quoted = await admin.post(`/api/sales/${quoteId}/quote`, { expires_on: today });
    expect(quoted.status, quoted.text).toBe(200);
    const onCredit = await admin.post(`/api/sales/${quoteId}/deposit`, {
      request_id: randomUUID(),
      payments: [{ method: 'credit', amount_cents: 20_000 }],
      hold_until: today,
    });
    expect(onCredit.status).toBe(422);
    expect(onCredit.json.errors.payments).toEqual([
      'Un anticipo se paga al momento: no puede quedar «a crédito».',
    ]);
    const deposit = await admin.post(`/api/sales/${quoteId}/deposit`, {
      request_id: randomUUID(),
      payments: [{ method: 'transfer', amount_cents: 20_000, reference: 'SPEI 9' }],
      register_id: registerId,
      hold_until: today,
    });
    expect(deposit.status, deposit.text).toBe(200);
    expect((await admin.post(`/api/sales/${quoteId}/cancel`, { reason: 'Ya no la quiso' })).status).toBe(200);
    expect((await expectLedgerAddsUp(id)).credit_cents).toBe(140_000);

    const tooMuch = await pay(await ticket(150_000, id), [{ method: 'store_credit', amount_cents: 150_000 }]);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.errors.payments).toEqual([
      'El cliente tiene $1,400 de saldo a favor; no alcanza para pagar $1,500 con él.',
    ]);
    const used = await pay(await ticket(40_000, id), [{ method: 'store_credit', amount_cents: 40_000 }]);
    expect(used.status, used.text).toBe(200);
    const statement = statementSchema.parse((await admin.get(`/api/customers/${id}/statement`)).json);
    expect(statement.credit.movements.map((m) => [m.kind, m.amount_cents, m.running_cents])).toEqual([
      ['return_credit', 120_000, 120_000],
      ['deposit', 20_000, 140_000],
      ['store_credit_payment', -40_000, 100_000],
    ]);
    expect(statement.credit).toMatchObject({
      opening_cents: 0,
      charges_cents: 140_000,
      payments_cents: 40_000,
      closing_cents: 100_000,
    });
    expect((await expectLedgerAddsUp(id)).credit_cents).toBe(100_000);
  });

  it('two payments racing the same store credit: one is paid, the other refused in Spanish, nothing half-written', async () => {
    const id = await newCustomer();
    const saleId = await ticket(60_000, id);
    const paid = saleSchema.parse(
      (await pay(saleId, [{ method: 'card', amount_cents: 60_000, reference: '1' }])).json,
    );
    await admin.post('/api/returns', {
      sale_id: saleId,
      line_id: paid.lines[0]?.id,
      reason: 'arrepentimiento',
      outcome: 'store_credit',
    });
    const tickets = await Promise.all([ticket(50_000, id), ticket(50_000, id, seller)]);
    const results = await Promise.all([
      pay(tickets[0] ?? 0, [{ method: 'store_credit', amount_cents: 50_000 }]),
      pay(tickets[1] ?? 0, [{ method: 'store_credit', amount_cents: 50_000 }], seller),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const refused = results.find((r) => r.status === 422);
    expect(refused?.json.errors.payments[0]).toBe(
      'El cliente tiene $100 de saldo a favor; no alcanza para pagar $500 con él.',
    );
    const open = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sales where id in (${tickets[0] ?? 0}, ${tickets[1] ?? 0}) and status = 'abierta'`,
    );
    expect(open.rows[0]?.n).toBe(1);
    expect((await expectLedgerAddsUp(id)).credit_cents).toBe(10_000);
  });
});

describe('credit sales', () => {
  it('only roles 1 and 2 sell on credit, never to «Público en general», within the customer’s limit', async () => {
    const id = await newCustomer(100_000);
    const bySeller = await pay(
      await ticket(10_000, id, seller),
      [{ method: 'credit', amount_cents: 10_000 }],
      seller,
    );
    expect(bySeller.status).toBe(403);
    expect(bySeller.json.message).toBe(
      'Solo el administrador vende a crédito y fija el límite de crédito de un cliente.',
    );
    expect((await seller.put(`/api/customers/${id}/credit-limit`, { credit_limit_cents: 1 })).status).toBe(
      403,
    );
    expect((await outsider.put(`/api/customers/${id}/credit-limit`, { credit_limit_cents: 1 })).status).toBe(
      404,
    );
    const badLimit = await admin.put(`/api/customers/${id}/credit-limit`, { credit_limit_cents: -5 });
    expect(badLimit.status).toBe(422);
    expect(badLimit.json.errors.credit_limit_cents).toBeDefined();

    const anonymous = await pay(await ticket(10_000, null), [{ method: 'credit', amount_cents: 10_000 }]);
    expect(anonymous.status).toBe(422);
    expect(anonymous.json.errors.payments[0]).toContain('no «Público en general»');

    await sellOnCredit(70_000, id);
    const over = await pay(await ticket(40_000, id), [{ method: 'credit', amount_cents: 40_000 }]);
    expect(over.status).toBe(422);
    expect(over.json.errors.payments[0]).toBe(
      'El cliente ya debe $700 y su límite de crédito es $1,000: una venta a crédito de $400 lo rebasa (puede deber $300 más).',
    );
    // Part on credit and part in cash is fine while the credit part fits.
    const mixed = await pay(await ticket(40_000, id), [
      { method: 'credit', amount_cents: 30_000 },
      { method: 'cash', amount_cents: 10_000 },
    ]);
    expect(mixed.status, mixed.text).toBe(200);
    const row = await expectLedgerAddsUp(id);
    expect(row).toMatchObject({ balance_cents: 100_000, credit_limit_cents: 100_000 });
    const statement = statementSchema.parse((await admin.get(`/api/customers/${id}/statement`)).json);
    expect(statement.available_cents).toBe(0);
    expect(statement.open_tickets.map((t) => t.outstanding_cents)).toEqual([70_000, 30_000]);
  });
});

describe('credit sales racing the limit', () => {
  it('two credit sales that each fit but not together: one is paid, the other refused with what is left', async () => {
    const id = await newCustomer(50_000);
    const tickets = await Promise.all([ticket(30_000, id), ticket(30_000, id)]);
    const results = await Promise.all(
      tickets.map((saleId) => pay(saleId, [{ method: 'credit', amount_cents: 30_000 }])),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)?.json.errors.payments[0]).toContain('puede deber $200 más');
    expect((await expectLedgerAddsUp(id)).balance_cents).toBe(30_000);
  });
});

describe('abonos', () => {
  it('pays the oldest ticket first; cash enters the open session, card does not; too large or nothing owed is refused', async () => {
    const id = await newCustomer();
    const first = await sellOnCredit(30_000, id);
    const second = await sellOnCredit(50_000, id);
    const before = await cashOf(cashSession);

    const tooLarge = await admin.post(`/api/customers/${id}/abonos`, {
      request_id: randomUUID(),
      method: 'cash',
      amount_cents: 80_001,
      register_id: registerId,
    });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.json.errors.amount_cents).toEqual([
      'El abono ($800.01) es mayor que lo que debe el cliente ($800). Registra como máximo $800.',
    ]);
    const noRegister = await seller.post(`/api/customers/${id}/abonos`, {
      request_id: randomUUID(),
      method: 'cash',
      amount_cents: 1_000,
    });
    expect(noRegister.status).toBe(422);
    expect(noRegister.json.errors.register_id[0]).toContain('elige la caja');
    const noReference = await seller.post(`/api/customers/${id}/abonos`, {
      request_id: randomUUID(),
      method: 'card',
      amount_cents: 1_000,
    });
    expect(noReference.json.errors.reference).toBeDefined();

    const requestId = randomUUID();
    const cash = await seller.post(`/api/customers/${id}/abonos`, {
      request_id: requestId,
      method: 'cash',
      amount_cents: 40_000,
      received_cents: 50_000,
      register_id: registerId,
    });
    expect(cash.status, cash.text).toBe(200);
    const abono = abonoSchema.parse(cash.json);
    expect(abono).toMatchObject({ change_cents: 10_000, balance_after_cents: 40_000 });
    expect(abono.applied).toEqual([
      { sale_id: first.id, sale_folio: first.folio, amount_cents: 30_000 },
      { sale_id: second.id, sale_folio: second.folio, amount_cents: 10_000 },
    ]);
    // The same request again (a double tap) is the same abono, not a second one.
    const again = await seller.post(`/api/customers/${id}/abonos`, {
      request_id: requestId,
      method: 'cash',
      amount_cents: 40_000,
      received_cents: 50_000,
      register_id: registerId,
    });
    expect(again.json.id).toBe(abono.id);
    const after = await cashOf(cashSession);
    expect((after.expected_cents ?? 0) - (before.expected_cents ?? 0)).toBe(40_000);
    expect(after.movements.at(-1)).toMatchObject({ kind: 'abono', direction: 'in', amount_cents: 40_000 });

    const card = await admin.post(`/api/customers/${id}/abonos`, {
      request_id: randomUUID(),
      method: 'card',
      amount_cents: 40_000,
      reference: 'AUT 5512',
      register_id: registerId,
    });
    expect(card.status, card.text).toBe(200);
    expect((await cashOf(cashSession)).expected_cents).toBe(after.expected_cents);
    expect((await expectLedgerAddsUp(id)).balance_cents).toBe(0);
    const nothing = await admin.post(`/api/customers/${id}/abonos`, {
      request_id: randomUUID(),
      method: 'cash',
      amount_cents: 100,
      register_id: registerId,
    });
    expect(nothing.json.errors.amount_cents).toEqual([
      'El cliente no debe nada: no hay saldo a crédito que abonar.',
    ]);

    const receipt = await seller.request('GET', `${abono.receipt_path}?format=80`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toContain('text/html');
    for (const text of [`Recibo de abono ${abono.folio}`, `Ticket ${first.folio}`, '$400', 'Cambio'])
      expect(receipt.text).toContain(text);
    expect((await outsider.request('GET', abono.receipt_path)).status).toBe(404);
  });

  it('two abonos racing the whole balance: one is applied, the other refused; the balance never goes negative', async () => {
    const id = await newCustomer();
    await sellOnCredit(25_000, id);
    const results = await Promise.all(
      [admin, supervisor].map((who) =>
        who.post(`/api/customers/${id}/abonos`, {
          request_id: randomUUID(),
          method: 'transfer',
          amount_cents: 25_000,
          reference: 'SPEI',
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await expectLedgerAddsUp(id)).balance_cents).toBe(0);
  });
});

describe('returns and cancellations of credit tickets', () => {
  it('a returned credit line lowers what its ticket owes; cancelling a partly paid one forgives the rest and keeps what was paid as credit', async () => {
    const id = await newCustomer();
    const saleId = await ticket(30_000, id);
    await admin.post(`/api/sales/${saleId}/lines`, { description: 'Alternador', unit_price_cents: 20_000 });
    const sale = saleSchema.parse((await pay(saleId, [{ method: 'credit', amount_cents: 50_000 }])).json);
    const returned = await admin.post('/api/returns', {
      sale_id: saleId,
      line_id: sale.lines[1]?.id,
      reason: 'no_era_la_pieza',
      outcome: 'refund_original',
    });
    expect(returned.status, returned.text).toBe(200);
    expect(returned.json.refund_method).toBe('credit');
    expect((await expectLedgerAddsUp(id)).balance_cents).toBe(30_000);

    const other = await sellOnCredit(40_000, id);
    await admin.post(`/api/customers/${id}/abonos`, {
      request_id: randomUUID(),
      method: 'transfer',
      amount_cents: 45_000,
      reference: 'SPEI 1',
    });
    // Oldest first: the first ticket is paid, the second owes 25,000 of 40,000.
    const cancelled = await admin.post(`/api/returns/cancel-sale/${other.id}`, {
      reason: 'Se equivocó de modelo',
      register_id: registerId,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toMatchObject({ forgiven_cents: 25_000, credit_cents: 15_000 });
    expect(await expectLedgerAddsUp(id)).toMatchObject({ balance_cents: 0, credit_cents: 15_000 });
  });
});

describe('account statement', () => {
  it('a period shows the balance before it, its movements with the running balance and the balance after; printable at 80 mm and letter', async () => {
    const id = await newCustomer();
    await sellOnCredit(20_000, id);
    // Moved back in time: a sale of the first of January and an abono of the 10th.
    await ctx.db.execute(
      sql`update customer_movements set created_at = '2026-01-01T18:00:00Z' where customer_id = ${id}`,
    );
    await sellOnCredit(15_000, id);
    const abono = await admin.post(`/api/customers/${id}/abonos`, {
      request_id: randomUUID(),
      method: 'transfer',
      amount_cents: 5_000,
      reference: 'SPEI 2',
    });
    expect(abono.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const statement = statementSchema.parse(
      (await seller.get(`/api/customers/${id}/statement?from=2026-02-01&to=${today}`)).json,
    );
    expect(statement.owed).toMatchObject({
      opening_cents: 20_000,
      charges_cents: 15_000,
      payments_cents: 5_000,
      closing_cents: 30_000,
    });
    expect(statement.owed.movements.map((m) => m.running_cents)).toEqual([35_000, 30_000]);
    const january = statementSchema.parse(
      (await seller.get(`/api/customers/${id}/statement?from=2026-01-01&to=2026-01-31`)).json,
    );
    expect(january.owed).toMatchObject({ opening_cents: 0, closing_cents: 20_000 });

    const backwards = await seller.get(`/api/customers/${id}/statement?from=2026-03-01&to=2026-02-01`);
    expect(backwards.status).toBe(422);
    expect(backwards.json.errors.to).toEqual(['La fecha final no puede ser anterior a la inicial.']);
    expect((await seller.get(`/api/customers/${id}/statement?from=ayer`)).status).toBe(422);
    expect((await outsider.get(`/api/customers/${id}/statement`)).status).toBe(404);

    for (const format of ['80', 'carta']) {
      const page = await seller.request(
        'GET',
        `/api/customers/${id}/statement/print?from=2026-02-01&to=${today}&format=${format}`,
      );
      expect(page.status).toBe(200);
      for (const text of [
        'Estado de cuenta',
        `Taller Cuenta ${customerCounter}`,
        'Saldo inicial',
        '$200',
        'Saldo final',
        '$300',
      ])
        expect(page.text, text).toContain(text);
    }
    const badFormat = await seller.request('GET', `/api/customers/${id}/statement/print?format=58`);
    expect(badFormat.status).toBe(422);
    expect(badFormat.text).toContain('No se pudo mostrar el estado de cuenta');
  });
});

describe('a credit ticket that still owes', () => {
  it('answers what it owes on the ticket and in the customer’s purchases, and the list filters the tickets that owe', async () => {
    const id = await newCustomer();
    const paidOff = await sellOnCredit(10_000, id);
    const owing = await sellOnCredit(60_000, id);
    expect(owing).toMatchObject({ status: 'pagada', owed_cents: 60_000 });
    const abono = await admin.post(`/api/customers/${id}/abonos`, {
      request_id: randomUUID(),
      method: 'card',
      amount_cents: 35_000,
      reference: '4411',
    });
    expect(abono.status, abono.text).toBe(200);
    // Oldest first: the first ticket is paid off, the second owes 35,000 of 60,000.
    const ticketNow = saleSchema.parse((await admin.get(`/api/sales/${owing.id}`)).json);
    expect(ticketNow.owed_cents).toBe(35_000);
    expect(saleStatusLabel(ticketNow.status, ticketNow.owed_cents)).toBe('A crédito — debe $350');
    const printed = await admin.request('GET', `/api/sales/${owing.id}/ticket?format=80`);
    expect(printed.status).toBe(200);
    expect(printed.text).toContain('A CRÉDITO — DEBE $350');
    const paidOffPrinted = await admin.request('GET', `/api/sales/${paidOff.id}/ticket?format=80`);
    expect(paidOffPrinted.text).not.toContain('DEBE');

    const purchases = await admin.get(`/api/sales?customer_id=${id}`);
    expect(purchases.status, purchases.text).toBe(200);
    const byId = new Map(
      (purchases.json.data as { id: number; owed_cents: number }[]).map((s) => [s.id, s.owed_cents]),
    );
    expect(byId.get(owing.id)).toBe(35_000);
    expect(byId.get(paidOff.id)).toBe(0);

    const onlyOwing = await admin.get(`/api/sales?customer_id=${id}&owing=true`);
    expect((onlyOwing.json.data as { id: number }[]).map((s) => s.id)).toEqual([owing.id]);
    expect((await admin.get('/api/sales?owing=quizá')).status).toBe(422);
  });
});

describe('store credit by hand', () => {
  it('roles 1, 2 add an anticipo in cash into the open session or by card with its reference, take it back never below zero, once per request, with a receipt and in the statement', async () => {
    const id = await newCustomer();
    const before = await cashOf(cashSession);
    const body = (extra: Record<string, unknown>) => ({
      request_id: randomUUID(),
      direction: 'add',
      amount_cents: 30_000,
      method: 'cash',
      reason: 'Anticipo para un motor',
      register_id: registerId,
      ...extra,
    });

    const bySeller = await seller.post(`/api/customers/${id}/store-credit`, body({}));
    expect(bySeller.status).toBe(403);
    expect(bySeller.json.message).toBe('Solo el administrador agrega o devuelve saldo a favor a mano.');
    expect((await outsider.post(`/api/customers/${id}/store-credit`, body({}))).status).toBe(404);
    const noRegister = await admin.post(`/api/customers/${id}/store-credit`, body({ register_id: null }));
    expect(noRegister.status).toBe(422);
    expect(noRegister.json.errors.register_id[0]).toContain('elige la caja');
    const noReference = await admin.post(`/api/customers/${id}/store-credit`, body({ method: 'card' }));
    expect(noReference.json.errors.reference).toEqual([
      'Escribe la referencia (autorización de la tarjeta o folio de la transferencia).',
    ]);
    const noReason = await admin.post(`/api/customers/${id}/store-credit`, body({ reason: ' ' }));
    expect(noReason.json.errors.reason).toEqual(['Escribe el motivo (de 3 a 200 caracteres).']);
    // Nothing half-written by the refusals.
    expect((await customer(id)).credit_cents).toBe(0);

    const requestId = randomUUID();
    const added = await admin.post(`/api/customers/${id}/store-credit`, body({ request_id: requestId }));
    expect(added.status, added.text).toBe(200);
    const again = await admin.post(`/api/customers/${id}/store-credit`, body({ request_id: requestId }));
    expect(again.json).toEqual(added.json);
    expect(added.json).toMatchObject({ direction: 'add', amount_cents: 30_000, credit_after_cents: 30_000 });
    expect(added.json.folio).toMatch(/^SF-\d+$/);
    expect((await cashOf(cashSession)).expected_cents).toBe((before.expected_cents ?? 0) + 30_000);
    const byCard = await admin.post(
      `/api/customers/${id}/store-credit`,
      body({ method: 'card', reference: 'AUT 77', amount_cents: 20_000 }),
    );
    expect(byCard.status, byCard.text).toBe(200);
    expect((await cashOf(cashSession)).expected_cents).toBe((before.expected_cents ?? 0) + 30_000);

    const tooMuch = await admin.post(
      `/api/customers/${id}/store-credit`,
      body({ direction: 'remove', amount_cents: 50_001 }),
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.errors.amount_cents).toEqual([
      'El cliente tiene $500 de saldo a favor: no se le pueden devolver $500.01 (como máximo $500).',
    ]);
    const given = await admin.post(
      `/api/customers/${id}/store-credit`,
      body({ direction: 'remove', amount_cents: 10_000, reason: 'Devolución del anticipo' }),
    );
    expect(given.status, given.text).toBe(200);
    expect(given.json.credit_after_cents).toBe(40_000);
    expect((await cashOf(cashSession)).expected_cents).toBe((before.expected_cents ?? 0) + 20_000);
    expect((await expectLedgerAddsUp(id)).credit_cents).toBe(40_000);

    const statement = statementSchema.parse((await admin.get(`/api/customers/${id}/statement`)).json);
    expect(statement.credit.movements.map((m) => [m.kind, m.amount_cents])).toEqual([
      ['manual_credit', 30_000],
      ['manual_credit', 20_000],
      ['manual_refund', -10_000],
    ]);
    expect(statement.credit.movements[2]?.note).toBe('Saldo a favor devuelto: Devolución del anticipo');

    const receipt = await seller.request('GET', `${given.json.receipt_path}?format=80`);
    expect(receipt.status).toBe(200);
    for (const text of [
      'Saldo a favor devuelto SF-',
      'Entregado en efectivo',
      '$100',
      'Saldo a favor después',
      '$400',
    ])
      expect(receipt.text, text).toContain(text);
    expect((await outsider.request('GET', given.json.receipt_path)).status).toBe(404);
  });
});
