import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export interface CustomerRow {
  id: number;
  companyId: number;
  name: string;
  phone: string | null;
  email: string | null;
  notes: string | null;
  rfc: string | null;
  businessName: string | null;
  taxRegime: string | null;
  postalCode: string | null;
  cfdiUse: string | null;
  balanceCents: number;
  creditCents: number;
  creditLimitCents: number | null;
  createdAt: Date;
}

export interface CustomerValues {
  name: string;
  phone: string | null;
  phoneDigits: string | null;
  email: string | null;
  notes: string | null;
  rfc: string | null;
  businessName: string | null;
  taxRegime: string | null;
  postalCode: string | null;
  cfdiUse: string | null;
}

const COLUMNS = sql`id, company_id, name, phone, email, notes, rfc, business_name, tax_regime, postal_code,
  cfdi_use, balance_cents, credit_cents, credit_limit_cents, created_at`;

function customerRow(row: Record<string, unknown>): CustomerRow {
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    name: String(row.name),
    phone: (row.phone as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    notes: (row.notes as string | null) ?? null,
    rfc: (row.rfc as string | null) ?? null,
    businessName: (row.business_name as string | null) ?? null,
    taxRegime: (row.tax_regime as string | null) ?? null,
    postalCode: (row.postal_code as string | null) ?? null,
    cfdiUse: (row.cfdi_use as string | null) ?? null,
    balanceCents: Number(row.balance_cents),
    creditCents: Number(row.credit_cents),
    creditLimitCents: row.credit_limit_cents === null ? null : Number(row.credit_limit_cents),
    createdAt: new Date(row.created_at as string),
  };
}

async function select(db: Executor, where: SQL, tail: SQL = sql``): Promise<CustomerRow[]> {
  const result = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} from customers where ${where} ${tail}`,
  );
  return result.rows.map(customerRow);
}

export async function findCustomer(db: Executor, id: number): Promise<CustomerRow | undefined> {
  return (await select(db, sql`id = ${id}`))[0];
}

export function findByPhone(db: Executor, companyId: number, digits: string, exceptId?: number) {
  return select(
    db,
    sql`company_id = ${companyId} and phone_digits = ${digits} ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
    sql`order by id limit 5`,
  );
}

/** By name (any part of it), phone digits or RFC (their beginning). */
export function searchCustomers(db: Executor, companyId: number | null, text: string, limit: number) {
  const scope = companyId === null ? sql`true` : sql`company_id = ${companyId}`;
  const trimmed = text.trim();
  if (!trimmed) return select(db, scope, sql`order by name, id limit ${limit}`);
  const escaped = trimmed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const digits = trimmed.replace(/\D/g, '');
  const matches: SQL[] = [
    sql`lower(name) like ${`%${escaped}%`}`,
    sql`rfc like ${`${trimmed.toUpperCase().replace(/[\\%_]/g, '')}%`}`,
  ];
  if (digits.length >= 3) matches.push(sql`phone_digits like ${`%${digits}%`}`);
  return select(
    db,
    sql`${scope} and (${sql.join(matches, sql` or `)})`,
    sql`order by name, id limit ${limit}`,
  );
}

export async function insertCustomer(
  db: Executor,
  companyId: number,
  userId: number,
  values: CustomerValues,
) {
  const result = await db.execute<{ id: number }>(sql`
    insert into customers (company_id, name, phone, phone_digits, email, notes, rfc, business_name, tax_regime,
      postal_code, cfdi_use, created_by)
    values (${companyId}, ${values.name}, ${values.phone}, ${values.phoneDigits}, ${values.email}, ${values.notes},
      ${values.rfc}, ${values.businessName}, ${values.taxRegime}, ${values.postalCode}, ${values.cfdiUse}, ${userId})
    returning id`);
  return Number(result.rows[0]?.id);
}

export async function updateCustomer(db: Executor, id: number, values: CustomerValues) {
  await db.execute(sql`
    update customers set name = ${values.name}, phone = ${values.phone}, phone_digits = ${values.phoneDigits},
      email = ${values.email}, notes = ${values.notes}, rfc = ${values.rfc}, business_name = ${values.businessName},
      tax_regime = ${values.taxRegime}, postal_code = ${values.postalCode}, cfdi_use = ${values.cfdiUse},
      updated_at = now()
    where id = ${id}`);
}

/** The customer's row locked until the transaction ends: abonos of one customer go one at a time. */
export async function lockCustomer(tx: Executor, id: number): Promise<CustomerRow | undefined> {
  return (await select(tx, sql`id = ${id}`, sql`for update`))[0];
}

export async function setCreditLimit(db: Executor, id: number, cents: number | null) {
  await db.execute(
    sql`update customers set credit_limit_cents = ${cents}, updated_at = now() where id = ${id}`,
  );
}

export type Account = 'owed' | 'credit';

export interface MovementValues {
  companyId: number;
  customerId: number;
  account: Account;
  kind: string;
  /** Signed: positive raises the balance. */
  amountCents: number;
  saleId: number | null;
  abonoId: number | null;
  returnId: number | null;
  note: string | null;
  userId: number | null;
}

/**
 * One movement and the balance it leaves, in one statement: the customer's row is updated only if
 * the balance stays at zero or above (and, for a new debt, within the credit limit), and the
 * movement is written with the balance of that same update, stamped when the row lock was held
 * (clock_timestamp, not the transaction's start) so the ledger's order is the order of the balances. Two payments racing the same store
 * credit: the second waits for the first's row lock, sees the lower balance and changes nothing.
 * Null when refused.
 */
export async function applyMovement(tx: Executor, m: MovementValues): Promise<number | null> {
  const column = m.account === 'owed' ? sql.raw('balance_cents') : sql.raw('credit_cents');
  const limit =
    m.account === 'owed' && m.amountCents > 0
      ? sql`and (credit_limit_cents is null or balance_cents + ${m.amountCents} <= credit_limit_cents)`
      : sql``;
  const result = await tx.execute<{ balance: string }>(sql`
    with changed as (
      update customers set ${column} = ${column} + ${m.amountCents}, updated_at = now()
      where id = ${m.customerId} and company_id = ${m.companyId} and ${column} + ${m.amountCents} >= 0 ${limit}
      returning ${column} as balance
    )
    insert into customer_movements (company_id, customer_id, account, kind, amount_cents, balance_after_cents,
      sale_id, abono_id, return_id, note, created_by, created_at)
    select ${m.companyId}, ${m.customerId}, ${m.account}, ${m.kind}, ${m.amountCents}, changed.balance,
      ${m.saleId}, ${m.abonoId}, ${m.returnId}, ${m.note}, ${m.userId}, clock_timestamp()
    from changed
    returning balance_after_cents as balance`);
  const row = result.rows[0];
  return row ? Number(row.balance) : null;
}

export interface DebtRow {
  saleId: number | null;
  outstandingCents: number;
  paidAt: Date | null;
  series: string | null;
  number: number | null;
}

/** What each credit ticket still owes, oldest first (a balance from before the ledger first of all). */
export async function openDebts(db: Executor, customerId: number): Promise<DebtRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select m.sale_id, sum(m.amount_cents)::bigint as outstanding, min(m.created_at) as since,
      s.paid_at, s.series, s.number
    from customer_movements m left join sales s on s.id = m.sale_id
    where m.customer_id = ${customerId} and m.account = 'owed'
    group by m.sale_id, s.paid_at, s.series, s.number
    having sum(m.amount_cents) > 0
    order by (m.sale_id is not null), min(m.created_at), m.sale_id`);
  return result.rows.map((row) => ({
    saleId: row.sale_id === null ? null : Number(row.sale_id),
    outstandingCents: Number(row.outstanding),
    paidAt: row.paid_at ? new Date(row.paid_at as string) : null,
    series: (row.series as string | null) ?? null,
    number: row.number === null ? null : Number(row.number),
  }));
}

/** What one credit ticket still owes. */
export async function saleOutstanding(db: Executor, saleId: number): Promise<number> {
  const result = await db.execute<{ owed: string | null }>(sql`
    select sum(amount_cents)::bigint as owed from customer_movements where sale_id = ${saleId} and account = 'owed'`);
  return Number(result.rows[0]?.owed ?? 0);
}

export interface AbonoValues {
  companyId: number;
  customerId: number;
  method: string;
  amountCents: number;
  receivedCents: number | null;
  changeCents: number;
  reference: string | null;
  publicToken: string;
  requestId: string;
  userId: number;
}

export async function insertAbono(tx: Executor, v: AbonoValues): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`
    insert into customer_abonos (company_id, customer_id, method, amount_cents, received_cents, change_cents,
      reference, public_token, request_id, created_by)
    values (${v.companyId}, ${v.customerId}, ${v.method}, ${v.amountCents}, ${v.receivedCents}, ${v.changeCents},
      ${v.reference}, ${v.publicToken}, ${v.requestId}, ${v.userId})
    returning id`);
  return Number(result.rows[0]?.id);
}

export async function setAbonoSession(tx: Executor, id: number, sessionId: number) {
  await tx.execute(sql`update customer_abonos set cash_session_id = ${sessionId} where id = ${id}`);
}

export interface AbonoRow {
  id: number;
  companyId: number;
  customerId: number;
  customerName: string;
  method: string;
  amountCents: number;
  receivedCents: number | null;
  changeCents: number;
  reference: string | null;
  cashSessionId: number | null;
  publicToken: string;
  createdByName: string | null;
  createdAt: Date;
  balanceAfterCents: number;
  applied: { saleId: number | null; saleFolio: string | null; amountCents: number }[];
}

export async function findAbonos(
  db: Executor,
  where: { id?: number; requestId?: string; customerId?: number; start?: Date; end?: Date },
): Promise<AbonoRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (where.id !== undefined) conditions.push(sql`a.id = ${where.id}`);
  if (where.requestId !== undefined) conditions.push(sql`a.request_id = ${where.requestId}`);
  if (where.customerId !== undefined) conditions.push(sql`a.customer_id = ${where.customerId}`);
  if (where.start) conditions.push(sql`a.created_at >= ${where.start.toISOString()}`);
  if (where.end) conditions.push(sql`a.created_at < ${where.end.toISOString()}`);
  const result = await db.execute<Record<string, unknown>>(sql`
    select a.id, a.company_id, a.customer_id, c.name as customer_name, a.method, a.amount_cents, a.received_cents,
      a.change_cents, a.reference, a.cash_session_id, a.public_token, u.name as created_by_name, a.created_at,
      coalesce((select min(m.balance_after_cents) from customer_movements m where m.abono_id = a.id), 0) as balance_after,
      coalesce((select jsonb_agg(jsonb_build_object('sale_id', m.sale_id, 'series', s.series, 'number', s.number,
        'amount', -m.amount_cents) order by m.id)
        from customer_movements m left join sales s on s.id = m.sale_id where m.abono_id = a.id), '[]'::jsonb) as applied
    from customer_abonos a join customers c on c.id = a.customer_id left join users u on u.id = a.created_by
    where ${sql.join(conditions, sql` and `)}
    order by a.created_at, a.id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    companyId: Number(row.company_id),
    customerId: Number(row.customer_id),
    customerName: String(row.customer_name),
    method: String(row.method),
    amountCents: Number(row.amount_cents),
    receivedCents: row.received_cents === null ? null : Number(row.received_cents),
    changeCents: Number(row.change_cents),
    reference: (row.reference as string | null) ?? null,
    cashSessionId: row.cash_session_id === null ? null : Number(row.cash_session_id),
    publicToken: String(row.public_token),
    createdByName: (row.created_by_name as string | null) ?? null,
    createdAt: new Date(row.created_at as string),
    balanceAfterCents: Number(row.balance_after),
    applied: (
      row.applied as {
        sale_id: number | null;
        series: string | null;
        number: number | null;
        amount: number;
      }[]
    ).map((entry) => ({
      saleId: entry.sale_id,
      saleFolio: entry.series && entry.number !== null ? `${entry.series}-${entry.number}` : null,
      amountCents: Number(entry.amount),
    })),
  }));
}

/** The instants a period of calendar days starts and ends on the company's clock (today by default). */
export async function companyDays(db: Executor, companyId: number, from: string | null, to: string | null) {
  const result = await db.execute<Record<string, unknown>>(sql`
    select d.from_day::text as from_day, d.to_day::text as to_day,
      (d.from_day::timestamp at time zone c.time_zone) as start_at,
      ((d.to_day + 1)::timestamp at time zone c.time_zone) as end_at
    from companies c,
      lateral (select coalesce(${from}::date, date_trunc('month', now() at time zone c.time_zone)::date) as from_day,
                      coalesce(${to}::date, (now() at time zone c.time_zone)::date) as to_day) d
    where c.id = ${companyId}`);
  const row = result.rows[0];
  if (!row) throw new Error('company not found');
  return {
    from: String(row.from_day),
    to: String(row.to_day),
    start: new Date(row.start_at as string),
    end: new Date(row.end_at as string),
  };
}

export interface MovementRow {
  id: number;
  account: Account;
  kind: string;
  amountCents: number;
  balanceAfterCents: number;
  saleId: number | null;
  saleFolio: string | null;
  abonoId: number | null;
  note: string | null;
  createdByName: string | null;
  createdAt: Date;
}

/** An account's balance just before `start` (the last movement's balance before it). */
export async function balanceBefore(db: Executor, customerId: number, account: Account, start: Date) {
  const result = await db.execute<{ balance: string }>(sql`
    select balance_after_cents as balance from customer_movements
    where customer_id = ${customerId} and account = ${account} and created_at < ${start.toISOString()}
    order by created_at desc, id desc limit 1`);
  return Number(result.rows[0]?.balance ?? 0);
}

export async function movementsBetween(
  db: Executor,
  customerId: number,
  account: Account,
  start: Date,
  end: Date,
): Promise<MovementRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select m.id, m.account, m.kind, m.amount_cents, m.balance_after_cents, m.sale_id, s.series, s.number,
      m.abono_id, m.note, u.name as created_by_name, m.created_at
    from customer_movements m left join sales s on s.id = m.sale_id left join users u on u.id = m.created_by
    where m.customer_id = ${customerId} and m.account = ${account}
      and m.created_at >= ${start.toISOString()} and m.created_at < ${end.toISOString()}
    order by m.created_at, m.id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    account: row.account as Account,
    kind: String(row.kind),
    amountCents: Number(row.amount_cents),
    balanceAfterCents: Number(row.balance_after_cents),
    saleId: row.sale_id === null ? null : Number(row.sale_id),
    saleFolio: row.series && row.number !== null ? `${row.series}-${row.number}` : null,
    abonoId: row.abono_id === null ? null : Number(row.abono_id),
    note: (row.note as string | null) ?? null,
    createdByName: (row.created_by_name as string | null) ?? null,
    createdAt: new Date(row.created_at as string),
  }));
}

export async function companyName(db: Executor, companyId: number): Promise<string> {
  const result = await db.execute<{ name: string }>(sql`select name from companies where id = ${companyId}`);
  return result.rows[0]?.name ?? '';
}

/** The abonos made before this one that paid any of these tickets, oldest first. */
export async function earlierAbonosOfSales(
  db: Executor,
  abonoId: number,
  saleIds: number[],
): Promise<number[]> {
  if (saleIds.length === 0) return [];
  const result = await db.execute<{ abono_id: number }>(sql`
    select distinct m.abono_id from customer_movements m
    where m.kind = 'abono' and m.abono_id < ${abonoId}
      and m.sale_id in (${sql.join(
        saleIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    order by m.abono_id`);
  return result.rows.map((row) => Number(row.abono_id));
}

export interface CreditAdjustmentRow {
  id: number;
  companyId: number;
  customerId: number;
  customerName: string;
  direction: string;
  amountCents: number;
  method: string;
  reference: string | null;
  reason: string;
  creditAfterCents: number;
  createdByName: string | null;
  createdAt: Date;
}

export async function insertCreditAdjustment(
  tx: Executor,
  v: Omit<CreditAdjustmentRow, 'id' | 'customerName' | 'createdByName' | 'createdAt'> & {
    cashSessionId: number | null;
    requestId: string;
    userId: number;
  },
): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`
    insert into customer_credit_adjustments (company_id, customer_id, direction, amount_cents, method, reference,
      reason, credit_after_cents, cash_session_id, request_id, created_by)
    values (${v.companyId}, ${v.customerId}, ${v.direction}, ${v.amountCents}, ${v.method}, ${v.reference},
      ${v.reason}, ${v.creditAfterCents}, ${v.cashSessionId}, ${v.requestId}, ${v.userId})
    returning id`);
  return Number(result.rows[0]?.id);
}

export async function findCreditAdjustments(
  db: Executor,
  filter: { id?: number; requestId?: string; customerId?: number },
): Promise<CreditAdjustmentRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select a.*, c.name as customer_name, u.name as created_by_name
    from customer_credit_adjustments a join customers c on c.id = a.customer_id
      left join users u on u.id = a.created_by
    where ${filter.id === undefined ? sql`true` : sql`a.id = ${filter.id}`}
      and ${filter.requestId === undefined ? sql`true` : sql`a.request_id = ${filter.requestId}`}
      and ${filter.customerId === undefined ? sql`true` : sql`a.customer_id = ${filter.customerId}`}
    order by a.created_at desc, a.id desc limit 100`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    companyId: Number(row.company_id),
    customerId: Number(row.customer_id),
    customerName: String(row.customer_name),
    direction: String(row.direction),
    amountCents: Number(row.amount_cents),
    method: String(row.method),
    reference: row.reference === null ? null : String(row.reference),
    reason: String(row.reason),
    creditAfterCents: Number(row.credit_after_cents),
    createdByName: row.created_by_name === null ? null : String(row.created_by_name),
    createdAt: new Date(String(row.created_at)),
  }));
}
