import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

// The returns' SQL. A return writes its own row, the sale's status and, for a part line, the
// part's status and activity: the part comes back from Vendido only here (and its sold_at is
// cleared by the parts trigger of migration 0010).

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export interface ReturnSaleRow {
  id: number;
  companyId: number;
  series: string;
  number: number;
  status: string;
  customerId: number | null;
  paidAt: Date | null;
  now: Date;
}

/** The sale, locked: two returns of one ticket take turns, and count each other's lines. */
export async function lockSale(tx: Executor, id: number): Promise<ReturnSaleRow | undefined> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select id, company_id, series, number, status, customer_id, paid_at, now() as now
    from sales where id = ${id} for update`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    series: String(row.series),
    number: Number(row.number),
    status: String(row.status),
    customerId: num(row.customer_id),
    paidAt: row.paid_at ? new Date(String(row.paid_at)) : null,
    now: new Date(String(row.now)),
  };
}

export interface ReturnLineRow {
  id: number;
  partId: number | null;
  description: string;
  netCents: number;
  warrantyDays: number;
}

export async function saleLines(tx: Executor, saleId: number): Promise<ReturnLineRow[]> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select id, part_id, description, coalesce(net_cents, quantity * unit_price_cents - discount_cents) as net,
      warranty_days
    from sale_lines where sale_id = ${saleId} order by position, id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    partId: num(row.part_id),
    description: String(row.description),
    netCents: Number(row.net),
    warrantyDays: Number(row.warranty_days),
  }));
}

export async function salePaymentMethods(tx: Executor, saleId: number) {
  const result = await tx.execute<{ method: string; amount: string }>(sql`
    select method, sum(amount_cents) as amount from sale_payments where sale_id = ${saleId}
    group by method order by sum(amount_cents) desc, method`);
  return result.rows.map((row) => ({ method: String(row.method), amountCents: Number(row.amount) }));
}

export async function lockPart(tx: Executor, id: number) {
  const result = await tx.execute<{ status_id: number; ml_id: string | null; cost_cents: string | null }>(
    sql`select status_id, ml_id, cost_cents from parts where id = ${id} for update`,
  );
  const row = result.rows[0];
  return row
    ? { statusId: Number(row.status_id), mlId: text(row.ml_id), costCents: num(row.cost_cents) }
    : undefined;
}

/** The part out of Vendido (to Disponible, or No disponible while in review or scrapped), with why. */
export async function moveReturnedPart(
  tx: Executor,
  partId: number,
  statusId: number,
  userId: number,
  activity: string,
) {
  await tx.execute(sql`
    update parts set status_id = ${statusId}, final_price = null, version = version + 1,
      updated_at = now(), updated_by = ${userId}
    where id = ${partId}`);
  await tx.execute(
    sql`insert into part_activities (part_id, user_id, activity) values (${partId}, ${userId}, ${activity})`,
  );
}

export async function insertReturn(
  tx: Executor,
  values: {
    companyId: number;
    saleId: number;
    lineId: number;
    partId: number | null;
    reason: string;
    notes: string | null;
    withinWarranty: boolean;
    approvedBy: number | null;
    outcome: string;
    refundMethod: string | null;
    amountCents: number;
    cashSessionId: number | null;
    destination: string | null;
    scrapReason: string | null;
    writtenOffCents: number;
    exchangeSaleId: number | null;
    costUnknown: boolean;
    mlClaimId: number | null;
    userId: number;
  },
): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`
    insert into sale_returns (company_id, sale_id, sale_line_id, part_id, reason, notes, within_warranty,
      approved_by, outcome, refund_method, amount_cents, cash_session_id, destination, scrap_reason,
      written_off_cents, exchange_sale_id, cost_unknown, ml_claim_id, created_by)
    values (${values.companyId}, ${values.saleId}, ${values.lineId}, ${values.partId}, ${values.reason},
      ${values.notes}, ${values.withinWarranty}, ${values.approvedBy}, ${values.outcome}, ${values.refundMethod},
      ${values.amountCents}, ${values.cashSessionId}, ${values.destination}, ${values.scrapReason},
      ${values.writtenOffCents}, ${values.exchangeSaleId}, ${values.costUnknown}, ${values.mlClaimId}, ${values.userId})
    returning id`);
  return Number(result.rows[0]?.id);
}

/**
 * The claim of the line's Mercado Libre order whose return reached the yard (the same «delivered»
 * the claims module reads: the return's status or its shipment's), of the ticket's company.
 */
export async function deliveredClaimOfLine(
  tx: Executor,
  companyId: number,
  lineId: number,
): Promise<{ id: number; mlClaimId: string } | null> {
  const result = await tx.execute<{ id: number; ml_claim_id: string }>(sql`
    select c.id, c.ml_claim_id from ml_order_items i join ml_claims c on c.order_id = i.order_id
    where i.sale_line_id = ${lineId} and c.company_id = ${companyId}
      and (c.return_shipment_status = 'delivered' or c.return_status = 'delivered')
    order by c.id limit 1`);
  const row = result.rows[0];
  return row ? { id: Number(row.id), mlClaimId: String(row.ml_claim_id) } : null;
}

export async function returnedLineIds(tx: Executor, saleId: number): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(
    sql`select sale_line_id as id from sale_returns where sale_id = ${saleId}`,
  );
  return result.rows.map((row) => Number(row.id));
}

export async function setSaleStatus(tx: Executor, saleId: number, status: string) {
  await tx.execute(sql`update sales set status = ${status}, updated_at = now() where id = ${saleId}`);
}

export interface ReturnRow {
  id: number;
  companyId: number;
  saleId: number;
  saleFolio: string;
  lineId: number;
  description: string;
  partId: number | null;
  reason: string;
  notes: string | null;
  withinWarranty: boolean;
  approvedByName: string | null;
  outcome: string;
  refundMethod: string | null;
  amountCents: number;
  destination: string | null;
  scrapReason: string | null;
  writtenOffCents: number;
  exchangeSaleId: number | null;
  exchangeSaleFolio: string | null;
  costUnknown: boolean;
  /** Mercado Libre's number of the claim that decided the return. */
  mlClaimNumber: string | null;
  createdByName: string | null;
  createdAt: Date;
}

export async function listReturns(
  db: Executor,
  filter: { companyId: number | null; saleId?: number; id?: number },
): Promise<ReturnRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select r.*, s.series || '-' || s.number as sale_folio, l.description, au.name as approved_by_name,
      cu.name as created_by_name, xs.series || '-' || xs.number as exchange_sale_folio,
      mc.ml_claim_id as ml_claim_number
    from sale_returns r join sales s on s.id = r.sale_id join sale_lines l on l.id = r.sale_line_id
      left join users au on au.id = r.approved_by left join users cu on cu.id = r.created_by
      left join sales xs on xs.id = r.exchange_sale_id left join ml_claims mc on mc.id = r.ml_claim_id
    where ${filter.companyId === null ? sql`true` : sql`r.company_id = ${filter.companyId}`}
      and ${filter.saleId === undefined ? sql`true` : sql`r.sale_id = ${filter.saleId}`}
      and ${filter.id === undefined ? sql`true` : sql`r.id = ${filter.id}`}
    order by r.created_at desc, r.id desc limit 200`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    companyId: Number(row.company_id),
    saleId: Number(row.sale_id),
    saleFolio: String(row.sale_folio),
    lineId: Number(row.sale_line_id),
    description: String(row.description),
    partId: num(row.part_id),
    reason: String(row.reason),
    notes: text(row.notes),
    withinWarranty: Boolean(row.within_warranty),
    approvedByName: text(row.approved_by_name),
    outcome: String(row.outcome),
    refundMethod: text(row.refund_method),
    amountCents: Number(row.amount_cents),
    destination: text(row.destination),
    scrapReason: text(row.scrap_reason),
    writtenOffCents: Number(row.written_off_cents),
    exchangeSaleId: num(row.exchange_sale_id),
    exchangeSaleFolio: text(row.exchange_sale_folio),
    costUnknown: Boolean(row.cost_unknown),
    mlClaimNumber: text(row.ml_claim_number),
    createdByName: text(row.created_by_name),
    createdAt: new Date(String(row.created_at)),
  }));
}

/** A paid ticket cancelled: kept, with who, when and why, never deleted. */
export async function cancelPaidSale(tx: Executor, saleId: number, userId: number, reason: string) {
  await tx.execute(sql`
    update sales set status = 'cancelada', cancel_reason = ${reason}, cancelled_by = ${userId},
      cancelled_at = now(), updated_at = now()
    where id = ${saleId}`);
}

/**
 * Over whole days of the company's calendar: what was sold (paid tickets not cancelled), what
 * paid tickets were cancelled, and the returns by reason. Today when no days are given.
 */
export async function summary(db: Executor, companyId: number, from: string | null, to: string | null) {
  const range = await db.execute<{ from_day: string; to_day: string; start_at: string; end_at: string }>(sql`
    select d.from_day::text as from_day, d.to_day::text as to_day,
      (d.from_day::timestamp at time zone c.time_zone) as start_at,
      ((d.to_day + 1)::timestamp at time zone c.time_zone) as end_at
    from companies c,
      lateral (select coalesce(${from}::date, (now() at time zone c.time_zone)::date) as from_day,
                      coalesce(${to}::date, (now() at time zone c.time_zone)::date) as to_day) d
    where c.id = ${companyId}`);
  const period = range.rows[0];
  if (!period) throw new Error('company not found');
  const totals = await db.execute<Record<string, string>>(sql`
    select
      coalesce(sum(total_cents) filter (where status in ('pagada', 'devuelta_parcial', 'devuelta')), 0) as sold,
      count(*) filter (where status = 'cancelada') as cancelled_count,
      coalesce(sum(total_cents) filter (where status = 'cancelada'), 0) as cancelled
    from sales
    where company_id = ${companyId} and paid_at >= ${period.start_at} and paid_at < ${period.end_at}`);
  const reasons = await db.execute<Record<string, string>>(sql`
    select reason, count(*) as n, sum(amount_cents) as amount, sum(written_off_cents) as written_off,
      count(*) filter (where cost_unknown) as without_cost
    from sale_returns
    where company_id = ${companyId} and created_at >= ${period.start_at} and created_at < ${period.end_at}
    group by reason order by sum(amount_cents) desc, reason`);
  return {
    from: period.from_day,
    to: period.to_day,
    soldCents: Number(totals.rows[0]?.sold ?? 0),
    cancelledCount: Number(totals.rows[0]?.cancelled_count ?? 0),
    cancelledCents: Number(totals.rows[0]?.cancelled ?? 0),
    byReason: reasons.rows.map((row) => ({
      reason: String(row.reason),
      count: Number(row.n),
      amountCents: Number(row.amount),
      writtenOffCents: Number(row.written_off),
      withoutCost: Number(row.without_cost),
    })),
  };
}
