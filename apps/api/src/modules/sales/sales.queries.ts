import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

// The counter's SQL. Amounts are bigint cents; they are read back as numbers (a ticket stays far
// below 2^53 cents). The parts table is written here only inside a ticket's payment, the one
// place a counter sale changes a part (docs/architecture-new-module.md).

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export interface SettingsRow {
  series: string;
  taxRate: number;
  discountLimits: Record<string, number>;
  warrantyByCategory: Record<string, { days: number; terms: string }>;
  defaultWarrantyDays: number;
  defaultWarrantyTerms: string;
}

export async function findSettings(db: Executor, companyId: number): Promise<SettingsRow | undefined> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select series, tax_rate, discount_limits, warranty_by_category, default_warranty_days, default_warranty_terms
    from sale_settings where company_id = ${companyId}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    series: String(row.series),
    taxRate: Number(row.tax_rate),
    discountLimits: row.discount_limits as Record<string, number>,
    warrantyByCategory: row.warranty_by_category as Record<string, { days: number; terms: string }>,
    defaultWarrantyDays: Number(row.default_warranty_days),
    defaultWarrantyTerms: String(row.default_warranty_terms),
  };
}

export async function saveSettings(db: Executor, companyId: number, userId: number, values: SettingsRow) {
  await db.execute(sql`
    insert into sale_settings (company_id, series, tax_rate, discount_limits, warranty_by_category,
      default_warranty_days, default_warranty_terms, updated_by, updated_at)
    values (${companyId}, ${values.series}, ${values.taxRate}, ${JSON.stringify(values.discountLimits)}::jsonb,
      ${JSON.stringify(values.warrantyByCategory)}::jsonb, ${values.defaultWarrantyDays},
      ${values.defaultWarrantyTerms}, ${userId}, now())
    on conflict (company_id) do update set series = excluded.series, tax_rate = excluded.tax_rate,
      discount_limits = excluded.discount_limits, warranty_by_category = excluded.warranty_by_category,
      default_warranty_days = excluded.default_warranty_days,
      default_warranty_terms = excluded.default_warranty_terms,
      updated_by = excluded.updated_by, updated_at = now()`);
}

/** A new open ticket with the next folio of its series (the number is taken in the caller's transaction). */
export async function insertSale(
  tx: Executor,
  values: {
    companyId: number;
    series: string;
    customerId: number | null;
    sellerId: number;
    taxRate: number;
    publicToken: string;
  },
): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`
    insert into sales (company_id, series, number, source, status, customer_id, seller_id, tax_rate, public_token)
    values (${values.companyId}, ${values.series}, sale_next_number(${values.companyId}, ${values.series}),
      'counter', 'abierta', ${values.customerId}, ${values.sellerId}, ${values.taxRate}, ${values.publicToken})
    returning id`);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('sale insert returned no row');
  return id;
}

export interface SaleRow {
  id: number;
  companyId: number;
  series: string;
  number: number;
  source: string;
  status: string;
  customerId: number | null;
  sellerId: number | null;
  sellerName: string | null;
  taxRate: number;
  discountCents: number;
  totalCents: number;
  notes: string | null;
  publicToken: string;
  payRequestId: string | null;
  paidAt: Date | null;
  cancelReason: string | null;
  cancelledAt: Date | null;
  expiresAt: Date | null;
  holdUntil: Date | null;
  /** The database's clock at the read: a quote's expiry is judged by it, not by the server's. */
  now: Date;
  createdAt: Date;
}

function saleRow(row: Record<string, unknown>): SaleRow {
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    series: String(row.series),
    number: Number(row.number),
    source: String(row.source),
    status: String(row.status),
    customerId: num(row.customer_id),
    sellerId: num(row.seller_id),
    sellerName: (row.seller_name as string | null) ?? null,
    taxRate: Number(row.tax_rate),
    discountCents: Number(row.discount_cents),
    totalCents: Number(row.total_cents),
    notes: (row.notes as string | null) ?? null,
    publicToken: String(row.public_token),
    payRequestId: (row.pay_request_id as string | null) ?? null,
    paidAt: row.paid_at ? new Date(row.paid_at as string) : null,
    cancelReason: (row.cancel_reason as string | null) ?? null,
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at as string) : null,
    expiresAt: row.expires_at ? new Date(row.expires_at as string) : null,
    holdUntil: row.hold_until ? new Date(row.hold_until as string) : null,
    now: new Date(row.db_now as string),
    createdAt: new Date(row.created_at as string),
  };
}

const SALE_COLUMNS = sql`s.id, s.company_id, s.series, s.number, s.source, s.status, s.customer_id, s.seller_id,
  u.name as seller_name, s.tax_rate, s.discount_cents, s.total_cents, s.notes, s.public_token, s.pay_request_id,
  s.paid_at, s.cancel_reason, s.cancelled_at, s.expires_at, s.hold_until, now() as db_now, s.created_at`;

/** One sale; with `forUpdate` its row stays locked until the transaction ends (every change of a ticket takes it). */
export async function findSale(db: Executor, where: SQL, options: { forUpdate?: boolean } = {}) {
  const result = await db.execute<Record<string, unknown>>(sql`
    select ${SALE_COLUMNS} from sales s left join users u on u.id = s.seller_id
    where ${where} ${options.forUpdate ? sql`for update of s` : sql``}`);
  const row = result.rows[0];
  return row ? saleRow(row) : undefined;
}

export const byId = (id: number) => sql`s.id = ${id}`;
export const byToken = (token: string) => sql`s.public_token = ${token}`;

export interface LineRow {
  id: number;
  position: number;
  partId: number | null;
  categoryId: number | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  netCents: number | null;
  warrantyDays: number;
  warrantyTerms: string;
  held: boolean;
  partStatusId: number | null;
  partCompanyId: number | null;
  partDeleted: boolean;
  pullStatus: string | null;
  pullNote: string | null;
  /** The thumbnail of the photo the yard took when it marked the line's order surtida. */
  pullPhotoKey: string | null;
}

export async function listLines(db: Executor, saleId: number): Promise<LineRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select l.id, l.position, l.part_id, l.category_id, l.description, l.quantity, l.unit_price_cents,
      l.discount_cents, l.net_cents, l.warranty_days, l.warranty_terms, l.held,
      p.status_id as part_status_id, p.company_id as part_company_id, (p.deleted_at is not null) as part_deleted,
      o.status as pull_status, o.note as pull_note, pi.thumbnail_key as pull_photo_key
    from sale_lines l left join parts p on p.id = l.part_id left join pull_orders o on o.sale_line_id = l.id
      left join part_images pi on pi.id = o.image_id
    where l.sale_id = ${saleId} order by l.position, l.id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    position: Number(row.position),
    partId: num(row.part_id),
    categoryId: num(row.category_id),
    description: String(row.description),
    quantity: Number(row.quantity),
    unitPriceCents: Number(row.unit_price_cents),
    discountCents: Number(row.discount_cents),
    netCents: num(row.net_cents),
    warrantyDays: Number(row.warranty_days),
    warrantyTerms: String(row.warranty_terms),
    held: Boolean(row.held),
    partStatusId: num(row.part_status_id),
    partCompanyId: num(row.part_company_id),
    partDeleted: Boolean(row.part_deleted),
    pullStatus: (row.pull_status as string | null) ?? null,
    pullNote: (row.pull_note as string | null) ?? null,
    pullPhotoKey: (row.pull_photo_key as string | null) ?? null,
  }));
}

export interface PaymentRow {
  id: number;
  method: string;
  amountCents: number;
  receivedCents: number | null;
  changeCents: number;
  reference: string | null;
  createdAt: Date;
}

export async function listPayments(db: Executor, saleId: number): Promise<PaymentRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select id, method, amount_cents, received_cents, change_cents, reference, created_at
    from sale_payments where sale_id = ${saleId} order by id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    method: String(row.method),
    amountCents: Number(row.amount_cents),
    receivedCents: num(row.received_cents),
    changeCents: Number(row.change_cents),
    reference: (row.reference as string | null) ?? null,
    createdAt: new Date(row.created_at as string),
  }));
}

export interface PartForLine {
  id: number;
  companyId: number;
  name: string;
  statusId: number;
  salePrice: number;
  categoryId: number | null;
  deleted: boolean;
}

/** A part by id or by its AG number within a company, for a new ticket line. */
export async function findPartForLine(
  db: Executor,
  by: { id: number } | { agId: number; companyId: number },
): Promise<PartForLine | undefined> {
  const where =
    'id' in by
      ? sql`id = ${by.id}`
      : sql`ag_id = ${by.agId} and company_id = ${by.companyId} and deleted_at is null`;
  const result = await db.execute<Record<string, unknown>>(sql`
    select id, company_id, name, status_id, sale_price, category_id, (deleted_at is not null) as deleted
    from parts where ${where} order by id limit 1`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    name: String(row.name),
    statusId: Number(row.status_id),
    salePrice: Number(row.sale_price),
    categoryId: num(row.category_id),
    deleted: Boolean(row.deleted),
  };
}

/** The open ticket holding a part, if any. */
export async function findHoldingSale(db: Executor, partId: number) {
  return (await findHoldingSales(db, [partId]))[0];
}

/** The sales (open tickets, quotes with a deposit) holding any of these parts, one row per part. */
export async function findHoldingSales(db: Executor, partIds: readonly number[]) {
  if (partIds.length === 0) return [];
  const result = await db.execute<{
    part_id: number;
    id: number;
    series: string;
    number: number;
    status: string;
  }>(sql`
    select l.part_id, s.id, s.series, s.number, s.status from sale_lines l join sales s on s.id = l.sale_id
    where l.held and l.part_id in ${sql.raw(`(${partIds.map((id) => Number(id)).join(',')})`)}`);
  return result.rows.map((row) => ({ ...row, partId: Number(row.part_id) }));
}

export async function insertLine(
  tx: Executor,
  saleId: number,
  values: {
    partId: number | null;
    categoryId: number | null;
    description: string;
    quantity: number;
    unitPriceCents: number;
    warrantyDays: number;
    warrantyTerms: string;
  },
) {
  await tx.execute(sql`
    insert into sale_lines (sale_id, position, part_id, category_id, description, quantity, unit_price_cents,
      warranty_days, warranty_terms, held)
    values (${saleId}, (select coalesce(max(position), 0) + 1 from sale_lines where sale_id = ${saleId}),
      ${values.partId}, ${values.categoryId}, ${values.description}, ${values.quantity}, ${values.unitPriceCents},
      ${values.warrantyDays}, ${values.warrantyTerms}, ${values.partId !== null})`);
}

export async function updateLine(
  tx: Executor,
  lineId: number,
  values: {
    description: string;
    quantity: number;
    unitPriceCents: number;
    discountCents: number;
    warrantyDays: number;
    warrantyTerms: string;
  },
) {
  await tx.execute(sql`
    update sale_lines set description = ${values.description}, quantity = ${values.quantity},
      unit_price_cents = ${values.unitPriceCents}, discount_cents = ${values.discountCents},
      warranty_days = ${values.warrantyDays}, warranty_terms = ${values.warrantyTerms}
    where id = ${lineId}`);
}

export async function deleteLine(tx: Executor, lineId: number) {
  await tx.execute(sql`delete from sale_lines where id = ${lineId}`);
}

export async function updateSaleHeader(
  tx: Executor,
  saleId: number,
  values: { customerId: number | null; discountCents: number; notes: string | null; totalCents: number },
) {
  await tx.execute(sql`
    update sales set customer_id = ${values.customerId}, discount_cents = ${values.discountCents},
      notes = ${values.notes}, total_cents = ${values.totalCents}, updated_at = now()
    where id = ${saleId}`);
}

export async function setTotal(tx: Executor, saleId: number, totalCents: number, discountCents: number) {
  await tx.execute(sql`
    update sales set total_cents = ${totalCents}, discount_cents = ${discountCents}, updated_at = now()
    where id = ${saleId}`);
}

export interface LockedPart {
  id: number;
  companyId: number;
  statusId: number;
  deleted: boolean;
  mlId: string | null;
  mlStatus: string | null;
}

/** The ticket's parts, locked in id order (two payments never lock them in opposite orders). */
export async function lockParts(tx: Executor, ids: readonly number[]): Promise<LockedPart[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute<Record<string, unknown>>(sql`
    select id, company_id, status_id, (deleted_at is not null) as deleted, ml_id, ml_status
    from parts where id in ${sql.raw(`(${ids.map((id) => Number(id)).join(',')})`)} order by id for update`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    companyId: Number(row.company_id),
    statusId: Number(row.status_id),
    deleted: Boolean(row.deleted),
    mlId: (row.ml_id as string | null) ?? null,
    mlStatus: (row.ml_status as string | null) ?? null,
  }));
}

/**
 * A paid ticket's writes: each part Vendido at its line's net amount with its activity line, the
 * lines released with their net amounts, the payments and the ticket itself. `yonke.sale_id`
 * tells the ledger trigger (migration 0042) that this sale is already recorded.
 */
export async function applyPayment(
  tx: Executor,
  sale: { id: number; requestId: string; totalCents: number; discountCents: number; userId: number },
  parts: readonly { id: number; finalPrice: number; mlStatus: string | null; activity: string }[],
  lines: readonly { id: number; netCents: number }[],
  payments: readonly {
    method: string;
    amountCents: number;
    receivedCents: number | null;
    changeCents: number;
    reference: string | null;
    /** The cash session of the counter's register (modules/cash), when one is open. */
    cashSessionId?: number | null;
  }[],
) {
  await tx.execute(sql`select set_config('yonke.sale_id', ${String(sale.id)}, true)`);
  if (parts.length > 0) {
    await tx.execute(sql`
      with sold as (
        update parts p set status_id = 4, final_price = v.final_price, ml_status = v.ml_status,
          version = version + 1, updated_at = now(), updated_by = ${sale.userId}
        from jsonb_to_recordset(${JSON.stringify(parts.map((part) => ({ id: part.id, final_price: part.finalPrice, ml_status: part.mlStatus, activity: part.activity })))}::jsonb)
          as v(id integer, final_price numeric, ml_status text, activity text)
        where p.id = v.id
        returning p.id, v.activity
      )
      insert into part_activities (part_id, user_id, activity) select id, ${sale.userId}, activity from sold`);
  }
  // The lines, the payments and the ticket in one statement (one round trip instead of three).
  await tx.execute(sql`
    with released as (
      update sale_lines l set net_cents = v.net, held = false
      from jsonb_to_recordset(${JSON.stringify(lines.map((line) => ({ id: line.id, net: line.netCents })))}::jsonb)
        as v(id integer, net bigint)
      where l.id = v.id and l.sale_id = ${sale.id}
    ), paid as (
      insert into sale_payments (sale_id, method, amount_cents, received_cents, change_cents, reference, created_by, cash_session_id)
      select ${sale.id}, v.method, v.amount, v.received, v.change, v.reference, ${sale.userId}, v.session
      from jsonb_to_recordset(${JSON.stringify(payments.map((p) => ({ method: p.method, amount: p.amountCents, received: p.receivedCents, change: p.changeCents, reference: p.reference, session: p.cashSessionId ?? null })))}::jsonb)
        as v(method text, amount bigint, received bigint, change bigint, reference text, session integer)
    )
    update sales set status = 'pagada', paid_at = now(), pay_request_id = ${sale.requestId},
      total_cents = ${sale.totalCents}, discount_cents = ${sale.discountCents}, updated_at = now()
    where id = ${sale.id}`);
}

/** The «por registrar» payment of a sale replaced by the payments recorded for it. */
export async function replacePendingPayments(
  tx: Executor,
  saleId: number,
  userId: number,
  payments: readonly {
    method: string;
    amountCents: number;
    receivedCents: number | null;
    changeCents: number;
    reference: string | null;
    /** The cash session of the counter's register (modules/cash), when one is open. */
    cashSessionId?: number | null;
  }[],
) {
  await tx.execute(sql`delete from sale_payments where sale_id = ${saleId} and method = 'pending'`);
  await tx.execute(sql`
    insert into sale_payments (sale_id, method, amount_cents, received_cents, change_cents, reference, created_by, cash_session_id)
    select ${saleId}, v.method, v.amount, v.received, v.change, v.reference, ${userId}, v.session
    from jsonb_to_recordset(${JSON.stringify(payments.map((p) => ({ method: p.method, amount: p.amountCents, received: p.receivedCents, change: p.changeCents, reference: p.reference, session: p.cashSessionId ?? null })))}::jsonb)
      as v(method text, amount bigint, received bigint, change bigint, reference text, session integer)`);
}

export async function cancelSale(tx: Executor, saleId: number, userId: number, reason: string) {
  await tx.execute(sql`update sale_lines set held = false where sale_id = ${saleId}`);
  await tx.execute(sql`
    update sales set status = 'cancelada', cancel_reason = ${reason}, cancelled_by = ${userId},
      cancelled_at = now(), updated_at = now()
    where id = ${saleId}`);
}

export interface ListFilters {
  companyId: number | null;
  status?: string;
  source?: string;
  q?: string;
  from?: string;
  to?: string;
  customerId?: number;
  owing?: boolean;
  limit: number;
  offset: number;
}

export interface SummaryRow {
  id: number;
  series: string;
  number: number;
  status: string;
  source: string;
  customerName: string | null;
  sellerName: string | null;
  lineCount: number;
  totalCents: number;
  methods: string[];
  owedCents: number;
  createdAt: Date;
  paidAt: Date | null;
}

export async function listSales(
  db: Executor,
  filters: ListFilters,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (filters.companyId !== null) conditions.push(sql`s.company_id = ${filters.companyId}`);
  if (filters.status) conditions.push(sql`s.status = ${filters.status}`);
  if (filters.source) conditions.push(sql`s.source = ${filters.source}`);
  if (filters.customerId) conditions.push(sql`s.customer_id = ${filters.customerId}`);
  // What a credit ticket owes is the sum of its «owed» movements (docs/decisions/026-customer-ledger.md).
  if (filters.owing)
    conditions.push(
      sql`(select coalesce(sum(m.amount_cents), 0) from customer_movements m where m.sale_id = s.id and m.account = 'owed') > 0`,
    );
  // Days are Mexico City days, as the screens show them.
  if (filters.from)
    conditions.push(
      sql`s.created_at >= (${filters.from}::date)::timestamp at time zone 'America/Mexico_City'`,
    );
  if (filters.to)
    conditions.push(
      sql`s.created_at < ((${filters.to}::date + 1)::timestamp at time zone 'America/Mexico_City')`,
    );
  if (filters.q) {
    const folioMatch = /^([A-Za-z]{1,5})-?(\d{1,9})$/.exec(filters.q);
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
    conditions.push(
      folioMatch
        ? sql`(s.series = ${folioMatch[1]?.toUpperCase()} and s.number = ${Number(folioMatch[2])})`
        : /^\d{1,9}$/.test(filters.q)
          ? sql`s.number = ${Number(filters.q)}`
          : sql`lower(c.name) like ${pattern}`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  // The page is read by the index on (company, created_at) and stops after its rows; the per-ticket
  // counts are read for those rows only (the inner LIMIT keeps them from running for the rows an
  // offset skips: 270 ms at page 100 of 50,000 tickets when they did). The total is a separate count: counting inside the page's
  // query would make it visit every ticket of the company first.
  const [page, counted] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select s.*, u.name as seller_name,
        (select count(*) from sale_lines l where l.sale_id = s.id) as line_count,
        coalesce((select array_agg(distinct p.method) from sale_payments p where p.sale_id = s.id), '{}') as methods,
        (select coalesce(sum(m.amount_cents), 0) from customer_movements m
          where m.sale_id = s.id and m.account = 'owed') as owed_cents
      from (
        select s.id, s.series, s.number, s.status, s.source, s.seller_id, c.name as customer_name,
          s.total_cents, s.created_at, s.paid_at
        from sales s left join customers c on c.id = s.customer_id
        where ${where}
        order by s.created_at desc, s.id desc
        limit ${filters.limit} offset ${filters.offset}
      ) s left join users u on u.id = s.seller_id
      order by s.created_at desc, s.id desc`),
    db.execute<{ n: string }>(sql`
      select count(*) as n from sales s left join customers c on c.id = s.customer_id where ${where}`),
  ]);
  const rows = page.rows.map((row) => ({
    id: Number(row.id),
    series: String(row.series),
    number: Number(row.number),
    status: String(row.status),
    source: String(row.source),
    customerName: (row.customer_name as string | null) ?? null,
    sellerName: (row.seller_name as string | null) ?? null,
    lineCount: Number(row.line_count),
    totalCents: Number(row.total_cents),
    methods: (row.methods as string[]) ?? [],
    owedCents: Number(row.owed_cents),
    createdAt: new Date(row.created_at as string),
    paidAt: row.paid_at ? new Date(row.paid_at as string) : null,
  }));
  return { rows, total: Number(counted.rows[0]?.n ?? 0) };
}

export async function findCompanyForTicket(db: Executor, companyId: number) {
  const result = await db.execute<{
    name: string;
    phone: string | null;
    address: string | null;
    city: string | null;
    logo_key: string | null;
  }>(sql`
    select name, phone, address, city, logo_key from companies where id = ${companyId}`);
  return result.rows[0];
}

/**
 * The end of a calendar day on the company's clock, and whether it is still ahead of now: a quote
 * «válida hasta el 30» stands through the whole of the 30th where the yard is.
 */
export async function endOfCompanyDay(db: Executor, companyId: number, day: string) {
  const result = await db.execute<{ at: string; days: number }>(sql`
    select ((${day}::date + 1)::timestamp at time zone c.time_zone) as at,
      (${day}::date - (now() at time zone c.time_zone)::date) as days
    from companies c where c.id = ${companyId}`);
  const row = result.rows[0];
  if (!row) throw new Error('company not found');
  return { at: new Date(row.at), daysAhead: Number(row.days) };
}

/** An open ticket saved as a quote: its lines stop holding their parts until a deposit is taken. */
export async function makeQuote(tx: Executor, saleId: number, expiresAt: Date, totalCents: number) {
  await tx.execute(sql`update sale_lines set held = false where sale_id = ${saleId}`);
  await tx.execute(sql`
    update sales set status = 'cotizacion', expires_at = ${expiresAt.toISOString()}, total_cents = ${totalCents},
      updated_at = now()
    where id = ${saleId}`);
}

/** A quote's part lines held again (a deposit, or its conversion); the unique index refuses a part held elsewhere. */
export async function holdLines(tx: Executor, saleId: number) {
  await tx.execute(
    sql`update sale_lines set held = true where sale_id = ${saleId} and part_id is not null and not held`,
  );
}

/** A deposit's writes: its payments, the hold's date, and each part Separado with its activity line. */
export async function applyDeposit(
  tx: Executor,
  quote: { id: number; holdUntil: Date; userId: number },
  parts: readonly { id: number; mlStatus: string | null; activity: string }[],
  payments: readonly {
    method: string;
    amountCents: number;
    receivedCents: number | null;
    changeCents: number;
    reference: string | null;
    /** The cash session of the counter's register (modules/cash), when one is open. */
    cashSessionId?: number | null;
  }[],
) {
  if (parts.length > 0) {
    await tx.execute(sql`
      with held as (
        update parts p set status_id = 3, ml_status = v.ml_status, version = version + 1, updated_at = now(),
          updated_by = ${quote.userId}
        from jsonb_to_recordset(${JSON.stringify(parts.map((part) => ({ id: part.id, ml_status: part.mlStatus, activity: part.activity })))}::jsonb)
          as v(id integer, ml_status text, activity text)
        where p.id = v.id
        returning p.id, v.activity
      )
      insert into part_activities (part_id, user_id, activity) select id, ${quote.userId}, activity from held`);
  }
  await tx.execute(sql`
    insert into sale_payments (sale_id, method, amount_cents, received_cents, change_cents, reference, created_by, cash_session_id)
    select ${quote.id}, v.method, v.amount, v.received, v.change, v.reference, ${quote.userId}, v.session
    from jsonb_to_recordset(${JSON.stringify(payments.map((p) => ({ method: p.method, amount: p.amountCents, received: p.receivedCents, change: p.changeCents, reference: p.reference, session: p.cashSessionId ?? null })))}::jsonb)
      as v(method text, amount bigint, received bigint, change bigint, reference text, session integer)`);
  await tx.execute(sql`
    update sales set hold_until = ${quote.holdUntil.toISOString()}, updated_at = now() where id = ${quote.id}`);
}

/** Quotes whose hold has lapsed and still hold parts, oldest first (read without a lock). */
export async function lapsedHolds(db: Executor, limit: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select s.id from sales s
    where s.status = 'cotizacion' and s.hold_until is not null and s.hold_until <= now()
      and exists (select 1 from sale_lines l where l.sale_id = s.id and l.held)
    order by s.hold_until, s.id limit ${limit}`);
  return result.rows.map((row) => Number(row.id));
}

/**
 * One lapsed hold, locked: the quote's row first, as a conversion locks it, so the two queue
 * behind each other (never SKIP LOCKED: a release that skipped a quote a conversion was refusing
 * would leave its parts Separado until the next run). Judged again once the lock is held.
 */
export async function lockLapsedHold(tx: Executor, id: number) {
  const result = await tx.execute<{ id: number; series: string; number: number; hold_until: string }>(sql`
    select s.id, s.series, s.number, s.hold_until from sales s
    where s.id = ${id} and s.status = 'cotizacion' and s.hold_until is not null and s.hold_until <= now()
    for update of s`);
  const row = result.rows[0];
  return row ? { ...row, holdUntil: new Date(row.hold_until) } : undefined;
}

/**
 * A hold released: its lines hold nothing, and each of its parts still Separado is Disponible
 * again with an activity line (a part changed meanwhile by hand keeps what it was given). Returns
 * the lines released and the parts made Disponible.
 */
export async function releaseHold(
  tx: Executor,
  saleId: number,
  activity: string,
): Promise<{ lines: number; parts: number[] }> {
  const result = await tx.execute<{ id: number | null; lines: number }>(sql`
    with lines as (
      update sale_lines set held = false where sale_id = ${saleId} and held returning part_id
    ), freed as (
      update parts p set status_id = 1,
        ml_status = case when p.ml_id is not null then 'active' else p.ml_status end,
        version = version + 1, updated_at = now()
      from lines where p.id = lines.part_id and p.status_id = 3 and p.deleted_at is null
      returning p.id
    ), logged as (
      insert into part_activities (part_id, user_id, activity) select id, null, ${activity} from freed
      returning part_id
    )
    select (select count(*)::int from lines) as lines, logged.part_id as id
    from (select 1) one left join logged on true`);
  return {
    lines: Number(result.rows[0]?.lines ?? 0),
    parts: result.rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)])),
  };
}

/** Whether any part line of a sale holds its part (a deposit's hold not yet released). */
export async function holdsParts(db: Executor, saleId: number): Promise<boolean> {
  const result = await db.execute<{ held: boolean }>(
    sql`select exists (select 1 from sale_lines where sale_id = ${saleId} and held) as held`,
  );
  return Boolean(result.rows[0]?.held);
}

/** The parts of a released hold that are on Mercado Libre (their listing follows the local state). */
export async function listedParts(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<{ id: number }>(sql`
    select id from parts where id in ${sql.raw(`(${ids.map((id) => Number(id)).join(',')})`)} and ml_id is not null`);
  return result.rows.map((row) => Number(row.id));
}
