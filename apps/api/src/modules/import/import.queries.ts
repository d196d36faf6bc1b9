import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  categories,
  type ImportOutcome,
  type ImportStatus,
  importCategoryChoices,
  importProfiles,
  importReferences,
  importRows,
  imports,
  locations,
  makes,
  models,
  parts,
  positions,
  sides,
  users,
} from '../../db/schema/index.ts';

export type ImportRecord = typeof imports.$inferSelect & { userName: string | null };

const ROW_BATCH = 1_000;

export async function insertImport(
  db: Database,
  values: {
    companyId: number;
    userId: number;
    fileName: string;
    headers: string[];
    mapping: (string | null)[];
  },
  rows: { rowNumber: number; cells: string[] }[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(imports)
      .values({
        companyId: values.companyId,
        userId: values.userId,
        fileName: values.fileName,
        headers: values.headers,
        mapping: Object.fromEntries(values.mapping.map((field, index) => [String(index), field])),
        totalRows: rows.length,
      })
      .returning({ id: imports.id });
    if (!row) throw new Error('import insert returned no row');
    for (let start = 0; start < rows.length; start += ROW_BATCH) {
      await tx.insert(importRows).values(
        rows.slice(start, start + ROW_BATCH).map((item) => ({
          importId: row.id,
          rowNumber: item.rowNumber,
          cells: item.cells,
        })),
      );
    }
    return row.id;
  });
}

export async function findImport(db: Executor, id: number): Promise<ImportRecord | undefined> {
  const [row] = await db
    .select({ record: imports, userName: users.name })
    .from(imports)
    .leftJoin(users, eq(users.id, imports.userId))
    .where(eq(imports.id, id))
    .limit(1);
  return row ? { ...row.record, userName: row.userName } : undefined;
}

export async function listImports(db: Database, scope: { companyId?: number }, limit: number) {
  const rows = await db
    .select({ record: imports, userName: users.name })
    .from(imports)
    .leftJoin(users, eq(users.id, imports.userId))
    .where(scope.companyId === undefined ? undefined : eq(imports.companyId, scope.companyId))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.record, userName: row.userName }));
}

/** Moves an import from one status to the next only if it still has the expected one. */
export async function transition(
  db: Executor,
  id: number,
  from: ImportStatus[],
  to: ImportStatus,
  extra: Partial<typeof imports.$inferInsert> = {},
): Promise<boolean> {
  const result = await db
    .update(imports)
    .set({ status: to, ...extra })
    .where(and(eq(imports.id, id), inArray(imports.status, from)))
    .returning({ id: imports.id });
  return result.length > 0;
}

export async function requestCancel(db: Database, id: number) {
  await db.update(imports).set({ cancelRequested: true }).where(eq(imports.id, id));
}

export async function rowsOf(db: Executor, importId: number, options: { pendingOnly?: boolean } = {}) {
  return db
    .select({
      rowNumber: importRows.rowNumber,
      cells: importRows.cells,
      outcome: importRows.outcome,
      message: importRows.message,
      partId: importRows.partId,
    })
    .from(importRows)
    .where(
      and(eq(importRows.importId, importId), options.pendingOnly ? isNull(importRows.outcome) : undefined),
    )
    .orderBy(asc(importRows.rowNumber));
}

export async function errorRows(db: Database, importId: number) {
  return db
    .select({ rowNumber: importRows.rowNumber, cells: importRows.cells, message: importRows.message })
    .from(importRows)
    .where(
      and(
        eq(importRows.importId, importId),
        // Before the import runs, the last preview's errors (kept on rows without an outcome).
        or(eq(importRows.outcome, 'error'), and(isNull(importRows.outcome), isNotNull(importRows.message))),
      ),
    )
    .orderBy(asc(importRows.rowNumber));
}

/** Keeps the preview's error of each row, so the error file can be downloaded from the preview. */
export async function savePreviewErrors(
  db: Database,
  importId: number,
  errors: { rowNumber: number; message: string }[],
) {
  await db.transaction(async (tx) => {
    await tx
      .update(importRows)
      .set({ message: null })
      .where(and(eq(importRows.importId, importId), isNull(importRows.outcome)));
    if (errors.length === 0) return;
    await tx.execute(sql`
      update import_rows r set message = e.message
      from jsonb_to_recordset(${JSON.stringify(errors)}::jsonb) as e("rowNumber" integer, message text)
      where r.import_id = ${importId} and r.row_number = e."rowNumber" and r.outcome is null`);
  });
}

/** A row's result and the import's counters, in the row's own transaction. */
export async function recordRow(
  tx: Executor,
  importId: number,
  rowNumber: number,
  result: { outcome: ImportOutcome; partId: number | null; message: string | null },
) {
  await tx
    .update(importRows)
    .set(result)
    .where(and(eq(importRows.importId, importId), eq(importRows.rowNumber, rowNumber)));
  const counter = {
    created: imports.createdCount,
    updated: imports.updatedCount,
    unchanged: imports.unchangedCount,
    error: imports.errorCount,
    skipped: imports.skippedCount,
  }[result.outcome];
  await tx
    .update(imports)
    .set({ rowsDone: sql`${imports.rowsDone} + 1`, [counterKey(result.outcome)]: sql`${counter} + 1` })
    .where(eq(imports.id, importId));
}

function counterKey(outcome: ImportOutcome) {
  return (
    {
      created: 'createdCount',
      updated: 'updatedCount',
      unchanged: 'unchangedCount',
      error: 'errorCount',
      skipped: 'skippedCount',
    } as const
  )[outcome];
}

export async function cancelRequested(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ cancel: imports.cancelRequested })
    .from(imports)
    .where(eq(imports.id, id))
    .limit(1);
  return row?.cancel ?? false;
}

export async function modelsWithMakes(db: Database) {
  return db
    .select({
      id: models.id,
      name: models.name,
      makeId: models.makeId,
      variants: models.variants,
      yearFrom: models.yearFrom,
      yearTo: models.yearTo,
    })
    .from(models);
}

/** The lists whose names have variants ("capo" for Cofre, "VW" for Volkswagen): matched too. */
export async function listsWithVariants(db: Database) {
  const [makeRows, categoryRows, positionRows, sideRows] = await Promise.all(
    [makes, categories, positions, sides].map((table) =>
      db.select({ id: table.id, name: table.name, variants: table.variants }).from(table),
    ),
  );
  return {
    makes: makeRows ?? [],
    categories: categoryRows ?? [],
    positions: positionRows ?? [],
    sides: sideRows ?? [],
  };
}

export async function companyLocations(db: Executor, companyId: number) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.companyId, companyId), isNull(locations.deletedAt)));
}

export async function insertLocations(tx: Executor, companyId: number, userId: number, names: string[]) {
  if (names.length === 0) return [];
  return tx
    .insert(locations)
    .values(names.map((name) => ({ companyId, name, createdBy: userId })))
    .onConflictDoNothing()
    .returning({ id: locations.id, name: locations.name });
}

/** The parts named by AV codes: their company and whether they still exist. */
export async function partsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: parts.id, companyId: parts.companyId, deletedAt: parts.deletedAt })
    .from(parts)
    .where(inArray(parts.id, ids));
}

/** The name a row's part got from the form's rules (the preview shows it before the rollback). */
export async function partName(tx: Executor, id: number): Promise<string | null> {
  const [row] = await tx.select({ name: parts.name }).from(parts).where(eq(parts.id, id));
  return row?.name ?? null;
}

export async function referencedParts(db: Executor, companyId: number, references: string[]) {
  const found: { reference: string; partId: number }[] = [];
  for (let start = 0; start < references.length; start += ROW_BATCH) {
    const batch = references.slice(start, start + ROW_BATCH);
    found.push(
      ...(await db
        .select({ reference: importReferences.reference, partId: importReferences.partId })
        .from(importReferences)
        .innerJoin(parts, and(eq(parts.id, importReferences.partId), isNull(parts.deletedAt)))
        .where(and(eq(importReferences.companyId, companyId), inArray(importReferences.reference, batch)))),
    );
  }
  return found;
}

export async function findReferencedPart(tx: Executor, companyId: number, reference: string) {
  const [row] = await tx
    .select({ partId: importReferences.partId })
    .from(importReferences)
    .innerJoin(parts, and(eq(parts.id, importReferences.partId), isNull(parts.deletedAt)))
    .where(and(eq(importReferences.companyId, companyId), eq(importReferences.reference, reference)))
    .limit(1);
  return row?.partId ?? null;
}

export async function saveReference(tx: Executor, companyId: number, reference: string, partId: number) {
  await tx
    .insert(importReferences)
    .values({ companyId, reference, partId })
    .onConflictDoUpdate({
      target: [importReferences.companyId, importReferences.reference],
      set: { partId },
    });
}

export async function setMlId(tx: Executor, partId: number, mlId: string) {
  await tx
    .update(parts)
    .set({ mlId })
    .where(and(eq(parts.id, partId), isNull(parts.mlId)));
}

export async function saveMapping(
  db: Database,
  id: number,
  mapping: (string | null)[],
  options: Record<string, unknown>,
) {
  await db
    .update(imports)
    .set({ mapping: Object.fromEntries(mapping.map((field, index) => [String(index), field])), options })
    .where(eq(imports.id, id));
}

/** The live part that holds this AG id in the company, if any. */
export async function findPartByAgId(tx: Executor, companyId: number, agId: number) {
  const [row] = await tx
    .select({ id: parts.id })
    .from(parts)
    .where(and(eq(parts.companyId, companyId), eq(parts.agId, agId), isNull(parts.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}

/** Parts of the company, live or deleted, holding one of these AG ids. */
export async function partsWithAgIds(tx: Executor, companyId: number, agIds: number[]) {
  if (agIds.length === 0) return [];
  return tx
    .select({ id: parts.id, agId: parts.agId })
    .from(parts)
    .where(and(eq(parts.companyId, companyId), inArray(parts.agId, agIds)));
}

/** A deleted part of the company that still holds this AG id (the unique index covers it). */
export async function deletedPartWithAgId(tx: Executor, companyId: number, agId: number) {
  const [row] = await tx
    .select({ id: parts.id })
    .from(parts)
    .where(and(eq(parts.companyId, companyId), eq(parts.agId, agId), isNotNull(parts.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}

/** Several references of new parts in one statement (saveReference's rule for each). */
export async function saveReferences(
  tx: Executor,
  companyId: number,
  rows: { reference: string; partId: number }[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(importReferences)
    .values(rows.map((row) => ({ companyId, ...row })))
    .onConflictDoUpdate({
      target: [importReferences.companyId, importReferences.reference],
      set: { partId: sql`excluded.part_id` },
    });
}

/** Gives the part the shop's code as its AG id, unless another live part of the company holds it. */
export async function setAgId(tx: Executor, companyId: number, partId: number, agId: number) {
  await tx.execute(sql`
    update parts set ag_id = ${agId}
    where id = ${partId} and ag_id is distinct from ${agId}
      and not exists (select 1 from parts o where o.company_id = ${companyId} and o.ag_id = ${agId} and o.id <> ${partId})`);
}

/**
 * Sets the purchase cost of the company's parts (cents); answers the ids whose cost changed, so
 * that only those get an activity line. A part of another company is never touched.
 */
export async function setCosts(tx: Executor, companyId: number, rows: { partId: number; cents: number }[]) {
  if (rows.length === 0) return [];
  const result = await tx.execute<{ id: number }>(sql`
    update parts p set cost_cents = v.cents
    from unnest(${`{${rows.map((row) => row.partId).join(',')}}`}::int[],
                ${`{${rows.map((row) => row.cents).join(',')}}`}::bigint[]) as v(id, cents)
    where p.id = v.id and p.company_id = ${companyId} and p.cost_cents is distinct from v.cents
    returning p.id`);
  return result.rows.map((row) => Number(row.id));
}

/**
 * Live parts of the company with one of these names (lower case): the candidates for «posible
 * duplicado» of rows that carry no reference of their own.
 */
export async function partsNamed(db: Executor, companyId: number, lowerNames: string[]) {
  if (lowerNames.length === 0) return [];
  const result = await db.execute<{
    id: number;
    lower_name: string;
    make_id: number | null;
    model_id: number | null;
    years: unknown;
  }>(sql`
    select p.id, lower(p.name) as lower_name, p.make_id, p.model_id, p.years
    from parts p
    where p.company_id = ${companyId} and p.deleted_at is null
      and lower(p.name) in (select jsonb_array_elements_text(${JSON.stringify(lowerNames)}::jsonb))`);
  return result.rows;
}

export async function findProfile(db: Executor, companyId: number, signature: string) {
  const [row] = await db
    .select({ mapping: importProfiles.mapping, options: importProfiles.options })
    .from(importProfiles)
    .where(and(eq(importProfiles.companyId, companyId), eq(importProfiles.signature, signature)))
    .limit(1);
  return row ?? null;
}

export async function saveProfile(
  tx: Executor,
  companyId: number,
  signature: string,
  mapping: (string | null)[],
  options: Record<string, unknown>,
) {
  await tx
    .insert(importProfiles)
    .values({ companyId, signature, mapping, options })
    .onConflictDoUpdate({
      target: [importProfiles.companyId, importProfiles.signature],
      set: { mapping, options, updatedAt: new Date() },
    });
}

export async function categoryChoices(db: Executor, companyId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ key: importCategoryChoices.valueKey, categoryId: importCategoryChoices.categoryId })
    .from(importCategoryChoices)
    .where(eq(importCategoryChoices.companyId, companyId));
  return Object.fromEntries(rows.map((row) => [row.key, row.categoryId]));
}

export async function saveCategoryChoices(tx: Executor, companyId: number, choices: Record<string, number>) {
  const entries = Object.entries(choices);
  if (entries.length === 0) return;
  for (const [valueKey, categoryId] of entries) {
    await tx
      .insert(importCategoryChoices)
      .values({ companyId, valueKey, categoryId })
      .onConflictDoUpdate({
        target: [importCategoryChoices.companyId, importCategoryChoices.valueKey],
        set: { categoryId },
      });
  }
}

/** Whether every id is one of our categories. */
export async function existingCategoryIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Takes the advisory locks of these keys for the transaction, in one order (no deadlocks). */
export async function lockReferences(tx: Executor, keys: string[]) {
  if (keys.length === 0) return;
  await tx.execute(sql`
    select pg_advisory_xact_lock(h) from (
      select distinct hashtext(k) as h from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k order by 1
    ) as locks`);
}

/** What the job did with a group of rows, and the import's counters, in two statements. */
export async function recordRows(
  tx: Executor,
  importId: number,
  rows: { rowNumber: number; outcome: ImportOutcome; partId: number | null; message: string | null }[],
) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update import_rows r set outcome = e.outcome, part_id = e."partId", message = e.message
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as e("rowNumber" integer, outcome text, "partId" integer, message text)
    where r.import_id = ${importId} and r.row_number = e."rowNumber"`);
  const count = (outcome: ImportOutcome) => rows.filter((row) => row.outcome === outcome).length;
  await tx
    .update(imports)
    .set({
      rowsDone: sql`${imports.rowsDone} + ${rows.length}`,
      createdCount: sql`${imports.createdCount} + ${count('created')}`,
      updatedCount: sql`${imports.updatedCount} + ${count('updated')}`,
      unchangedCount: sql`${imports.unchangedCount} + ${count('unchanged')}`,
      errorCount: sql`${imports.errorCount} + ${count('error')}`,
      skippedCount: sql`${imports.skippedCount} + ${count('skipped')}`,
    })
    .where(eq(imports.id, importId));
}
