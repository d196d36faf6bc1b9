import type { CountedPart, PlannedPart } from '@yonke/domain';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, parts, stockChecks, users } from '../../db/schema/index.ts';

/** The database or an open transaction. */

export interface CountLocation {
  id: number;
  name: string;
  companyId: number;
}

/** `companyId` null means every company (role 1). */
function locationScope(companyId: number | null): SQL | undefined {
  return companyId === null ? undefined : eq(locations.companyId, companyId);
}

/**
 * A location in the user's scope. With `forUpdate` the row stays locked until the transaction
 * ends, so two saves of the same location run one after the other and a repeated save sees the
 * first one's record.
 */
export async function findLocation(
  db: Executor,
  id: number,
  companyId: number | null,
  options: { forUpdate?: boolean } = {},
): Promise<CountLocation | undefined> {
  const query = db
    .select({ id: locations.id, name: locations.name, companyId: locations.companyId })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.deletedAt), locationScope(companyId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export interface LockedPart extends CountedPart {
  companyId: number;
}

/**
 * The sent parts and the location's parts in the listed statuses, locked in id order (one
 * statement, one lock order, so two counts touching the same parts cannot deadlock).
 */
export async function lockCountedParts(
  tx: Executor,
  ids: readonly number[],
  locationId: number,
  statuses: readonly number[],
): Promise<LockedPart[]> {
  const idList = `{${ids.join(',')}}`;
  const statusList = `{${statuses.join(',')}}`;
  const result = await tx.execute<{
    id: number;
    company_id: number;
    status_id: number;
    location_id: number | null;
    location_name: string | null;
    ml_id: string | null;
    ml_status: string | null;
  }>(sql`
    select p.id, p.company_id, p.status_id, p.location_id, l.name as location_name, p.ml_id, p.ml_status
    from parts p
    left join locations l on l.id = p.location_id
    where p.deleted_at is null
      and (p.id = any(${idList}::int[])
           or (p.location_id = ${locationId} and p.status_id = any(${statusList}::int[])))
    order by p.id
    for update of p
  `);
  return result.rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    statusId: row.status_id,
    locationId: row.location_id,
    locationName: row.location_name,
    mlId: row.ml_id,
    mlStatus: row.ml_status,
  }));
}

/**
 * Writes every changed part. Moved parts get their new location in one statement (which fires the
 * search-document trigger); parts whose status alone changes get another that leaves location_id
 * out of the SET list, so their search document and its trigram index are not rewritten.
 */
export async function applyPlannedChanges(tx: Executor, changes: readonly PlannedPart[], userId: number) {
  const moved = changes.filter((change) => change.outcome === 'added');
  const statusOnly = changes.filter((change) => change.outcome !== 'added');
  if (moved.length > 0) {
    const values = sql.join(
      moved.map(
        (change) =>
          sql`(${change.id}::int, ${change.statusId}::int, ${change.locationId}::int, ${change.mlStatus}::text)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update parts p
      set status_id = v.status_id, location_id = v.location_id, ml_status = v.ml_status,
          version = p.version + 1, updated_at = now(), updated_by = ${userId}
      from (values ${values}) as v(id, status_id, location_id, ml_status)
      where p.id = v.id
    `);
  }
  if (statusOnly.length > 0) {
    const values = sql.join(
      statusOnly.map((change) => sql`(${change.id}::int, ${change.statusId}::int, ${change.mlStatus}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      update parts p
      set status_id = v.status_id, ml_status = v.ml_status,
          version = p.version + 1, updated_at = now(), updated_by = ${userId}
      from (values ${values}) as v(id, status_id, ml_status)
      where p.id = v.id
    `);
  }
}

export async function insertStockCheck(tx: Executor, values: typeof stockChecks.$inferInsert) {
  const [row] = await tx.insert(stockChecks).values(values).returning();
  if (!row) throw new Error('stock check insert returned nothing');
  return row;
}

const recordColumns = {
  id: stockChecks.id,
  locationId: stockChecks.locationId,
  locationName: locations.name,
  userId: stockChecks.userId,
  userName: users.name,
  userAvatarUrl: users.avatarUrl,
  found: stockChecks.foundCount,
  added: stockChecks.addedCount,
  missing: stockChecks.missingCount,
  changed: stockChecks.changedCount,
  fingerprint: stockChecks.fingerprint,
  createdAt: stockChecks.createdAt,
};

/**
 * The count a user already saved with this idempotency key: where it was counted, what was sent
 * (its fingerprint) and the answer it got.
 */
export async function findKeyedStockCheck(db: Executor, userId: number, key: string) {
  const [row] = await db
    .select({
      id: stockChecks.id,
      locationId: stockChecks.locationId,
      fingerprint: stockChecks.fingerprint,
      result: stockChecks.result,
    })
    .from(stockChecks)
    .where(and(eq(stockChecks.userId, userId), eq(stockChecks.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** Keeps a keyed count's answer with its record, in the save's transaction. */
export async function storeStockCheckResult(tx: Executor, id: number, result: unknown) {
  await tx.update(stockChecks).set({ result }).where(eq(stockChecks.id, id));
}

export type StockCheckRecord = Awaited<ReturnType<typeof latestStockCheck>>;

export async function latestStockCheck(db: Executor, locationId: number) {
  const [row] = await db
    .select(recordColumns)
    .from(stockChecks)
    .innerJoin(locations, eq(locations.id, stockChecks.locationId))
    .innerJoin(users, eq(users.id, stockChecks.userId))
    .where(eq(stockChecks.locationId, locationId))
    .orderBy(desc(stockChecks.createdAt), desc(stockChecks.id))
    .limit(1);
  return row;
}

export async function findStockCheck(db: Executor, id: number) {
  const [row] = await db
    .select(recordColumns)
    .from(stockChecks)
    .innerJoin(locations, eq(locations.id, stockChecks.locationId))
    .innerJoin(users, eq(users.id, stockChecks.userId))
    .where(eq(stockChecks.id, id))
    .limit(1);
  return row;
}

/** Newest first; `companyId` null means every company (role 1). */
export async function listStockChecks(
  db: Executor,
  filter: { companyId: number | null; locationId?: number; limit: number; offset: number },
) {
  const conditions = [
    filter.companyId === null ? undefined : eq(stockChecks.companyId, filter.companyId),
    filter.locationId === undefined ? undefined : eq(stockChecks.locationId, filter.locationId),
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(recordColumns)
      .from(stockChecks)
      .innerJoin(locations, eq(locations.id, stockChecks.locationId))
      .innerJoin(users, eq(users.id, stockChecks.userId))
      .where(where)
      .orderBy(desc(stockChecks.createdAt), desc(stockChecks.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(stockChecks).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The part with this AG id in a company (AG ids are unique per company); deleted parts are not found. */
export async function findPartIdByAgId(db: Executor, companyId: number, agId: number) {
  const [row] = await db
    .select({ id: parts.id })
    .from(parts)
    .where(and(eq(parts.companyId, companyId), eq(parts.agId, agId), isNull(parts.deletedAt)))
    .limit(1);
  return row?.id;
}
