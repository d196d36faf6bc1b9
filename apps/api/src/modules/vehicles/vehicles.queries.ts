import { BUSINESS_TIME_ZONE, STATUS } from '@yonke/domain';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coverKey } from '../../db/cover-photo.ts';
import {
  categories,
  checklistTemplateItems,
  checklistTemplates,
  locations,
  makes,
  models,
  parts,
  positions,
  sides,
  vehicleChecklistParts,
  vehicleCosts,
  vehicleImages,
  vehicles,
} from '../../db/schema/index.ts';

/** The template every company uses until it has one of its own (migration 0011). */
export const DEFAULT_TEMPLATE_ID = 1;

/** The checklist template a company registers vehicles with: its own newest one, or the default. */
const templateOf = (companyId: number) => sql`coalesce((
  select t.id from ${checklistTemplates} t
  where t.company_id = ${companyId} and t.deleted_at is null
  order by t.id desc limit 1
), ${DEFAULT_TEMPLATE_ID})`;

export async function currentTemplateId(db: Executor, companyId: number): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`select ${templateOf(companyId)} as id`);
  return result.rows[0]?.id ?? DEFAULT_TEMPLATE_ID;
}

// Figures derived on every read (domain rules: never a counter that can drift).
const otherCosts = sql<number>`(select coalesce(sum(vc.amount), 0)::float8 from ${vehicleCosts} vc where vc.vehicle_id = ${vehicles.id})`;
const partsOf = (filter: SQL) =>
  sql`from ${parts} p where p.vehicle_id = ${vehicles.id} and p.deleted_at is null and ${filter}`;
const income = sql<number>`(select coalesce(sum(p.final_price), 0)::float8 ${partsOf(sql`p.status_id = ${STATUS.SOLD}`)})`;
const pulled = sql<number>`(select count(*)::int ${partsOf(sql`true`)})`;
const sold = sql<number>`(select count(*)::int ${partsOf(sql`p.status_id = ${STATUS.SOLD}`)})`;
const available = sql<number>`(select count(*)::int ${partsOf(sql`p.status_id = ${STATUS.AVAILABLE}`)})`;
const stockValue = sql<number>`(select coalesce(sum(p.sale_price), 0)::float8 ${partsOf(sql`p.status_id <> ${STATUS.SOLD}`)})`;
const missing = sql<number>`(
  select count(*)::int from ${checklistTemplateItems} ti
  where ti.template_id = ${vehicles.checklistTemplateId}
    and not exists (
      select 1 from ${vehicleChecklistParts} cp
      where cp.vehicle_id = ${vehicles.id} and cp.template_item_id = ti.id
    )
)`;
// Whole calendar days in the business's zone, as the yard counts them (the dashboard's zone).
const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
const daysInYard = sql<number>`((now() at time zone ${ZONE})::date - (${vehicles.createdAt} at time zone ${ZONE})::date)::int`;
const margin = sql<number>`(${income} - ${vehicles.purchaseCost} - ${otherCosts})`;
const coverThumbnailKey = coverKey('vehicle_images', vehicles.id);

const summaryColumns = {
  id: vehicles.id,
  companyId: vehicles.companyId,
  vin: vehicles.vin,
  makeId: vehicles.makeId,
  makeName: makes.name,
  modelId: vehicles.modelId,
  modelName: models.name,
  year: vehicles.year,
  status: vehicles.status,
  acquisition: vehicles.acquisition,
  createdAt: vehicles.createdAt,
  archivedAt: vehicles.archivedAt,
  purchaseCost: vehicles.purchaseCost,
  otherCosts,
  income,
  pulled,
  sold,
  available,
  stockValue,
  missing,
  daysInYard,
  coverThumbnailKey,
};

export type VehicleSummaryRow = Awaited<ReturnType<typeof listVehicles>>[number];

function scope(companyId: number | null): SQL | undefined {
  return companyId === null ? undefined : eq(vehicles.companyId, companyId);
}

export async function listVehicles(
  db: Executor,
  filter: {
    companyId: number | null;
    archived: boolean;
    sort: 'recent' | 'margin' | 'days';
    vinTail?: string;
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [
    scope(filter.companyId),
    filter.archived ? sql`${vehicles.archivedAt} is not null` : isNull(vehicles.archivedAt),
  ];
  if (filter.vinTail) conditions.push(sql`${vehicles.vin} like ${`%${filter.vinTail}`}`);
  const order =
    filter.sort === 'margin'
      ? [desc(margin), desc(vehicles.id)]
      : filter.sort === 'days'
        ? [asc(vehicles.createdAt), asc(vehicles.id)]
        : [desc(vehicles.createdAt), desc(vehicles.id)];
  return db
    .select(summaryColumns)
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit);
}

export async function findVehicle(
  db: Executor,
  id: number,
  companyId: number | null,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({
      ...summaryColumns,
      version: vehicles.version,
      engine: vehicles.engine,
      transmission: vehicles.transmission,
      color: vehicles.color,
      kilometers: vehicles.kilometers,
      purchaseDate: vehicles.purchaseDate,
      locationId: vehicles.locationId,
      locationName: locations.name,
      notes: vehicles.notes,
      checklistTemplateId: vehicles.checklistTemplateId,
    })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(and(eq(vehicles.id, id), scope(companyId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: vehicles }) : await query;
  return row;
}

export type VehicleDetailRow = NonNullable<Awaited<ReturnType<typeof findVehicle>>>;

export async function lockVehicle(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: vehicles.id, companyId: vehicles.companyId })
    .from(vehicles)
    .where(eq(vehicles.id, id))
    .for('update');
  return row;
}

export type VehicleColumns = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertVehicle(tx: Executor, values: VehicleColumns): Promise<number> {
  const [row] = await tx.insert(vehicles).values(values).returning({ id: vehicles.id });
  if (!row) throw new Error('vehicle insert returned no row');
  return row.id;
}

export async function updateVehicle(tx: Executor, id: number, values: Partial<VehicleColumns>) {
  await tx
    .update(vehicles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(vehicles.id, id));
}

export async function setArchived(tx: Executor, id: number, archived: boolean) {
  await tx
    .update(vehicles)
    .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(vehicles.id, id));
}

/** Every part ever linked, deleted ones included: their rows still point at the vehicle. */
export async function countLinkedParts(tx: Executor, vehicleId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(parts)
    .where(eq(parts.vehicleId, vehicleId));
  return row?.count ?? 0;
}

/** Deletes the vehicle (its photo rows go with it); answers the photo files to delete after the commit. */
export async function deleteVehicle(tx: Executor, id: number): Promise<string[]> {
  const images = await tx
    .select({ storageKey: vehicleImages.storageKey, thumbnailKey: vehicleImages.thumbnailKey })
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, id));
  await tx.delete(vehicleChecklistParts).where(eq(vehicleChecklistParts.vehicleId, id));
  await tx.delete(vehicles).where(eq(vehicles.id, id));
  return images.flatMap((image) => [image.storageKey, image.thumbnailKey]);
}

export async function sameVin(db: Executor, companyId: number, vin: string, exceptId?: number) {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.vin, vin)))
    .orderBy(asc(vehicles.id));
  return rows.filter((row) => row.id !== exceptId);
}

export async function listCosts(db: Executor, vehicleId: number) {
  return db
    .select({
      id: vehicleCosts.id,
      concept: vehicleCosts.concept,
      amount: vehicleCosts.amount,
      createdAt: vehicleCosts.createdAt,
    })
    .from(vehicleCosts)
    .where(eq(vehicleCosts.vehicleId, vehicleId))
    .orderBy(asc(vehicleCosts.id));
}

export async function insertCost(
  tx: Executor,
  values: { vehicleId: number; concept: string; amount: number; createdBy: number },
) {
  await tx.insert(vehicleCosts).values(values);
}

export async function deleteCost(tx: Executor, vehicleId: number, costId: number): Promise<boolean> {
  const rows = await tx
    .delete(vehicleCosts)
    .where(and(eq(vehicleCosts.id, costId), eq(vehicleCosts.vehicleId, vehicleId)))
    .returning({ id: vehicleCosts.id });
  return rows.length > 0;
}

/** A template item with the names of its category, position and side. */
const templateItemColumns = {
  id: checklistTemplateItems.id,
  categoryId: checklistTemplateItems.categoryId,
  categoryName: categories.name,
  positionId: checklistTemplateItems.positionId,
  positionName: positions.name,
  sideId: checklistTemplateItems.sideId,
  sideName: sides.name,
};

export async function checklistOf(db: Executor, vehicleId: number, templateId: number) {
  return db
    .select({
      ...templateItemColumns,
      partId: parts.id,
      partName: parts.name,
      partStatusId: parts.statusId,
    })
    .from(checklistTemplateItems)
    .innerJoin(categories, eq(categories.id, checklistTemplateItems.categoryId))
    .leftJoin(positions, eq(positions.id, checklistTemplateItems.positionId))
    .leftJoin(sides, eq(sides.id, checklistTemplateItems.sideId))
    .leftJoin(
      vehicleChecklistParts,
      and(
        eq(vehicleChecklistParts.templateItemId, checklistTemplateItems.id),
        eq(vehicleChecklistParts.vehicleId, vehicleId),
      ),
    )
    .leftJoin(parts, eq(parts.id, vehicleChecklistParts.partId))
    .where(eq(checklistTemplateItems.templateId, templateId))
    .orderBy(asc(checklistTemplateItems.sortOrder), asc(checklistTemplateItems.id));
}

/** A template's items with their names (the Vehículos template editor). */
export async function templateItemsWithNames(db: Executor, templateId: number) {
  return db
    .select(templateItemColumns)
    .from(checklistTemplateItems)
    .innerJoin(categories, eq(categories.id, checklistTemplateItems.categoryId))
    .leftJoin(positions, eq(positions.id, checklistTemplateItems.positionId))
    .leftJoin(sides, eq(sides.id, checklistTemplateItems.sideId))
    .where(eq(checklistTemplateItems.templateId, templateId))
    .orderBy(asc(checklistTemplateItems.sortOrder), asc(checklistTemplateItems.id));
}

/** A new version of a company's template; the vehicles on older versions keep theirs. */
export async function replaceCompanyTemplate(
  tx: Executor,
  companyId: number,
  items: { categoryId: number; positionId: number | null; sideId: number | null }[],
): Promise<number> {
  await tx
    .update(checklistTemplates)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(checklistTemplates.companyId, companyId), isNull(checklistTemplates.deletedAt)));
  const [template] = await tx
    .insert(checklistTemplates)
    .values({ companyId, name: 'Desarmado de la empresa' })
    .returning({ id: checklistTemplates.id });
  if (!template) throw new Error('template insert returned no row');
  await tx
    .insert(checklistTemplateItems)
    .values(items.map((item, index) => ({ ...item, templateId: template.id, sortOrder: index + 1 })));
  return template.id;
}

/** Which of these reference ids exist, per list. */
export async function existingReferenceIds(
  db: Executor,
  table: 'categories' | 'positions' | 'sides',
  ids: number[],
) {
  if (ids.length === 0) return new Set<number>();
  const source = table === 'categories' ? categories : table === 'positions' ? positions : sides;
  const rows = await db.select({ id: source.id }).from(source).where(inArray(source.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function templateItems(tx: Executor, templateId: number, ids: number[]) {
  return tx
    .select({
      id: checklistTemplateItems.id,
      categoryId: checklistTemplateItems.categoryId,
      positionId: checklistTemplateItems.positionId,
      sideId: checklistTemplateItems.sideId,
    })
    .from(checklistTemplateItems)
    .where(and(inArray(checklistTemplateItems.id, ids), eq(checklistTemplateItems.templateId, templateId)))
    .orderBy(asc(checklistTemplateItems.sortOrder), asc(checklistTemplateItems.id));
}

export async function takenItems(tx: Executor, vehicleId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ id: vehicleChecklistParts.templateItemId })
    .from(vehicleChecklistParts)
    .where(eq(vehicleChecklistParts.vehicleId, vehicleId));
  return new Set(rows.map((row) => row.id));
}

export async function linkChecklistPart(
  tx: Executor,
  values: { vehicleId: number; templateItemId: number; partId: number },
) {
  await tx.update(parts).set({ vehicleId: values.vehicleId }).where(eq(parts.id, values.partId));
  await tx.insert(vehicleChecklistParts).values(values);
}

export async function partsOfVehicle(db: Executor, vehicleId: number) {
  return db
    .select({
      id: parts.id,
      name: parts.name,
      statusId: parts.statusId,
      salePrice: parts.salePrice,
      finalPrice: parts.finalPrice,
    })
    .from(parts)
    .where(and(eq(parts.vehicleId, vehicleId), isNull(parts.deletedAt)))
    .orderBy(asc(parts.id));
}

/** Makes with their variants, to map a decoded make to our list. */
export async function allMakes(db: Executor) {
  return db.select({ id: makes.id, name: makes.name, variants: makes.variants }).from(makes);
}

export async function findModel(db: Executor, id: number) {
  const [row] = await db
    .select({ id: models.id, makeId: models.makeId })
    .from(models)
    .where(eq(models.id, id))
    .limit(1);
  return row;
}

export async function findMake(db: Executor, id: number) {
  const [row] = await db.select({ id: makes.id }).from(makes).where(eq(makes.id, id)).limit(1);
  return row;
}

export async function findLocation(db: Executor, id: number) {
  const [row] = await db
    .select({ id: locations.id, companyId: locations.companyId })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)))
    .limit(1);
  return row;
}

/** A part with its donor, for the part screens (where each part came from). */
export async function partWithDonor(db: Executor, partId: number) {
  const [row] = await db
    .select({
      partId: parts.id,
      companyId: parts.companyId,
      vehicleId: vehicles.id,
      vin: vehicles.vin,
      createdAt: vehicles.createdAt,
      makeName: makes.name,
      modelName: models.name,
      year: vehicles.year,
    })
    .from(parts)
    .leftJoin(vehicles, eq(vehicles.id, parts.vehicleId))
    .leftJoin(makes, eq(makes.id, vehicles.makeId))
    .leftJoin(models, eq(models.id, vehicles.modelId))
    .where(and(eq(parts.id, partId), isNull(parts.deletedAt)))
    .limit(1);
  return row;
}

export async function lockPart(tx: Executor, partId: number) {
  const [row] = await tx
    .select({ id: parts.id, companyId: parts.companyId, vehicleId: parts.vehicleId })
    .from(parts)
    .where(and(eq(parts.id, partId), isNull(parts.deletedAt)))
    .for('update');
  return row;
}

export async function setPartVehicle(tx: Executor, partId: number, vehicleId: number | null, userId: number) {
  await tx
    .update(parts)
    .set({ vehicleId, version: sql`${parts.version} + 1`, updatedAt: sql`now()`, updatedBy: userId })
    .where(eq(parts.id, partId));
  // A part leaving its vehicle frees its checklist item, so the item can be pulled again.
  await tx.delete(vehicleChecklistParts).where(eq(vehicleChecklistParts.partId, partId));
}
