import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bulbPositions,
  bulbTechnologies,
  categories,
  companies,
  conditions,
  locations,
  makes,
  marketplaceAccounts,
  models,
  origins,
  parts,
  positions,
  shippingTypes,
  sides,
  statuses,
} from '../../db/schema/index.ts';

/** The columns the part form writes, as the database names them. */
export interface PartFormValues {
  name: string;
  description: string | null;
  autopartNumber: string | null;
  categoryId: number | null;
  makeId: number | null;
  modelId: number | null;
  years: number[];
  conditionId: number | null;
  originId: number | null;
  positionId: number | null;
  sideId: number | null;
  locationId: number | null;
  statusId: number;
  quality: number;
  salePrice: number;
  marketplaceAccountId: number | null;
  bulbTechId: number | null;
  bulbPosId: number | null;
  shippingTypeId: number | null;
  includesMirror: boolean | null;
}

const editableColumns = {
  name: parts.name,
  description: parts.description,
  autopartNumber: parts.autopartNumber,
  categoryId: parts.categoryId,
  makeId: parts.makeId,
  modelId: parts.modelId,
  years: parts.years,
  conditionId: parts.conditionId,
  originId: parts.originId,
  positionId: parts.positionId,
  sideId: parts.sideId,
  locationId: parts.locationId,
  statusId: parts.statusId,
  quality: parts.quality,
  salePrice: parts.salePrice,
  marketplaceAccountId: parts.marketplaceAccountId,
  bulbTechId: parts.bulbTechId,
  bulbPosId: parts.bulbPosId,
  shippingTypeId: parts.shippingTypeId,
  includesMirror: parts.includesMirror,
};

/**
 * The part's editable state, locked until the transaction ends: the version compared here is
 * the one the update replaces, so two saves based on the same version cannot both pass.
 */
export async function lockPartForEdit(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      ...editableColumns,
      id: parts.id,
      companyId: parts.companyId,
      version: parts.version,
      mlId: parts.mlId,
      mlStatus: parts.mlStatus,
    })
    .from(parts)
    .where(and(eq(parts.id, id), isNull(parts.deletedAt)))
    .for('update')
    .limit(1);
  return row;
}

export type LockedPart = NonNullable<Awaited<ReturnType<typeof lockPartForEdit>>>;

type NamedTable =
  | typeof categories
  | typeof makes
  | typeof conditions
  | typeof origins
  | typeof positions
  | typeof sides
  | typeof statuses
  | typeof bulbTechnologies
  | typeof bulbPositions
  | typeof shippingTypes;

export const NAMED_TABLES = {
  category: categories,
  make: makes,
  condition: conditions,
  origin: origins,
  position: positions,
  side: sides,
  status: statuses,
  bulbTech: bulbTechnologies,
  bulbPos: bulbPositions,
  shippingType: shippingTypes,
} as const satisfies Record<string, NamedTable>;

export async function findNamed(tx: Executor, table: NamedTable, id: number) {
  const [row] = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}

export async function findModel(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: models.id, name: models.name, makeId: models.makeId })
    .from(models)
    .where(eq(models.id, id))
    .limit(1);
  return row;
}

export async function findLocation(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: locations.id, name: locations.name, companyId: locations.companyId })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)))
    .limit(1);
  return row;
}

export async function findMarketplaceAccount(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      id: marketplaceAccounts.id,
      name: marketplaceAccounts.name,
      companyId: marketplaceAccounts.companyId,
    })
    .from(marketplaceAccounts)
    .where(and(eq(marketplaceAccounts.id, id), isNull(marketplaceAccounts.deletedAt)))
    .limit(1);
  return row;
}

export async function insertPart(
  tx: Executor,
  values: PartFormValues & { companyId: number; userId: number; agId?: number },
): Promise<number> {
  const { userId, ...columns } = values;
  const [row] = await tx
    .insert(parts)
    .values({ ...columns, createdBy: userId, updatedBy: userId })
    .returning({ id: parts.id });
  if (!row) throw new Error('part insert returned no row');
  return row.id;
}

export async function updatePart(
  tx: Executor,
  id: number,
  values: Partial<PartFormValues> & { mlStatus?: string | null; userId: number },
) {
  const { userId, ...columns } = values;
  await tx
    .update(parts)
    .set({
      ...columns,
      version: sql`${parts.version} + 1`,
      updatedAt: sql`now()`,
      updatedBy: userId,
    })
    .where(eq(parts.id, id));
}

export async function softDeletePart(tx: Executor, id: number, userId: number) {
  await tx
    .update(parts)
    .set({
      deletedAt: sql`now()`,
      version: sql`${parts.version} + 1`,
      updatedAt: sql`now()`,
      updatedBy: userId,
    })
    .where(eq(parts.id, id));
}

export async function findDescriptionTemplate(db: Executor, companyId: number): Promise<string> {
  const [row] = await db
    .select({ template: companies.descriptionTemplate })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.template ?? '';
}
