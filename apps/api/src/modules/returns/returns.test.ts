import { randomUUID } from 'node:crypto';
import { cashSessionSchema, type Sale, saleReturnSchema, saleSchema } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let companyId: number;
let supervisor: Session;
let seller: Session;
let outsider: Session;
let admin: Session;
let registerId: number;
let sessionId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Yonke Devoluciones')).id;
  supervisor = await ctx.signedIn([5], companyId);
  seller = await ctx.signedIn([4], companyId);
  outsider = await ctx.signedIn([2]);
  admin = await ctx.signedIn([2], companyId);
  const registers = await supervisor.post('/api/cash/registers', { name: 'Mostrador' });
  registerId = registers.json[0].id;
  const opened = await supervisor.post(`/api/cash/registers/${registerId}/sessions`, {
    float_cents: 100_000,
  });
  sessionId = opened.json.id;
}, 60_000);

const part = (salePrice = 2_000) =>
  insertPart(ctx.db, { companyId, name: 'Alternador Tsuru', salePrice, statusId: 1 });

/** A paid ticket of a part (with `warrantyDays`) and a free line, paid half in cash, half by card. */
async function paidTicket(
  warrantyDays = 30,
  customerId: number | null = null,
): Promise<{ sale: Sale; partId: number }> {
  const partId = (await part()).id;
  const sale = saleSchema.parse((await seller.post('/api/sales', { customer_id: customerId })).json);
  await seller.post(`/api/sales/${sale.id}/lines`, { code: `AV-${partId}`, warranty_days: warrantyDays });
  await seller.post(`/api/sales/${sale.id}/lines`, {
    description: 'Instalación',
    unit_price_cents: 50_000,
    warranty_days: 30,
  });
  const paid = await seller.post(`/api/sales/${sale.id}/pay`, {
    request_id: randomUUID(),
    register_id: registerId,
    payments: [
      { method: 'cash', amount_cents: 100_000 },
      { method: 'card', amount_cents: 150_000, reference: 'AUT 1' },
    ],
  });
  expect(paid.status, paid.text).toBe(200);
  return { sale: saleSchema.parse(paid.json), partId };
}

const partLine = (sale: Sale) => sale.lines.find((line) => line.part_id !== null)?.id ?? 0;
const freeLine = (sale: Sale) => sale.lines.find((line) => line.part_id === null)?.id ?? 0;

async function partState(id: number) {
  const rows = await ctx.db.execute<{ status_id: number; final_price: string | null; sold_at: Date | null }>(
    sql`select status_id, final_price, sold_at from parts where id = ${id}`,
  );
  const activity = await ctx.db.execute<{ activity: string }>(
    sql`select activity from part_activities where part_id = ${id} order by id desc limit 1`,
  );
  return { ...rows.rows[0], activity: activity.rows[0]?.activity };
}

async function expected() {
  return (
    cashSessionSchema.parse((await supervisor.get(`/api/cash/sessions/${sessionId}`)).json).expected_cents ??
    0
  );
}

describe('returns against a ticket line', () => {
  it('a cash refund of one line: the part is Disponible again with the ticket named, the rest of the ticket stays, and the line cannot be returned twice', async () => {
    const { sale, partId } = await paidTicket();
    const before = await expected();
    const returned = await seller.post('/api/returns', {
      sale_id: sale.id,
      line_id: partLine(sale),
      reason: 'no_funciona',
      outcome: 'refund_cash',
      register_id: registerId,
      destination: 'disponible',
    });
    expect(returned.status, returned.text).toBe(200);
    expect(saleReturnSchema.parse(returned.json)).toMatchObject({
      amount_cents: 200_000,
      within_warranty: true,
      refund_method: 'cash',
      destination: 'disponible',
      approved_by_name: null,
    });
    expect(await expected()).toBe(before - 200_000);
    const state = await partState(partId);
    expect(state).toMatchObject({ status_id: 1, final_price: null, sold_at: null });
    expect(state.activity).toBe(
      `Regresó al inventario por devolución del ticket ${sale.folio} (No funciona)`,
    );
    const after = saleSchema.parse((await seller.get(`/api/sales/${sale.id}`)).json);
    expect(after.status).toBe('devuelta_parcial');
    expect(after.lines.map((line) => line.net_cents)).toEqual(sale.lines.map((line) => line.net_cents));
    const again = await seller.post('/api/returns', {
      sale_id: sale.id,
      line_id: partLine(sale),
      reason: 'no_funciona',
      outcome: 'refund_cash',
      register_id: registerId,
      destination: 'disponible',
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(
      `La línea «Alternador Tsuru» del ticket ${sale.folio} ya se devolvió; una línea se devuelve una sola vez.`,
    );
    // The other line too: the whole ticket is returned.
    const second = await seller.post('/api/returns', {
      sale_id: sale.id,
      line_id: freeLine(sale),
      reason: 'arrepentimiento',
      outcome: 'refund_original',
    });
    expect(second.status, second.text).toBe(200);
    expect(second.json.refund_method).toBe('card');
    expect(saleSchema.parse((await seller.get(`/api/sales/${sale.id}`)).json).status).toBe('devuelta');
    expect((await seller.get(`/api/returns?sale_id=${sale.id}`)).json).toHaveLength(2);
  });

  it('refuses a refund above the line, cash without an open session, another company’s ticket, a part without destination', async () => {
    const { sale } = await paidTicket();
    const base = {
      sale_id: sale.id,
      line_id: partLine(sale),
      reason: 'no_era_la_pieza',
      destination: 'disponible',
    };
    const tooMuch = await seller.post('/api/returns', {
      ...base,
      outcome: 'refund_cash',
      register_id: registerId,
      amount_cents: 200_001,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.errors.amount_cents[0]).toBe(
      'El reembolso no puede ser mayor que lo que se pagó por la línea ($2,000).',
    );
    const noRegister = await seller.post('/api/returns', { ...base, outcome: 'refund_cash' });
    expect(noRegister.status).toBe(422);
    expect(noRegister.json.errors.register_id[0]).toContain('«Abrir caja»');
    const other = await supervisor.post('/api/cash/registers', { name: 'Mostrador cerrado' });
    const closedRegister = other.json.find((row: { name: string }) => row.name === 'Mostrador cerrado').id;
    const noSession = await seller.post('/api/returns', {
      ...base,
      outcome: 'refund_cash',
      register_id: closedRegister,
    });
    expect(noSession.json.errors.register_id[0]).toContain('no tiene una sesión abierta');
    expect((await outsider.post('/api/returns', { ...base, outcome: 'refund_original' })).status).toBe(404);
    const noDestination = await seller.post('/api/returns', {
      ...base,
      destination: null,
      outcome: 'refund_original',
    });
    expect(noDestination.json.errors.destination).toBeDefined();
    const noCustomer = await seller.post('/api/returns', { ...base, outcome: 'store_credit' });
    expect(noCustomer.json.errors.outcome[0]).toContain('debe tener un cliente');
    // Nothing of those was written.
    expect((await seller.get(`/api/returns?sale_id=${sale.id}`)).json).toEqual([]);
  });

  it('outside the warranty only a supervisor registers it; store credit and scrap', async () => {
    const customer = await seller.post('/api/customers', { name: 'Taller Garantías' });
    const { sale, partId } = await paidTicket(0, customer.json.id);
    const claim = {
      sale_id: sale.id,
      line_id: partLine(sale),
      reason: 'no_funciona',
      outcome: 'store_credit',
      destination: 'merma',
      scrap_reason: 'Embobinado quemado',
    };
    const bySeller = await seller.post('/api/returns', claim);
    expect(bySeller.status).toBe(403);
    expect(bySeller.json.message).toContain('se vendió sin garantía');
    expect(
      (await supervisor.post('/api/returns', { ...claim, scrap_reason: ' ' })).json.errors.scrap_reason,
    ).toBeDefined();
    const approved = await supervisor.post('/api/returns', claim);
    expect(approved.status, approved.text).toBe(200);
    // The part had no cost recorded: written off at $0, and said so.
    // The supervisor sees that the cost was unknown, but no cost figure (costs are for roles 1, 2).
    expect(approved.json).toMatchObject({
      within_warranty: false,
      written_off_cents: null,
      cost_unknown: true,
      destination: 'merma',
    });
    expect(approved.json.approved_by_name).not.toBeNull();
    expect((await seller.get(`/api/customers/${customer.json.id}`)).json.credit_cents).toBe(200_000);
    const state = await partState(partId);
    expect(state.status_id).toBe(2);
    expect(state.activity).toBe(
      `Merma: Embobinado quemado; costo no registrado, se dio de baja $0 (devolución del ticket ${sale.folio})`,
    );

    // With its purchase cost («Costo», roles 1, 2) the scrap writes that cost off, not the price.
    const costed = await paidTicket(30, customer.json.id);
    expect((await seller.put(`/api/autoparts/${costed.partId}/cost`, { cost_cents: 80_000 })).status).toBe(
      403,
    );
    expect((await outsider.put(`/api/autoparts/${costed.partId}/cost`, { cost_cents: 80_000 })).status).toBe(
      404,
    );
    expect((await admin.put(`/api/autoparts/${costed.partId}/cost`, { cost_cents: -1 })).status).toBe(422);
    const setCost = await admin.put(`/api/autoparts/${costed.partId}/cost`, { cost_cents: 80_000 });
    expect(setCost.status, setCost.text).toBe(200);
    expect(setCost.json).toEqual({ part_id: costed.partId, cost_cents: 80_000 });
    expect((await admin.get(`/api/autoparts/${costed.partId}/cost`)).json.cost_cents).toBe(80_000);
    expect((await seller.get(`/api/autoparts/${costed.partId}/cost`)).status).toBe(403);
    const scrapped = await seller.post('/api/returns', {
      ...claim,
      sale_id: costed.sale.id,
      line_id: partLine(costed.sale),
    });
    expect(scrapped.status, scrapped.text).toBe(200);
    expect(scrapped.json).toMatchObject({ written_off_cents: null, cost_unknown: false });
    const asAdmin = await admin.get(`/api/returns?sale_id=${costed.sale.id}`);
    expect(asAdmin.json.data ?? asAdmin.json).toEqual([
      expect.objectContaining({ id: scrapped.json.id, written_off_cents: 80_000 }),
    ]);
    const asSeller = await seller.get(`/api/returns?sale_id=${costed.sale.id}`);
    expect((asSeller.json.data ?? asSeller.json)[0].written_off_cents).toBeNull();
    expect((await partState(costed.partId)).activity).toBe(
      `Merma: Embobinado quemado; se dio de baja su costo (devolución del ticket ${costed.sale.folio})`,
    );
    const summary = await admin.get('/api/returns/summary');
    expect(summary.json.written_off_cents).toBeGreaterThanOrEqual(80_000);
    expect(summary.json.scrapped_without_cost).toBeGreaterThanOrEqual(1);
    // A supervisor reads the same summary without the costs (they are for roles 1, 2).
    const forSupervisor = await supervisor.get('/api/returns/summary');
    expect(forSupervisor.status).toBe(200);
    expect(forSupervisor.json.refunds_cents).toBe(summary.json.refunds_cents);
    expect(forSupervisor.json).not.toHaveProperty('written_off_cents');
    expect(forSupervisor.json).not.toHaveProperty('scrapped_without_cost');
  });

  it('two returns of the same line at once: one is registered, the other refused, the money moves once', async () => {
    const { sale } = await paidTicket();
    const before = await expected();
    const body = {
      sale_id: sale.id,
      line_id: freeLine(sale),
      reason: 'arrepentimiento',
      outcome: 'refund_cash',
      register_id: registerId,
    };
    const answers = await Promise.all([
      seller.post('/api/returns', body),
      supervisor.post('/api/returns', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await expected()).toBe(before - 50_000);
  });

  it('a return racing a new sale of the same part: the part ends on at most one ticket, sold or available, never both', async () => {
    const { sale, partId } = await paidTicket();
    const other = saleSchema.parse((await seller.post('/api/sales', {})).json);
    const [returned, added] = await Promise.all([
      supervisor.post('/api/returns', {
        sale_id: sale.id,
        line_id: partLine(sale),
        reason: 'no_era_la_pieza',
        outcome: 'refund_original',
        destination: 'disponible',
      }),
      seller.post(`/api/sales/${other.id}/lines`, { code: `AV-${partId}` }),
    ]);
    expect(returned.status, returned.text).toBe(200);
    expect([200, 422]).toContain(added.status);
    const state = await partState(partId);
    expect(state.status_id).toBe(1);
    // Once it is back, it sells again.
    if (added.status === 422)
      expect((await seller.post(`/api/sales/${other.id}/lines`, { code: `AV-${partId}` })).status).toBe(200);
    const held = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sale_lines where part_id = ${partId} and held`,
    );
    expect(held.rows[0]?.n).toBe(1);
  });

  it('cancelling a paid ticket (roles 1, 2, with a reason) gives its cash back from the session and its parts back to stock, and keeps it', async () => {
    const { sale, partId } = await paidTicket();
    const body = { reason: 'Se cobró al cliente equivocado', register_id: registerId };
    expect((await seller.post(`/api/returns/cancel-sale/${sale.id}`, body)).status).toBe(403);
    expect((await supervisor.post(`/api/returns/cancel-sale/${sale.id}`, body)).status).toBe(403);
    expect((await outsider.post(`/api/returns/cancel-sale/${sale.id}`, body)).status).toBe(404);
    const noReason = await admin.post(`/api/returns/cancel-sale/${sale.id}`, { reason: ' ' });
    expect(noReason.json.errors.reason).toBeDefined();
    const before = await expected();
    const cancelled = await admin.post(`/api/returns/cancel-sale/${sale.id}`, body);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toMatchObject({
      cash_cents: 100_000,
      other_cents: 150_000,
      credit_cents: 0,
      parts_returned: 1,
    });
    expect(await expected()).toBe(before - 100_000);
    const state = await partState(partId);
    expect(state.status_id).toBe(1);
    expect(state.activity).toBe(
      `Regresó al inventario: se canceló el ticket ${sale.folio} (Se cobró al cliente equivocado)`,
    );
    const kept = saleSchema.parse((await admin.get(`/api/sales/${sale.id}`)).json);
    expect(kept).toMatchObject({ status: 'cancelada', cancel_reason: 'Se cobró al cliente equivocado' });
    expect(kept.payments).toHaveLength(2);
    expect((await admin.post(`/api/returns/cancel-sale/${sale.id}`, body)).status).toBe(409);

    // A ticket with a return is not cancelled whole.
    const other = await paidTicket();
    await seller.post('/api/returns', {
      sale_id: other.sale.id,
      line_id: freeLine(other.sale),
      reason: 'arrepentimiento',
      outcome: 'refund_original',
    });
    const partly = await admin.post(`/api/returns/cancel-sale/${other.sale.id}`, body);
    expect(partly.status).toBe(409);
    expect(partly.json.message).toContain('ya tiene devoluciones');
  });

  it('the day’s figures: net sales are sales − refunds, refunds by reason, cancelled tickets apart', async () => {
    const company = (await ctx.createCompany('Yonke Reporte')).id;
    const owner = await ctx.signedIn([2], company);
    const sell = async (cents: number) => {
      const made = saleSchema.parse((await owner.post('/api/sales', {})).json);
      await owner.post(`/api/sales/${made.id}/lines`, {
        description: 'Servicio',
        unit_price_cents: cents,
        warranty_days: 30,
      });
      const paid = await owner.post(`/api/sales/${made.id}/pay`, {
        request_id: randomUUID(),
        payments: [{ method: 'card', amount_cents: cents, reference: 'AUT' }],
      });
      return saleSchema.parse(paid.json);
    };
    const kept = await sell(100_000);
    const returned = await sell(40_000);
    const cancelled = await sell(25_000);
    await owner.post('/api/returns', {
      sale_id: returned.id,
      line_id: returned.lines[0]?.id,
      reason: 'no_funciona',
      outcome: 'refund_original',
      amount_cents: 30_000,
    });
    await owner.post(`/api/returns/cancel-sale/${cancelled.id}`, { reason: 'Error de captura' });
    expect(kept.status).toBe('pagada');
    expect((await seller.get('/api/returns/summary')).status).toBe(403);
    const today = await owner.get('/api/returns/summary');
    expect(today.status, today.text).toBe(200);
    expect(today.json).toMatchObject({
      sales_cents: 140_000,
      cancelled_count: 1,
      cancelled_cents: 25_000,
      refunds_cents: 30_000,
      net_cents: 110_000,
      by_reason: [{ reason: 'no_funciona', count: 1, amount_cents: 30_000 }],
    });
    const past = await owner.get('/api/returns/summary?from=2020-01-01&to=2020-01-31');
    expect(past.json).toMatchObject({ sales_cents: 0, refunds_cents: 0, by_reason: [] });
    expect((await owner.get('/api/returns/summary?from=2020-02-01&to=2020-01-01')).status).toBe(422);
  });
});

describe('«Cambio por otra pieza»', () => {
  async function customer() {
    const created = await seller.post('/api/customers', {
      name: `Taller Cambio ${randomUUID().slice(0, 8)}`,
    });
    expect(created.status, created.text).toBe(200);
    return created.json.id as number;
  }
  const creditOf = async (id: number) =>
    (await seller.get(`/api/customers/${id}`)).json.credit_cents as number;
  const exchangeBody = (sale: Sale, extra: Record<string, unknown>) => ({
    sale_id: sale.id,
    line_id: partLine(sale),
    reason: 'no_funciona',
    outcome: 'exchange',
    destination: 'en_revision',
    register_id: registerId,
    ...extra,
  });

  it('the new part costs more: a new ticket for the customer, the returned line pays for it, the difference in cash goes into the open session', async () => {
    const customerId = await customer();
    const { sale, partId } = await paidTicket(30, customerId);
    const replacement = (await part(2_500)).id;
    const before = await expected();

    const unpaid = await seller.post(
      '/api/returns',
      exchangeBody(sale, { exchange_code: `AV-${replacement}` }),
    );
    expect(unpaid.status).toBe(422);
    expect(unpaid.json.errors.exchange_payments).toEqual([
      'La autoparte de cambio cuesta $2,500: el cliente paga la diferencia de $500. Agrega cómo la paga.',
    ]);
    const noReference = await seller.post(
      '/api/returns',
      exchangeBody(sale, {
        exchange_code: `AV-${replacement}`,
        exchange_payments: [{ method: 'card', amount_cents: 50_000 }],
      }),
    );
    expect(noReference.status).toBe(422);
    expect(Object.keys(noReference.json.errors)).toEqual(['exchange_payments.0.reference']);
    // Nothing half-written: the line is not returned, the part not sold, no credit left.
    expect((await partState(replacement)).status_id).toBe(1);
    expect((await partState(partId)).status_id).toBe(4);
    expect(await creditOf(customerId)).toBe(0);

    const done = await seller.post(
      '/api/returns',
      exchangeBody(sale, {
        exchange_code: `AV-${replacement}`,
        exchange_payments: [{ method: 'cash', amount_cents: 50_000, received_cents: 60_000 }],
      }),
    );
    expect(done.status, done.text).toBe(200);
    const row = saleReturnSchema.parse(done.json);
    expect(row).toMatchObject({ outcome: 'exchange', amount_cents: 200_000, destination: 'en_revision' });
    expect(row.exchange_sale_folio).toMatch(/^V-\d+$/);
    const next = saleSchema.parse((await seller.get(`/api/sales/${row.exchange_sale_id}`)).json);
    expect(next).toMatchObject({ status: 'pagada', total_cents: 250_000, change_cents: 10_000 });
    expect(next.customer?.id).toBe(customerId);
    expect(next.lines.map((line) => line.part_id)).toEqual([replacement]);
    expect(next.payments.map((p) => [p.method, p.amount_cents])).toEqual([
      ['store_credit', 200_000],
      ['cash', 50_000],
    ]);
    expect((await partState(replacement)).status_id).toBe(4);
    expect((await partState(partId)).status_id).toBe(2);
    expect(await expected()).toBe(before + 50_000);
    // The credit passed through the customer's account: in and out, nothing left.
    expect(await creditOf(customerId)).toBe(0);
    const statement = await seller.get(`/api/customers/${customerId}/statement`);
    expect(statement.json.credit.movements.map((m: { amount_cents: number }) => m.amount_cents)).toEqual([
      200_000, -200_000,
    ]);
    const original = saleSchema.parse((await seller.get(`/api/sales/${sale.id}`)).json);
    expect(original.status).toBe('devuelta_parcial');
  });

  it('the new part costs less: what is left is refunded in cash or kept as store credit, as chosen', async () => {
    const customerId = await customer();
    const first = await paidTicket(30, customerId);
    const cheaper = (await part(1_500)).id;
    const asked = await seller.post(
      '/api/returns',
      exchangeBody(first.sale, { exchange_code: `AV-${cheaper}` }),
    );
    expect(asked.status).toBe(422);
    expect(asked.json.errors.exchange_difference).toEqual([
      'A la pieza devuelta le sobran $500: elige si se le reembolsan al cliente o quedan como saldo a favor.',
    ]);
    const before = await expected();
    const cash = await seller.post(
      '/api/returns',
      exchangeBody(first.sale, { exchange_code: `AV-${cheaper}`, exchange_difference: 'refund_cash' }),
    );
    expect(cash.status, cash.text).toBe(200);
    expect(saleReturnSchema.parse(cash.json).refund_method).toBe('cash');
    expect(await expected()).toBe(before - 50_000);
    expect(await creditOf(customerId)).toBe(0);

    const second = await paidTicket(30, customerId);
    const alsoCheaper = (await part(1_500)).id;
    const kept = await seller.post(
      '/api/returns',
      exchangeBody(second.sale, { exchange_code: `AV-${alsoCheaper}`, exchange_difference: 'store_credit' }),
    );
    expect(kept.status, kept.text).toBe(200);
    expect(await creditOf(customerId)).toBe(50_000);
  });

  it('needs a customer and a part that can be sold; refused without writing anything', async () => {
    const walkIn = await paidTicket(30, null);
    const replacement = (await part(2_000)).id;
    const noCustomer = await seller.post(
      '/api/returns',
      exchangeBody(walkIn.sale, { exchange_code: `AV-${replacement}` }),
    );
    expect(noCustomer.status).toBe(422);
    expect(noCustomer.json.errors.outcome[0]).toContain('el ticket debe tener un cliente');

    const customerId = await customer();
    const { sale } = await paidTicket(30, customerId);
    const noCode = await seller.post('/api/returns', exchangeBody(sale, {}));
    expect(noCode.json.errors.exchange_code).toEqual([
      'Escanea o escribe el código de la autoparte que se lleva a cambio.',
    ]);
    const sold = await seller.post(
      '/api/returns',
      exchangeBody(sale, { exchange_code: `AV-${walkIn.partId}` }),
    );
    expect(sold.status).toBe(422);
    expect(sold.json.errors.exchange_code[0]).toContain(`AV-${walkIn.partId}`);
    const tickets = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sales where customer_id = ${customerId}`,
    );
    expect(tickets.rows[0]?.n).toBe(1);
    expect((await seller.get(`/api/returns?sale_id=${sale.id}`)).json).toEqual([]);
  });
});
