import { STATUS } from '@yonke/domain';
import { and, asc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { locations, makes, models, parts } from '../../db/schema/index.ts';

/** What a part label prints, for parts that are not deleted. */
export async function listLabelParts(
  db: Database,
  filter: { companyId: number | null; ids?: readonly number[]; locationId?: number; limit: number },
) {
  const conditions: SQL[] = [isNull(parts.deletedAt)];
  if (filter.companyId !== null) conditions.push(eq(parts.companyId, filter.companyId));
  if (filter.ids) conditions.push(inArray(parts.id, [...filter.ids]));
  if (filter.locationId !== undefined) {
    conditions.push(eq(parts.locationId, filter.locationId));
    // A location's labels are for what is on its shelves: sold parts have left.
    conditions.push(ne(parts.statusId, STATUS.SOLD));
  }
  return db
    .select({
      id: parts.id,
      name: parts.name,
      years: parts.years,
      make: makes.name,
      model: models.name,
      location: locations.name,
      vehicleId: parts.vehicleId,
    })
    .from(parts)
    .leftJoin(makes, eq(makes.id, parts.makeId))
    .leftJoin(models, eq(models.id, parts.modelId))
    .leftJoin(locations, eq(locations.id, parts.locationId))
    .where(and(...conditions))
    .orderBy(asc(parts.id))
    .limit(filter.limit);
}

export type LabelPartRow = Awaited<ReturnType<typeof listLabelParts>>[number];

export async function findLocationCompany(db: Database, id: number) {
  const [row] = await db
    .select({ companyId: locations.companyId })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)))
    .limit(1);
  return row;
}
