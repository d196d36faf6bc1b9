import { STATUS } from '@yonke/domain';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, locations, parts } from '../../db/schema/index.ts';

/** A transaction handle is used like the database itself. */

export interface LocationRow {
  id: number;
  name: string;
  stock: number;
  companyId: number;
  companyName: string;
}

/**
 * Stock is derived on every read (domain rules: never a counter that can drift): parts in the
 * location that are neither sold nor deleted. The correlated subquery uses parts_location_idx.
 */
const stockOf = sql<number>`(
  select count(*)::int from ${parts} p
  where p.location_id = ${locations.id} and p.status_id <> ${STATUS.SOLD} and p.deleted_at is null
)`;

const rowColumns = {
  id: locations.id,
  name: locations.name,
  stock: stockOf,
  companyId: locations.companyId,
  companyName: companies.name,
};

/** `companyId` null means every company (role 1). */
function scope(companyId: number | null): SQL | undefined {
  return companyId === null ? undefined : eq(locations.companyId, companyId);
}

export async function listLocations(
  db: Executor,
  filter: { companyId: number | null; ids?: number[]; namePrefix?: string; limit?: number },
): Promise<LocationRow[]> {
  const conditions = [isNull(locations.deletedAt), scope(filter.companyId)];
  if (filter.ids) conditions.push(inArray(locations.id, filter.ids));
  if (filter.namePrefix) {
    // starts_with avoids LIKE, so % and _ typed in a prefix are plain characters.
    conditions.push(sql`starts_with(lower(${locations.name}), lower(${filter.namePrefix}))`);
  }
  const query = db
    .select(rowColumns)
    .from(locations)
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .where(and(...conditions))
    .orderBy(locations.id);
  return filter.limit ? query.limit(filter.limit) : query;
}

export async function findLocation(
  db: Executor,
  id: number,
  companyId: number | null,
  options: { forUpdate?: boolean } = {},
): Promise<LocationRow | undefined> {
  const query = db
    .select(rowColumns)
    .from(locations)
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .where(and(eq(locations.id, id), isNull(locations.deletedAt), scope(companyId)))
    .limit(1);
  // FOR UPDATE of the location row also blocks parts being moved into it meanwhile: their foreign
  // key check takes a KEY SHARE lock on this row.
  const [row] = options.forUpdate ? await query.for('update', { of: locations }) : await query;
  return row;
}

/** Names are unique per company among live locations, ignoring case (as the unique index). */
export async function nameTaken(
  db: Executor,
  companyId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.companyId, companyId),
        isNull(locations.deletedAt),
        sql`lower(${locations.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(locations.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertLocation(
  db: Executor,
  values: { companyId: number; name: string; createdBy: number },
): Promise<number> {
  const [row] = await db.insert(locations).values(values).returning({ id: locations.id });
  if (!row) throw new Error('location insert returned nothing');
  return row.id;
}

export async function renameLocation(db: Executor, id: number, name: string): Promise<void> {
  await db.update(locations).set({ name, updatedAt: sql`now()` }).where(eq(locations.id, id));
}

export async function softDeleteLocation(db: Executor, id: number): Promise<void> {
  await db
    .update(locations)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)));
}
