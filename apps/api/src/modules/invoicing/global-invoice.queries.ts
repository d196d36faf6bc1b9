import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoices, salePayments } from '../../db/schema/index.ts';

// SQL of the global CFDI: the paid tickets of a span of local days nobody invoiced, their
// payments, the row locks that make two people stamping the same period produce one invoice, and
// the global invoices already issued.

export interface UninvoicedSale {
  id: number;
  series: string;
  number: number;
  paidAt: Date;
  taxRate: number;
  totalCents: number;
  refundedCents: number;
  customerName: string | null;
}

function saleRow(row: Record<string, unknown>): UninvoicedSale {
  return {
    id: Number(row.id),
    series: String(row.series),
    number: Number(row.number),
    paidAt: row.paid_at instanceof Date ? row.paid_at : new Date(String(row.paid_at)),
    taxRate: Number(row.tax_rate),
    totalCents: Number(row.total_cents),
    refundedCents: Number(row.refunded_cents),
    customerName: row.customer_name === null ? null : String(row.customer_name),
  };
}

/**
 * Paid tickets (and partly returned ones) whose payment falls on the local days `from`…`to` of
 * `timeZone`, in no valid invoice, with what was refunded of each. The day bounds are turned into
 * instants by PostgreSQL in the company's zone, so a sale at 23:30 belongs to its local day.
 * `lock` takes the rows' locks (in id order, so two callers cannot deadlock) inside a transaction.
 */
export async function uninvoicedSales(
  db: Executor,
  filter: { companyId: number; from: string; to: string; timeZone: string; lock?: boolean },
): Promise<UninvoicedSale[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    -- A Mercado Libre sale is kept at what the yard received; its buyer paid the price (the fee and
    -- shipping are its discount), and that is what the CFDI states.
    select s.id, s.series, s.number, s.paid_at, s.tax_rate,
      s.total_cents + case when s.source = 'marketplace' then s.discount_cents else 0 end as total_cents,
      c.name as customer_name,
      coalesce((select sum(r.amount_cents) from sale_returns r where r.sale_id = s.id), 0) as refunded_cents
    from sales s
    left join customers c on c.id = s.customer_id
    where s.company_id = ${filter.companyId}
      and s.status in ('pagada', 'devuelta_parcial')
      and s.paid_at >= (${filter.from}::date)::timestamp at time zone ${filter.timeZone}
      and s.paid_at < (${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone}
      and not exists (select 1 from invoice_sales i where i.sale_id = s.id and i.active)
    order by s.id
    ${filter.lock ? sql`for update of s` : sql``}`);
  return result.rows.map(saleRow).sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime() || a.id - b.id);
}

/** Locks tickets by id (id order) for the rest of the transaction. */
export async function lockSales(db: Executor, companyId: number, saleIds: number[]): Promise<void> {
  if (saleIds.length === 0) return;
  await db.execute(sql`
    select id from sales where id in (${sql.join(
      saleIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and company_id = ${companyId} order by id for update`);
}

export async function paymentsOf(db: Executor, saleIds: number[]) {
  if (saleIds.length === 0) return [];
  const rows = await db
    .select({ method: salePayments.method, amount_cents: salePayments.amountCents })
    .from(salePayments)
    .where(inArray(salePayments.saleId, saleIds));
  return rows.map((row) => ({ method: row.method, amount_cents: Number(row.amount_cents) }));
}

/** The company's global invoices whose period starts within `from`…`to`, newest first. */
export async function globalInvoices(db: Executor, companyId: number, from: string, to: string) {
  return db
    .select({ id: invoices.id, start: invoices.globalPeriodStart, periodicity: invoices.globalPeriodicity })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        isNotNull(invoices.globalPeriodStart),
        gte(invoices.globalPeriodStart, from),
        lte(invoices.globalPeriodStart, to),
      ),
    )
    .orderBy(desc(invoices.globalPeriodStart), asc(invoices.id));
}

/** The valid global invoice that holds a ticket, if the ticket's invoice is a global one. */
export async function globalInvoiceOfSale(db: Executor, saleId: number) {
  const result = await db.execute<{
    id: number;
    series: string;
    folio: number;
    global_period_start: string;
    global_period_end: string;
    global_periodicity: string;
  }>(sql`
    select i.id, i.series, i.folio, i.global_period_start::text, i.global_period_end::text, i.global_periodicity
    from invoice_sales s join invoices i on i.id = s.invoice_id
    where s.sale_id = ${saleId} and s.active and i.global_period_start is not null`);
  return result.rows[0];
}
