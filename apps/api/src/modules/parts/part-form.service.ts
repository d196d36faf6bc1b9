import {
  canEditPart,
  missingForSale,
  mlStatusForLocalStatus,
  partCode,
  STATUS,
  STATUS_NAMES,
} from '@yonke/domain';
import type { PartStoreInput, PartUpdateInput } from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import { insertPartActivity, insertPartActivityLines } from '../../db/part-activity.ts';
import { inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import {
  conflict,
  type FieldErrors,
  fieldError,
  forbidden,
  notFound,
  validationFailed,
} from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { requestMarketplaceRepublish, requestMarketplaceSync } from '../marketplace/marketplace-sync.ts';
import { copyCompatibilities } from '../marketplace-catalogue/compat.service.ts';
import { attachTempImages, relocateAttachedImages } from '../photos/photos.service.ts';
import { type ReferenceNames, referenceCache } from '../reference/reference-cache.ts';
import { heldPartMessage, salesHoldingParts } from '../sales/sales.service.ts';
import { describeChanges } from './part-changes.ts';
import type { LockedPart, PartFormValues } from './part-form.queries.ts';
import * as formQueries from './part-form.queries.ts';
import {
  applyCategoryRules,
  checkRestrictedFields,
  type FormInput,
  mergeInput,
  NEW_PART,
  NO_REFS,
  nameFor,
  type PartRefs,
  promoteIfComplete,
  resolveReferences,
  snapshot,
} from './part-form.rules.ts';
import type { PartDetailRow } from './parts.queries.ts';
import * as queries from './parts.queries.ts';
import { createPartsService, PART_MESSAGES } from './parts.service.ts';

export const FORM_SERVICE_MESSAGES = {
  soldLocked: 'La autoparte está vendida y ya no se puede editar.',
  roleLocked: 'Con tu rol no puedes editar esta autoparte en su estatus actual.',
  notUnderReview: 'Solo se puede republicar una autoparte que Mercado Libre tiene en revisión.',
  creationStatus: 'Una autoparte nueva se guarda como Disponible o Incompleto.',
  notSellable: (missing: string[]) => `Para guardarla como Disponible le falta: ${missing.join(', ')}.`,
} as const;

/** What a new part may start as: Disponible (when complete) or Incompleto. */
const CREATION_STATUSES: readonly number[] = [STATUS.AVAILABLE, STATUS.INCOMPLETE];

export const ACTIVITY = {
  created: 'Autoparte creada',
  deleted: 'Autoparte eliminada',
  clonedFrom: (id: number) => `Autoparte duplicada desde ${partCode(id)}`,
  clonedTo: (id: number) => `Autoparte duplicada como ${partCode(id)}`,
  republish: 'Republicación solicitada en Mercado Libre',
  imported: (fileName: string) => `Autoparte creada por importación (${fileName})`,
} as const;

function named(value: { id: number | null; name: string | null } | null) {
  return value && value.id !== null && value.name !== null ? { id: value.id, name: value.name } : null;
}

/** The names of a stored part's references, from the detail query. */
function refsOf(row: PartDetailRow): PartRefs {
  return {
    category: named(row.category),
    make: named(row.make),
    model: named(row.model),
    condition: named(row.condition),
    origin: named(row.origin),
    position: named(row.position),
    side: named(row.side),
    bulbTech: named(row.bulbTech),
    bulbPos: named(row.bulbPos),
    location: named(row.location),
    status: named(row.status),
    storeMl: named(row.storeMl),
    shippingType: named(row.shippingType),
  };
}

function valuesOf(part: LockedPart): PartFormValues {
  return {
    name: part.name,
    description: part.description,
    autopartNumber: part.autopartNumber,
    categoryId: part.categoryId,
    makeId: part.makeId,
    modelId: part.modelId,
    years: part.years,
    conditionId: part.conditionId,
    originId: part.originId,
    positionId: part.positionId,
    sideId: part.sideId,
    locationId: part.locationId,
    statusId: part.statusId,
    quality: part.quality,
    salePrice: part.salePrice,
    marketplaceAccountId: part.marketplaceAccountId,
    bulbTechId: part.bulbTechId,
    bulbPosId: part.bulbPosId,
    shippingTypeId: part.shippingTypeId,
    includesMirror: part.includesMirror,
  };
}

function statusName(id: number): string {
  return STATUS_NAMES[id as keyof typeof STATUS_NAMES] ?? String(id);
}

/** The role/status lock of the edit form (canEditPart), enforced here for every write. */
function assertEditable(user: SessionUser, statusId: number) {
  if (canEditPart(user.roles, statusId)) return;
  throw forbidden(
    statusId === STATUS.SOLD ? FORM_SERVICE_MESSAGES.soldLocked : FORM_SERVICE_MESSAGES.roleLocked,
  );
}

/**
 * Everything a save decides before writing: the merged values, who may change them, the
 * category rules, the references and the automatic name and status. Throws the 403 or 422.
 */
async function prepareSave(
  tx: Executor,
  user: SessionUser,
  input: FormInput,
  base: { current: PartFormValues; before: PartRefs; companyId: number; mlId: string | null },
) {
  const { current, before, companyId, mlId } = base;
  const explicit = (field: keyof FormInput) => input[field] !== undefined;
  const next = mergeInput(current, input);
  checkRestrictedFields(user, current, next, mlId);

  const errors: FieldErrors = {};
  applyCategoryRules(next, explicit, errors);
  const refs = await resolveReferences(tx, { next, current, before, companyId }, explicit, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const statusChosen = input.status_id !== undefined && input.status_id !== current.statusId;
  if (promoteIfComplete(next, statusChosen))
    refs.status = { id: next.statusId, name: statusName(next.statusId) };
  next.name = nameFor(next, refs);
  return { next, refs };
}

/**
 * A part held on an open ticket or by a quote's deposit is that sale's to sell: no edit (the
 * form, a bulk edit, an import) gives it another status or lists it on a marketplace meanwhile.
 * Its other fields stay editable; the sale keeps the price its line was given.
 */
async function assertNotHeld(tx: Executor, partId: number, current: PartFormValues, next: PartFormValues) {
  const statusChanges = next.statusId !== current.statusId;
  const listed =
    next.marketplaceAccountId !== null && next.marketplaceAccountId !== current.marketplaceAccountId;
  if (!statusChanges && !listed) return;
  const holder = (await salesHoldingParts(tx, [partId])).get(partId);
  if (holder) throw fieldError(statusChanges ? 'status_id' : 'store_ml_id', heldPartMessage(partId, holder));
}

/**
 * The changes of a save to an existing, locked part, written with one activity entry (`prefix`
 * before the "Campo: a → b" lines); nothing is written when nothing changes. A listed part's
 * marketplace state follows the local status, as with updateStatus.
 */
export async function applyEdit(
  tx: Executor,
  names: ReferenceNames,
  user: SessionUser,
  part: formQueries.LockedPart,
  input: FormInput,
  prefix = '',
): Promise<{ changed: boolean; needsSync: boolean }> {
  assertEditable(user, part.statusId);
  const detail = await queries.findPartDetailIn(tx, part.id, names);
  if (!detail) throw notFound(PART_MESSAGES.notFound);
  const current = valuesOf(part);
  const before = refsOf(detail);
  const { next, refs } = await prepareSave(tx, user, input, {
    current,
    before,
    companyId: part.companyId,
    mlId: part.mlId,
  });
  await assertNotHeld(tx, part.id, current, next);
  const lines = describeChanges(
    snapshot(current, before, statusName(current.statusId)),
    snapshot(next, refs, statusName(next.statusId)),
  );
  if (lines.length > 0) {
    const mlStatus =
      part.mlId && next.statusId !== current.statusId
        ? (mlStatusForLocalStatus(next.statusId, true) ?? part.mlStatus)
        : part.mlStatus;
    await formQueries.updatePart(tx, part.id, { ...next, mlStatus, userId: user.id });
    await insertPartActivity(tx, part.id, user.id, [`${prefix}${lines.join('\n')}`]);
  }
  // A part with a marketplace account but no listing yet gets one once it is for sale.
  return { changed: lines.length > 0, needsSync: part.mlId !== null || next.marketplaceAccountId !== null };
}

export type ImportedOutcome = 'created' | 'updated' | 'unchanged';

/**
 * One row of a spreadsheet import through the form's own rules (references, category
 * rules, the generated name, the role/status lock) inside the caller's transaction: a new part,
 * or the changes to an existing one, logged as "Importación: Campo: a → b" with the reference
 * names the import read from the cache (`names`).
 */
export async function saveImportedPart(
  tx: Executor,
  user: SessionUser,
  target: { companyId: number; partId: number | null; fileName: string; agId?: number | null },
  input: FormInput,
  names: ReferenceNames,
): Promise<{ partId: number; outcome: ImportedOutcome; needsSync: boolean }> {
  if (target.partId === null) {
    const { next } = await prepareSave(tx, user, input, {
      current: NEW_PART,
      before: NO_REFS,
      companyId: target.companyId,
      mlId: null,
    });
    // The id of the shop's own system goes in with the part: a second write would rebuild the
    // part's search document again.
    const partId = await formQueries.insertPart(tx, {
      ...next,
      companyId: target.companyId,
      userId: user.id,
      ...(target.agId ? { agId: target.agId } : {}),
    });
    await insertPartActivity(tx, partId, user.id, [ACTIVITY.imported(target.fileName)]);
    return { partId, outcome: 'created', needsSync: next.marketplaceAccountId !== null };
  }
  const part = await formQueries.lockPartForEdit(tx, target.partId);
  if (!part || part.companyId !== target.companyId) throw notFound(PART_MESSAGES.notFound);
  const { changed, needsSync } = await applyEdit(tx, names, user, part, input, 'Importación: ');
  return changed
    ? { partId: part.id, outcome: 'updated', needsSync }
    : { partId: part.id, outcome: 'unchanged', needsSync: false };
}

/**
 * What saving a new imported part would produce, through the form's own rules, without writing
 * it (the import's preview: no part id is taken from the sequence). Throws as the save would.
 */
export async function checkImportedPart(
  tx: Executor,
  user: SessionUser,
  companyId: number,
  input: FormInput,
) {
  const { next } = await prepareSave(tx, user, input, {
    current: NEW_PART,
    before: NO_REFS,
    companyId,
    mlId: null,
  });
  return { name: next.name, statusId: next.statusId };
}

/**
 * The values a new imported part would be saved with, through the form's own rules (the same
 * prepareSave as saveImportedPart; the references it reads are remembered for the rest of the
 * transaction), without writing it: the import checks a group of rows this
 * way and then inserts the good ones together with insertImportedParts. Throws as the save would.
 */
export async function planImportedPart(
  tx: Executor,
  user: SessionUser,
  companyId: number,
  input: FormInput,
): Promise<PartFormValues> {
  // A group's rows name the same few references: each is read once per transaction.
  formQueries.rememberLookups(tx);
  const { next } = await prepareSave(tx, user, input, {
    current: NEW_PART,
    before: NO_REFS,
    companyId,
    mlId: null,
  });
  return next;
}

/**
 * New imported parts planned by planImportedPart, written together: the parts in one insert and
 * their «Autoparte creada por importación» lines in another, exactly what saveImportedPart writes
 * for each. The caller keeps it all-or-nothing (a savepoint) and saves row by row on an error.
 */
export async function insertImportedParts(
  tx: Executor,
  user: SessionUser,
  target: { companyId: number; fileName: string },
  rows: { values: PartFormValues; agId: number | null }[],
): Promise<{ partId: number; needsSync: boolean }[]> {
  const ids = await formQueries.insertParts(
    tx,
    rows.map(({ values, agId }) => ({
      ...values,
      companyId: target.companyId,
      userId: user.id,
      ...(agId ? { agId } : {}),
    })),
  );
  await insertPartActivityLines(
    tx,
    user.id,
    ids.map((partId) => ({ partId, activity: ACTIVITY.imported(target.fileName) })),
  );
  return ids.map((partId, index) => ({
    partId,
    needsSync: rows[index]?.values.marketplaceAccountId !== null,
  }));
}

/**
 * A new part through the form's own rules (references, category rules, the generated name,
 * status 5 Incompleto) inside the caller's transaction, with its first activity line: the
 * vehicle checklist's "Crear autopartes" creates parts exactly as the form does.
 */
export async function insertPartWithFormRules(
  tx: Executor,
  user: SessionUser,
  companyId: number,
  input: FormInput,
  activity: string,
): Promise<number> {
  const { next } = await prepareSave(tx, user, input, {
    current: NEW_PART,
    before: NO_REFS,
    companyId,
    mlId: null,
  });
  const partId = await formQueries.insertPart(tx, { ...next, companyId, userId: user.id });
  await insertPartActivity(tx, partId, user.id, [activity]);
  return partId;
}

export function createPartFormService(deps: AppDeps) {
  const { db } = deps;
  const parts = createPartsService(deps);

  /** The part for a write: the user's company (role 1: any), locked, not deleted. */
  async function lockOwnPart(tx: Executor, user: SessionUser, id: number) {
    const part = await formQueries.lockPartForEdit(tx, id);
    if (!part || !inCompanyScope(user, part.companyId)) throw notFound(PART_MESSAGES.notFound);
    return part;
  }

  return {
    /** POST /api/autoparts/store: a new part of the user's company, starting at 5 (Incompleto). */
    async store(user: SessionUser, input: PartStoreInput) {
      if (!userCan(user, 'viewInventory')) throw forbidden();
      const { images, ...fields } = input;
      if (fields.status_id !== undefined && !CREATION_STATUSES.includes(fields.status_id)) {
        throw validationFailed({ status_id: [FORM_SERVICE_MESSAGES.creationStatus] });
      }
      const { partId: id, listable } = await db.transaction(async (tx) => {
        const { next } = await prepareSave(tx, user, fields, {
          current: NEW_PART,
          before: NO_REFS,
          companyId: user.companyId,
          mlId: null,
        });
        // Chosen in the form: Incompleto stays so even when complete; Disponible needs it complete.
        if (fields.status_id === STATUS.INCOMPLETE) next.statusId = STATUS.INCOMPLETE;
        const missing = missingForSale(next);
        if (next.statusId === STATUS.AVAILABLE && missing.length > 0) {
          throw validationFailed({ status_id: [FORM_SERVICE_MESSAGES.notSellable(missing)] });
        }
        const partId = await formQueries.insertPart(tx, {
          ...next,
          companyId: user.companyId,
          userId: user.id,
        });
        const imageIds = (images ?? []).map((image) => image.id);
        if (imageIds.length > 0) await attachTempImages(tx, { userId: user.id, partId, imageIds });
        await insertPartActivity(tx, partId, user.id, [ACTIVITY.created]);
        return { partId, listable: next.marketplaceAccountId !== null };
      });
      // The photos' files leave temp/ for the part's folder now rather than at the next hourly
      // maintenance; a failure is logged there and retried by it.
      if ((input.images ?? []).length > 0) await relocateAttachedImages(deps, { partId: id });
      // A new part chosen for a marketplace account is listed by the sync once it is for sale.
      if (listable) await requestMarketplaceSync(deps, id);
      return parts.showByUser(user, id);
    },

    /**
     * PUT /api/autoparts/update/{id}: a partial save based on `version`. A stale version is a
     * 409 and nothing is written; a save that changes nothing writes nothing.
     */
    async update(user: SessionUser, id: number, input: PartUpdateInput) {
      if (!userCan(user, 'editParts')) throw forbidden();
      const { version, ...fields } = input;
      const names = await referenceCache(db).get();
      const outcome = await db.transaction(async (tx) => {
        const part = await lockOwnPart(tx, user, id);
        if (part.version !== version) throw conflict();
        return applyEdit(tx, names, user, part, fields);
      });

      // After the commit, so the marketplace job reads the saved part and a slow marketplace
      // does not hold the row lock.
      const sync = outcome.needsSync ? await requestMarketplaceSync(deps, id) : false;
      return { autopart: await parts.showByUser(user, id), sync };
    },

    /**
     * POST /api/autoparts/clone: a new part with the stored part's descriptive fields and the
     * vehicles it also fits, in the same company; photos, the listing, its account, the
     * marketplace's verdicts on the vehicles and the AG id stay with the original.
     */
    async clone(user: SessionUser, sourceId: number) {
      if (!userCan(user, 'clonePart')) throw forbidden();
      const id = await db.transaction(async (tx) => {
        const source = await lockOwnPart(tx, user, sourceId);
        const values: PartFormValues = {
          ...valuesOf(source),
          statusId: STATUS.INCOMPLETE,
          marketplaceAccountId: null,
        };
        const newId = await formQueries.insertPart(tx, {
          ...values,
          companyId: source.companyId,
          userId: user.id,
        });
        await copyCompatibilities(tx, sourceId, newId);
        await insertPartActivity(tx, newId, user.id, [ACTIVITY.clonedFrom(sourceId)]);
        await insertPartActivity(tx, sourceId, user.id, [ACTIVITY.clonedTo(newId)]);
        return newId;
      });
      return parts.showByUser(user, id);
    },

    /** DELETE /api/autoparts/destroy/{id}: role 1; soft delete, and the listing is paused. */
    async destroy(user: SessionUser, id: number) {
      if (!userCan(user, 'deletePart')) throw forbidden();
      const part = await db.transaction(async (tx) => {
        const locked = await lockOwnPart(tx, user, id);
        await formQueries.softDeletePart(tx, id, user.id);
        await insertPartActivity(tx, id, user.id, [ACTIVITY.deleted]);
        return locked;
      });
      if (part.mlId) await requestMarketplaceSync(deps, id);
      return { data: true as const };
    },

    /** POST /api/autoparts/republish: only for a listing the marketplace holds under review. */
    async republish(user: SessionUser, id: number) {
      if (!userCan(user, 'editParts')) throw forbidden();
      await db.transaction(async (tx) => {
        const part = await lockOwnPart(tx, user, id);
        if (!part.mlId || part.mlStatus !== 'under_review') {
          throw fieldError('ml_status', FORM_SERVICE_MESSAGES.notUnderReview);
        }
        await insertPartActivity(tx, id, user.id, [ACTIVITY.republish]);
      });
      const sync = await requestMarketplaceRepublish(deps, id);
      return { autopart: await parts.showByUser(user, id), sync };
    },

    /** GET /api/autoparts/description: the company's description template. */
    async descriptionTemplate(user: SessionUser) {
      return { description: await formQueries.findDescriptionTemplate(db, user.companyId) };
    },
  };
}

export type PartFormService = ReturnType<typeof createPartFormService>;
