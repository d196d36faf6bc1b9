import {
  AGING_BUCKETS,
  BUSINESS_TIME_ZONE,
  centsToPesos,
  type PaymentMethod,
  STATUS,
  STOCK_CHECK_DUE_DAYS,
  STOCK_STATUSES,
} from '@yonke/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { WITHOUT_PHOTOS } from '../../db/part-conditions.ts';

// Sales are read from the ledger (every paid sale, whatever made it); stock figures with the
// conditions the lists use (db/part-conditions.ts): days in stock, without photos. A figure and
// the list its link opens read the same rows; dashboard.test.ts compares them.

const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

/** undefined: every company (role 1 without a chosen company). */
export type CompanyScope = number | undefined;

function partsOf(companyId: CompanyScope): SQL {
  return companyId === undefined
    ? sql`p.deleted_at is null`
    : sql`p.deleted_at is null and p.company_id = ${companyId}`;
}

const toNumber = (value: unknown) => Number(value ?? 0);

export async function companyName(db: Database, id: number): Promise<string | undefined> {
  const result = await db.execute<{ name: string }>(
    sql`select name from companies where id = ${id} and deleted_at is null`,
  );
  return result.rows[0]?.name;
}

/**
 * The part lines of the ledger's sales paid in the period (`paidIn` below): a part sold at the
 * counter, by its own «Vender» or on Mercado Libre is one line of a paid sale, at the amount it
 * was sold for (its net after the ticket's discount). Services and shipping are not parts: the
 * ledger's own figures (`ledgerFigures`) count them. These lines are the sold parts the Ventas
 * list opens for the same days (dashboard.test.ts compares them): a part is sold when its sale is
 * paid, by whoever sold it. A line that came back is no longer a sold part (the part went back to
 * stock, to review or to merma); the other lines of its ticket still are.
 */
function soldLines(companyId: CompanyScope, from: string, to: string, join: SQL = sql``): SQL {
  return sql`sales s join sale_lines l on l.sale_id = s.id and l.part_id is not null
    join parts p on p.id = l.part_id ${join}
    where ${paidIn(companyId, from, to)}
      and not exists (select 1 from sale_returns r where r.sale_line_id = l.id)`;
}

const pesosOf = (value: unknown) => centsToPesos(Number(value ?? 0));

export type SalesGrouping = 'seller' | 'category' | 'make';

interface Ranked {
  id: number | null;
  name: string | null;
  count: number;
  income: number;
}

/** The ten groups with most parts sold (ties: more income first), named after the cut. */
function topOf(column: 'seller_id' | 'category_id' | 'make_id', names: SQL): SQL {
  const key = sql.raw(column);
  return sql`(select coalesce(json_agg(json_build_object('id', t.id, 'name', g.name, 'count', t.count, 'income', t.income)
      order by t.count desc, t.income desc, t.id nulls last), '[]'::json)
    from (select ${key} as id, count(*)::int as count, sum(net) as income from sold group by 1
          order by count(*) desc, sum(net) desc, 1 nulls last limit 10) t
    left join ${names} g on g.id = t.id)`;
}

/**
 * Every Ventas figure of a period in one statement: the period's sold part lines are read once
 * (at 50,000 tickets a year each separate pass over them cost as much as the whole page should),
 * then counted, summed per bucket (`starts`: the first day of each day, week or month of the
 * period, from `bucketStarts`) and ranked by seller, the part's category and the part's make.
 */
export async function salesFigures(
  db: Database,
  companyId: CompanyScope,
  from: string,
  to: string,
  starts: readonly string[],
) {
  // Each bucket's first instant is computed once and a sale finds its bucket by binary search
  // (width_bucket): converting every sale's paid_at to Mexico City time cost as much as the rest
  // of the statement at 50,000 sales.
  const days = `{${starts.filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day)).join(',')}}`;
  const result = await db.execute<{
    totals: { count: number; income: number | null; discount: number | null };
    series: { bucket: number; count: number; income: number }[];
    by_seller: Ranked[];
    by_category: Ranked[];
    by_make: Ranked[];
  }>(sql`
    with bounds as materialized (
      select array_agg(d::date::timestamp at time zone ${ZONE} order by d) as starts
      from unnest(${days}::text[]) d
    ), sold as materialized (
      select s.seller_id, p.category_id, p.make_id, coalesce(l.net_cents, 0) as net, p.sale_price,
             width_bucket(s.paid_at, b.starts) as bucket
      from ${soldLines(companyId, from, to, sql`cross join bounds b`)}
    )
    select
      (select json_build_object('count', count(*), 'income', sum(net),
         'discount', avg((sale_price * 100 - net) / (sale_price * 100)::numeric) filter (where sale_price > 0) * 100)
       from sold) as totals,
      (select coalesce(json_agg(json_build_object('bucket', b.bucket, 'count', b.count, 'income', b.income)
         order by b.bucket), '[]'::json)
       from (select bucket, count(*)::int as count, sum(net) as income from sold group by bucket) b) as series,
      ${topOf('seller_id', sql`users`)} as by_seller,
      ${topOf('category_id', sql`categories`)} as by_category,
      ${topOf('make_id', sql`makes`)} as by_make`);
  const row = result.rows[0];
  const ranked = (rows: Ranked[] | undefined) =>
    (rows ?? []).map((item) => ({ ...item, income: pesosOf(item.income) }));
  const discount = row?.totals.discount;
  return {
    count: row?.totals.count ?? 0,
    income: pesosOf(row?.totals.income),
    discount: discount === null || discount === undefined ? null : Math.round(Number(discount) * 10) / 10,
    series: (row?.series ?? []).flatMap((point) => {
      const start = starts[point.bucket - 1];
      return start === undefined ? [] : [{ start, count: point.count, income: pesosOf(point.income) }];
    }),
    bySeller: ranked(row?.by_seller),
    byCategory: ranked(row?.by_category),
    byMake: ranked(row?.by_make),
  };
}

/** The parts sold in a period and their income: the comparison period's figures. */
export async function salesCount(db: Database, companyId: CompanyScope, from: string, to: string) {
  const result = await db.execute<{ count: number; income: string | null }>(sql`
    select count(*)::int as count, sum(coalesce(l.net_cents, 0)) as income
    from ${soldLines(companyId, from, to)}`);
  return { count: result.rows[0]?.count ?? 0, income: pesosOf(result.rows[0]?.income) };
}

/**
 * Everything "now" about the company's parts in one pass over them (at 100k parts each separate
 * scan cost as much as the whole page should): per status count and asking-price value, stock
 * without price, listings per marketplace status, and Disponible parts per aging bucket. The
 * parts without photos are a second, anti-join query (inside a FILTER it would probe part_images
 * once per part).
 *
 * Aging uses the list filter's own edges (`stockDaysBetween`: created before the start of the day
 * `min − 1` days ago, and from the start of the day `max` days ago); the API test compares every
 * bucket, edges included, with its list.
 */
export async function stockSnapshot(db: Database, companyId: CompanyScope) {
  const stock = sql`p.status_id in (${sql.join(
    STOCK_STATUSES.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  // Each bucket's first and last instant, computed once: converting every part's created_at to
  // Mexico City time cost more than the rest of the scan.
  const edges = AGING_BUCKETS.map((bucket, index) => [
    sql`(t.today - ${bucket.min}::int + 1)::timestamp at time zone ${ZONE} as ${sql.identifier(`hi${index}`)}`,
    bucket.max === null
      ? sql`null::timestamptz as ${sql.identifier(`lo${index}`)}`
      : sql`(t.today - ${bucket.max}::int)::timestamp at time zone ${ZONE} as ${sql.identifier(`lo${index}`)}`,
  ]);
  const bucketOf = sql.join(
    AGING_BUCKETS.map(
      (bucket, index) =>
        sql`when p.created_at < e.${sql.identifier(`hi${index}`)}${bucket.max === null ? sql`` : sql` and p.created_at >= e.${sql.identifier(`lo${index}`)}`} then ${index}::int`,
    ),
    sql` `,
  );
  const [rows, photos] = await Promise.all([
    db.execute<{
      status_id: number;
      ml_status: string | null;
      bucket: number | null;
      count: number;
      value: string;
      without_price: number;
    }>(sql`
      with t as (select (now() at time zone ${ZONE})::date as today),
      e as materialized (select ${sql.join(edges.flat(), sql`, `)} from t)
      select p.status_id, p.ml_status,
             case when p.status_id = ${STATUS.AVAILABLE} then (case ${bucketOf} end) end as bucket,
             count(*)::int as count, sum(p.sale_price) as value,
             count(*) filter (where p.sale_price = 0 and ${stock})::int as without_price
      from parts p cross join e
      where ${partsOf(companyId)}
      group by 1, 2, 3`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from parts p
      where ${partsOf(companyId)} and ${stock} and ${WITHOUT_PHOTOS}`),
  ]);
  const byStatus = new Map<number, { count: number; value: number }>();
  const listings = new Map<string, number>();
  const agingRows = AGING_BUCKETS.map((bucket) => ({ ...bucket, count: 0, value: 0 }));
  let withoutPrice = 0;
  for (const row of rows.rows) {
    const value = toNumber(row.value);
    const status = byStatus.get(row.status_id) ?? { count: 0, value: 0 };
    byStatus.set(row.status_id, { count: status.count + row.count, value: status.value + value });
    if (row.ml_status !== null) listings.set(row.ml_status, (listings.get(row.ml_status) ?? 0) + row.count);
    const bucket = row.bucket === null ? undefined : agingRows[row.bucket];
    if (bucket) {
      bucket.count += row.count;
      bucket.value += value;
    }
    withoutPrice += row.without_price;
  }
  return {
    byStatus: [...byStatus].map(([statusId, totals]) => ({ statusId, ...totals })),
    withoutPhotos: photos.rows[0]?.n ?? 0,
    withoutPrice,
    aging: agingRows,
    listings,
  };
}

function checksOf(companyId: CompanyScope): SQL {
  return companyId === undefined ? sql`true` : sql`sc.company_id = ${companyId}`;
}

function checkedBetween(from: string, to: string): SQL {
  return sql`sc.created_at >= (${from}::date)::timestamp at time zone ${ZONE}
    and sc.created_at < (${to}::date + 1)::timestamp at time zone ${ZONE}`;
}

export async function stockChecks(db: Database, companyId: CompanyScope, from: string, to: string) {
  const period = sql`${checksOf(companyId)} and ${checkedBetween(from, to)}`;
  const locationsOf =
    companyId === undefined
      ? sql`l.deleted_at is null`
      : sql`l.deleted_at is null and l.company_id = ${companyId}`;
  const [totals, mostMissing, due] = await Promise.all([
    db.execute<{ locations: number; checks: number; found: number; added: number; missing: number }>(sql`
      select count(distinct sc.location_id)::int as locations, count(*)::int as checks,
             coalesce(sum(sc.found_count), 0)::int as found, coalesce(sum(sc.added_count), 0)::int as added,
             coalesce(sum(sc.missing_count), 0)::int as missing
      from stock_checks sc where ${period}`),
    db.execute<{ id: number; name: string; missing: number; checks: number }>(sql`
      select l.id, l.name, sum(sc.missing_count)::int as missing, count(*)::int as checks
      from stock_checks sc join locations l on l.id = sc.location_id
      where ${period} and l.deleted_at is null
      group by l.id, l.name having sum(sc.missing_count) > 0
      order by sum(sc.missing_count) desc, l.name, l.id limit 5`),
    db.execute<{
      id: number;
      name: string;
      last_counted_at: Date | string | null;
      total: number;
      locations: number;
    }>(sql`
      with last as (
        select l.id, l.name, max(sc.created_at) as last_counted_at
        from locations l left join stock_checks sc on sc.location_id = l.id
        where ${locationsOf}
        group by l.id, l.name
      ),
      due as (
        select *, count(*) over ()::int as total from last
        where last_counted_at is null
           or last_counted_at < now() - make_interval(days => ${STOCK_CHECK_DUE_DAYS})
      )
      select due.*, (select count(*)::int from last) as locations
      from due order by last_counted_at nulls first, name, id limit 10`),
  ]);
  const total = totals.rows[0];
  const locationsTotal =
    due.rows[0]?.locations ??
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from locations l where ${locationsOf}`))
      .rows[0]?.n ??
    0;
  return {
    locationsCounted: total?.locations ?? 0,
    checks: total?.checks ?? 0,
    found: total?.found ?? 0,
    added: total?.added ?? 0,
    missing: total?.missing ?? 0,
    mostMissing: mostMissing.rows,
    due: due.rows.map((row) => ({
      id: row.id,
      name: row.name,
      last_counted_at: row.last_counted_at === null ? null : new Date(row.last_counted_at).toISOString(),
    })),
    dueTotal: due.rows[0]?.total ?? 0,
    locationsTotal,
  };
}

// ---- The sales ledger ----
// Paid tickets by the day they were paid (Mexico City), whatever made them: the counter, a part's
// own «Vender» or a Mercado Libre sale (the ledger trigger of migration 0042 writes those). Amounts
// are integer cents, as the ledger keeps them.

// A ticket with a line returned later was still paid in its period: it stays here, and what was
// refunded shows in the returns figures (sales − returns), as the returns summary counts it.
function paidIn(companyId: CompanyScope, from: string, to: string): SQL {
  const scope = companyId === undefined ? sql`true` : sql`s.company_id = ${companyId}`;
  return sql`${scope} and s.status in ('pagada', 'devuelta_parcial', 'devuelta')
    and s.paid_at >= (${from}::date::timestamp at time zone ${ZONE})
    and s.paid_at < ((${to}::date + 1)::timestamp at time zone ${ZONE})`;
}

const cents = (value: unknown) => Number(value ?? 0);

export async function ledgerFigures(db: Database, companyId: CompanyScope, from: string, to: string) {
  type Row = { id: number | null; name: string | null; tickets: number; income: number };
  // The period's paid sales are read once; every figure of the card comes from them (its parts
  // per ticket divides the Ventas card's parts sold, the same sales' part lines, by these tickets).
  const result = await db.execute<{
    totals: { tickets: number; income: number | null; average: number | null };
    methods: { method: PaymentMethod; tickets: number; amount: number }[];
    customers: Row[];
    sellers: Row[];
  }>(sql`
    with paid as materialized (
      select s.id, s.total_cents, s.customer_id, s.seller_id from sales s where ${paidIn(companyId, from, to)}
    )
    select
      (select json_build_object('tickets', count(*), 'income', sum(total_cents), 'average', round(avg(total_cents)))
       from paid) as totals,
      (select coalesce(json_agg(json_build_object('method', m.method, 'tickets', m.tickets, 'amount', m.amount)
         order by m.amount desc, m.method), '[]'::json)
       from (select method, count(*)::int as tickets, sum(amount) as amount
             from (select p.method, p.sale_id, sum(p.amount_cents) as amount
                   from sale_payments p join paid on paid.id = p.sale_id group by 1, 2) per_sale
             group by method) m) as methods,
      (select coalesce(json_agg(json_build_object('id', t.id, 'name', c.name, 'tickets', t.tickets, 'income', t.income)
         order by t.income desc, t.tickets desc, t.id nulls last), '[]'::json)
       from (select customer_id as id, count(*)::int as tickets, sum(total_cents) as income from paid group by 1
             order by sum(total_cents) desc, count(*) desc, 1 nulls last limit 10) t
       left join customers c on c.id = t.id) as customers,
      (select coalesce(json_agg(json_build_object('id', t.id, 'name', u.name, 'tickets', t.tickets, 'income', t.income)
         order by t.income desc, t.tickets desc, t.id nulls last), '[]'::json)
       from (select seller_id as id, count(*)::int as tickets, sum(total_cents) as income from paid group by 1
             order by sum(total_cents) desc, count(*) desc, 1 nulls last limit 10) t
       left join users u on u.id = t.id) as sellers`);
  const row = result.rows[0];
  const tickets = row?.totals.tickets ?? 0;
  const ranked = (rows: Row[] | undefined) =>
    (rows ?? []).map((item) => ({
      id: item.id,
      name: item.name,
      tickets: item.tickets,
      incomeCents: cents(item.income),
    }));
  return {
    tickets,
    incomeCents: cents(row?.totals.income),
    averageTicketCents: tickets > 0 ? cents(row?.totals.average) : null,
    byPaymentMethod: (row?.methods ?? []).map((item) => ({
      method: item.method,
      tickets: item.tickets,
      amountCents: cents(item.amount),
    })),
    byCustomer: ranked(row?.customers),
    bySeller: ranked(row?.sellers),
  };
}

type RankedReturns = { id: number | null; name: string | null; count: number; amount: number };
type ReturnsRow = {
  sold: number | null;
  reasons: { reason: string; count: number; amount: number }[];
  outcomes: { outcome: string; count: number; amount: number }[];
  parts: {
    back_to_stock: number;
    in_review: number;
    scrapped: number;
    written_off: number | null;
    cost_unknown: number;
    back_to_stock_cost: number | null;
    back_to_stock_without_cost: number;
  };
  categories: RankedReturns[];
  sellers: RankedReturns[];
};

/**
 * Returns over the period (by the day they were registered): sales counted as the returns
 * summary counts them (paid tickets, returned ones included), the refunds by reason and by how
 * the customer got them, the warranty claims (returns within the line's warranty) by the line's
 * category and the seller, and where the returned parts went with what they cost: the merma's
 * cost as written off when it was scrapped (and how many had no cost recorded, written off at $0),
 * and the parts back on sale at the cost their part records now.
 */
export async function returnsFigures(db: Database, companyId: CompanyScope, from: string, to: string) {
  const scope = (alias: string) =>
    companyId === undefined ? sql`true` : sql`${sql.raw(alias)}.company_id = ${companyId}`;
  const start = sql`(${from}::date::timestamp at time zone ${ZONE})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${ZONE})`;
  // One statement, so the returns and the sales they are measured against are one snapshot.
  const result = await db.execute<ReturnsRow>(sql`
    with returned as materialized (
      select r.reason, r.amount_cents, r.within_warranty, l.category_id, s.seller_id, r.outcome,
        r.destination, r.written_off_cents, r.cost_unknown, p.cost_cents as part_cost
      from sale_returns r join sale_lines l on l.id = r.sale_line_id join sales s on s.id = r.sale_id
        left join parts p on p.id = r.part_id
      where ${scope('r')} and r.created_at >= ${start} and r.created_at < ${end}
    )
    select
      (select sum(s.total_cents) from sales s where ${scope('s')}
         and s.status in ('pagada', 'devuelta_parcial', 'devuelta') and s.paid_at >= ${start} and s.paid_at < ${end}) as sold,
      ${returnedBy('reason')} as reasons,
      ${returnedBy('outcome')} as outcomes,
      ${RETURNED_PARTS_FATE} as parts,
      ${topWarrantyReturns('category_id', sql`categories c on c.id = x.id`, sql`c.name`)} as categories,
      ${topWarrantyReturns('seller_id', sql`users u on u.id = x.id`, sql`u.name`)} as sellers`);
  return toReturnsFigures(result.rows[0]);
}

/** The returns (the CTE «returned») counted and summed by reason or outcome, the largest amount first. */
function returnedBy(column: 'reason' | 'outcome'): SQL {
  const name = sql.raw(column);
  return sql`(select coalesce(json_agg(json_build_object('${name}', ${name}, 'count', n, 'amount', amount)
         order by amount desc, ${name}), '[]'::json)
       from (select ${name}, count(*)::int as n, sum(amount_cents) as amount from returned group by ${name}) x)`;
}

/** Where the returned parts went: back to stock (with their cost), to review, or scrapped (written off). */
const RETURNED_PARTS_FATE = sql`(select json_build_object(
         'back_to_stock', count(*) filter (where destination = 'disponible'),
         'in_review', count(*) filter (where destination = 'en_revision'),
         'scrapped', count(*) filter (where destination = 'merma'),
         'written_off', sum(written_off_cents) filter (where destination = 'merma'),
         'cost_unknown', count(*) filter (where destination = 'merma' and cost_unknown),
         'back_to_stock_cost', sum(part_cost) filter (where destination = 'disponible'),
         'back_to_stock_without_cost', count(*) filter (where destination = 'disponible' and part_cost is null))
       from returned)`;

/** The ten categories or sellers with the most returns within warranty, with their names. */
function topWarrantyReturns(column: 'category_id' | 'seller_id', names: SQL, name: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', x.id, 'name', ${name}, 'count', x.n, 'amount', x.amount)
         order by x.n desc, x.amount desc, x.id nulls last), '[]'::json)
       from (select ${sql.raw(column)} as id, count(*)::int as n, sum(amount_cents) as amount from returned
             where within_warranty group by 1 order by count(*) desc, sum(amount_cents) desc limit 10) x
       left join ${names})`;
}

function toReturnsFigures(row: ReturnsRow | undefined) {
  const ranked = (rows: RankedReturns[] | undefined) =>
    (rows ?? []).map((item) => ({
      id: item.id,
      name: item.name,
      count: item.count,
      amountCents: cents(item.amount),
    }));
  const byReason = (row?.reasons ?? []).map((item) => ({
    reason: item.reason,
    count: item.count,
    amountCents: cents(item.amount),
  }));
  const parts = row?.parts;
  return {
    soldCents: cents(row?.sold),
    byReason,
    byOutcome: (row?.outcomes ?? []).map((item) => ({
      outcome: item.outcome,
      count: item.count,
      amountCents: cents(item.amount),
    })),
    parts: {
      backToStock: parts?.back_to_stock ?? 0,
      inReview: parts?.in_review ?? 0,
      scrapped: parts?.scrapped ?? 0,
      writtenOffCents: cents(parts?.written_off),
      costUnknown: parts?.cost_unknown ?? 0,
      backToStockCostCents: cents(parts?.back_to_stock_cost),
      backToStockWithoutCost: parts?.back_to_stock_without_cost ?? 0,
    },
    warrantyByCategory: ranked(row?.categories),
    warrantyBySeller: ranked(row?.sellers),
  };
}
