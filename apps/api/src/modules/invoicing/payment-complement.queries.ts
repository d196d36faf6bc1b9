import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerAbonos, invoices, paymentComplementDocuments } from '../../db/schema/index.ts';

/** A complement refused by the PAC or cancelled before the SAT no longer counts as a payment reported. */
const NOT_IN_FORCE = ['rechazada', 'cancelada'];

/**
 * Locks the paid invoices' rows, in id order (two abonos of the same invoices wait for each other
 * and never deadlock), and answers them as they stand under the lock.
 */
export async function lockInvoices(tx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return tx.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id)).for('update');
}

/** The complements in force already issued for an abono's payment of these invoices (a retried job answers these). */
export async function complementsOfAbono(
  db: Executor,
  abonoId: number,
  invoiceIds: number[],
): Promise<number[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: invoices.id })
    .from(paymentComplementDocuments)
    .innerJoin(invoices, eq(invoices.id, paymentComplementDocuments.complementId))
    .where(
      and(
        eq(paymentComplementDocuments.abonoId, abonoId),
        inArray(paymentComplementDocuments.invoiceId, invoiceIds),
        notInArray(invoices.status, NOT_IN_FORCE),
      ),
    )
    .orderBy(asc(invoices.id));
  return rows.map((row) => row.id);
}

/** Whether an abono's payment of these invoices was ever reported, whatever became of the complement. */
export async function abonoWasReported(
  db: Executor,
  abonoId: number,
  invoiceIds: number[],
): Promise<boolean> {
  if (invoiceIds.length === 0) return false;
  const [row] = await db
    .select({ id: paymentComplementDocuments.id })
    .from(paymentComplementDocuments)
    .where(
      and(
        eq(paymentComplementDocuments.abonoId, abonoId),
        inArray(paymentComplementDocuments.invoiceId, invoiceIds),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many installments of an invoice the complements in force report, and how much they paid. */
export async function paidSoFar(
  db: Executor,
  invoiceId: number,
): Promise<{ count: number; paidCents: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      paid: sql<string>`coalesce(sum(${paymentComplementDocuments.paidCents}), 0)`,
    })
    .from(paymentComplementDocuments)
    .innerJoin(invoices, eq(invoices.id, paymentComplementDocuments.complementId))
    .where(
      and(eq(paymentComplementDocuments.invoiceId, invoiceId), notInArray(invoices.status, NOT_IN_FORCE)),
    );
  return { count: Number(row?.count ?? 0), paidCents: Number(row?.paid ?? 0) };
}

export async function insertDocuments(
  tx: Executor,
  rows: Array<typeof paymentComplementDocuments.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(paymentComplementDocuments).values(rows);
}

/** Every installment of an invoice, oldest first, with its complement and the abono's date. */
export async function installmentsOf(db: Executor, invoiceId: number) {
  return db
    .select({
      installment: paymentComplementDocuments.installment,
      previousBalanceCents: paymentComplementDocuments.previousBalanceCents,
      paidCents: paymentComplementDocuments.paidCents,
      balanceCents: paymentComplementDocuments.balanceCents,
      complementId: invoices.id,
      series: invoices.series,
      folio: invoices.folio,
      status: invoices.status,
      uuid: invoices.uuid,
      paidAt: customerAbonos.createdAt,
    })
    .from(paymentComplementDocuments)
    .innerJoin(invoices, eq(invoices.id, paymentComplementDocuments.complementId))
    .innerJoin(customerAbonos, eq(customerAbonos.id, paymentComplementDocuments.abonoId))
    .where(eq(paymentComplementDocuments.invoiceId, invoiceId))
    .orderBy(asc(paymentComplementDocuments.id));
}

export const COMPLEMENT_NOT_IN_FORCE = NOT_IN_FORCE;
