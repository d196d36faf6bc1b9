import { asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type bulbPositions,
  type bulbTechnologies,
  type categories,
  companies,
  type conditions,
  makes,
  models,
  type origins,
  type positions,
  type shippingTypes,
  type sides,
  type statuses,
  users,
  years,
} from '../../db/schema/index.ts';

type NamedTable =
  | typeof statuses
  | typeof conditions
  | typeof origins
  | typeof bulbPositions
  | typeof bulbTechnologies
  | typeof shippingTypes;

export function listNamed(db: Database, table: NamedTable) {
  return db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id));
}

/** Variants travel as JSON text, as the spec's client expects. */
export function listWithVariants(
  db: Database,
  table: typeof categories | typeof positions | typeof sides,
  order: 'asc' | 'desc',
) {
  return db
    .select({ id: table.id, name: table.name, variants: sql<string>`${table.variants}::text` })
    .from(table)
    .orderBy(order === 'asc' ? asc(table.name) : desc(table.name));
}

export function listMakes(db: Database) {
  return db.select({ id: makes.id, name: makes.name }).from(makes).orderBy(asc(makes.name));
}

export function listModels(db: Database) {
  return db
    .select({ id: models.id, name: models.name, make_id: models.makeId })
    .from(models)
    .orderBy(asc(models.name));
}

export function listYears(db: Database) {
  return db.select({ id: years.id, name: years.name }).from(years).orderBy(desc(years.id));
}

export function listCompanies(db: Database, onlyCompanyId?: number) {
  const where: SQL[] = [isNull(companies.deletedAt) as SQL];
  if (onlyCompanyId !== undefined) where.push(eq(companies.id, onlyCompanyId));
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql.join(where, sql` and `))
    .orderBy(asc(companies.name));
}

export function listUsers(db: Database, onlyCompanyId?: number) {
  const query = db.select({ id: users.id, name: users.name }).from(users);
  return (onlyCompanyId === undefined ? query : query.where(eq(users.companyId, onlyCompanyId))).orderBy(
    asc(users.name),
  );
}

/** Tables whose names every process keeps in memory (reference-cache.ts); ids are fixed. */
export const CACHED_REFERENCE_TABLES = [
  'categories',
  'makes',
  'models',
  'conditions',
  'origins',
  'positions',
  'sides',
  'statuses',
  'bulb_technologies',
  'bulb_positions',
  'shipping_types',
] as const;

export type CachedReferenceTable = (typeof CACHED_REFERENCE_TABLES)[number];

/** Every id and name of the cached reference tables, in one round trip. */
export async function listAllReferenceNames(db: Database) {
  const selects = CACHED_REFERENCE_TABLES.map(
    (table) => sql`select ${table}::text as list, id, name from ${sql.identifier(table)}`,
  );
  const result = await db.execute<{ list: CachedReferenceTable; id: number; name: string }>(
    sql.join(selects, sql` union all `),
  );
  return result.rows;
}
