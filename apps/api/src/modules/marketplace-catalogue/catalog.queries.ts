import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  categories,
  type MlAttributeValue,
  type MlCategoryCompatibility,
  type MlCompatibilityResult,
  type MlRequiredAttribute,
  makes,
  mlCategories,
  mlCategoryMappings,
  mlVehicleProducts,
  models,
  partCompatibilities,
  partMlCompatibilityResults,
  parts,
} from '../../db/schema/index.ts';

// SQL of vehicle compatibilities and marketplace categories (migration 0014/0015).

export async function findPartScope(db: Executor, partId: number) {
  const [row] = await db
    .select({
      id: parts.id,
      companyId: parts.companyId,
      statusId: parts.statusId,
      deletedAt: parts.deletedAt,
    })
    .from(parts)
    .where(eq(parts.id, partId));
  return row;
}

export async function lockPart(tx: Executor, partId: number) {
  const [row] = await tx
    .select({
      id: parts.id,
      companyId: parts.companyId,
      statusId: parts.statusId,
      deletedAt: parts.deletedAt,
    })
    .from(parts)
    .where(eq(parts.id, partId))
    .for('update');
  return row;
}

export async function listCompatibilities(db: Executor, partId: number) {
  return db
    .select({
      id: partCompatibilities.id,
      makeId: partCompatibilities.makeId,
      makeName: makes.name,
      modelId: partCompatibilities.modelId,
      modelName: models.name,
      yearFrom: partCompatibilities.yearFrom,
      yearTo: partCompatibilities.yearTo,
    })
    .from(partCompatibilities)
    .innerJoin(makes, eq(makes.id, partCompatibilities.makeId))
    .innerJoin(models, eq(models.id, partCompatibilities.modelId))
    .where(eq(partCompatibilities.partId, partId))
    .orderBy(asc(partCompatibilities.position), asc(partCompatibilities.id));
}

export type CompatibilityRow = Awaited<ReturnType<typeof listCompatibilities>>[number];

/** Model ids that do not belong to the make they were sent with (or do not exist). */
export async function modelsOfMakes(db: Executor, pairs: readonly { makeId: number; modelId: number }[]) {
  if (pairs.length === 0) return new Set<string>();
  const ids = [...new Set(pairs.map((pair) => pair.modelId))];
  const rows = await db
    .select({ id: models.id, makeId: models.makeId })
    .from(models)
    .where(sql`${models.id} = any(${`{${ids.join(',')}}`}::int[])`);
  return new Set(rows.map((row) => `${row.makeId}:${row.id}`));
}

export async function replaceCompatibilities(
  tx: Executor,
  partId: number,
  rows: readonly { makeId: number; modelId: number; yearFrom: number; yearTo: number }[],
  keys: readonly string[],
) {
  await tx.delete(partCompatibilities).where(eq(partCompatibilities.partId, partId));
  if (rows.length > 0) {
    await tx.insert(partCompatibilities).values(rows.map((row, position) => ({ partId, ...row, position })));
  }
  // The search document (the trigger reads compat_text) and the filter keys, written with the
  // rows so a search never joins them.
  await tx
    .update(parts)
    .set({
      compatText:
        rows.length === 0
          ? null
          : sql`(select string_agg(concat_ws(' ', mk.search_words, md.search_words,
               (select string_agg(y::text, ' ') from generate_series(c.year_from, c.year_to) as y)), ' ')
             from ${partCompatibilities} c
             join ${makes} mk on mk.id = c.make_id
             join ${models} md on md.id = c.model_id
             where c.part_id = ${partId})`,
      compatKeys: keys.length === 0 ? null : sql`${`{${keys.join(',')}}`}::text[]`,
    })
    .where(eq(parts.id, partId));
}

export async function findMlResults(db: Executor, partId: number) {
  const [row] = await db
    .select()
    .from(partMlCompatibilityResults)
    .where(eq(partMlCompatibilityResults.partId, partId));
  return row;
}

export async function saveMlResults(
  db: Executor,
  partId: number,
  values: { mlId: string; results: MlCompatibilityResult[]; sentProductIds: string[] },
) {
  await db
    .insert(partMlCompatibilityResults)
    .values({ partId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: partMlCompatibilityResults.partId,
      set: { ...values, updatedAt: new Date() },
    });
}

export async function findVehicleProducts(db: Executor, makeId: number, modelId: number) {
  const [row] = await db
    .select()
    .from(mlVehicleProducts)
    .where(and(eq(mlVehicleProducts.makeId, makeId), eq(mlVehicleProducts.modelId, modelId)));
  return row;
}

export async function saveVehicleProducts(
  db: Executor,
  values: { makeId: number; modelId: number; found: boolean; productsByYear: Record<string, string[]> },
) {
  await db
    .insert(mlVehicleProducts)
    .values({ ...values, resolvedAt: new Date() })
    .onConflictDoUpdate({
      target: [mlVehicleProducts.makeId, mlVehicleProducts.modelId],
      set: { found: values.found, productsByYear: values.productsByYear, resolvedAt: new Date() },
    });
}

export async function findCategory(db: Executor, categoryId: number) {
  const [row] = await db
    .select({
      id: categories.id,
      name: categories.name,
      seedMlId: categories.mlCategoryId,
      mlCategoryId: mlCategoryMappings.mlCategoryId,
      mlCategoryName: mlCategoryMappings.mlCategoryName,
      source: mlCategoryMappings.source,
    })
    .from(categories)
    .leftJoin(mlCategoryMappings, eq(mlCategoryMappings.categoryId, categories.id))
    .where(eq(categories.id, categoryId));
  return row;
}

export async function listCategoryMappings(db: Executor) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      seedMlId: categories.mlCategoryId,
      mlCategoryId: mlCategoryMappings.mlCategoryId,
      mlCategoryName: mlCategoryMappings.mlCategoryName,
      source: mlCategoryMappings.source,
      updatedAt: mlCategoryMappings.updatedAt,
    })
    .from(categories)
    .leftJoin(mlCategoryMappings, eq(mlCategoryMappings.categoryId, categories.id))
    .orderBy(asc(categories.name), asc(categories.id));
}

export async function saveCategoryMapping(
  db: Executor,
  values: {
    categoryId: number;
    mlCategoryId: string | null;
    mlCategoryName: string | null;
    source: 'discovery' | 'manual';
    updatedBy?: number | null;
  },
  options: { keepManual?: boolean } = {},
) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(mlCategoryMappings)
    .values(set)
    .onConflictDoUpdate({
      target: mlCategoryMappings.categoryId,
      set,
      // A discovery finishing after a person corrected the mapping never overwrites the correction.
      ...(options.keepManual ? { setWhere: sql`${mlCategoryMappings.source} <> 'manual'` } : {}),
    });
}

export async function findMlCategory(db: Executor, mlCategoryId: string) {
  const [row] = await db.select().from(mlCategories).where(eq(mlCategories.mlCategoryId, mlCategoryId));
  return row;
}

export async function saveMlCategory(
  db: Executor,
  values: {
    mlCategoryId: string;
    requiredAttributes: MlRequiredAttribute[];
    compatibility: MlCategoryCompatibility | null;
    conditionValues: MlAttributeValue[];
  },
) {
  await db
    .insert(mlCategories)
    .values({ ...values, fetchedAt: new Date() })
    .onConflictDoUpdate({
      target: mlCategories.mlCategoryId,
      set: { ...values, fetchedAt: new Date() },
    });
}
