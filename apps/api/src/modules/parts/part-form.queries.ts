import { and, eq, getTableName, isNull, sql } from 'drizzle-orm';
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

/**
 * Reference lookups remembered for one transaction, for the import's groups only: fifty rows of
 * one file name the same few makes, models and categories, and each lookup is a round trip.
 * The form itself registers no cache, so its reads are unchanged.
 */
const lookupCaches = new WeakMap<Executor, Map<string, unknown>>();

export function rememberLookups(tx: Executor): void {
  if (!lookupCaches.has(tx)) lookupCaches.set(tx, new Map());
}

async function cached<T>(tx: Executor, key: string, read: () => Promise<T>): Promise<T> {
  const cache = lookupCaches.get(tx);
  if (!cache) return read();
  if (cache.has(key)) return cache.get(key) as T;
  const value = await read();
  cache.set(key, value);
  return value;
}

export async function findNamed(tx: Executor, table: NamedTable, id: number) {
  return cached(tx, `${getTableName(table)}:${id}`, () => readNamed(tx, table, id));
}

async function readNamed(tx: Executor, table: NamedTable, id: number) {
  const [row] = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}

export async function findModel(tx: Executor, id: number) {
  return cached(tx, `models:${id}`, () => readModel(tx, id));
}

async function readModel(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: models.id, name: models.name, makeId: models.makeId })
    .from(models)
    .where(eq(models.id, id))
    .limit(1);
  return row;
}

export async function findLocation(tx: Executor, id: number) {
  return cached(tx, `locations:${id}`, () => readLocation(tx, id));
}

async function readLocation(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: locations.id, name: locations.name, companyId: locations.companyId })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)))
    .limit(1);
  return row;
}

export async function findMarketplaceAccount(tx: Executor, id: number) {
  return cached(tx, `marketplace_accounts:${id}`, () => readMarketplaceAccount(tx, id));
}

async function readMarketplaceAccount(tx: Executor, id: number) {
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

/**
 * Several new parts in two statements: their ids are taken from the sequence first, so each
 * row's id is known in the caller's order (an INSERT's RETURNING order is not promised), then
 * one multi-row insert, which runs the search triggers once per statement where they can.
 */
export async function insertParts(
  tx: Executor,
  rows: (PartFormValues & { companyId: number; userId: number; agId?: number })[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const taken = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('parts', 'id'))::int as id from generate_series(1, ${rows.length})`,
  );
  const ids = taken.rows.map((row) => Number(row.id));
  await tx.insert(parts).values(
    rows.map(({ userId, ...columns }, index) => ({
      ...columns,
      id: ids[index] as number,
      createdBy: userId,
      updatedBy: userId,
    })),
  );
  return ids;
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
