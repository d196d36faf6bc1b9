import { STATUS } from '@yonke/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coverKey } from '../../db/cover-photo.ts';
import {
  locations,
  marketplaceAccounts,
  mlOrderItems,
  mlOrders,
  parts,
  pullOrders,
  sales,
} from '../../db/schema/index.ts';

// «Ventas de Mercado Libre»: the only SQL of the marketplace-orders module. The ledger rows an
// order makes (sales, sale_lines, sale_payments) are written here too, the way the parts trigger
// of migration 0042 writes its own: the sales module has no entry point a background job without
// a user could call, and the two ways must agree on folio, settings and warranty.

export type OrderRow = typeof mlOrders.$inferSelect;
export type OrderItemRow = typeof mlOrderItems.$inferSelect;

export interface OrderShell {
  companyId: number;
  accountId: number;
  mlOrderId: string;
  mlStatus: string;
  orderedAt: Date;
}

/** The order's row, made once: concurrent deliveries of one order meet on the unique ML id. */
export async function insertOrderShell(tx: Executor, shell: OrderShell): Promise<boolean> {
  const rows = await tx
    .insert(mlOrders)
    .values(shell)
    .onConflictDoNothing({ target: mlOrders.mlOrderId })
    .returning({ id: mlOrders.id });
  return rows.length > 0;
}

/** The order locked until the transaction ends: one delivery at a time decides what changes. */
export async function lockOrder(tx: Executor, mlOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(mlOrders).where(eq(mlOrders.mlOrderId, mlOrderId)).for('update');
  return row;
}

export async function updateOrder(tx: Executor, id: number, values: Partial<typeof mlOrders.$inferInsert>) {
  await tx
    .update(mlOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(mlOrders.id, id));
}

export async function insertItems(tx: Executor, items: (typeof mlOrderItems.$inferInsert)[]) {
  if (items.length === 0) return [];
  return tx.insert(mlOrderItems).values(items).returning();
}

export async function itemsOf(tx: Executor, orderId: number): Promise<OrderItemRow[]> {
  return tx
    .select()
    .from(mlOrderItems)
    .where(eq(mlOrderItems.orderId, orderId))
    .orderBy(asc(mlOrderItems.position));
}

export async function setItemSaleLine(tx: Executor, itemId: number, saleLineId: number) {
  await tx.update(mlOrderItems).set({ saleLineId }).where(eq(mlOrderItems.id, itemId));
}

/** Parts carrying a listing, locked: the order and a notification of the item decide one at a time. */
export async function lockPartsByListing(tx: Executor, mlItemId: string) {
  return tx
    .select({
      id: parts.id,
      companyId: parts.companyId,
      statusId: parts.statusId,
      name: parts.name,
      accountId: parts.marketplaceAccountId,
      deletedAt: parts.deletedAt,
    })
    .from(parts)
    .where(eq(parts.mlId, mlItemId))
    .orderBy(asc(parts.id))
    .for('update');
}

export async function lockPart(tx: Executor, partId: number) {
  const [row] = await tx
    .select({ id: parts.id, statusId: parts.statusId, deletedAt: parts.deletedAt })
    .from(parts)
    .where(eq(parts.id, partId))
    .for('update');
  return row;
}

/**
 * The one-line sale the parts trigger wrote when the listing's own notification marked the part
 * Vendido before its order arrived (source marketplace, no order of ours): the order's sale
 * replaces it, so the ledger counts the part once.
 */
export async function findTriggerSale(tx: Executor, partId: number): Promise<number | null> {
  const result = await tx.execute<{ id: number }>(sql`
    select s.id from sales s join sale_lines l on l.sale_id = s.id
    where l.part_id = ${partId} and s.source = 'marketplace' and s.status = 'pagada'
      and not exists (select 1 from ml_orders o where o.sale_id = s.id)
      and not exists (select 1 from sale_payments p where p.sale_id = s.id and p.method <> 'pending')
    order by s.id desc limit 1`);
  const id = result.rows[0]?.id;
  return id === undefined ? null : Number(id);
}

/** The part's sale status is decided by this order's ledger sale only while it is the part's latest sale. */
export async function latestSaleOfPart(tx: Executor, partId: number): Promise<number | null> {
  const result = await tx.execute<{ sale_id: number }>(sql`
    select l.sale_id from sale_lines l join sales s on s.id = l.sale_id
    where l.part_id = ${partId} and s.status in ('pagada', 'abierta')
    order by s.paid_at desc nulls last, l.sale_id desc limit 1`);
  const id = result.rows[0]?.sale_id;
  return id === undefined ? null : Number(id);
}

/** The marketplace's sale: the trigger of migration 0042 is told to leave this transaction's part updates alone. */
export async function claimLedgerForTransaction(tx: Executor, mlOrderId: string) {
  await tx.execute(sql`select set_config('yonke.sale_id', ${`ml-order-${mlOrderId}`}, true)`);
}

export async function markPartSold(tx: Executor, partId: number, finalPrice: number) {
  await tx
    .update(parts)
    .set({
      statusId: STATUS.SOLD,
      finalPrice,
      version: sql`${parts.version} + 1`,
      updatedAt: sql`now()`,
      // The marketplace made the sale: nobody here (the sold_by trigger of migration 0010 takes the updater).
      updatedBy: null,
    })
    .where(eq(parts.id, partId));
}

export async function markPartAvailable(tx: Executor, partId: number, userId: number | null) {
  await tx
    .update(parts)
    .set({
      statusId: STATUS.AVAILABLE,
      finalPrice: null,
      version: sql`${parts.version} + 1`,
      updatedAt: sql`now()`,
      updatedBy: userId,
    })
    .where(eq(parts.id, partId));
}

export interface LedgerSale {
  companyId: number;
  discountCents: number;
  totalCents: number;
  notes: string;
  paidAt: Date;
  reference: string;
  lines: {
    partId: number;
    description: string;
    quantity: number;
    unitPriceCents: number;
    netCents: number;
  }[];
}

/**
 * The order's sale in the ledger: the company's series and next folio, its tax rate, lines with
 * the company's warranty rule of the part's category (as the trigger does), and one payment
 * «Mercado Pago» of the net (never a cash session). Returns the sale and its lines' ids in order.
 */
export async function insertLedgerSale(
  tx: Executor,
  sale: LedgerSale,
): Promise<{ saleId: number; lineIds: number[] }> {
  const made = await tx.execute<{ id: number }>(sql`
    insert into sales (company_id, series, number, source, status, tax_rate, discount_cents, total_cents, notes,
      public_token, paid_at)
    select ${sale.companyId}, coalesce(st.series, 'V'), sale_next_number(${sale.companyId}, coalesce(st.series, 'V')),
      'marketplace', 'pagada', coalesce(st.tax_rate, 1600), ${sale.discountCents}, ${sale.totalCents}, ${sale.notes},
      replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), ${sale.paidAt.toISOString()}::timestamptz
    from (select 1) one left join sale_settings st on st.company_id = ${sale.companyId}
    returning id`);
  const saleId = Number(made.rows[0]?.id);
  const lineIds: number[] = [];
  for (const [index, line] of sale.lines.entries()) {
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into sale_lines (sale_id, position, part_id, category_id, description, quantity, unit_price_cents,
        net_cents, warranty_days, warranty_terms)
      select ${saleId}, ${index + 1}, p.id, p.category_id, ${line.description}, ${line.quantity}, ${line.unitPriceCents},
        ${line.netCents},
        coalesce((st.warranty_by_category -> p.category_id::text ->> 'days')::integer, st.default_warranty_days, 0),
        coalesce(st.warranty_by_category -> p.category_id::text ->> 'terms', st.default_warranty_terms, 'Sin garantía')
      from parts p left join sale_settings st on st.company_id = p.company_id
      where p.id = ${line.partId}
      returning id`);
    lineIds.push(Number(inserted.rows[0]?.id));
  }
  if (sale.totalCents > 0) {
    await tx.execute(sql`
      insert into sale_payments (sale_id, method, amount_cents, reference)
      values (${saleId}, 'mercado_pago', ${sale.totalCents}, ${sale.reference})`);
  }
  return { saleId, lineIds };
}

export async function cancelLedgerSale(tx: Executor, saleId: number, reason: string) {
  await tx
    .update(sales)
    .set({ status: 'cancelada', cancelReason: reason, cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sales.id, saleId), eq(sales.status, 'pagada')));
}

export async function orderIdsByShipment(db: Executor, shipmentId: string) {
  const rows = await db
    .select({ mlOrderId: mlOrders.mlOrderId, accountId: mlOrders.accountId, companyId: mlOrders.companyId })
    .from(mlOrders)
    .where(eq(mlOrders.shipmentId, shipmentId));
  return rows;
}

export async function lastUpdateOf(db: Executor, mlOrderId: string): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ at: mlOrders.mlUpdatedAt })
    .from(mlOrders)
    .where(eq(mlOrders.mlOrderId, mlOrderId));
  return row ? row.at : undefined;
}

// ------------------------------------------------------------------ reading for the screens

export interface OrderView extends OrderRow {
  accountName: string;
  saleSeries: string | null;
  saleNumber: number | null;
  saleStatus: string | null;
}

const orderColumns = {
  order: mlOrders,
  accountName: marketplaceAccounts.name,
  saleSeries: sales.series,
  saleNumber: sales.number,
  saleStatus: sales.status,
};

function toView(row: {
  order: OrderRow;
  accountName: string;
  saleSeries: string | null;
  saleNumber: number | null;
  saleStatus: string | null;
}): OrderView {
  return {
    ...row.order,
    accountName: row.accountName,
    saleSeries: row.saleSeries,
    saleNumber: row.saleNumber,
    saleStatus: row.saleStatus,
  };
}

/** The company's orders (every company for role 1 without one), newest first. */
export async function listOrders(
  db: Executor,
  companyId: number | null,
  limit: number,
): Promise<OrderView[]> {
  const rows = await db
    .select(orderColumns)
    .from(mlOrders)
    .innerJoin(marketplaceAccounts, eq(marketplaceAccounts.id, mlOrders.accountId))
    .leftJoin(sales, eq(sales.id, mlOrders.saleId))
    .where(companyId === null ? undefined : eq(mlOrders.companyId, companyId))
    .orderBy(desc(mlOrders.orderedAt), desc(mlOrders.id))
    .limit(limit);
  return rows.map(toView);
}

export async function findOrder(db: Executor, id: number): Promise<OrderView | undefined> {
  const [row] = await db
    .select(orderColumns)
    .from(mlOrders)
    .innerJoin(marketplaceAccounts, eq(marketplaceAccounts.id, mlOrders.accountId))
    .leftJoin(sales, eq(sales.id, mlOrders.saleId))
    .where(eq(mlOrders.id, id));
  return row ? toView(row) : undefined;
}

export async function findOrders(db: Executor, ids: readonly number[]): Promise<OrderView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(orderColumns)
    .from(mlOrders)
    .innerJoin(marketplaceAccounts, eq(marketplaceAccounts.id, mlOrders.accountId))
    .leftJoin(sales, eq(sales.id, mlOrders.saleId))
    .where(inArray(mlOrders.id, [...ids]));
  return rows.map(toView);
}

export interface ItemView {
  id: number;
  orderId: number;
  mlItemId: string;
  title: string;
  quantity: number;
  unitPriceCents: number;
  saleFeeCents: number;
  saleLineId: number | null;
  partId: number | null;
  partName: string | null;
  partStatusId: number | null;
  partThumbnailKey: string | null;
  locationName: string | null;
  pullOrderId: number | null;
  pullOrderStatus: string | null;
}

export async function itemsOfOrders(db: Executor, orderIds: readonly number[]): Promise<ItemView[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: mlOrderItems.id,
      orderId: mlOrderItems.orderId,
      mlItemId: mlOrderItems.mlItemId,
      title: mlOrderItems.title,
      quantity: mlOrderItems.quantity,
      unitPriceCents: mlOrderItems.unitPriceCents,
      saleFeeCents: mlOrderItems.saleFeeCents,
      saleLineId: mlOrderItems.saleLineId,
      partId: parts.id,
      partName: parts.name,
      partStatusId: parts.statusId,
      partThumbnailKey: coverKey('part_images', parts.id),
      locationName: locations.name,
      pullOrderId: pullOrders.id,
      pullOrderStatus: pullOrders.status,
    })
    .from(mlOrderItems)
    .leftJoin(parts, and(eq(parts.id, mlOrderItems.partId), isNull(parts.deletedAt)))
    .leftJoin(locations, eq(locations.id, parts.locationId))
    .leftJoin(pullOrders, eq(pullOrders.saleLineId, mlOrderItems.saleLineId))
    .where(inArray(mlOrderItems.orderId, [...orderIds]))
    .orderBy(asc(mlOrderItems.orderId), asc(mlOrderItems.position));
}

export async function setLabelPrinted(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(mlOrders)
    .set({
      labelPrintedAt: sql`coalesce(${mlOrders.labelPrintedAt}, now())`,
      shipmentSubstatus: 'printed',
      updatedAt: sql`now()`,
    })
    .where(and(inArray(mlOrders.id, [...ids]), eq(mlOrders.shipmentStatus, 'ready_to_ship')));
}

export async function markShipped(
  db: Executor,
  id: number,
  values: { carrier: string; trackingNumber: string },
) {
  await db
    .update(mlOrders)
    .set({
      carrier: values.carrier,
      trackingNumber: values.trackingNumber,
      shipmentStatus: 'shipped',
      shipmentSubstatus: null,
      shippedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(mlOrders.id, id));
}

export async function lockOrderById(tx: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(mlOrders).where(eq(mlOrders.id, id)).for('update');
  return row;
}

/** The authorised accounts the periodic search reads, with their company. */
export async function searchableAccounts(db: Executor) {
  return db
    .select({
      id: marketplaceAccounts.id,
      companyId: marketplaceAccounts.companyId,
      mlUserId: marketplaceAccounts.mlUserId,
    })
    .from(marketplaceAccounts)
    .where(and(isNull(marketplaceAccounts.deletedAt), eq(marketplaceAccounts.needsAuthorization, false)))
    .orderBy(asc(marketplaceAccounts.id));
}

export async function accountById(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: marketplaceAccounts.id,
      companyId: marketplaceAccounts.companyId,
      mlUserId: marketplaceAccounts.mlUserId,
    })
    .from(marketplaceAccounts)
    .where(and(eq(marketplaceAccounts.id, id), isNull(marketplaceAccounts.deletedAt)));
  return row;
}
