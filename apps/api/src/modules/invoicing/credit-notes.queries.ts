import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditNoteRequests, invoices } from '../../db/schema/index.ts';

export type CreditNoteRequestRow = typeof creditNoteRequests.$inferSelect;

/** The invoice a ticket is invoiced by (its active one), type I, with its state. */
export async function invoiceOfSale(db: Executor, saleId: number) {
  const result = await db.execute<{ id: number; status: string }>(sql`
    select i.id, i.status from invoice_sales s join invoices i on i.id = s.invoice_id
    where s.sale_id = ${saleId} and s.active and i.type = 'I'`);
  const row = result.rows[0];
  return row ? { id: Number(row.id), status: row.status } : undefined;
}

/** Locks an invoice for the length of the transaction: credit notes against it are counted one at a time. */
export async function lockInvoice(db: Executor, id: number) {
  const result = await db.execute<{
    id: number;
    company_id: number;
    series: string;
    folio: number;
    status: string;
    type: string;
    total_cents: string;
  }>(
    sql`select id, company_id, series, folio, status, type, total_cents from invoices where id = ${id} for update`,
  );
  const row = result.rows[0];
  return row
    ? {
        id: Number(row.id),
        companyId: Number(row.company_id),
        folio: `${row.series}-${row.folio}`,
        status: row.status,
        type: row.type,
        totalCents: Number(row.total_cents),
      }
    : undefined;
}

/**
 * What is already credited on an invoice: the requests still owed or issued (unless their note was
 * refused or cancelled), and credit notes made before requests existed.
 */
export async function creditedCents(db: Executor, invoiceId: number, exceptRequest = 0): Promise<number> {
  const result = await db.execute<{ cents: string }>(sql`
    select
      coalesce((select sum(q.amount_cents) from credit_note_requests q
        left join invoices n on n.id = q.credit_note_id
        where q.invoice_id = ${invoiceId} and q.id <> ${exceptRequest}
          and (q.status = 'pendiente'
            or (q.status = 'emitida' and n.status not in ('rechazada', 'cancelada')))), 0)
      + coalesce((select sum(n.total_cents) from invoices n
        where n.related_invoice_id = ${invoiceId} and n.type = 'E'
          and n.status not in ('rechazada', 'cancelada')
          and not exists (select 1 from credit_note_requests q where q.credit_note_id = n.id)), 0) as cents`);
  return Number(result.rows[0]?.cents ?? 0);
}

/** The tickets of an invoice with their status and customer. */
export async function salesOfInvoice(db: Executor, invoiceId: number) {
  const result = await db.execute<{
    id: number;
    status: string;
    customer_id: number | null;
    series: string;
    number: number;
    tax_rate: number;
  }>(sql`
    select s.id, s.status, s.customer_id, s.series, s.number, s.tax_rate from invoice_sales x join sales s on s.id = x.sale_id
    where x.invoice_id = ${invoiceId} order by s.id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    status: row.status,
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    series: row.series,
    number: Number(row.number),
    taxRate: Number(row.tax_rate),
  }));
}

/** The returned line as its credit note's concept names it. */
export async function returnedLine(db: Executor, lineId: number) {
  const result = await db.execute<{
    description: string;
    category_id: number | null;
    part_id: number | null;
  }>(sql`select description, category_id, part_id from sale_lines where id = ${lineId}`);
  const row = result.rows[0];
  return row
    ? {
        description: row.description,
        categoryId: row.category_id === null ? null : Number(row.category_id),
        partId: row.part_id === null ? null : Number(row.part_id),
      }
    : undefined;
}

export async function insertRequest(db: Executor, values: typeof creditNoteRequests.$inferInsert) {
  const [row] = await db.insert(creditNoteRequests).values(values).returning();
  if (!row) throw new Error('credit note request insert failed');
  return row;
}

export async function findRequest(db: Executor, id: number): Promise<CreditNoteRequestRow | undefined> {
  const [row] = await db.select().from(creditNoteRequests).where(eq(creditNoteRequests.id, id));
  return row;
}

export async function lockRequest(db: Executor, id: number): Promise<CreditNoteRequestRow | undefined> {
  const [row] = await db.select().from(creditNoteRequests).where(eq(creditNoteRequests.id, id)).for('update');
  return row;
}

export async function requestByRequestId(db: Executor, companyId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(creditNoteRequests)
    .where(and(eq(creditNoteRequests.companyId, companyId), eq(creditNoteRequests.requestId, requestId)));
  return row;
}

/** Why a request still waits (or was dropped); counts the attempt. */
export async function noteRequest(
  db: Executor,
  id: number,
  values: { message: string; status?: 'pendiente' | 'descartada'; invoiceId?: number },
) {
  await db
    .update(creditNoteRequests)
    .set({
      errorMessage: values.message,
      ...(values.status ? { status: values.status } : {}),
      ...(values.invoiceId ? { invoiceId: values.invoiceId } : {}),
      attempts: sql`${creditNoteRequests.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(creditNoteRequests.id, id), eq(creditNoteRequests.status, 'pendiente')));
}

export async function markIssued(db: Executor, id: number, creditNoteId: number) {
  await db
    .update(creditNoteRequests)
    .set({
      status: 'emitida',
      creditNoteId,
      errorMessage: null,
      attempts: sql`${creditNoteRequests.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(creditNoteRequests.id, id));
}

/** A request whose credit note the PAC refused goes back to pending, to be issued again. */
export async function reopenRefused(db: Executor, id: number): Promise<boolean> {
  const rows = await db.execute(sql`
    update credit_note_requests q set status = 'pendiente', credit_note_id = null, updated_at = now()
    from invoices n
    where q.id = ${id} and q.status = 'emitida' and n.id = q.credit_note_id and n.status = 'rechazada'
    returning q.id`);
  return rows.rows.length === 1;
}

/** Pending requests, the least recently tried first; of one invoice when given. */
export async function pendingRequests(db: Executor, limit: number, invoiceId?: number): Promise<number[]> {
  const rows = await db
    .select({ id: creditNoteRequests.id })
    .from(creditNoteRequests)
    .where(
      and(
        eq(creditNoteRequests.status, 'pendiente'),
        invoiceId === undefined ? undefined : eq(creditNoteRequests.invoiceId, invoiceId),
      ),
    )
    .orderBy(asc(creditNoteRequests.updatedAt), asc(creditNoteRequests.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The live replacement of an invoice (stamping or stamped), if any. */
export async function liveReplacementOf(db: Executor, invoiceId: number) {
  const [row] = await db
    .select({ id: invoices.id, status: invoices.status, uuid: invoices.uuid })
    .from(invoices)
    .where(
      and(eq(invoices.replacesInvoiceId, invoiceId), sql`${invoices.status} in ('timbrando', 'timbrada')`),
    );
  return row;
}

/** Stamped replacements whose original has no motive-01 cancellation under way nor done. */
export async function stalledReplacements(db: Executor, limit: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select r.id from invoices r join invoices o on o.id = r.replaces_invoice_id
    where r.status = 'timbrada' and o.status = 'timbrada' and o.cancel_status is null
    order by r.id limit ${limit}`);
  return result.rows.map((row) => Number(row.id));
}

export async function listRequests(
  db: Executor,
  filter: { companyId: number | null; saleId?: number; invoiceId?: number; open?: boolean; id?: number },
) {
  const conditions = [sql`true`];
  if (filter.companyId !== null) conditions.push(sql`q.company_id = ${filter.companyId}`);
  if (filter.id !== undefined) conditions.push(sql`q.id = ${filter.id}`);
  if (filter.saleId !== undefined) conditions.push(sql`q.sale_id = ${filter.saleId}`);
  if (filter.invoiceId !== undefined) conditions.push(sql`q.invoice_id = ${filter.invoiceId}`);
  if (filter.open) conditions.push(sql`(q.status = 'pendiente' or n.status = 'rechazada')`);
  const result = await db.execute<Record<string, unknown>>(sql`
    select q.id, q.kind, q.invoice_id, i.series || '-' || i.folio as invoice_folio, q.return_id, q.sale_id,
      q.amount_cents, q.reason, q.status, q.error_message, q.attempts, q.created_at,
      n.id as note_id, n.series || '-' || n.folio as note_folio, n.status as note_status, n.uuid as note_uuid,
      n.error_message as note_error
    from credit_note_requests q join invoices i on i.id = q.invoice_id
      left join invoices n on n.id = q.credit_note_id
    where ${sql.join(conditions, sql` and `)}
    order by q.id desc limit 200`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as 'devolucion' | 'descuento',
    invoiceId: Number(row.invoice_id),
    invoiceFolio: String(row.invoice_folio),
    returnId: row.return_id === null ? null : Number(row.return_id),
    saleId: row.sale_id === null ? null : Number(row.sale_id),
    amountCents: Number(row.amount_cents),
    reason: (row.reason as string | null) ?? null,
    status: row.status as 'pendiente' | 'emitida' | 'descartada',
    errorMessage: (row.error_message as string | null) ?? null,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at as string),
    note:
      row.note_id === null
        ? null
        : {
            id: Number(row.note_id),
            folio: String(row.note_folio),
            status: String(row.note_status),
            uuid: (row.note_uuid as string | null) ?? null,
            error: (row.note_error as string | null) ?? null,
          },
  }));
}
