import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customers,
  invoiceSales,
  invoices,
  mlOrderMessages,
  mlOrderPostSale,
  mlOrders,
  type StoredBilling,
  sales,
  users,
} from '../../db/schema/index.ts';

// The SQL of an order's after-sale: its messages, its billing data and the invoice's upload to
// the pack (tables of migration 0094). The ML sale's customer is set here too: the sales module
// only changes open tickets, and this one is paid by the marketplace.

export type MessageRow = typeof mlOrderMessages.$inferSelect & { sentByName: string | null };
export type PostSaleRow = typeof mlOrderPostSale.$inferSelect;

export async function messagesOf(db: Executor, orderId: number): Promise<MessageRow[]> {
  const rows = await db
    .select({ message: mlOrderMessages, sentByName: users.name })
    .from(mlOrderMessages)
    .leftJoin(users, eq(users.id, mlOrderMessages.sentBy))
    .where(eq(mlOrderMessages.orderId, orderId))
    .orderBy(asc(mlOrderMessages.sentAt), asc(mlOrderMessages.id));
  return rows.map((row) => ({ ...row.message, sentByName: row.sentByName }));
}

export interface RemoteMessageValues {
  mlMessageId: string;
  fromSeller: boolean;
  text: string;
  status: string | null;
  moderationStatus: string | null;
  sentAt: Date;
  readAt: Date | null;
}

/** Stores a message of the marketplace once (by its id); a later read updates status and read date. */
export async function upsertMessage(db: Executor, orderId: number, values: RemoteMessageValues) {
  await db
    .insert(mlOrderMessages)
    .values({ orderId, ...values })
    .onConflictDoUpdate({
      target: [mlOrderMessages.orderId, mlOrderMessages.mlMessageId],
      set: {
        status: values.status,
        moderationStatus: values.moderationStatus,
        readAt: values.readAt,
      },
    });
}

/**
 * Takes a reply's request id: true for the first caller, false when that id is already taken
 * (a second click), so only one of them talks to the marketplace.
 */
export async function claimReply(
  db: Executor,
  values: { orderId: number; requestId: string; text: string; sentBy: number },
): Promise<boolean> {
  const rows = await db
    .insert(mlOrderMessages)
    .values({
      orderId: values.orderId,
      requestId: values.requestId,
      text: values.text,
      fromSeller: true,
      sentAt: new Date(),
      sentBy: values.sentBy,
    })
    .onConflictDoNothing({ target: mlOrderMessages.requestId })
    .returning({ id: mlOrderMessages.id });
  return rows.length > 0;
}

/** The reply was sent: it takes the marketplace's id (unless the conversation's read stored it first). */
export async function completeReply(
  db: Executor,
  requestId: string,
  values: { mlMessageId: string | null; text: string; status: string | null; sentAt: Date },
) {
  await db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ id: mlOrderMessages.id, orderId: mlOrderMessages.orderId })
      .from(mlOrderMessages)
      .where(eq(mlOrderMessages.requestId, requestId))
      .for('update');
    if (!mine) return;
    if (values.mlMessageId) {
      const [twin] = await tx
        .select({ id: mlOrderMessages.id })
        .from(mlOrderMessages)
        .where(
          and(
            eq(mlOrderMessages.orderId, mine.orderId),
            eq(mlOrderMessages.mlMessageId, values.mlMessageId),
            ne(mlOrderMessages.id, mine.id),
          ),
        );
      if (twin) await tx.delete(mlOrderMessages).where(eq(mlOrderMessages.id, twin.id));
    }
    await tx
      .update(mlOrderMessages)
      .set({
        mlMessageId: values.mlMessageId,
        text: values.text,
        status: values.status,
        sentAt: values.sentAt,
      })
      .where(eq(mlOrderMessages.id, mine.id));
  });
}

/** The marketplace refused the reply: its claim is dropped, so it can be written again. */
export async function dropReply(db: Executor, requestId: string) {
  await db
    .delete(mlOrderMessages)
    .where(and(eq(mlOrderMessages.requestId, requestId), isNull(mlOrderMessages.mlMessageId)));
}

/** The seller's message the reply's claim already made, with the same text, not yet matched. */
export async function pendingOwnMessages(db: Executor, orderId: number) {
  return db
    .select({ id: mlOrderMessages.id, text: mlOrderMessages.text })
    .from(mlOrderMessages)
    .where(and(eq(mlOrderMessages.orderId, orderId), isNull(mlOrderMessages.mlMessageId)));
}

export async function postSaleOf(db: Executor, orderId: number): Promise<PostSaleRow | undefined> {
  const [row] = await db.select().from(mlOrderPostSale).where(eq(mlOrderPostSale.orderId, orderId));
  return row;
}

export async function savePostSale(
  db: Executor,
  orderId: number,
  values: Partial<Omit<typeof mlOrderPostSale.$inferInsert, 'orderId'>>,
) {
  await db
    .insert(mlOrderPostSale)
    .values({ orderId, ...values })
    .onConflictDoUpdate({ target: mlOrderPostSale.orderId, set: { ...values, updatedAt: new Date() } });
}

/** The after-sale row, locked (made first when there is none). */
export async function lockPostSale(tx: Executor, orderId: number): Promise<PostSaleRow> {
  await tx.insert(mlOrderPostSale).values({ orderId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(mlOrderPostSale)
    .where(eq(mlOrderPostSale.orderId, orderId))
    .for('update');
  if (!row) throw new Error('post-sale row missing');
  return row;
}

export async function orderByPackOrId(db: Executor, accountId: number, packOrOrderId: string) {
  const [row] = await db
    .select({ id: mlOrders.id })
    .from(mlOrders)
    .where(
      and(
        eq(mlOrders.accountId, accountId),
        sql`(${mlOrders.packId} = ${packOrOrderId} or ${mlOrders.mlOrderId} = ${packOrOrderId})`,
      ),
    )
    .orderBy(asc(mlOrders.id))
    .limit(1);
  return row?.id;
}

export async function customerById(db: Executor, id: number) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, companyId: customers.companyId })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}

export async function customerByRfc(db: Executor, companyId: number, rfc: string) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      notes: customers.notes,
    })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.rfc, rfc)))
    .orderBy(asc(customers.id))
    .limit(1);
  return row;
}

/** The ML sale is invoiced to this customer (the ledger sale the order made). */
export async function setSaleCustomer(db: Executor, saleId: number, customerId: number) {
  await db.update(sales).set({ customerId, updatedAt: new Date() }).where(eq(sales.id, saleId));
}

export async function invoiceOfSale(db: Executor, saleId: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      series: invoices.series,
      folio: invoices.folio,
      status: invoices.status,
      uuid: invoices.uuid,
      stampedXml: invoices.stampedXml,
    })
    .from(invoiceSales)
    .innerJoin(invoices, eq(invoices.id, invoiceSales.invoiceId))
    .where(and(eq(invoiceSales.saleId, saleId), eq(invoiceSales.active, true)));
  return row;
}

export async function countFiscalAttempt(db: Executor, orderId: number) {
  await db
    .update(mlOrderPostSale)
    .set({ fiscalAttempts: sql`${mlOrderPostSale.fiscalAttempts} + 1`, updatedAt: new Date() })
    .where(eq(mlOrderPostSale.orderId, orderId));
}

export type { StoredBilling };
