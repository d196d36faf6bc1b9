import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, fiscalProfiles, invoiceSales, invoices } from '../../db/schema/index.ts';

export type ProfileRow = typeof fiscalProfiles.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;

export async function findProfile(db: Executor, companyId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(fiscalProfiles).where(eq(fiscalProfiles.companyId, companyId));
  return row;
}

export async function upsertProfile(
  db: Executor,
  values: Pick<
    ProfileRow,
    | 'companyId'
    | 'rfc'
    | 'legalName'
    | 'taxRegime'
    | 'postalCode'
    | 'series'
    | 'productKeys'
    | 'globalPeriodicity'
  > & {
    updatedBy: number;
    clearCsd: boolean;
  },
) {
  const { clearCsd, ...row } = values;
  const csdCleared = clearCsd
    ? {
        csdCertificate: null,
        csdKeyEncrypted: null,
        csdPasswordEncrypted: null,
        csdCertificateNumber: null,
        csdValidFrom: null,
        csdValidTo: null,
      }
    : {};
  await db
    .insert(fiscalProfiles)
    .values(row)
    .onConflictDoUpdate({
      target: fiscalProfiles.companyId,
      set: { ...row, ...csdCleared, updatedAt: sql`now()` },
    });
}

export async function saveCsd(
  db: Executor,
  companyId: number,
  values: {
    certificate: Buffer;
    keyEncrypted: string;
    passwordEncrypted: string;
    certificateNumber: string;
    validFrom: Date;
    validTo: Date;
    updatedBy: number;
  },
) {
  await db
    .update(fiscalProfiles)
    .set({
      csdCertificate: values.certificate,
      csdKeyEncrypted: values.keyEncrypted,
      csdPasswordEncrypted: values.passwordEncrypted,
      csdCertificateNumber: values.certificateNumber,
      csdValidFrom: values.validFrom,
      csdValidTo: values.validTo,
      updatedBy: values.updatedBy,
      updatedAt: sql`now()`,
    })
    .where(eq(fiscalProfiles.companyId, companyId));
}

/** The next folio of the profile's series, taken under the row's lock (one per invoice, no gaps from races). */
export async function takeFolio(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .update(fiscalProfiles)
    .set({ lastFolio: sql`${fiscalProfiles.lastFolio} + 1` })
    .where(eq(fiscalProfiles.companyId, companyId))
    .returning({ folio: fiscalProfiles.lastFolio });
  if (!row) throw new Error('fiscal profile vanished');
  return row.folio;
}

export async function companyTimeZone(db: Executor, companyId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.timeZone ?? 'America/Mexico_City';
}

export async function activeInvoiceOfSale(db: Executor, saleId: number) {
  const [row] = await db
    .select({ id: invoices.id, series: invoices.series, folio: invoices.folio, status: invoices.status })
    .from(invoiceSales)
    .innerJoin(invoices, eq(invoices.id, invoiceSales.invoiceId))
    .where(and(eq(invoiceSales.saleId, saleId), eq(invoiceSales.active, true)));
  return row;
}

export async function insertInvoice(
  db: Executor,
  values: InvoiceInsert,
  saleIds: number[],
  /** False for a replacement: it holds its tickets once the invoice it replaces is cancelled. */
  active = true,
) {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice insert failed');
  if (saleIds.length > 0) {
    await db.insert(invoiceSales).values(saleIds.map((saleId) => ({ invoiceId: row.id, saleId, active })));
  }
  return row;
}

export async function findInvoice(db: Executor, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function saleIdsOf(db: Executor, invoiceId: number): Promise<number[]> {
  const rows = await db
    .select({ saleId: invoiceSales.saleId })
    .from(invoiceSales)
    .where(eq(invoiceSales.invoiceId, invoiceId));
  return rows.map((row) => row.saleId);
}

export async function countAttempt(db: Executor, id: number) {
  await db
    .update(invoices)
    .set({ attempts: sql`${invoices.attempts} + 1`, updatedAt: sql`now()` })
    .where(eq(invoices.id, id));
}

/** Stores the PAC's answer once: a second writer (a duplicate job) changes nothing. */
export async function markStamped(
  db: Executor,
  id: number,
  values: { stampedXml: string; uuid: string; stampedAt: Date },
) {
  const rows = await db
    .update(invoices)
    .set({ ...values, status: 'timbrada', errorCode: null, errorMessage: null, updatedAt: sql`now()` })
    .where(and(eq(invoices.id, id), isNull(invoices.stampedXml)))
    .returning({ id: invoices.id });
  return rows.length === 1;
}

export async function markRefused(db: Executor, id: number, code: string, message: string) {
  const rows = await db
    .update(invoices)
    .set({ status: 'rechazada', errorCode: code, errorMessage: message, updatedAt: sql`now()` })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'timbrando')))
    .returning({ id: invoices.id });
  if (rows.length === 1) {
    await db.update(invoiceSales).set({ active: false }).where(eq(invoiceSales.invoiceId, id));
  }
}

export async function noteUnavailable(db: Executor, id: number, message: string) {
  await db
    .update(invoices)
    .set({ errorCode: null, errorMessage: message, updatedAt: sql`now()` })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'timbrando')));
}

export interface ListCursor {
  createdAt: Date;
  id: number;
}

export async function listInvoices(
  db: Executor,
  filter: { companyId: number | null; status?: string; limit: number; after?: ListCursor; id?: number },
) {
  const conditions = [];
  if (filter.id !== undefined) conditions.push(eq(invoices.id, filter.id));
  if (filter.companyId !== null) conditions.push(eq(invoices.companyId, filter.companyId));
  if (filter.status) conditions.push(eq(invoices.status, filter.status));
  if (filter.after) {
    conditions.push(
      or(
        lt(invoices.createdAt, filter.after.createdAt),
        and(eq(invoices.createdAt, filter.after.createdAt), lt(invoices.id, filter.after.id)),
      ),
    );
  }
  return db
    .select({
      id: invoices.id,
      companyId: invoices.companyId,
      series: invoices.series,
      folio: invoices.folio,
      status: invoices.status,
      receiverRfc: invoices.receiverRfc,
      receiverName: invoices.receiverName,
      totalCents: invoices.totalCents,
      uuid: invoices.uuid,
      errorCode: invoices.errorCode,
      errorMessage: invoices.errorMessage,
      createdAt: invoices.createdAt,
      stampedAt: invoices.stampedAt,
      cancelStatus: invoices.cancelStatus,
      cancelMotive: invoices.cancelMotive,
      cancelReplacementUuid: invoices.cancelReplacementUuid,
      cancelRequestedAt: invoices.cancelRequestedAt,
      cancelledAt: invoices.cancelledAt,
      cancelErrorCode: invoices.cancelErrorCode,
      cancelErrorMessage: invoices.cancelErrorMessage,
      type: invoices.type,
      paymentMethod: invoices.paymentMethod,
      relatedInvoiceId: invoices.relatedInvoiceId,
      relatedFolio: sql<
        string | null
      >`(select r.series || '-' || r.folio from invoices r where r.id = "invoices"."related_invoice_id")`,
      creditNotes: sql<
        Array<{ id: number; folio: string; status: string; total_cents: number; uuid: string | null }>
      >`(select coalesce(json_agg(json_build_object('id', n.id, 'folio', n.series || '-' || n.folio, 'status', n.status, 'total_cents', n.total_cents, 'uuid', n.uuid) order by n.id), '[]'::json) from invoices n where n.related_invoice_id = "invoices"."id")`,
      paymentCents: sql<
        number | null
      >`(select sum(d.paid_cents) from payment_complement_documents d where d.complement_id = "invoices"."id")`,
      paidInvoices: sql<
        Array<{ id: number; folio: string; installment: number; paid_cents: number; balance_cents: number }>
      >`(select coalesce(json_agg(json_build_object('id', i.id, 'folio', i.series || '-' || i.folio, 'installment', d.installment, 'paid_cents', d.paid_cents, 'balance_cents', d.balance_cents) order by d.id), '[]'::json) from payment_complement_documents d join invoices i on i.id = d.invoice_id where d.complement_id = "invoices"."id")`,
      replacesInvoiceId: invoices.replacesInvoiceId,
      replacesFolio: sql<
        string | null
      >`(select r.series || '-' || r.folio from invoices r where r.id = "invoices"."replaces_invoice_id")`,
      replacement: sql<{
        id: number;
        folio: string;
        status: string;
        uuid: string | null;
        error_message: string | null;
      } | null>`(select json_build_object('id', n.id, 'folio', n.series || '-' || n.folio, 'status', n.status, 'uuid', n.uuid, 'error_message', n.error_message) from invoices n where n.replaces_invoice_id = "invoices"."id" order by n.id desc limit 1)`,
      pendingCreditNotes: sql<
        Array<{ id: number; amount_cents: number; kind: string; message: string | null }>
      >`(select coalesce(json_agg(json_build_object('id', q.id, 'amount_cents', q.amount_cents, 'kind', q.kind, 'message', q.error_message) order by q.id), '[]'::json) from credit_note_requests q where q.invoice_id = "invoices"."id" and q.status = 'pendiente')`,
      saleIds: sql<
        number[]
      >`(select coalesce(array_agg(s.sale_id order by s.sale_id), '{}') from invoice_sales s where s.invoice_id = ${invoices.id})`,
    })
    .from(invoices)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(filter.limit);
}

const OPEN_CANCELLATION = ['en_proceso', 'pendiente'];

export async function findStampedByUuid(db: Executor, companyId: number, uuid: string) {
  const [row] = await db
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.uuid, uuid)));
  return row;
}

/**
 * Takes the invoice's cancellation for this request: only a stamped invoice with no open request
 * is taken, in one statement, so of two people cancelling at once exactly one gets it.
 */
export async function claimCancellation(
  db: Executor,
  id: number,
  values: { motive: string; replacementUuid: string | null; userId: number },
): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({
      cancelStatus: 'en_proceso',
      cancelMotive: values.motive,
      cancelReplacementUuid: values.replacementUuid,
      cancelRequestedBy: values.userId,
      cancelRequestedAt: sql`now()`,
      cancelSentAt: null,
      cancelCheckedAt: null,
      cancelAcuse: null,
      cancelErrorCode: null,
      cancelErrorMessage: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(invoices.id, id),
        eq(invoices.status, 'timbrada'),
        or(isNull(invoices.cancelStatus), eq(invoices.cancelStatus, 'rechazada')),
      ),
    )
    .returning({ id: invoices.id });
  return rows.length === 1;
}

export async function recordCancelSent(db: Executor, id: number, acuse: string | null) {
  await db
    .update(invoices)
    .set({ cancelSentAt: sql`now()`, cancelAcuse: acuse, cancelErrorMessage: null, updatedAt: sql`now()` })
    .where(and(eq(invoices.id, id), inArray(invoices.cancelStatus, OPEN_CANCELLATION)));
}

/** A note on an open request (the PAC did not answer; the receiver has until…). */
export async function noteCancellation(
  db: Executor,
  id: number,
  values: { status?: 'en_proceso' | 'pendiente'; message: string | null; checked?: boolean },
) {
  await db
    .update(invoices)
    .set({
      ...(values.status ? { cancelStatus: values.status } : {}),
      ...(values.checked ? { cancelCheckedAt: sql`now()` } : {}),
      cancelErrorMessage: values.message,
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoices.id, id), inArray(invoices.cancelStatus, OPEN_CANCELLATION)));
}

export async function markCancelRefused(db: Executor, id: number, code: string, message: string) {
  await db
    .update(invoices)
    .set({
      cancelStatus: 'rechazada',
      cancelErrorCode: code,
      cancelErrorMessage: message,
      cancelCheckedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoices.id, id), inArray(invoices.cancelStatus, OPEN_CANCELLATION)));
}

/** The SAT cancelled it: the invoice is cancelled and its tickets may be invoiced again. */
export async function markCancelled(db: Executor, id: number) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(invoices)
      .set({
        status: 'cancelada',
        cancelStatus: 'cancelada',
        cancelledAt: sql`now()`,
        cancelCheckedAt: sql`now()`,
        cancelErrorCode: null,
        cancelErrorMessage: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(invoices.id, id), inArray(invoices.cancelStatus, OPEN_CANCELLATION)))
      .returning({ id: invoices.id });
    if (rows.length === 1) {
      await tx.update(invoiceSales).set({ active: false }).where(eq(invoiceSales.invoiceId, id));
      // A motive-01 cancellation: the stamped replacement takes the tickets.
      await tx.execute(sql`
        update invoice_sales s set active = true
        from invoices r
        where r.replaces_invoice_id = ${id} and r.status = 'timbrada' and s.invoice_id = r.id
          and not exists (select 1 from invoice_sales o where o.sale_id = s.sale_id and o.active)`);
    }
  });
}

/** Open cancellation requests, the least recently checked first. */
export async function openCancellations(db: Executor, limit: number) {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(inArray(invoices.cancelStatus, OPEN_CANCELLATION))
    .orderBy(asc(sql`coalesce(${invoices.cancelCheckedAt}, ${invoices.cancelRequestedAt})`), asc(invoices.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function creditNoteOfReturn(db: Executor, returnId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.returnId, returnId), sql`${invoices.status} <> 'rechazada'`));
  return row?.id;
}

export async function creditNotesOf(db: Executor, invoiceId: number): Promise<number[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.relatedInvoiceId, invoiceId))
    .orderBy(asc(invoices.id));
  return rows.map((row) => row.id);
}
