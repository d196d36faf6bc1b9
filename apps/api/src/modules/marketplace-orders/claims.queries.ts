import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  mlClaims,
  mlOrderItems,
  mlOrders,
  type StoredClaimAction,
  saleReturns,
} from '../../db/schema/index.ts';

// Claims of Mercado Libre orders: the only SQL of the claims. The returned-line check reads
// sale_returns (the returns module's table) only to show whether a line was already returned;
// the return itself is made by the returns module.

export type ClaimRow = typeof mlClaims.$inferSelect;

export interface ClaimValues {
  companyId: number;
  accountId: number;
  mlClaimId: string;
  resource: string | null;
  resourceId: string | null;
  mlOrderId: string | null;
  type: string | null;
  stage: string | null;
  status: string;
  reasonId: string | null;
  sellerActions: StoredClaimAction[];
  dueAt: Date | null;
  resolutionReason: string | null;
  closedAt: Date | null;
  mlCreatedAt: Date | null;
  mlUpdatedAt: Date | null;
}

/**
 * One row per claim however many deliveries meet: the insert or update happens on the claim's
 * unique ML id, and an older read never overwrites a newer one (ml_updated_at).
 */
export async function upsertClaim(db: Executor, values: ClaimValues): Promise<ClaimRow> {
  const [row] = await db
    .insert(mlClaims)
    .values({ ...values })
    .onConflictDoUpdate({
      target: mlClaims.mlClaimId,
      set: {
        resource: values.resource,
        resourceId: values.resourceId,
        mlOrderId: values.mlOrderId,
        type: values.type,
        stage: values.stage,
        status: values.status,
        reasonId: values.reasonId,
        sellerActions: values.sellerActions,
        dueAt: values.dueAt,
        resolutionReason: values.resolutionReason,
        closedAt: values.closedAt,
        mlCreatedAt: values.mlCreatedAt,
        mlUpdatedAt: values.mlUpdatedAt,
        updatedAt: sql`now()`,
      },
      // Same account only (an id under another account is never mixed), and never an older read.
      setWhere: sql`${mlClaims.accountId} = excluded.account_id and (${mlClaims.mlUpdatedAt} is null or excluded.ml_updated_at is null or excluded.ml_updated_at >= ${mlClaims.mlUpdatedAt})`,
    })
    .returning();
  if (row) return row;
  const [current] = await db.select().from(mlClaims).where(eq(mlClaims.mlClaimId, values.mlClaimId));
  if (!current) throw new Error(`claim ${values.mlClaimId} vanished`);
  return current;
}

export async function setReasonDetail(db: Executor, id: number, detail: string | null) {
  await db.update(mlClaims).set({ reasonDetail: detail }).where(eq(mlClaims.id, id));
}

export async function setReturn(
  db: Executor,
  id: number,
  values: { returnStatus: string | null; returnShipmentStatus: string | null },
) {
  await db
    .update(mlClaims)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(mlClaims.id, id));
}

/** Links the company's claims «no vinculados» to the orders that have arrived since. */
export async function linkClaimsToOrders(db: Executor, companyId: number | null) {
  await db.execute(sql`
    update ml_claims c set order_id = o.id
      from ml_orders o
     where c.order_id is null and c.ml_order_id is not null
       and o.ml_order_id = c.ml_order_id and o.account_id = c.account_id
       ${companyId === null ? sql`` : sql`and c.company_id = ${companyId}`}`);
}

/** The order a shipment claim is about (resource shipment names the shipment, not the order). */
export async function orderOfShipment(db: Executor, accountId: number, shipmentId: string) {
  const [row] = await db
    .select({ mlOrderId: mlOrders.mlOrderId })
    .from(mlOrders)
    .where(and(eq(mlOrders.accountId, accountId), eq(mlOrders.shipmentId, shipmentId)))
    .limit(1);
  return row?.mlOrderId ?? null;
}

export async function lastUpdateOfClaim(db: Executor, mlClaimId: string): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ at: mlClaims.mlUpdatedAt })
    .from(mlClaims)
    .where(eq(mlClaims.mlClaimId, mlClaimId));
  return row === undefined ? undefined : row.at;
}

/** Claims we hold as open, or whose return has not reached the yard: the search reads them again. */
export async function claimsToRefresh(db: Executor, accountId: number, limit: number) {
  return db
    .select({ mlClaimId: mlClaims.mlClaimId })
    .from(mlClaims)
    .where(
      and(
        eq(mlClaims.accountId, accountId),
        sql`(${mlClaims.status} = 'opened' or (${mlClaims.returnStatus} is not null and coalesce(${mlClaims.returnShipmentStatus}, '') <> 'delivered' and coalesce(${mlClaims.returnStatus}, '') <> 'delivered'))`,
      ),
    )
    .orderBy(asc(mlClaims.mlUpdatedAt))
    .limit(limit);
}

export interface ClaimView extends ClaimRow {
  saleId: number | null;
  saleLineId: number | null;
  lineReturned: boolean;
}

const viewColumns = {
  claim: mlClaims,
  saleId: mlOrders.saleId,
  saleLineId: sql<
    number | null
  >`(select i.sale_line_id from ml_order_items i where i.order_id = ${mlOrders.id} and i.sale_line_id is not null order by i.position limit 1)`,
  lineReturned: sql<boolean>`exists (select 1 from ${saleReturns} r join ${mlOrderItems} i on i.sale_line_id = r.sale_line_id where i.order_id = ${mlOrders.id})`,
};

function toView(row: {
  claim: ClaimRow;
  saleId: number | null;
  saleLineId: number | null;
  lineReturned: boolean;
}): ClaimView {
  return {
    ...row.claim,
    saleId: row.saleId,
    saleLineId: row.saleLineId,
    lineReturned: Boolean(row.lineReturned),
  };
}

/** The company's claims: open ones first (soonest due first), then the latest closed. */
export async function listClaims(
  db: Executor,
  companyId: number | null,
  limit: number,
): Promise<ClaimView[]> {
  const rows = await db
    .select(viewColumns)
    .from(mlClaims)
    .leftJoin(mlOrders, eq(mlOrders.id, mlClaims.orderId))
    .where(companyId === null ? undefined : eq(mlClaims.companyId, companyId))
    .orderBy(
      sql`case when ${mlClaims.status} = 'opened' then 0 else 1 end`,
      sql`${mlClaims.dueAt} asc nulls last`,
      desc(mlClaims.mlUpdatedAt),
      desc(mlClaims.id),
    )
    .limit(limit);
  return rows.map(toView);
}

export async function claimsOfOrder(db: Executor, orderId: number): Promise<ClaimView[]> {
  const rows = await db
    .select(viewColumns)
    .from(mlClaims)
    .leftJoin(mlOrders, eq(mlOrders.id, mlClaims.orderId))
    .where(eq(mlClaims.orderId, orderId))
    .orderBy(sql`case when ${mlClaims.status} = 'opened' then 0 else 1 end`, desc(mlClaims.id));
  return rows.map(toView);
}

/** Which of these orders have an open claim (their stage is «Con reclamo»). */
export async function ordersWithOpenClaim(db: Executor, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: mlClaims.orderId })
    .from(mlClaims)
    .where(and(inArray(mlClaims.orderId, orderIds), eq(mlClaims.status, 'opened')));
  return new Set(rows.map((row) => row.orderId).filter((id): id is number => id !== null));
}

export async function orderCompany(db: Executor, orderId: number) {
  const [row] = await db
    .select({ companyId: mlOrders.companyId })
    .from(mlOrders)
    .where(eq(mlOrders.id, orderId));
  return row?.companyId;
}
