import {
  CATEGORY_SUGGESTION_MIN,
  categoryKey,
  cleanCell,
  costColumnRefusedNotice,
  expandYearRange,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  isCostHeader,
  matchHeaders,
  normalizeLabel,
  parseYearsField,
  refineMapping,
  suggestCategories,
} from '@yonke/domain';
import type { ExportFormat } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { insertPartActivity } from '../../db/part-activity.ts';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { logger } from '../../lib/logger.ts';
import { createSheetWriter, exportFileName } from '../../lib/sheets.ts';
import { requestMarketplaceSync } from '../marketplace/marketplace-sync.ts';
import type { FormInput } from '../parts/part-form.rules.ts';
import {
  checkImportedPart,
  insertImportedParts,
  planImportedPart,
  saveImportedPart,
} from '../parts/part-form.service.ts';
import { attachTempImages, createPhotosService, relocateAttachedImages } from '../photos/photos.service.ts';
import { type ReferenceNames, referenceCache } from '../reference/reference-cache.ts';
import { readUploadedSheet, sampleCells, storedHeaders } from './import.file.ts';
import { fetchPhoto, PhotoFetchError } from './import.photos.ts';
import * as queries from './import.queries.ts';
import {
  type ColumnFacts,
  columnFacts,
  type ImportOptions,
  loadReferenceLists,
  type Mapping,
  planRow,
  type ReferenceLists,
  type RowPlan,
} from './import.rows.ts';

export const IMPORT_MESSAGES = {
  notFound: 'No encontramos esa importación.',
  company: 'Elige una empresa válida para la importación.',
  notUploaded: 'Esta importación ya se inició; sube el archivo de nuevo para importar otra vez.',
  notRunning: 'Esta importación ya terminó.',
  mappingLength: 'La asignación de columnas no corresponde al archivo.',
  costIsNotPrice: (header: string) =>
    `La columna «${header}» es lo que costó la pieza, no su precio de venta: no se importa como Precio. Elige la columna del precio de venta.`,
  mappingField: 'Una de las columnas tiene un campo que no existe.',
  mappingTwice: (label: string) => `El campo «${label}» está asignado a más de una columna.`,
  nothingMapped: 'Asigna al menos una columna a un campo antes de continuar.',
  categoryUnknown: 'Una de las autopartes elegidas no existe.',
  duplicate: (code: string) =>
    `posible duplicado de ${code}: se omite (elige «Importar de todas formas» para crearla)`,
  missingMake: 'falta la marca (la autoparte es nueva)',
  missingCategory: 'falta la autoparte o categoría (la autoparte es nueva)',
  otherCompany: (code: string) => `la autoparte ${code} es de otra empresa`,
  deletedPart: (code: string) => `la autoparte ${code} no existe o fue eliminada`,
  agIdOfDeleted: (agCode: string, code: string) =>
    `el código ${agCode} es de la autoparte eliminada ${code}: restáurala o quita el código de la fila`,
  cancelled: (done: number) => `Importación cancelada: se guardaron ${done.toLocaleString('en-US')} filas.`,
  failed: 'La importación se detuvo por un error inesperado; las filas ya guardadas se conservan.',
  // Says that the cost changed, not the figure: the activity is also read by roles that do not see costs.
  costChanged: 'Importación: Costo de compra actualizado',
} as const;

export const IMPORT_QUEUE = 'import-parts';
/** Rows shown in the preview besides every row with an error. */
const PREVIEW_ROWS = 200;
const PREVIEW_ERROR_ROWS = 1_000;
/** Rows saved per transaction by the job; a cancel request is looked for before each group. */
const ROW_GROUP = 50;

export interface ImportJobData {
  importId: number;
  user: { id: number; roles: number[]; companyId: number };
}

function view(record: queries.ImportRecord) {
  return {
    id: record.id,
    company_id: record.companyId,
    file_name: record.fileName,
    status: record.status,
    user: record.userId === null ? null : { id: record.userId, name: record.userName ?? '' },
    headers: record.headers,
    mapping: mappingOf(record),
    total_rows: record.totalRows,
    rows_done: record.rowsDone,
    created: record.createdCount,
    updated: record.updatedCount,
    unchanged: record.unchangedCount,
    errors: record.errorCount,
    skipped: record.skippedCount,
    options: record.options ?? {},
    cancel_requested: record.cancelRequested,
    message: record.error,
    created_at: record.createdAt.toISOString(),
    started_at: record.startedAt?.toISOString() ?? null,
    finished_at: record.finishedAt?.toISOString() ?? null,
  };
}

export type ImportView = ReturnType<typeof view>;

function mappingOf(record: queries.ImportRecord): Mapping {
  const stored = record.mapping ?? {};
  return record.headers.map((_, index) => (stored[String(index)] as ImportField | null | undefined) ?? null);
}

/** The mapping the user sent: one entry per column, known fields, each field at most once. */
function checkMapping(mapping: readonly (string | null)[], headers: readonly string[]): Mapping {
  if (mapping.length !== headers.length) throw fieldError('mapping', IMPORT_MESSAGES.mappingLength);
  const seen = new Set<string>();
  for (const [index, field] of mapping.entries()) {
    if (field === null) continue;
    if (!(IMPORT_FIELDS as readonly string[]).includes(field))
      throw fieldError('mapping', IMPORT_MESSAGES.mappingField);
    const header = headers[index] ?? '';
    if (field === 'sale_price' && isCostHeader(header))
      throw fieldError('mapping', IMPORT_MESSAGES.costIsNotPrice(header));
    if (seen.has(field)) {
      throw fieldError('mapping', IMPORT_MESSAGES.mappingTwice(IMPORT_FIELD_LABELS[field as ImportField]));
    }
    seen.add(field);
  }
  if (seen.size === 0) throw fieldError('mapping', IMPORT_MESSAGES.nothingMapped);
  return mapping as Mapping;
}

function appErrorText(error: unknown): string | null {
  if (error instanceof PhotoFetchError) return error.message;
  if (!(error instanceof AppError) || error.status >= 500) return null;
  const messages = Object.values(error.errors ?? {}).flat();
  const text = (messages.length > 0 ? messages : [error.message]).join('; ');
  // The form's messages start with a capital and end with a period; a row message runs on.
  return text.replace(/\.$/, '').replace(/^./, (first) => first.toLowerCase());
}

/** The session user as the job knows it: only what the form's rules read. */
function jobUser(data: ImportJobData['user']): SessionUser {
  return {
    id: data.id,
    roles: data.roles,
    companyId: data.companyId,
    name: '',
    email: '',
    avatarUrl: null,
    companyName: '',
    sessionId: 'import-job',
  };
}

interface RunContext {
  user: SessionUser;
  /** Reference names for the activity lines of updated parts ("Marca: a → b"). */
  names: ReferenceNames;
  record: queries.ImportRecord;
  lists: ReferenceLists;
  /** Locations by normalized name, including those created for this import. */
  locations: Map<string, number>;
  partCompanies: Map<number, { companyId: number; deleted: boolean }>;
  /** Rows without a reference of their own that match a live part: row number → part id. */
  duplicates: Map<number, number>;
  options: ImportOptions;
}

type RowResult =
  | {
      outcome: 'created' | 'updated' | 'unchanged';
      /** Null only in the preview, which creates nothing. */
      partId: number | null;
      /** Parts this row made (several in «one part per unit»). */
      parts: number;
      name: string | null;
      needsSync: boolean;
      photos: number;
    }
  | { outcome: 'skipped'; message: string }
  | { outcome: 'error'; message: string };

/** What the import_rows row of a plan records. */
function rowRecord(plan: RowPlan, result: RowResult) {
  if (result.outcome === 'error' || result.outcome === 'skipped')
    return { rowNumber: plan.rowNumber, outcome: result.outcome, partId: null, message: result.message };
  return {
    rowNumber: plan.rowNumber,
    outcome: result.outcome,
    partId: result.partId,
    message: result.parts > 1 ? `${result.parts} autopartes, una por pieza` : null,
  };
}

function rowError(plan: RowPlan, messages: string[]): RowResult {
  return { outcome: 'error', message: `Fila ${plan.rowNumber}: ${messages.join('; ')}` };
}

/** The part a row is about: its AV code, else the part its reference made before, else none. */
async function targetOf(tx: Executor, context: RunContext, plan: RowPlan): Promise<number | null | string> {
  if (plan.partId !== null) {
    const part = context.partCompanies.get(plan.partId);
    const code = `AV-${plan.partId}`;
    if (!part || part.deleted) return IMPORT_MESSAGES.deletedPart(code);
    if (part.companyId !== context.record.companyId) return IMPORT_MESSAGES.otherCompany(code);
    return plan.partId;
  }
  const referenced = await queries.findReferencedPart(tx, context.record.companyId, plan.reference);
  if (referenced !== null || plan.agId === null) return referenced;
  // The shop's code is the part's AG id: a part that already has it is the same part.
  const live = await queries.findPartByAgId(tx, context.record.companyId, plan.agId);
  if (live !== null) return live;
  // A deleted part keeps its AG id (it may be restored): a new part cannot take it.
  const deleted = await queries.deletedPartWithAgId(tx, context.record.companyId, plan.agId);
  return deleted === null ? null : IMPORT_MESSAGES.agIdOfDeleted(`AG-${plan.agId}`, `AV-${deleted}`);
}

function formInputOf(context: RunContext, plan: RowPlan): FormInput {
  const input = { ...plan.input };
  if (plan.newLocation) {
    const id = context.locations.get(normalizeLabel(plan.newLocation));
    if (id !== undefined) input.location_id = id;
  }
  return input;
}

/**
 * One row inside the given transaction. In the preview (`dryRun`) a new part is only checked
 * through the form's rules, never inserted, so the preview takes no part id; an existing part is
 * updated inside the preview's transaction, which is rolled back.
 */
async function saveRow(
  tx: Executor,
  context: RunContext,
  plan: RowPlan,
  photoIds: number[] = [],
  dryRun = false,
): Promise<RowResult> {
  if (plan.units === 0)
    return { outcome: 'skipped', message: `Fila ${plan.rowNumber}: ${plan.skipped ?? ''}` };
  // Two imports of the same reference at once would both create it: one waits for the other.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`import:${context.record.companyId}:${plan.reference}`}))`,
  );
  const target = await targetOf(tx, context, plan);
  if (typeof target === 'string') return rowError(plan, [target]);
  const input = formInputOf(context, plan);
  if (target === null) {
    const refused = newPartRefusal(context, plan, input);
    if (refused) return refused;
  }
  try {
    if (dryRun && target === null) {
      const checked = await checkImportedPart(tx, context.user, context.record.companyId, input);
      return {
        outcome: 'created',
        partId: null,
        parts: plan.units,
        name: checked.name,
        needsSync: false,
        photos: 0,
      };
    }
    const saved = await tx.transaction((row) => writeRow(row, context, plan, target, input, photoIds));
    return {
      outcome: saved.outcome,
      partId: saved.partId,
      parts: 1 + saved.extra,
      name: null,
      needsSync: saved.needsSync,
      photos: saved.outcome === 'created' ? photoIds.length : 0,
    };
  } catch (error) {
    const text = appErrorText(error);
    if (text === null) throw error;
    return rowError(plan, [text]);
  }
}

/** Why a row that would create a part does not: a duplicate left out, or no make or category. */
function newPartRefusal(context: RunContext, plan: RowPlan, input: FormInput): RowResult | null {
  const duplicateOf = context.duplicates.get(plan.rowNumber);
  if (duplicateOf !== undefined && (context.options.duplicates ?? 'skip') === 'skip') {
    return {
      outcome: 'skipped',
      message: `Fila ${plan.rowNumber}: ${IMPORT_MESSAGES.duplicate(`AV-${duplicateOf}`)}`,
    };
  }
  const missing: string[] = [];
  if (input.make_id === undefined || input.make_id === null) missing.push(IMPORT_MESSAGES.missingMake);
  if (input.category_id === undefined || input.category_id === null)
    missing.push(IMPORT_MESSAGES.missingCategory);
  return missing.length > 0 ? rowError(plan, missing) : null;
}

/**
 * A row's writes inside its savepoint: the part (new or changed), its MLM and AG ids, its photos,
 * its reference, and in «one part per unit» the other units as parts of their own.
 */
async function writeRow(
  row: Executor,
  context: RunContext,
  plan: RowPlan,
  target: number | null,
  input: FormInput,
  photoIds: number[],
) {
  const { companyId, fileName } = context.record;
  const result = await saveImportedPart(
    row,
    context.user,
    { companyId, partId: target, fileName, agId: plan.agId },
    input,
    context.names,
  );
  if (plan.mlId) await queries.setMlId(row, result.partId, plan.mlId);
  const costChanged = await writeCost(row, context, plan, result);
  const outcome = costChanged && result.outcome === 'unchanged' ? 'updated' : result.outcome;
  if (plan.agId !== null && result.outcome !== 'created')
    await queries.setAgId(row, companyId, result.partId, plan.agId);
  if (photoIds.length > 0 && result.outcome === 'created') {
    await attachTempImages(row, { userId: context.user.id, partId: result.partId, imageIds: photoIds });
  }
  await queries.saveReference(row, companyId, plan.reference, result.partId);
  // «One part per unit»: the other units are parts of their own (own AV id and label), each
  // with its own reference so that importing the file again finds them instead of adding more.
  let extra = 0;
  for (let unit = 2; unit <= plan.units; unit++) {
    const reference = `${plan.reference}#${unit}`;
    const existing = await queries.findReferencedPart(row, companyId, reference);
    const more = await saveImportedPart(
      row,
      context.user,
      { companyId, partId: existing, fileName },
      input,
      context.names,
    );
    await queries.saveReference(row, companyId, reference, more.partId);
    await writeCost(row, context, plan, more);
    if (more.outcome === 'created') extra += 1;
  }
  return { ...result, outcome, extra };
}

/**
 * The row's cost on a part it saved; answers whether it changed. A part that was there already
 * gets an activity line for it (a new part's «creada por importación» line is enough).
 */
async function writeCost(
  row: Executor,
  context: RunContext,
  plan: RowPlan,
  saved: { partId: number; outcome: 'created' | 'updated' | 'unchanged' },
): Promise<boolean> {
  if (plan.costCents === null) return false;
  const changed = await queries.setCosts(row, context.record.companyId, [
    { partId: saved.partId, cents: plan.costCents },
  ]);
  if (changed.length === 0) return false;
  if (saved.outcome !== 'created')
    await insertPartActivity(row, saved.partId, context.user.id, [IMPORT_MESSAGES.costChanged]);
  return true;
}

async function prepareRun(
  deps: AppDeps,
  user: SessionUser,
  record: queries.ImportRecord,
  options: ImportOptions,
) {
  const lists = await loadReferenceLists(deps.db, record.companyId);
  const rows = await queries.rowsOf(deps.db, record.id);
  const mapping = mappingOf(record);
  const seen = new Map<string, number>();
  const facts = columnFacts(rows, mapping);
  // The server decides, not the screen: a user without the cost permission imports no cost, even
  // with the column mapped (the preview names the column and says so).
  const settings = {
    ...options,
    photoHosts: deps.config.importPhotoHosts,
    facts,
    importCost: userCan(user, 'managePartCosts'),
  };
  const plans = rows.map((row) => ({
    row,
    plan: planRow({ rowNumber: row.rowNumber, cells: row.cells }, mapping, lists, settings, seen),
  }));
  const codes = [...new Set(plans.map(({ plan }) => plan.partId).filter((id): id is number => id !== null))];
  const partCompanies = new Map(
    (await queries.partsByIds(deps.db, codes)).map((part) => [
      part.id,
      { companyId: part.companyId, deleted: part.deletedAt !== null },
    ]),
  );
  const duplicates = await findDuplicates(
    deps.db,
    record.companyId,
    plans.map(({ plan }) => plan),
  );
  const context: RunContext = {
    user,
    names: await referenceCache(deps.db).get(),
    record,
    lists,
    locations: new Map([...lists.locations].map(([key, option]) => [key, option.id])),
    partCompanies,
    duplicates,
    options,
  };
  return { plans, context, facts, importCost: settings.importCost };
}

/**
 * Rows that carry no reference of their own (no SKU, no shop code) and look like a live part of
 * the company: same name, make, model and years. A file imported again after an edit would
 * otherwise create the same parts twice.
 */
async function findDuplicates(db: AppDeps['db'], companyId: number, plans: RowPlan[]) {
  const loose = plans.filter(
    (plan) =>
      plan.reference.startsWith('hash:') && plan.partId === null && typeof plan.input.name === 'string',
  );
  const found = new Map<number, number>();
  if (loose.length === 0) return found;
  const names = [...new Set(loose.map((plan) => String(plan.input.name).toLowerCase()))];
  const existing = await queries.partsNamed(db, companyId, names);
  const byKey = new Map<string, number>();
  for (const part of existing) {
    const years = parseYearsField(part.years).join(',');
    byKey.set(`${part.lower_name}|${part.make_id ?? ''}|${part.model_id ?? ''}|${years}`, part.id);
  }
  for (const plan of loose) {
    const years = expandYearRange(Array.isArray(plan.input.years) ? plan.input.years : []).join(',');
    const key = `${String(plan.input.name).toLowerCase()}|${plan.input.make_id ?? ''}|${plan.input.model_id ?? ''}|${years}`;
    const partId = byKey.get(key);
    if (partId !== undefined) found.set(plan.rowNumber, partId);
  }
  return found;
}

/** Creates the sheet's new locations (those of rows without errors) and learns their ids. */
async function createLocations(tx: Executor, context: RunContext, plans: RowPlan[]) {
  const names = new Map<string, string>();
  for (const plan of plans) {
    if (plan.newLocation && plan.errors.length === 0)
      names.set(normalizeLabel(plan.newLocation), plan.newLocation);
  }
  const missing = [...names].filter(([key]) => !context.locations.has(key)).map(([, name]) => name);
  if (missing.length === 0) return [];
  await queries.insertLocations(tx, context.record.companyId, context.user.id, missing);
  for (const location of await queries.companyLocations(tx, context.record.companyId)) {
    context.locations.set(normalizeLabel(location.name), location.id);
  }
  return missing;
}

/**
 * The group's plain new rows (no part of ours, no reference or AG id seen before, no photos, no
 * «posible duplicado» to skip) checked one by one with the form's own rules and then written
 * together: parts, activity lines and references in a few multi-row statements inside a
 * savepoint. A row the rules refuse gets its error as saveRow would give it; if the group's
 * write fails, the savepoint is rolled back and those rows are left to saveRow one by one, so a
 * bad row never takes the others with it. Returns the results of the rows it handled.
 */
async function saveNewRowsTogether(
  tx: Executor,
  context: RunContext,
  pending: RowPlan[],
): Promise<Map<RowPlan, RowResult>> {
  const done = new Map<RowPlan, RowResult>();
  const fresh = await freshRows(tx, context, pending);
  if (fresh.length === 0) return done;
  const planned: PlannedRow[] = [];
  for (const plan of fresh) {
    try {
      planned.push({
        plan,
        values: await planImportedPart(
          tx,
          context.user,
          context.record.companyId,
          formInputOf(context, plan),
        ),
      });
    } catch (error) {
      const text = appErrorText(error);
      if (text === null) throw error;
      done.set(plan, rowError(plan, [text]));
    }
  }
  if (planned.length === 0) return done;
  try {
    for (const [plan, result] of await insertPlannedRows(tx, context, planned)) done.set(plan, result);
  } catch (error) {
    // The savepoint is gone with whatever it wrote: these rows go through saveRow one by one.
    logger.warn({ err: error, importId: context.record.id }, 'grupo de importación guardado fila por fila');
  }
  return done;
}

type PlannedRow = { plan: RowPlan; values: Awaited<ReturnType<typeof planImportedPart>> };

/** A row's references: its own, and in «one part per unit» one more per extra unit. */
function referencesOf(plan: RowPlan): string[] {
  return [
    plan.reference,
    ...Array.from({ length: plan.units - 1 }, (_, index) => `${plan.reference}#${index + 2}`),
  ];
}

/** The rows of the group that surely create new parts, with make and category to do it. */
async function freshRows(tx: Executor, context: RunContext, pending: RowPlan[]): Promise<RowPlan[]> {
  const companyId = context.record.companyId;
  const candidates = pending.filter(
    (plan) =>
      plan.errors.length === 0 &&
      plan.units > 0 &&
      plan.partId === null &&
      plan.mlId === null &&
      plan.photoUrls.length === 0 &&
      !(context.duplicates.has(plan.rowNumber) && (context.options.duplicates ?? 'skip') === 'skip'),
  );
  if (candidates.length === 0) return [];
  const known = new Set(
    (await queries.referencedParts(tx, companyId, candidates.flatMap(referencesOf))).map(
      (row) => row.reference,
    ),
  );
  const agIds = candidates.map((plan) => plan.agId).filter((id): id is number => id !== null);
  // Deleted parts too: they keep their AG id, and saveRow says so for the row.
  const heldAgIds = new Set((await queries.partsWithAgIds(tx, companyId, agIds)).map((row) => row.agId));
  // A row whose reference or AG id exists, or whose AG id an earlier row of the group takes,
  // is an update of that part: saveRow handles it after the new parts are in.
  const claimed = new Set<number>();
  return candidates.filter((plan) => {
    if (referencesOf(plan).some((reference) => known.has(reference))) return false;
    if (plan.agId !== null) {
      if (heldAgIds.has(plan.agId) || claimed.has(plan.agId)) return false;
      claimed.add(plan.agId);
    }
    const input = plan.input;
    return input.make_id != null && input.category_id != null;
  });
}

/** The planned rows' parts and references written together in one savepoint; throws if it fails. */
async function insertPlannedRows(tx: Executor, context: RunContext, planned: PlannedRow[]) {
  const companyId = context.record.companyId;
  const parts = planned.flatMap(({ plan, values }) =>
    referencesOf(plan).map((reference, index) => ({
      plan,
      reference,
      values,
      // The AG id goes on the row's first part only, as saveRow gives it.
      agId: index === 0 ? plan.agId : null,
    })),
  );
  return tx.transaction(async (group) => {
    const ids = await insertImportedParts(
      group,
      context.user,
      { companyId, fileName: context.record.fileName },
      parts,
    );
    if (ids.length !== parts.length) throw new Error('import group insert returned fewer parts');
    await queries.saveReferences(
      group,
      companyId,
      parts.map((part, index) => ({ reference: part.reference, partId: ids[index]?.partId as number })),
    );
    // New parts: the cost goes in with them, no activity line of its own (their «creada por
    // importación» line says where they came from).
    await queries.setCosts(
      group,
      companyId,
      parts.flatMap((part, index) =>
        part.plan.costCents === null
          ? []
          : [{ partId: ids[index]?.partId as number, cents: part.plan.costCents }],
      ),
    );
    let at = 0;
    return planned.map(({ plan }) => {
      const first = ids[at] as { partId: number; needsSync: boolean };
      at += plan.units;
      const result: RowResult = {
        outcome: 'created',
        partId: first.partId,
        parts: plan.units,
        name: null,
        needsSync: first.needsSync,
        photos: 0,
      };
      return [plan, result] as const;
    });
  });
}

/** What the preview adds up over the rows it runs: counts, the rows shown, what needs a decision. */
class PreviewTally {
  counts = { created: 0, updated: 0, unchanged: 0, skipped: 0, errors: 0, parts: 0 };
  shown: object[] = [];
  missingLocations = new Set<string>();
  unmapped = new Map<string, { value: string; rows: number }>();
  incomplete = { total: 0, no_price: 0, no_model: 0 };
  noMake = 0;
  stock = { rows: 0, units: 0, zero_or_less: 0 };
  readFromName = 0;
  duplicates: { row_number: number; part_id: number }[] = [];
  errorRows = 0;
  errorMessages: { rowNumber: number; message: string }[] = [];
  costAbovePrice = 0;

  /** What a row's plan tells before it is saved. */
  plan(plan: RowPlan, duplicateOf: number | undefined) {
    for (const message of plan.errors) {
      const name = /^la ubicación «(.+)» no existe/.exec(message)?.[1];
      if (name) this.missingLocations.add(name);
    }
    if (plan.unmappedCategory) {
      const key = categoryKey(plan.unmappedCategory);
      const entry = this.unmapped.get(key) ?? { value: plan.unmappedCategory, rows: 0 };
      entry.rows += 1;
      this.unmapped.set(key, entry);
    }
    if (plan.stock !== null) {
      this.stock.rows += 1;
      this.stock.units += Math.max(plan.stock, 0);
      if (plan.stock <= 0) this.stock.zero_or_less += 1;
    }
    if (Object.keys(plan.readFromName).length > 0) this.readFromName += 1;
    if (plan.input.make_id === undefined || plan.input.make_id === null) this.noMake += 1;
    if (duplicateOf !== undefined) this.duplicates.push({ row_number: plan.rowNumber, part_id: duplicateOf });
    // The only warning a row has today is its cost above its price.
    if (plan.errors.length === 0 && plan.warnings.length > 0) this.costAbovePrice += 1;
  }

  /** What saving the row did; answers whether it was an error. */
  result(plan: RowPlan, result: RowResult): boolean {
    if (result.outcome === 'error') {
      this.counts.errors += 1;
      this.errorRows += 1;
      this.errorMessages.push({ rowNumber: plan.rowNumber, message: result.message });
      return true;
    }
    this.counts[result.outcome] += 1;
    if (result.outcome !== 'skipped') {
      this.counts.parts += result.parts;
      if (result.outcome === 'created' && plan.incomplete.length > 0) {
        this.incomplete.total += result.parts;
        if (plan.incomplete.includes('price')) this.incomplete.no_price += result.parts;
        if (plan.incomplete.includes('model')) this.incomplete.no_model += result.parts;
      }
    }
    return false;
  }

  /** The first rows are shown, and the first errors further down. */
  shows(isError: boolean): boolean {
    return this.shown.length < PREVIEW_ROWS || (isError && this.errorRows <= PREVIEW_ERROR_ROWS);
  }
}

/** A row as the preview shows it; a sheet without names gets the generated one, as the import stores it. */
async function previewRow(tx: Executor, plan: RowPlan, result: RowResult, duplicateOf: number | undefined) {
  const isError = result.outcome === 'error';
  const partId = 'partId' in result ? result.partId : null;
  const name =
    'name' in result && result.name
      ? result.name
      : isError || partId === null
        ? null
        : (plan.shown.name ?? (await queries.partName(tx, partId)));
  return {
    row_number: plan.rowNumber,
    outcome: result.outcome,
    part_id: partId,
    parts: 'parts' in result ? result.parts : 0,
    values: name ? { ...plan.shown, name } : plan.shown,
    read_from_name: plan.readFromName,
    incomplete: plan.incomplete,
    duplicate_of: duplicateOf ?? null,
    corrections: plan.corrections,
    warnings: isError ? [] : plan.warnings,
    message: 'message' in result ? result.message : null,
  };
}

/**
 * What the preview says of the cost column: which column it is, whether this user's import
 * writes it (else the notice that names it), its decimal separator's question, and how many rows
 * cost more than their price.
 */
function costSummary(
  headers: readonly string[],
  mapping: Mapping,
  importCost: boolean,
  facts: ColumnFacts,
  options: ImportOptions,
  abovePrice: number,
) {
  const at = mapping.indexOf('cost');
  const column = at === -1 ? null : (headers[at] ?? null);
  const imported = column !== null && importCost;
  return {
    column,
    imported,
    notice: column !== null && !importCost ? costColumnRefusedNotice(column) : null,
    decimal: {
      detected: imported ? facts.costDecimal : null,
      chosen: options.costDecimal ?? null,
      ask: imported && facts.costAmbiguous,
      examples: imported ? facts.costExamples : [],
    },
    above_price: abovePrice,
  };
}

class PreviewRollback extends Error {}

/**
 * The background job: every row not done yet, in file order, each in its own transaction (a
 * row is saved whole or not at all). Progress is in the imports row, so a reload, another
 * instance or a restart sees it; a retried job resumes after the last saved row.
 */
export async function runImport(deps: AppDeps, data: ImportJobData): Promise<object> {
  const { db } = deps;
  const started = await queries.transition(db, data.importId, ['queued', 'running'], 'running', {
    startedAt: new Date(),
  });
  if (!started) return { skipped: true };
  const record = await queries.findImport(db, data.importId);
  if (!record) return { skipped: true };
  const options = (record.options ?? {}) as unknown as ImportOptions;
  try {
    await importRows(deps, jobUser(data.user), record, options);
    return await finishRun(db, record.id);
  } catch (error) {
    logger.error({ err: error, importId: record.id }, 'la importación falló');
    await queries.transition(db, record.id, ['running'], 'failed', {
      finishedAt: new Date(),
      error: IMPORT_MESSAGES.failed,
    });
    return { failed: true };
  }
}

/**
 * Every row still to do, in the file's order, until the end or a cancel. Rows go in groups, each
 * group one transaction with a savepoint per row (a row is still saved whole or not at all): one
 * commit per group instead of per row is most of the job's time. A row with photos to fetch goes
 * alone, after the group before it, so no transaction waits on a download.
 */
async function importRows(
  deps: AppDeps,
  user: SessionUser,
  record: queries.ImportRecord,
  options: ImportOptions,
): Promise<void> {
  const { db } = deps;
  const { plans, context } = await prepareRun(deps, user, record, options);
  if (options.createLocations) {
    await db.transaction((tx) =>
      createLocations(
        tx,
        context,
        plans.map(({ plan }) => plan),
      ),
    );
  }
  const photos = createPhotosService(deps);
  let group: RowPlan[] = [];
  const flush = async () => {
    if (group.length === 0) return;
    const pending = group;
    group = [];
    await saveRowGroup(deps, context, pending);
  };
  for (const { row, plan } of plans) {
    if (row.outcome !== null) continue;
    const photoRow = plan.errors.length === 0 && plan.photoUrls.length > 0 && plan.partId === null;
    if (!photoRow) {
      if (group.length === 0 && (await queries.cancelRequested(db, record.id))) break;
      group.push(plan);
      if (group.length >= ROW_GROUP) await flush();
      continue;
    }
    await flush();
    if (await queries.cancelRequested(db, record.id)) break;
    await saveRowWithPhotos(deps, photos, context, plan);
  }
  await flush();
}

/** One group of rows in one transaction, its rows recorded with it; then each saved part's follow-up. */
async function saveRowGroup(deps: AppDeps, context: RunContext, pending: RowPlan[]): Promise<void> {
  const { record } = context;
  const results = await deps.db.transaction(async (tx) => {
    // Every reference of the group locked up front in one order, so two imports that share
    // references wait for each other instead of deadlocking.
    await queries.lockReferences(
      tx,
      pending.map((plan) => `import:${record.companyId}:${plan.reference}`),
    );
    const batched = await saveNewRowsTogether(tx, context, pending);
    const saved: { plan: RowPlan; result: RowResult }[] = [];
    for (const plan of pending) {
      const result =
        batched.get(plan) ??
        (plan.errors.length > 0 ? rowError(plan, plan.errors) : await saveRow(tx, context, plan));
      saved.push({ plan, result });
    }
    await queries.recordRows(
      tx,
      record.id,
      saved.map(({ plan, result }) => rowRecord(plan, result)),
    );
    return saved;
  });
  for (const { result } of results) await afterRowCommit(deps, result);
}

/** A row that creates a part with photos: the photos are fetched first, then the row is saved alone. */
async function saveRowWithPhotos(
  deps: AppDeps,
  photos: ReturnType<typeof createPhotosService>,
  context: RunContext,
  plan: RowPlan,
): Promise<void> {
  const { record, user } = context;
  let photoIds: number[] = [];
  let photoError: string | null = null;
  // Photos only for a part this row creates: a second import must not add them again.
  const existing = await queries.findReferencedPart(deps.db, record.companyId, plan.reference);
  if (existing === null) {
    try {
      for (const url of plan.photoUrls) {
        const bytes = await fetchPhoto(url, { allowedHosts: deps.config.importPhotoHosts });
        photoIds.push((await photos.uploadTemp(user, bytes, { waitForTurn: true })).id);
      }
    } catch (error) {
      photoError = appErrorText(error);
      if (photoError === null) throw error;
      photoIds = [];
    }
  }
  const result = await deps.db.transaction(async (tx) => {
    const saved = photoError ? rowError(plan, [photoError]) : await saveRow(tx, context, plan, photoIds);
    await queries.recordRows(tx, record.id, [rowRecord(plan, saved)]);
    return saved;
  });
  await afterRowCommit(deps, result);
}

/** After the commit: the part's photos to their place, and its listing asked to follow. */
async function afterRowCommit(deps: AppDeps, result: RowResult): Promise<void> {
  if (result.outcome === 'error' || result.outcome === 'skipped' || result.partId === null) return;
  if (result.photos > 0) await relocateAttachedImages(deps, { partId: result.partId });
  if (result.needsSync) await requestMarketplaceSync(deps, result.partId);
}

/** Completed, or cancelled when a cancel stopped it before the last row. */
async function finishRun(db: AppDeps['db'], importId: number): Promise<object> {
  const latest = await queries.findImport(db, importId);
  if (latest && latest.rowsDone < latest.totalRows && latest.cancelRequested) {
    await queries.transition(db, importId, ['running'], 'cancelled', {
      finishedAt: new Date(),
      error: IMPORT_MESSAGES.cancelled(latest.createdCount + latest.updatedCount + latest.unchangedCount),
    });
    return { cancelled: true };
  }
  await queries.transition(db, importId, ['running'], 'completed', { finishedAt: new Date() });
  return { completed: true };
}

/** A file's header layout: the same shop's file, uploaded again, has the same signature. */
function headerSignature(headers: readonly string[]): string {
  return headers.map((header) => normalizeLabel(cleanCell(header))).join('|');
}

/** The file's name as shown in the history: no path, no control characters. */
function safeFileName(name: string): string {
  const clean = [...name]
    .filter((char) => char.charCodeAt(0) >= 32 && char !== '/' && char !== '\\')
    .join('');
  return clean.slice(0, 200) || 'archivo';
}

export function createImportService(deps: AppDeps) {
  const { db } = deps;

  /** The import if this user may see it: the own company (role 1: any). */
  async function ownImport(user: SessionUser, id: number) {
    if (!userCan(user, 'importParts')) throw forbidden();
    const record = await queries.findImport(db, id);
    if (!record || !inCompanyScope(user, record.companyId)) {
      throw notFound(IMPORT_MESSAGES.notFound);
    }
    return record;
  }

  return {
    /** Reads the file (first sheet), keeps its rows and proposes a mapping of its columns. */
    async upload(
      user: SessionUser,
      input: { fileName: string; bytes: Uint8Array; companyId?: number; signal?: AbortSignal },
    ) {
      if (!userCan(user, 'importParts')) throw forbidden();
      let companyId = user.companyId;
      if (input.companyId !== undefined && input.companyId !== user.companyId) {
        if (!userCan(user, 'chooseCompany')) throw forbidden();
        const [company] = (
          await db.execute<{ id: number }>(
            sql`select id from companies where id = ${input.companyId} and deleted_at is null`,
          )
        ).rows;
        if (!company) throw fieldError('company_id', IMPORT_MESSAGES.company);
        companyId = company.id;
      }
      const sheet = await readUploadedSheet(input.bytes, input.signal);
      const headers = storedHeaders(sheet.headers.map((header, index) => header || `Columna ${index + 1}`));
      const width = Math.max(headers.length, ...sheet.rows.map((row) => row.cells.length));
      while (headers.length < width) headers.push(`Columna ${headers.length + 1}`);
      const profile = await queries.findProfile(db, companyId, headerSignature(headers));
      let mapping: (string | null)[];
      if (profile && profile.mapping.length === headers.length) mapping = profile.mapping;
      else {
        const lists = await queries.listsWithVariants(db);
        const makeNames = new Set(
          lists.makes.flatMap((make) => [make.name, ...make.variants].map((name) => normalizeLabel(name))),
        );
        const columns = headers.map((_, index) => sheet.rows.map((row) => row.cells[index] ?? ''));
        mapping = refineMapping(matchHeaders(headers), columns, (text) =>
          makeNames.has(normalizeLabel(text)),
        );
      }
      const fileName = safeFileName(input.fileName);
      const id = await queries.insertImport(
        db,
        { companyId, userId: user.id, fileName, headers, mapping },
        sheet.rows,
      );
      if (profile) await queries.saveMapping(db, id, mapping, profile.options);
      const record = await queries.findImport(db, id);
      if (!record) throw notFound(IMPORT_MESSAGES.notFound);
      return {
        ...view(record),
        remembered: profile !== null,
        sample: sheet.rows
          .slice(0, 5)
          .map((row) => ({ row_number: row.rowNumber, cells: sampleCells(row.cells) })),
      };
    },

    /**
     * Dry run: every row through the same code as the import, in one transaction rolled back at
     * the end, so the preview says exactly what the import would do. New parts are checked, not
     * inserted: a preview takes no part id. Besides the rows it says what needs a person's
     * decision (the price column's decimal separator, the file's categories that are not ours),
     * what the stock column will do, how many parts will stay Incompleto and why, and which rows
     * look like parts the company already has.
     */
    async preview(user: SessionUser, id: number, body: { mapping: (string | null)[] } & ImportOptions) {
      const record = await ownImport(user, id);
      if (record.status !== 'uploaded') throw fieldError('import', IMPORT_MESSAGES.notUploaded);
      const mapping = checkMapping(body.mapping, record.headers);
      const chosen = body.categoryMap ?? {};
      const known = await queries.existingCategoryIds(db, [...new Set(Object.values(chosen))]);
      if (Object.values(chosen).some((categoryId) => !known.has(categoryId)))
        throw fieldError('category_map', IMPORT_MESSAGES.categoryUnknown);
      // The company's earlier choices, then this screen's: the import keeps this merged copy, so
      // a choice edited while it runs does not change it half way.
      const categoryMap = { ...(await queries.categoryChoices(db, record.companyId)), ...chosen };
      const options: ImportOptions = {
        acceptClose: body.acceptClose,
        createLocations: body.createLocations,
        decimal: body.decimal ?? null,
        costDecimal: body.costDecimal ?? null,
        categoryMap,
        stockMode: body.stockMode ?? 'row',
        fillPrice: body.fillPrice ?? null,
        duplicates: body.duplicates ?? 'skip',
        universal: body.universal ?? false,
      };
      await queries.saveMapping(db, id, mapping, { ...options });
      const fresh = {
        ...record,
        mapping: Object.fromEntries(mapping.map((field, index) => [String(index), field])),
      };
      const { plans, context, facts, importCost } = await prepareRun(deps, user, fresh, options);
      const tally = new PreviewTally();
      let newLocations: string[] = [];
      try {
        await db.transaction(async (tx) => {
          if (options.createLocations)
            newLocations = await createLocations(
              tx,
              context,
              plans.map(({ plan }) => plan),
            );
          for (const { plan } of plans) {
            const duplicateOf = context.duplicates.get(plan.rowNumber);
            tally.plan(plan, duplicateOf);
            const result =
              plan.errors.length > 0
                ? rowError(plan, plan.errors)
                : await saveRow(tx, context, plan, [], true);
            const isError = tally.result(plan, result);
            if (tally.shows(isError)) tally.shown.push(await previewRow(tx, plan, result, duplicateOf));
          }
          throw new PreviewRollback();
        });
      } catch (error) {
        if (!(error instanceof PreviewRollback)) throw error;
      }
      await queries.savePreviewErrors(db, id, tally.errorMessages);
      const categoryOptions = context.lists.categoryOptions;
      return {
        import: view((await queries.findImport(db, id)) ?? record),
        counts: { ...tally.counts, total: plans.length, shown: tally.shown.length },
        rows: tally.shown,
        new_locations: newLocations,
        missing_locations: [...tally.missingLocations],
        price_decimal: {
          detected: facts.priceDecimal,
          chosen: options.decimal ?? null,
          ask: facts.priceAmbiguous,
          examples: facts.priceExamples,
        },
        cost: costSummary(record.headers, mapping, importCost, facts, options, tally.costAbovePrice),
        categories_to_map: [...tally.unmapped].map(([key, entry]) => ({
          key,
          value: entry.value,
          rows: entry.rows,
          suggestions: suggestCategories(entry.value, categoryOptions).filter(
            (suggestion) => suggestion.score >= CATEGORY_SUGGESTION_MIN,
          ),
        })),
        other_category_id: context.lists.otherCategoryId,
        stock: { ...tally.stock, mode: options.stockMode },
        incomplete: tally.incomplete,
        read_from_name: tally.readFromName,
        no_make: tally.noMake,
        duplicates: tally.duplicates,
      };
    },

    /** Queues the import with the mapping and options of the last preview. */
    async start(user: SessionUser, id: number) {
      const record = await ownImport(user, id);
      if (!record.mapping || Object.values(record.mapping).every((field) => field === null)) {
        throw fieldError('mapping', IMPORT_MESSAGES.nothingMapped);
      }
      // A double click queues one job: only the first call finds the import still uploaded.
      if (!(await queries.transition(db, id, ['uploaded'], 'queued'))) {
        throw fieldError('import', IMPORT_MESSAGES.notUploaded);
      }
      // What the person settled is remembered for the company's next file with these headers.
      const options = (record.options ?? {}) as unknown as ImportOptions;
      await db.transaction(async (tx) => {
        await queries.saveProfile(tx, record.companyId, headerSignature(record.headers), mappingOf(record), {
          ...options,
          categoryMap: undefined,
        });
        await queries.saveCategoryChoices(tx, record.companyId, options.categoryMap ?? {});
      });
      const data: ImportJobData = {
        importId: id,
        user: { id: user.id, roles: user.roles, companyId: user.companyId },
      };
      if (deps.jobs) await deps.jobs.send(IMPORT_QUEUE, data);
      else {
        // Without a job queue (a test app), the import runs in this process.
        setImmediate(() => void runImport(deps, data));
      }
      return view((await queries.findImport(db, id)) ?? record);
    },

    async get(user: SessionUser, id: number) {
      return view(await ownImport(user, id));
    },

    async list(user: SessionUser) {
      if (!userCan(user, 'importParts')) throw forbidden();
      const companyId = companyScope(user);
      const rows = await queries.listImports(db, companyId === null ? {} : { companyId }, 50);
      return { data: rows.map(view) };
    },

    /** Asks the job to stop after the row it is saving; rows already saved stay. */
    async cancel(user: SessionUser, id: number) {
      const record = await ownImport(user, id);
      if (record.status === 'uploaded') {
        await queries.transition(db, id, ['uploaded'], 'cancelled', {
          finishedAt: new Date(),
          error: IMPORT_MESSAGES.cancelled(0),
        });
      } else if (record.status === 'queued' || record.status === 'running') {
        await queries.requestCancel(db, id);
      } else {
        throw fieldError('import', IMPORT_MESSAGES.notRunning);
      }
      return view((await queries.findImport(db, id)) ?? record);
    },

    /** The rows with errors, as they were in the file, plus an Error column: fix and upload again. */
    async errorSheet(user: SessionUser, id: number, format: ExportFormat) {
      const record = await ownImport(user, id);
      const rows = await queries.errorRows(db, id);
      const columns = [
        { key: 'error', header: 'Error', width: 60 },
        ...record.headers.map((header, index) => ({ key: `c${index}`, header, width: 18 })),
      ];
      const writer = createSheetWriter(format, 'Filas con errores', columns);
      void (async () => {
        await writer.addRows(
          rows.map((row) => ({
            error: row.message,
            ...Object.fromEntries(record.headers.map((_, index) => [`c${index}`, row.cells[index] ?? ''])),
          })),
        );
        await writer.finish();
      })().catch((error: unknown) => writer.abort(error instanceof Error ? error : new Error(String(error))));
      const base =
        record.fileName
          .replace(/\.[^.]+$/, '')
          .replace(/[^\w.-]+/g, '_')
          .slice(0, 60) || 'importacion';
      return { fileName: `${base}-errores.${format}`, writer };
    },

    /** The sample sheet: the headers the import recognises and two example rows. */
    template(user: SessionUser) {
      if (!userCan(user, 'importParts')) throw forbidden();
      const all: [ImportField, string, string, string][] = [
        ['reference', 'Referencia', 'A-1001', 'A-1002'],
        ['name', 'Nombre', '', 'Faro izquierdo Versa 2016'],
        ['category', 'Autoparte', 'Puerta', 'Faro'],
        ['make', 'Marca', 'Volkswagen', 'Nissan'],
        ['model', 'Modelo', 'Jetta', 'Versa'],
        ['years', 'Años', '2015-2018', '2016'],
        ['autopart_number', 'Número de parte', '5C6837461', ''],
        ['sale_price', 'Precio', '$3,500', '1800'],
        ['cost', 'Costo', '$1,200', '650.50'],
        ['location', 'Ubicación', 'P1-C2-3B', 'P1-C2-3B'],
        ['status', 'Estatus', 'Disponible', 'Disponible'],
        ['position', 'Posición', 'Delantera', 'Delantera'],
        ['side', 'Lado', 'Izquierda', 'Izquierda'],
        ['condition', 'Condición', 'Usado', 'Usado'],
        ['origin', 'Origen', 'Original', 'Original'],
        ['quality', 'Calidad', '4', '5'],
        ['description', 'Descripción', 'Sin golpes', ''],
        ['ml_id', 'MLM id', '', ''],
        ['photos', 'URLs de fotos', '', ''],
      ];
      // The cost column only for those whose import writes it.
      const costs = userCan(user, 'managePartCosts');
      const headers = all.filter(([key]) => key !== 'cost' || costs);
      const writer = createSheetWriter(
        'xlsx',
        'Autopartes',
        headers.map(([key, header]) => ({ key, header, width: 18 })),
      );
      void (async () => {
        await writer.addRows([
          Object.fromEntries(headers.map(([key, , first]) => [key, first])),
          Object.fromEntries(headers.map(([key, , , second]) => [key, second])),
        ]);
        await writer.finish();
      })().catch((error: unknown) => writer.abort(error instanceof Error ? error : new Error(String(error))));
      return { fileName: exportFileName('plantilla-autopartes', 'xlsx'), writer };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
