import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

// «Caja»'s SQL. The session's sales are read from sale_payments by cash_session_id (the ledger
// the counter writes); cash moved otherwise is a row of cash_movements. Cents are bigint, read
// back as numbers (a session stays far below 2^53 cents).

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const date = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)));

export interface RegisterRow {
  id: number;
  companyId: number;
  name: string;
  storeName: string | null;
  sellersCount: boolean;
}

function registerRow(row: Record<string, unknown>): RegisterRow {
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    name: String(row.name),
    storeName: row.store_name === null ? null : String(row.store_name),
    sellersCount: Boolean(row.sellers_count),
  };
}

export async function listRegisters(db: Executor, companyId: number | null): Promise<RegisterRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select id, company_id, name, store_name, sellers_count from cash_registers
    where ${companyId === null ? sql`true` : sql`company_id = ${companyId}`}
    order by company_id, store_name nulls first, name`);
  return result.rows.map(registerRow);
}

export async function findRegister(db: Executor, id: number): Promise<RegisterRow | undefined> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select id, company_id, name, store_name, sellers_count from cash_registers where id = ${id}`);
  return result.rows[0] ? registerRow(result.rows[0]) : undefined;
}

export async function insertRegister(
  db: Executor,
  values: {
    companyId: number;
    name: string;
    storeName: string | null;
    sellersCount: boolean;
    userId: number | null;
  },
): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    insert into cash_registers (company_id, name, store_name, sellers_count, created_by)
    values (${values.companyId}, ${values.name}, ${values.storeName}, ${values.sellersCount}, ${values.userId})
    returning id`);
  return Number(result.rows[0]?.id);
}

export interface SessionRow {
  id: number;
  companyId: number;
  registerId: number;
  registerName: string;
  storeName: string | null;
  status: string;
  floatCents: number;
  openedBy: number | null;
  openedByName: string | null;
  openedAt: Date;
  countedCents: number | null;
  expectedCents: number | null;
  denominations: Record<string, number> | null;
  closeComment: string | null;
  closedByName: string | null;
  closedAt: Date | null;
}

const SESSION_COLUMNS = sql`
  s.id, s.company_id, s.register_id, r.name as register_name, r.store_name, s.status, s.float_cents,
  s.opened_by, ou.name as opened_by_name, s.opened_at, s.counted_cents, s.expected_cents,
  s.denominations, s.close_comment, cu.name as closed_by_name, s.closed_at`;
const SESSION_FROM = sql`
  from cash_sessions s join cash_registers r on r.id = s.register_id
  left join users ou on ou.id = s.opened_by left join users cu on cu.id = s.closed_by`;

function sessionRow(row: Record<string, unknown>): SessionRow {
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    registerId: Number(row.register_id),
    registerName: String(row.register_name),
    storeName: row.store_name === null ? null : String(row.store_name),
    status: String(row.status),
    floatCents: Number(row.float_cents),
    openedBy: num(row.opened_by),
    openedByName: row.opened_by_name === null ? null : String(row.opened_by_name),
    openedAt: new Date(String(row.opened_at)),
    countedCents: num(row.counted_cents),
    expectedCents: num(row.expected_cents),
    denominations: (row.denominations as Record<string, number> | null) ?? null,
    closeComment: row.close_comment === null ? null : String(row.close_comment),
    closedByName: row.closed_by_name === null ? null : String(row.closed_by_name),
    closedAt: date(row.closed_at),
  };
}

/**
 * A session, optionally locked: a payment takes it FOR SHARE (many tickets pay at once), a count
 * or close FOR UPDATE, so a close waits for the payments already under way and sees them.
 */
export async function findSession(
  db: Executor,
  id: number,
  lock: 'share' | 'update' | null = null,
): Promise<SessionRow | undefined> {
  const locking = lock === 'share' ? sql`for share of s` : lock === 'update' ? sql`for update of s` : sql``;
  const result = await db.execute<Record<string, unknown>>(
    sql`select ${SESSION_COLUMNS} ${SESSION_FROM} where s.id = ${id} ${locking}`,
  );
  return result.rows[0] ? sessionRow(result.rows[0]) : undefined;
}

/** The register's session that is not closed (open or counted), if any. */
export async function findCurrentSession(
  db: Executor,
  registerId: number,
  lock: 'share' | 'update' | null = null,
): Promise<SessionRow | undefined> {
  const locking = lock === 'share' ? sql`for share of s` : lock === 'update' ? sql`for update of s` : sql``;
  const result = await db.execute<Record<string, unknown>>(
    sql`select ${SESSION_COLUMNS} ${SESSION_FROM} where s.register_id = ${registerId} and s.status <> 'cerrada' ${locking}`,
  );
  return result.rows[0] ? sessionRow(result.rows[0]) : undefined;
}

export async function currentSessions(db: Executor, registerIds: readonly number[]): Promise<SessionRow[]> {
  if (registerIds.length === 0) return [];
  const result = await db.execute<Record<string, unknown>>(sql`
    select ${SESSION_COLUMNS} ${SESSION_FROM}
    where s.register_id in (${sql.join(
      registerIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and s.status <> 'cerrada'`);
  return result.rows.map(sessionRow);
}

export async function listSessions(
  db: Executor,
  companyId: number | null,
  registerId: number | undefined,
  limit: number,
): Promise<SessionRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select ${SESSION_COLUMNS} ${SESSION_FROM}
    where ${companyId === null ? sql`true` : sql`s.company_id = ${companyId}`}
      and ${registerId === undefined ? sql`true` : sql`s.register_id = ${registerId}`}
    order by s.opened_at desc, s.id desc limit ${limit}`);
  return result.rows.map(sessionRow);
}

export async function insertSession(
  tx: Executor,
  values: { companyId: number; registerId: number; floatCents: number; userId: number },
): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`
    insert into cash_sessions (company_id, register_id, float_cents, opened_by)
    values (${values.companyId}, ${values.registerId}, ${values.floatCents}, ${values.userId})
    returning id`);
  return Number(result.rows[0]?.id);
}

export async function insertEvent(
  tx: Executor,
  sessionId: number,
  action: 'open' | 'count' | 'close' | 'reopen',
  userId: number,
  note: string | null,
) {
  await tx.execute(sql`
    insert into cash_session_events (session_id, action, note, user_id)
    values (${sessionId}, ${action}, ${note}, ${userId})`);
}

export async function insertMovement(
  tx: Executor,
  values: {
    sessionId: number;
    kind: string;
    direction: 'in' | 'out';
    amountCents: number;
    reason: string;
    saleId: number | null;
    userId: number;
  },
): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`
    insert into cash_movements (session_id, kind, direction, amount_cents, reason, sale_id, created_by)
    values (${values.sessionId}, ${values.kind}, ${values.direction}, ${values.amountCents},
      ${values.reason}, ${values.saleId}, ${values.userId})
    returning id`);
  return Number(result.rows[0]?.id);
}

export interface MethodRow {
  method: string;
  count: number;
  amountCents: number;
}

/** The session's ticket payments by method (the number of tickets and what they add up to). */
export async function paymentsByMethod(db: Executor, sessionId: number): Promise<MethodRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select method, count(distinct sale_id)::int as n, coalesce(sum(amount_cents), 0)::bigint as amount
    from sale_payments where cash_session_id = ${sessionId}
    group by method order by method`);
  return result.rows.map((row) => ({
    method: String(row.method),
    count: Number(row.n),
    amountCents: Number(row.amount),
  }));
}

export async function salesCount(db: Executor, sessionId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(distinct sale_id)::int as n from sale_payments where cash_session_id = ${sessionId}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

export interface MovementRow {
  id: number;
  kind: string;
  direction: 'in' | 'out';
  amountCents: number;
  reason: string;
  saleFolio: string | null;
  createdByName: string | null;
  createdAt: Date;
}

export async function listMovements(db: Executor, sessionId: number): Promise<MovementRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select m.id, m.kind, m.direction, m.amount_cents, m.reason, m.created_at, u.name as created_by_name,
      case when s.id is null then null else s.series || '-' || s.number end as sale_folio
    from cash_movements m left join users u on u.id = m.created_by left join sales s on s.id = m.sale_id
    where m.session_id = ${sessionId} order by m.created_at, m.id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    kind: String(row.kind),
    direction: row.direction === 'in' ? 'in' : 'out',
    amountCents: Number(row.amount_cents),
    reason: String(row.reason),
    saleFolio: row.sale_folio === null ? null : String(row.sale_folio),
    createdByName: row.created_by_name === null ? null : String(row.created_by_name),
    createdAt: new Date(String(row.created_at)),
  }));
}

export interface EventRow {
  action: 'open' | 'count' | 'close' | 'reopen';
  note: string | null;
  userName: string | null;
  createdAt: Date;
}

export async function listEvents(db: Executor, sessionId: number): Promise<EventRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select e.action, e.note, u.name as user_name, e.created_at
    from cash_session_events e left join users u on u.id = e.user_id
    where e.session_id = ${sessionId} order by e.id`);
  return result.rows.map((row) => ({
    action: String(row.action) as EventRow['action'],
    note: row.note === null ? null : String(row.note),
    userName: row.user_name === null ? null : String(row.user_name),
    createdAt: new Date(String(row.created_at)),
  }));
}

export async function saveCount(
  tx: Executor,
  sessionId: number,
  values: {
    countedCents: number;
    expectedCents: number;
    denominations: Record<string, number> | null;
    userId: number;
  },
) {
  await tx.execute(sql`
    update cash_sessions set status = 'contada', counted_cents = ${values.countedCents},
      expected_cents = ${values.expectedCents},
      denominations = ${values.denominations === null ? null : JSON.stringify(values.denominations)}::jsonb,
      counted_by = ${values.userId}, counted_at = now()
    where id = ${sessionId}`);
}

export async function saveClose(tx: Executor, sessionId: number, comment: string | null, userId: number) {
  await tx.execute(sql`
    update cash_sessions set status = 'cerrada', close_comment = ${comment}, closed_by = ${userId}, closed_at = now()
    where id = ${sessionId}`);
}

/** Back to open: the count and close are cleared from the row; the history keeps them. */
export async function saveReopen(tx: Executor, sessionId: number) {
  await tx.execute(sql`
    update cash_sessions set status = 'abierta', counted_cents = null, expected_cents = null,
      denominations = null, counted_by = null, counted_at = null, close_comment = null,
      closed_by = null, closed_at = null
    where id = ${sessionId}`);
}

export async function companyName(db: Executor, companyId: number): Promise<string> {
  const result = await db.execute<{ name: string }>(sql`select name from companies where id = ${companyId}`);
  return String(result.rows[0]?.name ?? '');
}

/**
 * A day's ledger and where it is: the tickets paid that day (their total and their payments, a
 * quote's deposit among them whatever day it was taken), the day's abonos and the store credit
 * added or given back by hand, each put in its cash session or its method. Days are the company's
 * calendar days.
 *
 * Store credit by hand is read from three places on purpose, so that they check each other: what
 * the customers' accounts gained or lost (customer_movements, the ledger), the cash each drawer
 * expects for it (cash_movements of kind store_credit, what the session's expected cash counts),
 * and the receipts of the card and transfer ones (customer_credit_adjustments). A receipt without
 * its drawer movement, or the other way round, leaves a difference.
 */
export async function reconciliation(db: Executor, companyId: number, day: string | null) {
  const range = await dayRange(db, companyId, day);
  // One statement, so every figure is read from the same snapshot and they add up to each other.
  const result = await db.execute<ReconciliationRow>(sql`
    ${dayMovements(companyId, range)}
    select
      (select coalesce(sum(total_cents), 0) from day_sales) as sales,
      (select count(*) from day_sales) as sales_count,
      (select coalesce(sum(amount_cents), 0) from day_abonos) as abonos,
      (select coalesce(sum(amount_cents) filter (where kind = 'manual_credit'), 0) from day_credit) as credit_added,
      (select coalesce(-sum(amount_cents) filter (where kind = 'manual_refund'), 0) from day_credit) as credit_returned,
      ${SESSIONS_CASH} as sessions,
      ${METHODS_NOT_CASH} as methods,
      ${LOOSE_CASH} as loose_cash,
      ${UNBALANCED_SALES} as unbalanced`);
  return toReconciliation(range.day, result.rows[0] ?? {});
}

type DayRange = { day: string; start_at: string; end_at: string };

/** The company's calendar day (today when none is given) as a half-open range of instants. */
async function dayRange(db: Executor, companyId: number, day: string | null): Promise<DayRange> {
  const period = await db.execute<DayRange>(sql`
    select d.day::text as day, (d.day::timestamp at time zone c.time_zone) as start_at,
      ((d.day + 1)::timestamp at time zone c.time_zone) as end_at
    from companies c, lateral (select coalesce(${day}::date, (now() at time zone c.time_zone)::date) as day) d
    where c.id = ${companyId}`);
  const range = period.rows[0];
  if (!range) throw new Error('company not found');
  return range;
}

/**
 * The day's movements as the common table expressions of the reconciliation: day_sales, pays,
 * day_abonos, day_credit, day_adjustments and day_drawer_credit.
 */
function dayMovements(companyId: number, range: DayRange) {
  return sql`
    with day_sales as (
      select id, series, number, total_cents from sales
      where company_id = ${companyId} and paid_at >= ${range.start_at} and paid_at < ${range.end_at}
    ), pays as (
      select p.sale_id, p.method, p.amount_cents, p.cash_session_id from sale_payments p join day_sales s on s.id = p.sale_id
    ), day_abonos as (
      select method, amount_cents, cash_session_id from customer_abonos
      where company_id = ${companyId} and created_at >= ${range.start_at} and created_at < ${range.end_at}
    ), day_credit as (
      select kind, amount_cents from customer_movements
      where company_id = ${companyId} and account = 'credit' and kind in ('manual_credit', 'manual_refund')
        and created_at >= ${range.start_at} and created_at < ${range.end_at}
    ), day_adjustments as (
      select method, cash_session_id, case direction when 'add' then amount_cents else -amount_cents end as amount
      from customer_credit_adjustments
      where company_id = ${companyId} and created_at >= ${range.start_at} and created_at < ${range.end_at}
    ), day_drawer_credit as (
      -- Only sessions open at some moment of the day can hold the day's movements.
      select m.session_id, sum(case m.direction when 'in' then m.amount_cents else -m.amount_cents end) as amount
      from cash_movements m join cash_sessions cs on cs.id = m.session_id
      where cs.company_id = ${companyId} and cs.opened_at < ${range.end_at}
        and (cs.closed_at is null or cs.closed_at >= ${range.start_at})
        and m.kind = 'store_credit' and m.created_at >= ${range.start_at} and m.created_at < ${range.end_at}
      group by m.session_id
    )`;
}

/** The cash each drawer session took from the day's sales, abonos and store credit by hand. */
const SESSIONS_CASH = sql`(select coalesce(jsonb_agg(x order by x->>'register_name', (x->>'session_id')::int), '[]'::jsonb) from (
        select jsonb_build_object('session_id', cs.id, 'register_name', r.name,
          'sales_cash', coalesce((select sum(amount_cents) from pays where cash_session_id = cs.id and method = 'cash'), 0),
          'abonos_cash', coalesce((select sum(amount_cents) from day_abonos where cash_session_id = cs.id and method = 'cash'), 0),
          'store_credit_cash', coalesce((select amount from day_drawer_credit where session_id = cs.id), 0)) as x
        from cash_sessions cs join cash_registers r on r.id = cs.register_id
        where cs.id in (select cash_session_id from pays where method = 'cash'
          union select cash_session_id from day_abonos where method = 'cash'
          union select session_id from day_drawer_credit)
      ) sessions)`;

/** What came in by card, transfer and the other methods, by source and method. */
const METHODS_NOT_CASH = sql`(select coalesce(jsonb_agg(jsonb_build_object('source', source, 'method', method, 'amount', amount) order by case source when 'sale' then 0 when 'abono' then 1 else 2 end, method), '[]'::jsonb) from (
        select 'sale' as source, method, sum(amount_cents) as amount from pays where method <> 'cash' group by method
        union all
        select 'abono', method, sum(amount_cents) from day_abonos where method <> 'cash' group by method
        union all
        select 'store_credit', method, sum(amount) from day_adjustments where method <> 'cash' group by method
      ) methods)`;

/** Cash taken outside any drawer session. */
const LOOSE_CASH = sql`((select coalesce(sum(amount_cents), 0) from pays where method = 'cash' and cash_session_id is null)
        + (select coalesce(sum(amount_cents), 0) from day_abonos where method = 'cash' and cash_session_id is null)
        + (select coalesce(sum(amount), 0) from day_adjustments where method = 'cash' and cash_session_id is null))`;

/** The day's tickets whose payments do not add up to their total. */
const UNBALANCED_SALES = sql`(select coalesce(jsonb_agg(jsonb_build_object('sale_id', s.id, 'series', s.series, 'number', s.number,
          'total', s.total_cents, 'paid', coalesce(p.paid, 0)) order by s.number), '[]'::jsonb)
        from day_sales s left join (select sale_id, sum(amount_cents) as paid from pays group by sale_id) p on p.sale_id = s.id
        where coalesce(p.paid, 0) <> s.total_cents)`;

type ReconciliationRow = Record<string, unknown>;

function toReconciliation(day: string, row: ReconciliationRow) {
  return {
    day,
    salesCents: Number(row.sales ?? 0),
    salesCount: Number(row.sales_count ?? 0),
    abonosCents: Number(row.abonos ?? 0),
    creditAddedCents: Number(row.credit_added ?? 0),
    creditReturnedCents: Number(row.credit_returned ?? 0),
    sessions: (
      row.sessions as {
        session_id: number;
        register_name: string;
        sales_cash: number;
        abonos_cash: number;
        store_credit_cash: number;
      }[]
    ).map((s) => ({
      sessionId: Number(s.session_id),
      registerName: s.register_name,
      salesCashCents: Number(s.sales_cash),
      abonosCashCents: Number(s.abonos_cash),
      storeCreditCashCents: Number(s.store_credit_cash),
    })),
    methods: (
      row.methods as { source: 'sale' | 'abono' | 'store_credit'; method: string; amount: number }[]
    ).map((m) => ({
      source: m.source,
      method: m.method,
      amountCents: Number(m.amount),
    })),
    looseCashCents: Number(row.loose_cash ?? 0),
    unbalanced: (
      row.unbalanced as { sale_id: number; series: string; number: number; total: number; paid: number }[]
    ).map((u) => ({
      saleId: Number(u.sale_id),
      folio: `${u.series}-${u.number}`,
      totalCents: Number(u.total),
      paidCents: Number(u.paid),
    })),
  };
}
